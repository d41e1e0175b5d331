extension SourceFile {
    /// The source text from `start` to a block's end (cmark's byte column), lines trimmed and
    /// joined with newlines. A `—` at `start` is skipped: prose after an em dash starts after it.
    func sourceText(from start: SourceLocation, toLine endLine: Int, byteColumn endColumn: Int) -> String {
        guard endLine >= start.line else { return "" }
        var text = ""
        for number in start.line...endLine {
            var bytes = lineBytes(number)
            if number == endLine {
                bytes = bytes.prefix(max(0, endColumn))
            }
            let skipped = number == start.line ? start.column - 1 : 0
            let line =
                Self.trimmedASCII(bytes, droppingScalars: skipped) ?? Self.trimmed(bytes, droppingScalars: skipped)
            guard !line.isEmpty else { continue }
            if !text.isEmpty { text += "\n" }
            text += line
        }
        return text
    }

    /// `line` without its first `count` scalars (and a `—` after them), trimmed by `Character`.
    static func trimmed(_ line: ArraySlice<UInt8>, droppingScalars count: Int) -> Substring {
        // Decoded before the start is cut, as the end may fall inside a character.
        let decoded = String(decoding: line, as: UTF8.self)
        var scalars = decoded.unicodeScalars[...]
        scalars = scalars.dropFirst(max(0, count))
        if scalars.first == "—" { scalars = scalars.dropFirst() }
        let line = String(scalars)
        guard let first = line.firstIndex(where: { !$0.isWhitespace }),
            let last = line.lastIndex(where: { !$0.isWhitespace })
        else { return "" }
        return line[first...last]
    }

    /// What `trimmed` returns, worked out on the bytes when what is left of the line is ASCII (most
    /// prose is): each byte is then one `Character`, and no decoding, scalar walk or grapheme
    /// breaking is needed. Nil for any other line.
    static func trimmedASCII(_ line: ArraySlice<UInt8>, droppingScalars count: Int) -> Substring? {
        // Past the first `count` scalars: every byte but a continuation byte (10xxxxxx) starts one.
        var start = line.startIndex
        var dropped = 0
        while dropped < count, start < line.endIndex {
            start += 1
            while start < line.endIndex, line[start] & 0xC0 == 0x80 { start += 1 }
            dropped += 1
        }
        // `—` is E2 80 94.
        if line[start...].starts(with: [0xE2, 0x80, 0x94]) { start += 3 }
        let rest = line[start...]
        guard rest.allSatisfy({ $0 < 0x80 }) else { return nil }
        let isWhitespace = { (byte: UInt8) in Unicode.Scalar(byte).isSpecWhitespace }
        guard let first = rest.firstIndex(where: { !isWhitespace($0) }),
            let last = rest.lastIndex(where: { !isWhitespace($0) })
        else { return "" }
        return Substring(String(decoding: rest[first...last], as: UTF8.self))
    }
}

extension String {
    func trimmingPrefixWhitespace() -> Substring {
        self[...].drop { $0.isWhitespace }
    }
}

extension StringProtocol {
    func trimmingSuffixWhitespace() -> String {
        guard let last = lastIndex(where: { !$0.isWhitespace }) else { return "" }
        return String(self[...last])
    }
}
