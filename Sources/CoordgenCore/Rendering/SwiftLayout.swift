/// Lays out generated Swift within the line limit, the way swift-format breaks long lines.
///
/// Every function returns lines without the indentation they will be placed at (`indent` is only
/// used to measure them); continuation lines carry four extra spaces.
enum SwiftLayout {
    /// The longest line a generated file may have.
    static let lineLimit = 120

    /// `head(arguments)tail` on one line, or broken after the parenthesis with the arguments filling
    /// continuation lines.
    ///
    /// `head` ends with the opening parenthesis; `tail` starts with the closing one (`)` for a call).
    static func call(_ head: String, _ arguments: [String], tail: String = ")", indent: Int) -> [String] {
        let joined = arguments.joined(separator: ", ")
        let oneLine = head + joined + tail
        if indent + oneLine.characterCount <= lineLimit || arguments.isEmpty { return [oneLine] }
        return [head] + filled(arguments, indent: indent, last: tail)
    }

    /// A declaration `head(parameters) tail` on one line, or with its parameters filling continuation
    /// lines and `tail` (`) -> Type {`) on a line of its own.
    static func declaration(_ head: String, _ parameters: [String], tail: String, indent: Int) -> [String] {
        let joined = parameters.joined(separator: ", ")
        let oneLine = head + joined + tail
        if indent + oneLine.characterCount <= lineLimit { return [oneLine] }
        if parameters.isEmpty, let arrow = tail.range(of: " -> ") {
            // `func make()` then `    -> ReturnType {` on the next line.
            let returnType = "    " + tail[tail.index(after: arrow.lowerBound)...]
            guard returnType.hasSuffix(" {") else { return [head + tail[..<arrow.lowerBound], returnType] }
            return [head + tail[..<arrow.lowerBound], String(returnType.dropLast(2)), "{"]
        }
        return [head] + filled(parameters, indent: indent, last: "") + [tail]
    }

    /// Items separated by commas on continuation lines, as many on a line as fit; `last` follows
    /// the last item.
    private static func filled(_ items: [String], indent: Int, last: String) -> [String] {
        var lines: [String] = []
        var line = ""
        for (index, item) in items.enumerated() {
            let piece = item + (index == items.count - 1 ? last : ",")
            if !line.isEmpty, indent + 4 + line.characterCount + 1 + piece.characterCount > lineLimit {
                lines.append("    " + line)
                line = piece
            } else {
                line = line.isEmpty ? piece : line + " " + piece
            }
        }
        lines.append("    " + line)
        return lines
    }

    /// `head` followed by `items` joined with `separator`, filling each line and continuing on
    /// lines that start with the separator (`typealias X = A & B` → `    & C & D`).
    static func list(_ head: String, _ items: [String], separator: String, indent: Int) -> [String] {
        var lines: [String] = []
        var line = head
        for (index, item) in items.enumerated() {
            let piece = index == 0 ? item : " \(separator) \(item)"
            if index > 0, indent + line.characterCount + piece.characterCount > lineLimit {
                lines.append(line)
                line = "    \(separator) \(item)"
            } else {
                line += piece
            }
        }
        lines.append(line)
        return lines
    }

    /// Doc comment text wrapped at spaces so that `/// ` lines at `indent` fit the limit.
    static func wrapComment(_ lines: [String], indent: Int) -> [String] {
        let width = lineLimit - indent - 4
        var result: [String] = []
        for line in lines {
            guard line.characterCount > width else {
                result.append(line)
                continue
            }
            var current = ""
            for word in line.split(separator: " ", omittingEmptySubsequences: false) {
                if !current.isEmpty, current.characterCount + 1 + word.characterCount > width {
                    result.append(current)
                    current = String(word)
                } else {
                    current = current.isEmpty ? String(word) : current + " " + word
                }
            }
            result.append(current)
        }
        return result
    }

    /// Every line of `lines` indented by `spaces` more.
    static func indented(_ lines: [String], by spaces: Int) -> [String] {
        let padding = String(repeating: " ", count: spaces)
        return lines.map { $0.isEmpty ? $0 : padding + $0 }
    }
}
