/// Tidies rendered pages like generated Swift (no trailing spaces, no runs of blank lines),
/// except inside `<pre>` blocks, where every space and blank line of the spec's code is content.
///
/// Works on UTF-8 bytes: pages of large flows are long, and splitting them into `Character`s cost
/// more than rendering them.
enum HTMLTidy {
    private static let newline = UInt8(ascii: "\n")
    private static let lineEnd = [newline]
    private static let preOpen = Array("<pre".utf8)
    private static let preClose = Array("</pre>".utf8)

    static func tidy(_ html: String) -> String {
        ByteSearch.withBytes(of: html) { bytes in
            var output: [UInt8] = []
            output.reserveCapacity(bytes.count)
            var insidePre = false
            var previousWasBlank = true  // also drops blank lines at the start
            var lineStart = 0
            while lineStart <= bytes.count {
                let lineEnd = ByteSearch.firstOffset(of: lineEnd, in: bytes, from: lineStart) ?? bytes.count
                let line = UnsafeBufferPointer(rebasing: bytes[lineStart..<lineEnd])
                lineStart = lineEnd + 1
                var end = line.count
                if !insidePre {
                    while end > 0, line[end - 1] == UInt8(ascii: " ") || line[end - 1] == UInt8(ascii: "\t") {
                        end -= 1
                    }
                }
                let isBlank = end == 0
                if !insidePre, isBlank, previousWasBlank { continue }
                output += line[..<end]
                output.append(newline)
                previousWasBlank = isBlank && !insidePre
                // A line may open and close a block; what counts is where it leaves off.
                if let open = lastOffset(of: preOpen, in: line) {
                    insidePre = ByteSearch.firstOffset(of: preClose, in: line, from: open) == nil
                } else if insidePre, ByteSearch.firstOffset(of: preClose, in: line) != nil {
                    insidePre = false
                }
            }
            while output.count >= 2, output[output.count - 1] == newline, output[output.count - 2] == newline {
                output.removeLast()
            }
            return String(decoding: output, as: UTF8.self)
        }
    }

    private static func lastOffset(of needle: [UInt8], in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var last: Int?
        while let found = ByteSearch.firstOffset(of: needle, in: bytes, from: last.map { $0 + 1 } ?? 0) {
            last = found
        }
        return last
    }
}
