import Foundation

/// Text whose every character knows where it was written.
///
/// Built from the text and code-span nodes of a cmark paragraph or heading, so the small
/// grammars of bullets (events, settings, fields) can point at the exact column of a mistake.
///
/// The characters are plain values (a scalar, a line and a column) in one buffer that slices share,
/// together with the file's path: splitting a bullet into words or parameters copies nothing, and a
/// slice holds one reference (copying and dropping slices, with the path beside the buffer, was a
/// fifth of parsing), which keeps the parser's cost close to reading the text once.
struct LocatedText {
    struct Character {
        var scalar: Unicode.Scalar
        var line: Int32
        var column: Int32
        /// True inside an inline code span.
        var isCode: Bool

        init(scalar: Unicode.Scalar, line: Int, column: Int, isCode: Bool) {
            self.scalar = scalar
            self.line = Int32(clamping: line)
            self.column = Int32(clamping: column)
            self.isCode = isCode
        }

        init(scalar: Unicode.Scalar, location: SourceLocation, isCode: Bool) {
            self.init(scalar: scalar, line: location.line, column: location.column, isCode: isCode)
        }

        /// True for Unicode white space, with the ASCII cases answered without a property look-up.
        var isWhitespace: Bool { scalar.isSpecWhitespace }
    }

    /// The buffer that a text and all its slices share, with the path of the file it was written in.
    fileprivate final class Storage: Sendable {
        let buffer: [Character]
        let file: String

        init(buffer: [Character], file: String) {
            self.buffer = buffer
            self.file = file
        }
    }

    /// The characters of the text, indexed from 0, sharing the buffer of the text they were cut from.
    struct Characters: RandomAccessCollection {
        fileprivate let storage: Storage
        fileprivate let bounds: Range<Int>

        var startIndex: Int { 0 }
        var endIndex: Int { bounds.count }
        subscript(position: Int) -> Character { storage.buffer[bounds.lowerBound + position] }
    }

    private(set) var characters: Characters
    /// Where the text starts (used for empty text), in the file of `characters`.
    private let startLine: Int32
    private let startColumn: Int32

    /// Where the text starts; used for empty text.
    var start: SourceLocation { SourceLocation(file: file, line: Int(startLine), column: Int(startColumn)) }
    /// The path of the file every character was written in.
    var file: String { characters.storage.file }

    init(characters: [Character], start: SourceLocation) {
        self.characters = Characters(
            storage: Storage(buffer: characters, file: start.file), bounds: 0..<characters.count)
        self.startLine = Int32(clamping: start.line)
        self.startColumn = Int32(clamping: start.column)
    }

    private init(characters: Characters, startLine: Int32, startColumn: Int32) {
        self.characters = characters
        self.startLine = startLine
        self.startColumn = startColumn
    }

    /// Where a character of this text was written.
    func location(of character: Character) -> SourceLocation {
        SourceLocation(file: file, line: Int(character.line), column: Int(character.column))
    }

    /// Where the character at `index` was written.
    func location(at index: Int) -> SourceLocation {
        location(of: characters[index])
    }

    /// What becomes of inline nodes other than text, code and breaks (emphasis, links, raw HTML).
    enum Formatting {
        /// One U+FFFC at the node's start, so a caller can report formatting where the grammar
        /// allows none (the part of a bullet before ' — ').
        case placeholder
        /// The node's own text (a link's or image's text, an emphasis' content, raw HTML as written),
        /// so `# *ItemFlow*` reads as `ItemFlow`. Locations are as good as cmark's for the nested
        /// text nodes.
        case plainText
    }

    /// The placeholder character that stands for a formatting node.
    static let placeholder: Unicode.Scalar = "\u{FFFC}"

    /// Builds the located characters of cmark inline nodes (`text`, `code`, breaks).
    ///
    /// Other inline kinds (emphasis, links, raw HTML) are turned into text or a placeholder,
    /// as `formatting` says.
    init(inlines: [MarkdownNode], file: SourceFile, start: SourceLocation, formatting: Formatting = .placeholder) {
        var builder = Builder(start: start)
        // Nearly every character is one byte of a literal: one allocation instead of a buffer that grows.
        builder.characters.reserveCapacity(inlines.reduce(0) { $0 + $1.literal.utf8.count + 1 })
        builder.append(inlines, file: file, formatting: formatting)
        self.init(characters: builder.characters, start: start)
    }

    /// Collects the characters of inline nodes into one buffer.
    private struct Builder {
        let start: SourceLocation
        var characters: [Character] = []
        /// The last source line decoded: a paragraph's text and code nodes mostly share lines.
        private var cachedLine: (number: Int, scalars: [Unicode.Scalar])?

        mutating func scalars(ofLine number: Int, in file: SourceFile) -> [Unicode.Scalar] {
            if let cachedLine, cachedLine.number == number { return cachedLine.scalars }
            let scalars = Array(file.line(number).unicodeScalars)
            cachedLine = (number, scalars)
            return scalars
        }

        init(start: SourceLocation) {
            self.start = start
        }

        mutating func append(_ inlines: [MarkdownNode], file: SourceFile, formatting: Formatting) {
            for node in inlines {
                switch node.kind {
                case .text, .code:
                    appendLiteral(node, file: file)
                case .softBreak, .lineBreak:
                    let location =
                        characters.last.map {
                            SourceLocation(file: start.file, line: Int($0.line), column: Int($0.column) + 1)
                        }
                        ?? start
                    characters.append(Character(scalar: " ", location: location, isCode: false))
                case .htmlInline where formatting == .plainText:
                    appendLiteral(node, file: file)
                default:
                    if formatting == .plainText {
                        // Nodes nested deeper than `MarkdownNode.maximumDepth` have no children: their text is lost,
                        // which only hostile nesting reaches.
                        append(node.children, file: file, formatting: formatting)
                    } else {
                        let location = file.location(line: node.startLine, byteColumn: node.startColumn)
                        characters.append(Character(scalar: LocatedText.placeholder, location: location, isCode: false))
                    }
                }
            }
        }

        private mutating func appendLiteral(_ node: MarkdownNode, file: SourceFile) {
            if appendVerbatim(node, file: file) { return }
            // cmark reports the first byte of the node; escapes and entities make the literal shorter
            // than the source, in which case the remaining columns are approximate but stay on the line.
            let origin = file.location(line: node.startLine, byteColumn: node.startColumn)
            let literal = Array(node.literal.unicodeScalars)
            var line = origin.line
            var sourceLine = scalars(ofLine: line, in: file)
            var sourceIndex = Self.start(of: literal, in: sourceLine, reported: origin.column - 1)
            func nextLine() {
                line += 1
                sourceLine = scalars(ofLine: line, in: file)
                sourceIndex = sourceLine.firstIndex { !$0.isSpecWhitespace } ?? 0
            }
            for (offset, scalar) in literal.enumerated() {
                if scalar == "\n" {
                    nextLine()
                    continue
                }
                // A code span that goes on on the next line: its line ending became a space.
                if node.kind == .code, scalar == " ", sourceIndex >= sourceLine.count, line < file.lineCount {
                    characters.append(Character(scalar: scalar, line: line, column: sourceLine.count + 1, isCode: true))
                    nextLine()
                    continue
                }
                // Follow the source where it matches, so a `\_` escape does not shift later columns.
                if sourceIndex < sourceLine.count, sourceLine[sourceIndex] == "\\", sourceIndex + 1 < sourceLine.count,
                    sourceLine[sourceIndex + 1] == scalar, node.kind == .text
                {
                    sourceIndex += 1
                }
                let column = min(sourceIndex, sourceLine.count) + 1
                characters.append(Character(scalar: scalar, line: line, column: column, isCode: node.kind == .code))
                // An entity (`&amp;`) decoded to one character: the source goes on after its `;`.
                if node.kind == .text, let end = Self.entityEnd(in: sourceLine, at: sourceIndex),
                    !literal[offset...].starts(with: sourceLine[sourceIndex...end])
                {
                    sourceIndex = end + 1
                } else {
                    sourceIndex += 1
                }
            }
        }

        /// The common case, answered on bytes: a literal written as it stands at cmark's position, with no
        /// escape or entity, so each character is one column after the one before. Returns false, having
        /// added nothing, for anything else.
        private mutating func appendVerbatim(_ node: MarkdownNode, file: SourceFile) -> Bool {
            var literal = node.literal
            let line = file.lineBytes(node.startLine)
            let offset = node.startColumn - 1
            guard offset >= 0, offset + literal.utf8.count <= line.count else { return false }
            // Compared and searched with `memcmp` and `memchr`: byte by byte, this was a tenth of parsing.
            let written = literal.withUTF8 { literalBytes in
                line.withUnsafeBufferPointer { lineBytes in
                    guard !literalBytes.isEmpty else { return true }
                    guard let literalStart = literalBytes.baseAddress, let lineStart = lineBytes.baseAddress else {
                        return false
                    }
                    return memcmp(lineStart + offset, literalStart, literalBytes.count) == 0
                        && memchr(literalStart, Int32(UInt8(ascii: "\\")), literalBytes.count) == nil
                        && memchr(literalStart, Int32(UInt8(ascii: "&")), literalBytes.count) == nil
                }
            }
            guard written else { return false }
            var column = file.location(line: node.startLine, byteColumn: node.startColumn).column
            let isCode = node.kind == .code
            for scalar in literal.unicodeScalars {
                characters.append(Character(scalar: scalar, line: node.startLine, column: column, isCode: isCode))
                column += 1
            }
            return true
        }

        /// The index of the `;` of an entity reference (`&amp;`, `&#35;`, `&#x23;`) starting at `index`.
        fileprivate static func entityEnd(in line: [Unicode.Scalar], at index: Int) -> Int? {
            guard index < line.count, line[index] == "&" else { return nil }
            var end = index + 1
            while end < line.count, end - index <= 32,
                line[end] == "#" || line[end].properties.isAlphabetic
                    || ("0"..."9").contains(line[end])
            {
                end += 1
            }
            return end < line.count && line[end] == ";" && end > index + 1 ? end : nil
        }

        /// Where `literal` begins in `line`: at cmark's `reported` index when the source agrees, else at
        /// the nearest place where the whole literal is written (or, failing that, its first character,
        /// possibly escaped). cmark counts inline columns from the paragraph's indentation, which a lazy
        /// continuation line does not have.
        fileprivate static func start(of literal: [Unicode.Scalar], in line: [Unicode.Scalar], reported: Int) -> Int {
            guard let first = literal.first, !line.isEmpty else { return max(0, reported) }
            func whole(_ index: Int) -> Bool {
                index >= 0 && index + literal.count <= line.count
                    && line[index..<(index + literal.count)].elementsEqual(literal)
            }
            func beginning(_ index: Int) -> Bool {
                guard index >= 0, index < line.count else { return false }
                return line[index] == first
                    || (line[index] == "\\" && index + 1 < line.count && line[index + 1] == first)
            }
            for matches in [whole, beginning] {
                if matches(reported) { return reported }
                // The error is the indentation of the containers: small. A bound keeps hostile lines linear.
                for distance in 1...min(line.count, 64) {
                    if matches(reported - distance) { return reported - distance }
                    if matches(reported + distance) { return reported + distance }
                }
            }
            return max(0, reported)
        }

    }

    var string: String {
        // A closure, not `\.scalar`: the key path was projected (metadata look-ups) for every character.
        String(scalars: characters.lazy.map { $0.scalar })
    }

    var isEmpty: Bool { characters.isEmpty }

    /// The location of the first character, or of the start for empty text.
    var location: SourceLocation { characters.first.map(location(of:)) ?? start }

    /// The location just past the last character.
    var endLocation: SourceLocation { characters.last.map { location(of: $0).advanced(by: 1) } ?? start }

    subscript(range: Range<Int>) -> LocatedText {
        let base = characters.bounds.lowerBound
        let bounds = (base + range.lowerBound)..<(base + range.upperBound)
        let sliced = Characters(storage: characters.storage, bounds: bounds)
        if range.lowerBound < characters.count {
            let first = characters[range.lowerBound]
            return LocatedText(characters: sliced, startLine: first.line, startColumn: first.column)
        }
        // Past the last character: the location just after it (see `endLocation`).
        guard let last = characters.last else {
            return LocatedText(characters: sliced, startLine: startLine, startColumn: startColumn)
        }
        return LocatedText(characters: sliced, startLine: last.line, startColumn: Int32(clamping: Int(last.column) + 1))
    }

    /// Without leading and trailing white space.
    func trimmed() -> LocatedText {
        guard let first = characters.firstIndex(where: { !$0.isWhitespace }),
            let last = characters.lastIndex(where: { !$0.isWhitespace })
        else { return self[characters.count..<characters.count] }
        return self[first..<(last + 1)]
    }

    /// The index of the first occurrence of `needle` at or after `from`, outside brackets when `topLevel`.
    func firstIndex(of needle: String, from: Int = 0, topLevel: Bool = false) -> Int? {
        // The needle's scalars are read in place (no array per call): it is a short literal.
        let target = needle.unicodeScalars
        guard let first = target.first else { return nil }
        let length = target.count
        guard characters.count >= length else { return nil }
        func matches(at index: Int) -> Bool {
            var position = index
            for scalar in target {
                guard characters[position].scalar == scalar else { return false }
                position += 1
            }
            return true
        }
        var depth = 0
        var index = from
        while index <= characters.count - length {
            let scalar = characters[index].scalar
            if depth == 0 || !topLevel, scalar == first, matches(at: index) {
                return index
            }
            if topLevel {
                switch scalar {
                case "(", "[", "<", "{": depth += 1
                case ")", "]", "}": depth = max(0, depth - 1)
                // `->` is an arrow, not a closing bracket.
                case ">" where index == 0 || characters[index - 1].scalar != "-": depth = max(0, depth - 1)
                default: break
                }
            }
            index += 1
        }
        return nil
    }

    /// Splits at every top-level occurrence of `separator` (outside brackets).
    func split(separator: String) -> [LocatedText] {
        var parts: [LocatedText] = []
        var start = 0
        let length = separator.unicodeScalars.count
        while let index = firstIndex(of: separator, from: start, topLevel: true) {
            parts.append(self[start..<index])
            start = index + length
        }
        parts.append(self[start..<characters.count])
        return parts
    }

    /// Words separated by white space, each with its location.
    func words() -> [LocatedText] {
        var words: [LocatedText] = []
        var current: Int?
        for (index, character) in characters.enumerated() {
            if character.isWhitespace {
                if let start = current { words.append(self[start..<index]) }
                current = nil
            } else if current == nil {
                current = index
            }
        }
        if let start = current { words.append(self[start..<characters.count]) }
        return words
    }

    func hasPrefix(_ prefix: String) -> Bool {
        var index = 0
        for scalar in prefix.unicodeScalars {
            guard index < characters.count, characters[index].scalar == scalar else { return false }
            index += 1
        }
        return true
    }

    /// Drops the first `count` characters.
    func dropFirst(_ count: Int) -> LocatedText {
        self[min(count, characters.count)..<characters.count]
    }

    /// True when every character is inside one code span (the bullet's `code` part).
    var isAllCode: Bool { !characters.isEmpty && characters.allSatisfy(\.isCode) }
}

extension String {
    /// The text of `scalars`, encoded at once into the string's own storage: faster than appending
    /// them one by one, or than encoding into an array first.
    init(scalars: some Collection<Unicode.Scalar>) {
        // The exact length: the capacity decides the string's form, so up to 15 bytes stay a small
        // string (no allocation), and a long one holds no unused bytes.
        let length = scalars.reduce(0) { $0 + UTF8.width($1) }
        self.init(unsafeUninitializedCapacity: length) { buffer in
            var written = 0
            for scalar in scalars {
                if scalar.isASCII {
                    buffer[written] = UInt8(truncatingIfNeeded: scalar.value)
                    written += 1
                } else {
                    UTF8.encode(scalar) { byte in
                        buffer[written] = byte
                        written += 1
                    }
                }
            }
            return written
        }
    }
}

extension Unicode.Scalar {
    /// `properties.isWhitespace`, with the ASCII cases (nearly every character of a spec) answered
    /// without a Unicode property look-up.
    var isSpecWhitespace: Bool {
        value < 0x80 ? value == 0x20 || (0x09...0x0D).contains(value) : properties.isWhitespace
    }
}
