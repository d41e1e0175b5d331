/// Tidies rendered pages like generated Swift (no trailing spaces, no runs of blank lines),
/// except inside `<pre>` blocks, where every space and blank line of the spec's code is content.
///
/// Works on UTF-8 bytes, written straight into the result: a page is mostly its picture, a line of
/// SVG per element, and the work per line (finding `<pre` in each) was most of the time.
enum HTMLTidy {
    private static let newline = UInt8(ascii: "\n")
    private static let preOpen = Array("<pre".utf8)
    private static let preClose = Array("</pre>".utf8)

    /// The tidied `html`, after `prefix` (taken as it is).
    static func tidy(_ html: String, after prefix: String = "") -> String {
        var prefix = prefix
        return prefix.withUTF8 { prefixBytes in
            ByteSearch.withBytes(of: html) { bytes in
                String(unsafeUninitializedCapacity: prefixBytes.count + bytes.count + 1) { output in
                    _ = output.initialize(from: prefixBytes)
                    return tidy(bytes, into: output, at: prefixBytes.count)
                }
            }
        }
    }

    /// Writes the tidied `bytes` into `output` from `start`; returns where the output ends.
    private static func tidy(
        _ bytes: UnsafeBufferPointer<UInt8>, into output: UnsafeMutableBufferPointer<UInt8>, at start: Int
    ) -> Int {
        // Where blocks open and close, found once for the page; a marker holds no line break, so each
        // lies within one line.
        let opens = ByteSearch.offsets(of: preOpen, in: bytes)
        let closes = ByteSearch.offsets(of: preClose, in: bytes)
        var (nextOpen, nextClose) = (0, 0)
        var count = start
        // Lines kept as they are, with their line breaks (most lines), are copied in runs.
        var runStart = 0
        func copyRun(upTo end: Int) {
            guard let from = bytes.baseAddress, let to = output.baseAddress, end > runStart else { return }
            (to + count).initialize(from: from + runStart, count: end - runStart)
            count += end - runStart
        }
        var insidePre = false
        var previousWasBlank = true  // also drops blank lines at the start
        var lineStart = 0
        while lineStart <= bytes.count {
            let lineEnd = ByteSearch.firstOffset(of: newline, in: bytes, from: lineStart) ?? bytes.count
            defer { lineStart = lineEnd + 1 }
            var end = lineEnd
            if !insidePre {
                while end > lineStart, bytes[end - 1] == UInt8(ascii: " ") || bytes[end - 1] == UInt8(ascii: "\t") {
                    end -= 1
                }
            }
            let isBlank = end == lineStart
            if !insidePre, isBlank, previousWasBlank {
                copyRun(upTo: lineStart)
                runStart = lineEnd + 1
                continue
            }
            // A line cut short, or the last one (which gets a line break it does not have), ends the run.
            if end < lineEnd || lineEnd == bytes.count {
                copyRun(upTo: end)
                output[count] = newline
                count += 1
                runStart = lineEnd + 1
            }
            previousWasBlank = isBlank && !insidePre
            // A line may open and close a block; what counts is where it leaves off.
            while nextOpen < opens.count, opens[nextOpen] < lineStart { nextOpen += 1 }
            var lastOpen: Int?
            while nextOpen < opens.count, opens[nextOpen] < lineEnd {
                lastOpen = opens[nextOpen]
                nextOpen += 1
            }
            while nextClose < closes.count, closes[nextClose] < (lastOpen ?? lineStart) { nextClose += 1 }
            let closesInLine = nextClose < closes.count && closes[nextClose] < lineEnd
            if lastOpen != nil {
                insidePre = !closesInLine
            } else if insidePre, closesInLine {
                insidePre = false
            }
        }
        while count - start >= 2, output[count - 1] == newline, output[count - 2] == newline {
            count -= 1
        }
        return count
    }
}
