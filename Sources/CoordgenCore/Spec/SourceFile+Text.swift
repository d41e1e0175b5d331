extension SourceFile {
    /// The source text from `start` to a block's end (cmark's byte column), lines trimmed and
    /// joined with newlines. A `—` at `start` is skipped: prose after an em dash starts after it.
    func sourceText(from start: SourceLocation, toLine endLine: Int, byteColumn endColumn: Int) -> String {
        var lines: [String] = []
        guard endLine >= start.line else { return "" }
        for number in start.line...endLine {
            var scalars = Array(line(number).unicodeScalars)
            if number == endLine {
                let endBytes = Array(line(number).utf8.prefix(endColumn))
                scalars = Array(String(decoding: endBytes, as: UTF8.self).unicodeScalars)
            }
            if number == start.line {
                let skip = min(
                    scalars.count, start.column - 1 + (scalars.dropFirst(start.column - 1).first == "—" ? 1 : 0))
                scalars = Array(scalars.dropFirst(skip))
            }
            var text = ""
            text.unicodeScalars.append(contentsOf: scalars)
            lines.append(text.trimmingPrefixWhitespace().trimmingSuffixWhitespace())
        }
        return lines.filter { !$0.isEmpty }.joined(separator: "\n")
    }
}

extension String {
    func trimmingPrefixWhitespace() -> Substring {
        self[...].drop { $0.isWhitespace }
    }
}

extension StringProtocol {
    func trimmingSuffixWhitespace() -> String {
        var result = String(self)
        while result.last?.isWhitespace == true { result.removeLast() }
        return result
    }
}
