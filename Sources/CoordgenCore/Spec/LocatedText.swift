import Foundation

/// Text whose every character knows where it was written.
///
/// Built from the text and code-span nodes of a cmark paragraph or heading, so the small
/// grammars of bullets (events, settings, fields) can point at the exact column of a mistake.
///
/// The characters are plain values (a scalar, a line and a column) in one buffer that slices share,
/// together with the file's path: splitting a bullet into words or parameters copies nothing, and a
/// slice holds one reference (copying and dropping slices, with the path beside the buffer, was a
/// fifth of parsing), which keeps the parser's cost close to reading the text once.
struct LocatedText {
    struct Character {
        var scalar: Unicode.Scalar
        var line: Int32
        var column: Int32
        /// True inside an inline code span.
        var isCode: Bool

        init(scalar: Unicode.Scalar, line: Int, column: Int, isCode: Bool) {
            self.scalar = scalar
            self.line = Int32(clamping: line)
            self.column = Int32(clamping: column)
            self.isCode = isCode
        }

        init(scalar: Unicode.Scalar, location: SourceLocation, isCode: Bool) {
            self.init(scalar: scalar, line: location.line, column: location.column, isCode: isCode)
        }

        /// True for Unicode white space, with the ASCII cases answered without a property look-up.
        var isWhitespace: Bool { scalar.isSpecWhitespace }
    }

    /// The buffer that a text and all its slices share, with the path of the file it was written in.
    fileprivate final class Storage: Sendable {
        let buffer: [Character]
        let file: String

        init(buffer: [Character], file: String) {
            self.buffer = buffer
            self.file = file
        }
    }

    /// The characters of the text, indexed from 0, sharing the buffer of the text they were cut from.
    struct Characters: RandomAccessCollection {
        fileprivate let storage: Storage
        fileprivate let bounds: Range<Int>

        var startIndex: Int { 0 }
        var endIndex: Int { bounds.count }
        subscript(position: Int) -> Character { storage.buffer[bounds.lowerBound + position] }
    }

    private(set) var characters: Characters
    /// Where the text starts (used for empty text), in the file of `characters`.
    private let startLine: Int32
    private let startColumn: Int32

    /// Where the text starts; used for empty text.
    var start: SourceLocation { SourceLocation(file: file, line: Int(startLine), column: Int(startColumn)) }
    /// The path of the file every character was written in.
    var file: String { characters.storage.file }

    init(characters: [Character], start: SourceLocation) {
        self.characters = Characters(
            storage: Storage(buffer: characters, file: start.file), bounds: 0..<characters.count)
        self.startLine = Int32(clamping: start.line)
        self.startColumn = Int32(clamping: start.column)
    }

    private init(characters: Characters, startLine: Int32, startColumn: Int32) {
        self.characters = characters
        self.startLine = startLine
        self.startColumn = startColumn
    }

    /// Where a character of this text was written.
    func location(of character: Character) -> SourceLocation {
        SourceLocation(file: file, line: Int(character.line), column: Int(character.column))
    }

    /// Where the character at `index` was written.
    func location(at index: Int) -> SourceLocation {
        location(of: characters[index])
    }

    /// Calls `body` with this text's characters, read in place from the shared buffer: through
    /// `characters`, every read went through the class and its array's checks (the hot loops of
    /// parsing read a bullet's characters several times).
    private func withCharacters<Result>(_ body: (UnsafeBufferPointer<Character>) -> Result) -> Result {
        let bounds = characters.bounds
        return characters.storage.buffer.withUnsafeBufferPointer { buffer in
            body(UnsafeBufferPointer(rebasing: buffer[bounds]))
        }
    }

    var string: String {
        // A closure, not `\.scalar`: the key path was projected (metadata look-ups) for every character.
        withCharacters { String(scalars: $0.lazy.map { $0.scalar }) }
    }

    var isEmpty: Bool { characters.isEmpty }

    /// The location of the first character, or of the start for empty text.
    var location: SourceLocation { characters.first.map(location(of:)) ?? start }

    /// The location just past the last character.
    var endLocation: SourceLocation { characters.last.map { location(of: $0).advanced(by: 1) } ?? start }

    subscript(range: Range<Int>) -> LocatedText {
        let base = characters.bounds.lowerBound
        let bounds = (base + range.lowerBound)..<(base + range.upperBound)
        let sliced = Characters(storage: characters.storage, bounds: bounds)
        if range.lowerBound < characters.count {
            let first = characters[range.lowerBound]
            return LocatedText(characters: sliced, startLine: first.line, startColumn: first.column)
        }
        // Past the last character: the location just after it (see `endLocation`).
        guard let last = characters.last else {
            return LocatedText(characters: sliced, startLine: startLine, startColumn: startColumn)
        }
        return LocatedText(characters: sliced, startLine: last.line, startColumn: Int32(clamping: Int(last.column) + 1))
    }

    /// Without leading and trailing white space.
    func trimmed() -> LocatedText {
        let (first, end) = withCharacters { characters in
            var first = 0
            while first < characters.count, characters[first].isWhitespace { first += 1 }
            var end = characters.count
            while end > first, characters[end - 1].isWhitespace { end -= 1 }
            return (first, end)
        }
        guard first < end else { return self[characters.count..<characters.count] }
        return self[first..<end]
    }

    /// The index of the first occurrence of `needle` at or after `from`, outside brackets when `topLevel`.
    func firstIndex(of needle: String, from: Int = 0, topLevel: Bool = false) -> Int? {
        firstIndex(of: needle, length: Self.scalarCount(of: needle), from: from, topLevel: topLevel)
    }

    /// The number of scalars of `text`, counted on its UTF-8 bytes (a needle is a short literal; its
    /// `unicodeScalars.count` walked the scalars one by one for every search).
    private static func scalarCount(of text: String) -> Int {
        // Most needles are one ASCII character.
        text.utf8.count == 1 ? 1 : text.utf8.unicodeScalarCount
    }

    /// `firstIndex(of:from:topLevel:)` for a needle of `length` scalars.
    private func firstIndex(of needle: String, length: Int, from: Int, topLevel: Bool) -> Int? {
        // The needle's scalars are read in place (no array per call): it is a short literal.
        let target = needle.unicodeScalars
        guard let first = target.first else { return nil }
        return withCharacters { characters in
            guard characters.count >= length else { return nil }
            func matches(at index: Int) -> Bool {
                guard length > 1 else { return true }  // its one scalar is `first`, compared already
                var position = index
                for scalar in target {
                    guard characters[position].scalar == scalar else { return false }
                    position += 1
                }
                return true
            }
            var depth = 0
            var index = from
            while index <= characters.count - length {
                let scalar = characters[index].scalar
                if depth == 0 || !topLevel, scalar == first, matches(at: index) {
                    return index
                }
                if topLevel {
                    switch scalar {
                    case "(", "[", "<", "{": depth += 1
                    case ")", "]", "}": depth = max(0, depth - 1)
                    // `->` is an arrow, not a closing bracket.
                    case ">" where index == 0 || characters[index - 1].scalar != "-": depth = max(0, depth - 1)
                    default: break
                    }
                }
                index += 1
            }
            return nil
        }
    }

    /// Splits at every top-level occurrence of `separator` (outside brackets).
    func split(separator: String) -> [LocatedText] {
        var parts: [LocatedText] = []
        var start = 0
        let length = Self.scalarCount(of: separator)
        while let index = firstIndex(of: separator, length: length, from: start, topLevel: true) {
            parts.append(self[start..<index])
            start = index + length
        }
        parts.append(self[start..<characters.count])
        return parts
    }

    /// Words separated by white space, each with its location.
    func words() -> [LocatedText] {
        var words: [LocatedText] = []
        // Room for the few words of a bullet's part at once (growing from empty was half of the cost).
        words.reserveCapacity(8)
        withCharacters { characters in
            var current: Int?
            for index in characters.indices {
                if characters[index].isWhitespace {
                    if let start = current { words.append(self[start..<index]) }
                    current = nil
                } else if current == nil {
                    current = index
                }
            }
            if let start = current { words.append(self[start..<characters.count]) }
        }
        return words
    }

    func hasPrefix(_ prefix: String) -> Bool {
        var index = 0
        for scalar in prefix.unicodeScalars {
            guard index < characters.count, characters[index].scalar == scalar else { return false }
            index += 1
        }
        return true
    }

    /// Drops the first `count` characters.
    func dropFirst(_ count: Int) -> LocatedText {
        self[min(count, characters.count)..<characters.count]
    }

    /// True when every character is inside one code span (the bullet's `code` part).
    var isAllCode: Bool { !characters.isEmpty && characters.allSatisfy(\.isCode) }
}

extension String {
    /// The text of `scalars`, encoded at once into the string's own storage: faster than appending
    /// them one by one, or than encoding into an array first.
    init(scalars: some Collection<Unicode.Scalar>) {
        // The exact length: the capacity decides the string's form, so up to 15 bytes stay a small
        // string (no allocation), and a long one holds no unused bytes.
        let length = scalars.reduce(0) { $0 + UTF8.width($1) }
        self.init(unsafeUninitializedCapacity: length) { buffer in
            var written = 0
            for scalar in scalars {
                if scalar.isASCII {
                    buffer[written] = UInt8(truncatingIfNeeded: scalar.value)
                    written += 1
                } else {
                    UTF8.encode(scalar) { byte in
                        buffer[written] = byte
                        written += 1
                    }
                }
            }
            return written
        }
    }
}

extension Unicode.Scalar {
    /// `properties.isWhitespace`, with the ASCII cases (nearly every character of a spec) answered
    /// without a Unicode property look-up.
    var isSpecWhitespace: Bool {
        value < 0x80 ? value == 0x20 || (0x09...0x0D).contains(value) : properties.isWhitespace
    }
}
