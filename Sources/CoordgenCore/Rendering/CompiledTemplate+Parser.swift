/// Turns a built-in template into `CompiledTemplate` nodes, or declines.
///
/// It reads the tags the built-in templates use: variables (escaped for HTML as Mustache does,
/// unless the template starts with the `CONTENT_TYPE: TEXT` pragma, as the Swift ones do),
/// sections, inverted sections, comments, partials at the start of a line and `first()`-style
/// sequence tests, and keeps the Mustache library's whitespace rules exactly: a section, comment,
/// pragma or partial tag alone on its line removes that line; text, variables and tags that share
/// a line keep it. Anything else (set delimiters, inheritance, indented or dynamic partials,
/// transforms of named values, control characters other than tab and line feed, characters made
/// of several Unicode scalars) makes it decline, and the template is rendered by the Mustache
/// interpreter instead: the output is the same either way, which `CompiledTemplateTests` checks
/// for every built-in template.
struct CompiledTemplateParser {
    /// Why the parser declined; only tests look at it.
    struct Declined: Error {
        let reason: String
    }

    private let bytes: [UInt8]
    private var position = 0
    /// Mustache escapes `{{name}}` for HTML unless the template starts with `CONTENT_TYPE: TEXT`.
    private var escapesHTML = true

    private init(_ text: String) {
        bytes = Array(text.utf8)
    }

    static func parse(_ text: String) throws(Declined) -> [CompiledTemplate.Node] {
        var parser = CompiledTemplateParser(text)
        // Mustache reads Characters: `\r\n` is one, and it counts vertical tab, form feed and a few
        // Unicode separators as line ends; the parser reads bytes. They agree when every Character is
        // one scalar (a combining mark after `}` would hide a tag from Mustache) and the only line end
        // is the line feed: the built-in templates need no more.
        let isPlain = { (byte: UInt8) in byte >= 0x20 && byte != 0x7F || byte == 0x09 || byte == 0x0A }
        guard parser.bytes.allSatisfy(isPlain) else {
            throw Declined(reason: "a control character other than tab and line feed")
        }
        if !parser.bytes.allSatisfy({ $0 < 0x80 }) {
            let separators: Set<Unicode.Scalar> = ["\u{85}", "\u{2028}", "\u{2029}"]
            guard text.count == text.unicodeScalars.count, !text.unicodeScalars.contains(where: separators.contains)
            else { throw Declined(reason: "a character of several scalars, or a Unicode line separator") }
        }
        // Mustache cannot read a `{` at the very end (it looks for `{{` and runs out of text).
        guard parser.bytes.last != UInt8(ascii: "{") else { throw Declined(reason: "a '{' at the end") }
        return try parser.block(closing: nil, startsLine: true)
    }

    private static let open: [UInt8] = Array("{{".utf8)
    private static let close: [UInt8] = Array("}}".utf8)
    private static let newline = UInt8(ascii: "\n")

    private var atEnd: Bool { position >= bytes.count }
    private var current: UInt8? { atEnd ? nil : bytes[position] }

    /// Nodes up to the end of the text or, for a section, up to its closing tag.
    ///
    /// `startsLine` is true while only spaces and tabs stand between the last line break (or the
    /// start) and the next tag: only then can a tag be alone on its line.
    private mutating func block(closing section: String?, startsLine: Bool) throws(Declined) -> [CompiledTemplate.Node]
    {
        var nodes: [CompiledTemplate.Node] = []
        var startsLine = startsLine
        var indentation = ""
        while !atEnd {
            if startsLine { indentation = read { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") } }
            let text = textUntilTagOrNewline()
            if current == Self.newline {
                position += 1
                nodes.append(.text(indentation + text + "\n"))
                startsLine = true
                continue
            }
            if !text.isEmpty {
                nodes.append(.text(indentation + text))
                indentation = ""
                startsLine = false
            }
            if atEnd { break }
            // The text stopped at `{{`, which it has consumed.
            var aloneOnLine = false
            switch current {
            case UInt8(ascii: "#"), UInt8(ascii: "^"):
                let inverted = current == UInt8(ascii: "^")
                position += 1
                let name = try tagName()
                aloneOnLine = startsLine && finishLineIfBlank()
                if !aloneOnLine, !indentation.isEmpty {
                    nodes.append(.text(indentation))
                    indentation = ""
                }
                let children = try block(closing: name.spelling, startsLine: aloneOnLine)
                nodes.append(.section(name, inverted: inverted, children))
            case UInt8(ascii: "/"):
                position += 1
                let name = try tagName()
                guard name.spelling == section else {
                    throw Declined(reason: "'\(name.spelling)' closes no open section")
                }
                if !(startsLine && finishLineIfBlank()), !indentation.isEmpty {
                    nodes.append(.text(indentation))
                }
                return nodes
            case UInt8(ascii: "!"):
                position += 1
                guard skipPast(Self.close) else { throw Declined(reason: "an unclosed comment") }
                // A comment that shares its line keeps the indentation for the text after it.
                aloneOnLine = startsLine && finishLineIfBlank()
            case UInt8(ascii: "{"), UInt8(ascii: "&"):
                let triple = current == UInt8(ascii: "{")
                if !indentation.isEmpty {
                    nodes.append(.text(indentation))
                    indentation = ""
                }
                position += 1
                let name = try tagName()
                if triple {
                    guard current == UInt8(ascii: "}") else { throw Declined(reason: "'{{{' closed with '}}'") }
                    position += 1
                }
                nodes.append(.variable(name, escaped: false))
            case UInt8(ascii: ">"):
                position += 1
                _ = read { Self.isWhitespace($0) }
                let name = read { Self.isPartialNameByte($0) }
                _ = read { Self.isWhitespace($0) }
                guard skipExactly(Self.close), !name.isEmpty, !name.hasPrefix("*") else {
                    throw Declined(reason: "a partial tag other than '{{> Name}}'")
                }
                guard indentation.isEmpty else { throw Declined(reason: "an indented partial") }
                aloneOnLine = startsLine && finishLineIfBlank()
                nodes.append(.partial(name))
            case UInt8(ascii: "%"):
                position += 1
                _ = read { Self.isWhitespace($0) }
                let pragma = read { $0 != UInt8(ascii: "}") }
                guard skipExactly(Self.close),
                    Self.isTextContentType(pragma), nodes.isEmpty, section == nil
                else { throw Declined(reason: "a pragma other than a leading CONTENT_TYPE: TEXT") }
                escapesHTML = false
                aloneOnLine = startsLine && finishLineIfBlank()
            case UInt8(ascii: "="), UInt8(ascii: "<"), UInt8(ascii: "$"):
                throw Declined(reason: "set delimiters or template inheritance")
            default:
                if !indentation.isEmpty {
                    nodes.append(.text(indentation))
                    indentation = ""
                }
                nodes.append(.variable(try tagName(), escaped: escapesHTML))
            }
            startsLine = aloneOnLine
        }
        guard section == nil else { throw Declined(reason: "section '\(section ?? "")' is not closed") }
        return nodes
    }

    /// Text up to a line break (not consumed) or up to and including `{{`.
    private mutating func textUntilTagOrNewline() -> String {
        let start = position
        while let byte = current, byte != Self.newline {
            if byte == UInt8(ascii: "{"), bytes[position...].starts(with: Self.open) {
                let text = String(decoding: bytes[start..<position], as: UTF8.self)
                position += Self.open.count
                return text
            }
            position += 1
        }
        return String(decoding: bytes[start..<position], as: UTF8.self)
    }

    /// After a tag: when only spaces and tabs are left on the line, skips them and the line break
    /// (the tag stands alone); the end of the text counts as a line's end.
    private mutating func finishLineIfBlank() -> Bool {
        var end = position
        while end < bytes.count, bytes[end] == UInt8(ascii: " ") || bytes[end] == UInt8(ascii: "\t") { end += 1 }
        if position >= bytes.count { return true }
        guard end < bytes.count, bytes[end] == Self.newline else { return false }
        position = end + 1
        return true
    }

    /// The name inside a tag up to and including `}}`: `flowName`, `types.hasScreens`, `.`, or a
    /// sequence test such as `first()`.
    private mutating func tagName() throws(Declined) -> CompiledTemplate.Name {
        _ = read { Self.isWhitespace($0) }
        let spelling = read { Self.isNameByte($0) || $0 == UInt8(ascii: "(") || $0 == UInt8(ascii: ")") }
        _ = read { Self.isWhitespace($0) }
        guard skipExactly(Self.close) else { throw Declined(reason: "a tag that is not closed with '}}'") }
        if spelling.hasSuffix("()"), !spelling.dropLast(2).contains(where: { $0 == "(" || $0 == ")" }) {
            let test = String(spelling.dropLast(2))
            guard let sequenceTest = CompiledTemplate.SequenceTest(rawValue: test) else {
                throw Declined(reason: "the transform '\(test)()'")
            }
            return CompiledTemplate.Name(spelling: spelling, path: [], sequenceTest: sequenceTest)
        }
        guard !spelling.isEmpty, !spelling.contains(where: { $0 == "(" || $0 == ")" }) else {
            throw Declined(reason: "the tag name '\(spelling)'")
        }
        // `.` is the current value; `.name` (look only at the current value) is not used by the built-ins.
        if spelling == "." { return CompiledTemplate.Name(spelling: spelling, path: [], sequenceTest: nil) }
        guard !spelling.hasPrefix(".") else { throw Declined(reason: "the tag name '\(spelling)'") }
        let path = spelling.split(separator: ".").map { FieldName(String($0)) }
        return CompiledTemplate.Name(spelling: spelling, path: path, sequenceTest: nil)
    }

    private mutating func read(while accepts: (UInt8) -> Bool) -> String {
        let start = position
        while let byte = current, accepts(byte) { position += 1 }
        return String(decoding: bytes[start..<position], as: UTF8.self)
    }

    private mutating func skipExactly(_ expected: [UInt8]) -> Bool {
        guard bytes[position...].starts(with: expected) else { return false }
        position += expected.count
        return true
    }

    private mutating func skipPast(_ marker: [UInt8]) -> Bool {
        while !atEnd {
            if skipExactly(marker) { return true }
            position += 1
        }
        return false
    }

    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || (byte >= 0x09 && byte <= 0x0D)
    }

    /// `CONTENT_TYPE: TEXT` as Mustache reads a pragma: a name, `:`, a value, spaces only around them.
    private static func isTextContentType(_ pragma: String) -> Bool {
        let parts = pragma.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2 else { return false }
        // Trimmed as substrings: made into strings from reversed views, this was a fifth of the parse.
        func trimmed(_ part: Substring) -> Substring {
            var part = part.drop(while: \.isWhitespace)
            while part.last?.isWhitespace == true { part = part.dropLast() }
            return part
        }
        return trimmed(parts[0]) == "CONTENT_TYPE" && trimmed(parts[1]) == "TEXT"
    }

    /// What Mustache accepts in a name: letters, digits and `.-_?*`.
    private static func isNameByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "a")...UInt8(ascii: "z"),
            UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "."), UInt8(ascii: "-"), UInt8(ascii: "_"),
            UInt8(ascii: "?"), UInt8(ascii: "*"):
            true
        default:
            false
        }
    }

    private static func isPartialNameByte(_ byte: UInt8) -> Bool {
        isNameByte(byte) || byte == UInt8(ascii: "/") || byte == UInt8(ascii: "(") || byte == UInt8(ascii: ")")
    }
}
