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
            // Decoded before the start is cut, as the end may fall inside a character.
            let decoded = String(decoding: bytes, as: UTF8.self)
            var scalars = decoded.unicodeScalars[...]
            if number == start.line {
                scalars = scalars.dropFirst(max(0, start.column - 1))
                if scalars.first == "—" { scalars = scalars.dropFirst() }
            }
            let line = String(scalars)
            // Trimmed by Character, in place: most lines have nothing to trim.
            guard let first = line.firstIndex(where: { !$0.isWhitespace }),
                let last = line.lastIndex(where: { !$0.isWhitespace })
            else { continue }
            if !text.isEmpty { text += "\n" }
            text += line[first...last]
        }
        return text
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
