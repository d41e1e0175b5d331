import Foundation

/// Building located text from the inline nodes of a cmark paragraph or heading.
extension LocatedText {
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
    init(inlines: MarkdownNode.Children, file: SourceFile, start: SourceLocation, formatting: Formatting = .placeholder)
    {
        var builder = Builder(start: start)
        // Nearly every character is one byte of a literal: one allocation instead of a buffer that grows.
        builder.characters.reserveCapacity(inlines.reduce(0) { $0 + $1.literalByteCount + 1 })
        builder.append(inlines, file: file, formatting: formatting)
        self.init(characters: builder.characters, start: start)
    }

    /// Collects the characters of inline nodes into one buffer.
    fileprivate struct Builder {
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

        mutating func append(_ inlines: MarkdownNode.Children, file: SourceFile, formatting: Formatting) {
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
            let line = file.lineBytes(node.startLine)
            let offset = node.startColumn - 1
            // Read in place from the tree's bytes: compared and searched with `memcmp` and `memchr` (byte
            // by byte, this was a tenth of parsing), then decoded.
            return node.withLiteralBytes { literalBytes in
                guard offset >= 0, offset + literalBytes.count <= line.count else { return false }
                let written = line.withUnsafeBufferPointer { lineBytes in
                    guard !literalBytes.isEmpty else { return true }
                    guard let literalStart = literalBytes.baseAddress, let lineStart = lineBytes.baseAddress else {
                        return false
                    }
                    return memcmp(lineStart + offset, literalStart, literalBytes.count) == 0
                        && ByteSearch.firstOffset(of: UInt8(ascii: "\\"), in: literalBytes) == nil
                        && ByteSearch.firstOffset(of: UInt8(ascii: "&"), in: literalBytes) == nil
                }
                guard written else { return false }
                let column = file.location(line: node.startLine, byteColumn: node.startColumn).column
                let first = Character(scalar: " ", line: node.startLine, column: column, isCode: node.kind == .code)
                // Valid UTF-8: cmark's literal is whole characters of the text it parsed, a Swift string.
                appendScalars(of: literalBytes, from: first)
                return true
            }
        }

        /// Appends the scalars of valid UTF-8 `bytes` as characters one column apart, starting with the
        /// line, column and code flag of `first`. A literal all in ASCII (nearly every one of a spec) is
        /// a character per byte; other text is read a byte at a time for ASCII and by the standard
        /// library's decoder otherwise: through a string's `unicodeScalars`, this was a twentieth of
        /// `validate`.
        private mutating func appendScalars(of bytes: UnsafeBufferPointer<UInt8>, from first: Character) {
            // Written in place into room made for every character at once rather than appended one at
            // a time: a byte each for ASCII (nearly every literal of a spec), else a scalar per byte that
            // does not continue one (a bullet's ' — ' makes most of its literals other than ASCII).
            let isASCII = bytes.isASCII
            let count = isASCII ? bytes.count : bytes.unicodeScalarCount
            let start = characters.count
            characters.append(contentsOf: repeatElement(first, count: count))
            characters.withUnsafeMutableBufferPointer { buffer in
                if isASCII {
                    for index in bytes.indices {
                        buffer[start + index].scalar = Unicode.Scalar(bytes[index])
                        buffer[start + index].column = first.column + Int32(truncatingIfNeeded: index)
                    }
                    return
                }
                var written = 0
                var index = 0
                // The bytes are valid UTF-8 (see above), so they hold `count` scalars; the bound only keeps
                // the writes inside the room made.
                while index < bytes.count, written < count {
                    let scalar: Unicode.Scalar
                    let lead = bytes[index]
                    if lead < 0x80 {
                        scalar = Unicode.Scalar(lead)
                        index += 1
                    } else {
                        var rest = bytes[index...].makeIterator()
                        var decoder = UTF8()
                        switch decoder.decode(&rest) {
                        case .scalarValue(let decoded):
                            scalar = decoded
                            index += UTF8.width(decoded)
                        case .emptyInput, .error:
                            scalar = "\u{FFFD}"
                            index += 1
                        }
                    }
                    buffer[start + written].scalar = scalar
                    buffer[start + written].column = first.column + Int32(truncatingIfNeeded: written)
                    written += 1
                }
            }
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
}
