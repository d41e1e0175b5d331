/// How diagnostics are printed: `text` for people and editors (`file:line:column: error: …`), `json` for
/// tools (one object per line), `github` for GitHub Actions (workflow commands that annotate the diff).
public enum DiagnosticFormat: String, CaseIterable, Sendable {
    case text, json, github

    /// The lines that show `diagnostic` (with its notes) in this format, joined by newlines, no final newline.
    public func render(_ diagnostic: Diagnostic) -> String {
        switch self {
        case .text: diagnostic.description
        case .json: Self.json(diagnostic)
        case .github: Self.github(diagnostic)
        }
    }

    // MARK: - JSON lines

    /// `{"severity":"error","file":"Flows/A.md","line":3,"column":5,"message":"…","notes":[…]}`, keys in
    /// that order; `file`, `line` and `column` are `null` when the problem has no file (or no line).
    static func json(_ diagnostic: Diagnostic) -> String {
        let notes = diagnostic.notes.map { note in
            "{" + fields(severity: "note", location: note.location ?? diagnostic.location, message: note.message) + "}"
        }
        return "{"
            + fields(severity: diagnostic.severity.rawValue, location: diagnostic.location, message: diagnostic.message)
            + ",\"notes\":[" + notes.joined(separator: ",") + "]}"
    }

    private static func fields(severity: String, location: SourceLocation?, message: String) -> String {
        let file = location.map { quoted($0.file) } ?? "null"
        let line = location.flatMap { $0.line > 0 ? String($0.line) : nil } ?? "null"
        let column = location.flatMap { $0.line > 0 ? String($0.column) : nil } ?? "null"
        return "\"severity\":\(quoted(severity)),\"file\":\(file),\"line\":\(line),\"column\":\(column),"
            + "\"message\":\(quoted(message))"
    }

    /// A JSON string literal: quotes, backslashes and control characters escaped (RFC 8259).
    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                let hex = String(scalar.value, radix: 16, uppercase: true)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    // MARK: - GitHub Actions annotations

    /// `::error file=Flows/A.md,line=3,col=5::message`, its notes on further lines of the same message
    /// (GitHub shows an annotation's message with its line breaks). Notes alone are not annotations.
    static func github(_ diagnostic: Diagnostic) -> String {
        let command = diagnostic.severity == .warning ? "warning" : (diagnostic.severity == .error ? "error" : "notice")
        var properties: [String] = []
        if let location = diagnostic.location {
            properties.append("file=" + escapedProperty(location.file))
            if location.line > 0 {
                properties.append("line=\(location.line)")
                properties.append("col=\(location.column)")
            }
        }
        var message = diagnostic.message
        for note in diagnostic.notes {
            let place = (note.location ?? diagnostic.location).map { "\($0): " } ?? ""
            message += "\n\(place)note: \(note.message)"
        }
        let head = properties.isEmpty ? "::\(command)" : "::\(command) " + properties.joined(separator: ",")
        return head + "::" + escapedData(message)
    }

    /// A workflow command's message: `%`, carriage returns and line feeds escaped as GitHub's runner reads them.
    static func escapedData(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25")
            .replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }

    /// A workflow command's property value: as a message, and `:` and `,` as well.
    static func escapedProperty(_ text: String) -> String {
        escapedData(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
