/// The text a style writes from the spec's prose: doc comments, sentences, titles.
extension SharedContextBuilder {
    /// Doc comment lines from CommonMark prose: one per source line, blank lines kept between paragraphs.
    static func docLines(_ text: String) -> [String] {
        let lines = trimmedLines(text)
        var result: [String] = []
        for line in lines {
            if line.isEmpty, result.last?.isEmpty ?? true { continue }
            result.append(line)
        }
        while result.last?.isEmpty == true { result.removeLast() }
        // Wrapped for a member's `/// ` (four spaces in), so that no generated line passes the limit.
        return SwiftLayout.wrapComment(result, indent: 4)
    }

    /// The lines of `text` without their trailing white space: `split(separator: "\n")`, then
    /// `trimmingSuffixWhitespace()`. Cut on the bytes when the text is ASCII without a carriage
    /// return (which would join the line feed after it into one Character); breaking the text into
    /// Characters was most of the cost of a flow's doc comments.
    static func trimmedLines(_ text: String) -> [String] {
        guard text.utf8.allSatisfy({ $0 < 0x80 && $0 != UInt8(ascii: "\r") }) else {
            return trimmedLinesByCharacter(text)
        }
        // ASCII white space, as `Character.isWhitespace` has it: tab to carriage return, and space.
        let isWhitespace = { (byte: UInt8) in byte == UInt8(ascii: " ") || (0x09...0x0D).contains(byte) }
        return text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map { line in
            guard let last = line.lastIndex(where: { !isWhitespace($0) }) else { return "" }
            return String(decoding: line[...last], as: UTF8.self)
        }
    }

    /// `trimmedLines` on Characters: the cut for every text (and the one the byte path is tested against).
    static func trimmedLinesByCharacter(_ text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.trimmingSuffixWhitespace() }
    }

    /// Doc comment lines from a short note of the spec, as a sentence: capitalised, with a full stop.
    static func sentences(_ text: String) -> [String] {
        var lines = docLines(text)
        guard let first = lines.first, let last = lines.last else { return [] }
        lines[0] = (first.first.map { $0.uppercased() } ?? "") + first.dropFirst()
        if let end = last.last, !".!?:".contains(end) {
            lines[lines.count - 1] = (lines.count == 1 ? lines[0] : last) + "."
        }
        return lines
    }

    /// `ItemList` → `Item List`, for a scaffold's title.
    static func title(_ name: String) -> String {
        NameDerivation.words(name)
    }
}
