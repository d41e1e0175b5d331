/// Tidies rendered pages like generated Swift (no trailing spaces, no runs of blank lines),
/// except inside `<pre>` blocks, where every space and blank line of the spec's code is content.
///
/// Works on UTF-8 bytes: pages of large flows are long, and splitting them into `Character`s cost
/// more than rendering them.
enum HTMLTidy {
    static func tidy(_ html: String) -> String {
        let newline = UInt8(ascii: "\n")
        let space = UInt8(ascii: " ")
        let tab = UInt8(ascii: "\t")
        let open = Array("<pre".utf8)
        let close = Array("</pre>".utf8)
        var output: [UInt8] = []
        output.reserveCapacity(html.utf8.count)
        var insidePre = false
        var previousWasBlank = true  // also drops blank lines at the start
        for line in html.utf8.split(separator: newline, omittingEmptySubsequences: false) {
            var end = line.endIndex
            if !insidePre {
                while end > line.startIndex,
                    line[line.index(before: end)] == space || line[line.index(before: end)] == tab
                {
                    end = line.index(before: end)
                }
            }
            let isBlank = end == line.startIndex
            if !insidePre, isBlank, previousWasBlank { continue }
            output.append(contentsOf: line[line.startIndex..<end])
            output.append(newline)
            previousWasBlank = isBlank && !insidePre
            // A line may open and close a block; what counts is where it leaves off.
            let bytes = Array(line)
            if let start = lastIndex(of: open, in: bytes) {
                insidePre = firstIndex(of: close, in: bytes, from: start) == nil
            } else if insidePre, firstIndex(of: close, in: bytes, from: 0) != nil {
                insidePre = false
            }
        }
        while output.count >= 2, output[output.count - 1] == newline, output[output.count - 2] == newline {
            output.removeLast()
        }
        return String(decoding: output, as: UTF8.self)
    }

    private static func firstIndex(of needle: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        guard bytes.count >= needle.count, start <= bytes.count - needle.count else { return nil }
        return (start...(bytes.count - needle.count)).first { bytes[$0..<($0 + needle.count)].elementsEqual(needle) }
    }

    private static func lastIndex(of needle: [UInt8], in bytes: [UInt8]) -> Int? {
        guard bytes.count >= needle.count else { return nil }
        return (0...(bytes.count - needle.count)).reversed().first {
            bytes[$0..<($0 + needle.count)].elementsEqual(needle)
        }
    }
}
