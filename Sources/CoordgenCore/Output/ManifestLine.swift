/// One line of a manifest's text, read from left to right: words up to a space, then the rest.
struct ManifestLine {
    /// The whole text, borrowed for the time of the reading.
    let text: UnsafeBufferPointer<UInt8>
    var start: Int
    let end: Int

    /// The next word, up to (and past) a space; nil when no space follows.
    mutating func word() -> String? {
        wordRange().map(string)
    }

    /// The next 64 lowercase hexadecimal digits, then the end of the line or a space (not taken).
    mutating func digest() -> String? {
        guard end - start >= 64 else { return nil }
        let range = start..<(start + 64)
        for index in range {
            let byte = text[index]
            guard (48...57).contains(byte) || (97...102).contains(byte) else { return nil }
        }
        guard range.upperBound == end || text[range.upperBound] == UInt8(ascii: " ") else { return nil }
        start = range.upperBound
        return string(range)
    }

    /// Moves past `keyword` and the space after it when the line starts with them.
    mutating func skipWord(_ keyword: StaticString) -> Bool {
        let length = keyword.utf8CodeUnitCount
        guard end - start > length, text[start + length] == UInt8(ascii: " ") else { return false }
        let matches = keyword.withUTF8Buffer { keywordBytes in
            keywordBytes.indices.allSatisfy { keywordBytes[$0] == text[start + $0] }
        }
        if matches { start += length + 1 }
        return matches
    }

    /// The rest of a `file` line: `<action or -> <size> <digest> <stamp or -> <path>`.
    mutating func entry() -> RunManifest.Entry? {
        guard let actionWord = wordRange(), let sizeWord = wordRange(), let size = Int(decimalDigits: text[sizeWord]),
            let digest = digest(), skipSpace(), let stampWord = wordRange()
        else { return nil }
        var action: OutputPlan.Action?
        if !isDash(actionWord) {
            guard let named = OutputPlan.Action.allCases.first(where: { spells($0.rawValue, in: actionWord) }) else {
                return nil
            }
            action = named
        }
        var stamp: FileStamp?
        if !isDash(stampWord) {
            guard let recorded = FileStamp(utf8: text[stampWord]) else { return nil }
            stamp = recorded
        }
        return RunManifest.Entry(action: action, size: size, digest: digest, stamp: stamp, path: rest())
    }

    /// The rest of the line read as a `FileStamp`.
    mutating func restStamp() -> FileStamp? {
        defer { start = end }
        return FileStamp(utf8: text[start..<end])
    }

    /// The bytes up to the next space (which it moves past), or nil at the end of the line.
    private mutating func wordRange() -> Range<Int>? {
        var index = start
        while index < end, text[index] != UInt8(ascii: " ") { index += 1 }
        guard index < end else { return nil }
        defer { start = index + 1 }
        return start..<index
    }

    private func isDash(_ range: Range<Int>) -> Bool {
        range.count == 1 && text[range.lowerBound] == UInt8(ascii: "-")
    }

    private func spells(_ word: String, in range: Range<Int>) -> Bool {
        word.utf8.elementsEqual(text[range])
    }

    /// Takes the space after a digest; false when there is none.
    mutating func skipSpace() -> Bool {
        guard start < end, text[start] == UInt8(ascii: " ") else { return false }
        start += 1
        return true
    }

    var isAtEnd: Bool { start == end }

    /// Everything left of the line.
    mutating func rest() -> String {
        defer { start = end }
        return string(start..<end)
    }

    private func string(_ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: text[range]), as: UTF8.self)
    }
}
