/// One problem found in the specs or the configuration, printed the way compilers print them.
public struct Diagnostic: Hashable, Sendable, Codable, CustomStringConvertible {
    public enum Severity: String, Hashable, Sendable, Codable {
        case error, warning, note
    }

    public var severity: Severity
    public var message: String
    /// `nil` only for problems that belong to no file (for example a missing folder).
    public var location: SourceLocation?
    /// Follow-up lines, each printed as its own `note:` (for example the other place of a duplicate).
    public var notes: [Note]

    public struct Note: Hashable, Sendable, Codable {
        public var message: String
        public var location: SourceLocation?
        public init(message: String, location: SourceLocation?) {
            self.message = Diagnostic.abbreviated(Diagnostic.escapingInvisibles(message))
            self.location = location
        }
    }

    public init(_ severity: Severity, _ message: String, at location: SourceLocation?, notes: [Note] = []) {
        self.severity = severity
        self.message = Self.abbreviated(Self.escapingInvisibles(message))
        self.location = location
        self.notes = notes
    }

    public static func error(_ message: String, at location: SourceLocation?, notes: [Note] = []) -> Diagnostic {
        Diagnostic(.error, message, at: location, notes: notes)
    }

    public static func warning(_ message: String, at location: SourceLocation?, notes: [Note] = []) -> Diagnostic {
        Diagnostic(.warning, message, at: location, notes: notes)
    }

    /// `path:line:column: error: message`, then one line per note.
    public var description: String {
        var lines = [Self.line(location, severity.rawValue, message)]
        for note in notes {
            lines.append(Self.line(note.location ?? location, "note", note.message))
        }
        return lines.joined(separator: "\n")
    }

    /// Messages longer than this have their over-long words shortened, so a hostile 4 MB name in a spec
    /// gives a readable line. Ordinary messages, even with a long path in them, are left alone.
    static let maximumMessageLength = 1_000
    static let maximumWordLength = 80

    /// The message, or when it is over-long, the message with every word of more than 80 characters
    /// (a name or type quoted from the spec) cut to its first 40 and last 20 around an ellipsis.
    static func abbreviated(_ message: String) -> String {
        guard message.unicodeScalars.count > maximumMessageLength else { return message }
        return message.split(separator: " ", omittingEmptySubsequences: false).map { word in
            let scalars = word.unicodeScalars
            guard scalars.count > maximumWordLength else { return String(word) }
            var shortened = ""
            shortened.unicodeScalars.append(contentsOf: scalars.prefix(40))
            shortened += "…"
            shortened.unicodeScalars.append(contentsOf: scalars.suffix(20))
            return shortened
        }.joined(separator: " ")
    }

    private static func line(_ location: SourceLocation?, _ label: String, _ message: String) -> String {
        guard let location else { return "coordgen: \(label): \(message)" }
        return "\(location): \(label): \(message)"
    }
}

/// Collects diagnostics from every stage so a run reports all problems at once.
public struct Diagnostics: Sendable {
    public private(set) var all: [Diagnostic] = []

    public init() {}

    public mutating func append(_ diagnostic: Diagnostic) {
        all.append(diagnostic)
    }

    public mutating func append(contentsOf diagnostics: [Diagnostic]) {
        all.append(contentsOf: diagnostics)
    }

    public mutating func error(_ message: String, at location: SourceLocation?, notes: [Diagnostic.Note] = []) {
        all.append(.error(message, at: location, notes: notes))
    }

    public mutating func warning(_ message: String, at location: SourceLocation?, notes: [Diagnostic.Note] = []) {
        all.append(.warning(message, at: location, notes: notes))
    }

    public var hasErrors: Bool { all.contains { $0.severity == .error } }
    public var errorCount: Int { all.count { $0.severity == .error } }
    public var warningCount: Int { all.count { $0.severity == .warning } }

    /// Sorted by file, line and column (file-less ones first), duplicates removed, so output is stable.
    public var sorted: [Diagnostic] {
        var seen = Set<Diagnostic>()
        return all.filter { seen.insert($0).inserted }.enumerated().sorted { lhs, rhs in
            switch (lhs.element.location, rhs.element.location) {
            case (let l?, let r?): return l == r ? lhs.offset < rhs.offset : l < r
            case (nil, _?): return true
            case (_?, nil): return false
            case (nil, nil): return lhs.offset < rhs.offset
            }
        }.map(\.element)
    }
}
