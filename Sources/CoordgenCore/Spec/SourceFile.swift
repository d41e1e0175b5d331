/// The text of one spec file with what is needed to turn cmark's byte positions into
/// editor positions.
public struct SourceFile: Sendable {
    /// The path as it is shown in diagnostics (relative to the working directory when possible).
    public let path: String
    public let text: String
    /// The UTF-8 bytes of the text.
    private let bytes: [UInt8]
    /// Where each line is in `bytes`, without its terminator: plain ranges, so the table holds no
    /// reference per line (it is built for every spec of every run).
    private let lines: [Range<Int>]
    /// For each (0-based) line, the offset of its first byte outside ASCII (its length when there is
    /// none): before it a byte column is the character column, found without counting (a line of
    /// thousands of code spans asks for each of them). Empty for an all-ASCII file.
    private let firstNonASCII: [Int32]

    public init(path: String, text: String) {
        self.init(path: path, text: text, utf8: Array(text.utf8))
    }

    /// A file whose text the caller already has as UTF-8 `bytes` (exactly `text.utf8`): the spec loader,
    /// which validated them, so they are not copied again for every spec of every run.
    init(path: String, text: String, utf8 bytes: [UInt8]) {
        self.path = path
        self.text = text
        var lines: [Range<Int>] = []
        lines.reserveCapacity(bytes.count / 32 + 1)
        var start = 0
        // Lines end as CommonMark ends them: at `\n`, `\r\n` or a lone `\r`, so line numbers match cmark's.
        // A file without `\r` (nearly every one) has its line ends found with `memchr` (`ByteSearch`).
        bytes.withUnsafeBufferPointer { text in
            if ByteSearch.firstOffset(of: [UInt8(ascii: "\r")], in: text) == nil {
                let lineEnd = [UInt8(ascii: "\n")]
                while let end = ByteSearch.firstOffset(of: lineEnd, in: text, from: start) {
                    lines.append(start..<end)
                    start = end + 1
                }
                return
            }
            var index = 0
            while index < text.count {
                let byte = text[index]
                if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
                    lines.append(start..<index)
                    if byte == UInt8(ascii: "\r"), index + 1 < text.count, text[index + 1] == UInt8(ascii: "\n") {
                        index += 1
                    }
                    start = index + 1
                }
                index += 1
            }
        }
        lines.append(start..<bytes.count)
        self.bytes = bytes
        self.lines = lines
        // Only a file with non-ASCII bytes looks at its lines.
        self.firstNonASCII =
            bytes.withUnsafeBufferPointer { $0.isASCII }
            ? []
            : lines.map { range in
                Int32(clamping: (bytes[range].firstIndex { $0 & 0x80 != 0 } ?? range.upperBound) - range.lowerBound)
            }
    }

    /// The location of a 1-based line and 1-based byte column, as cmark reports them.
    public func location(line: Int, byteColumn: Int) -> SourceLocation {
        SourceLocation(file: path, line: line, column: characterColumn(line: line, byteColumn: byteColumn))
    }

    /// The start of a line.
    public func location(line: Int) -> SourceLocation {
        SourceLocation(file: path, line: max(1, line), column: 1)
    }

    /// The text of a 1-based line, empty outside the file.
    public func line(_ number: Int) -> String {
        String(decoding: lineBytes(number), as: UTF8.self)
    }

    /// The UTF-8 bytes of a 1-based line without its terminator, empty outside the file.
    func lineBytes(_ number: Int) -> ArraySlice<UInt8> {
        guard number >= 1, number <= lines.count else { return [] }
        return bytes[lines[number - 1]]
    }

    public var lineCount: Int { lines.count }

    /// Counts the Unicode scalars before `byteColumn`, so columns match what editors show.
    ///
    /// A column past the end of the line (cmark's inline positions can be off on lazy continuation
    /// lines) becomes the position just after the last character, so a location is always on its line.
    private func characterColumn(line: Int, byteColumn: Int) -> Int {
        guard line >= 1, line <= lines.count, byteColumn > 1 else { return max(1, byteColumn) }
        let bytes = bytes[lines[line - 1]]
        let prefixLength = min(byteColumn - 1, bytes.count)
        let ascii = firstNonASCII.isEmpty ? bytes.count : Int(firstNonASCII[line - 1])
        guard prefixLength > ascii else { return prefixLength + 1 }
        // The ASCII run before the first other byte is counted by length.
        let rest = bytes[(bytes.startIndex + ascii)..<(bytes.startIndex + prefixLength)]
        return ascii + rest.unicodeScalarCount + 1
    }
}
