import Foundation
import XCTest

@testable import CoordgenCore

/// The byte-level answers (`characterCount`, `hasSameUTF8`, the ASCII path of `NameDerivation.words`,
/// the digest's hexadecimal) against their definitions on Characters, on random texts.
final class TextBytesTests: XCTestCase {
    /// Pieces the random texts are made of: ASCII letters, digits, spaces, line ends (CR-LF is one
    /// Character), and texts outside ASCII, combining marks and two spellings of one text among them.
    private static let pieces = [
        "a", "Z", "q", "M", "7", " ", "\t", "\n", "\r", "\r\n", "-", "_", "(", ")", ",", "é", "e\u{301}", "\u{301}",
        "名", "🙂", "🇫🇷", "ß", "Å", "\u{212B}", "\u{00A0}",
    ]

    private func randomText(_ generator: inout some RandomNumberGenerator, asciiOnly: Bool) -> String {
        let pieces = asciiOnly ? Self.pieces.filter { $0.utf8.allSatisfy { $0 < 0x80 } } : Self.pieces
        let length = Int.random(in: 0...24, using: &generator)
        return (0..<length).map { _ in pieces.randomElement(using: &generator)! }.joined()
    }

    func testCharacterCountIsCount() {
        var generator = SystemRandomNumberGenerator()
        for round in 0..<4_000 {
            let text = randomText(&generator, asciiOnly: round % 2 == 0)
            XCTAssertEqual(text.characterCount, text.count, text.debugDescription)
            let cut = text.dropFirst(round % 3)
            XCTAssertEqual(cut.characterCount, cut.count, String(cut).debugDescription)
        }
        XCTAssertEqual("a\r\nb".characterCount, 3)
        XCTAssertEqual("".characterCount, 0)
    }

    func testSameUTF8IsByteEquality() {
        var generator = SystemRandomNumberGenerator()
        for round in 0..<4_000 {
            let first = randomText(&generator, asciiOnly: round % 3 == 0)
            let second = round % 4 == 0 ? first : randomText(&generator, asciiOnly: round % 3 == 0)
            XCTAssertEqual(first.hasSameUTF8(as: second), first.utf8.elementsEqual(second.utf8))
        }
        // Equal to Swift's `==`, not the same bytes.
        XCTAssertTrue("é" == "e\u{301}")
        XCTAssertFalse("é".hasSameUTF8(as: "e\u{301}"))
        XCTAssertFalse("Å".hasSameUTF8(as: "\u{212B}"))
        XCTAssertTrue("".hasSameUTF8(as: ""))
        // The same length, different bytes: answered by the comparison, not the length.
        XCTAssertFalse("ab".hasSameUTF8(as: "ac"))
        XCTAssertFalse("é".hasSameUTF8(as: "ü"))
        XCTAssertFalse(String(repeating: "x", count: 40).hasSameUTF8(as: String(repeating: "x", count: 39) + "y"))
        XCTAssertTrue(
            String(repeating: "long text ", count: 9).hasSameUTF8(as: String(repeating: "long text ", count: 9)))
    }

    func testWordsMatchTheRuleOnCharacters() {
        var generator = SystemRandomNumberGenerator()
        for round in 0..<4_000 {
            let name = randomText(&generator, asciiOnly: round % 4 != 0)
            XCTAssertEqual(NameDerivation.words(name), NameDerivation.wordsByCharacter(name), name.debugDescription)
        }
        XCTAssertEqual(NameDerivation.words("ItemList"), "Item List")
        XCTAssertEqual(NameDerivation.words("URLList"), "URL List")
        XCTAssertEqual(NameDerivation.words("Step2Done"), "Step2Done")
    }

    func testDocLinesMatchTheCutOnCharacters() {
        var generator = SystemRandomNumberGenerator()
        let words = ["word", "longer-word", "\u{0B}", "\u{0C}", "  ", "\t", "\n", "\n\n", "\r\n", "é", "x", "`code`"]
        for round in 0..<3_000 {
            let count = Int.random(in: 0...(round % 10 == 0 ? 80 : 20), using: &generator)
            let text = (0..<count).map { _ in words.randomElement(using: &generator)! }
                .joined(separator: round % 2 == 0 ? " " : "")
            XCTAssertEqual(
                SharedContextBuilder.trimmedLines(text), SharedContextBuilder.trimmedLinesByCharacter(text),
                text.debugDescription)
        }
    }

    /// A context with many fields, for the table's probes.
    private struct Wide: TemplateContext {
        static let fields: FieldTable<Self> = [
            "name": { _ in .text("name") }, "Kind": { _ in .text("Kind") }, "a": { _ in .text("a") },
            "b": { _ in .text("b") }, "isModule": { _ in .text("isModule") },
            "scaffoldFactoryDeclaration": { _ in .text("scaffoldFactoryDeclaration") },
            "hasEvents": { _ in .text("hasEvents") }, "events": { _ in .text("events") },
            "docLines": { _ in .text("docLines") }, "title": { _ in .text("title") },
        ]
    }

    /// The field table answers every name as the dictionary it replaced: by Swift's `==`.
    func testFieldTableFindsNamesAsADictionaryDoes() {
        let keys = Wide.fields.keys
        let dictionary = Dictionary(uniqueKeysWithValues: keys.map { ($0, $0) })
        // The Kelvin sign is `K` to Swift's `==` (a name outside ASCII that equals an ASCII one).
        let others = ["", "nam", "names", "kind", "Kind ", "\u{212A}ind", "e\u{301}vents", "évents", "Δ"]
        XCTAssertEqual(dictionary["\u{212A}ind"], "Kind")
        for name in keys + others {
            let found: String? = if case .text(let text) = Wide().value(named: name) { text } else { nil }
            XCTAssertEqual(found, dictionary[name], name.debugDescription)
        }
    }

    /// `PathLimits.problem` before it measured names in one pass: the oracle.
    private func pathProblemBySplitting(_ absolute: String) -> String? {
        let nameMax = PathLimits.nameMax
        let components = absolute.utf8.split(separator: UInt8(ascii: "/"))
        for folder in components.dropLast() where folder.count > nameMax {
            let name = String(decoding: folder, as: UTF8.self)
            return "the folder name '\(name)' is \(folder.count) bytes; the file system allows \(nameMax)"
        }
        let nameLength = components.last?.count ?? 0
        let longest = nameMax - TemporaryFile.nameOverhead
        if nameLength > longest {
            return "the file name is \(nameLength) bytes; coordgen can write names of at most \(longest) bytes"
                + " (the file system allows \(nameMax), and the temporary file's name is longer); shorten the name"
                + " of the flow or screen"
        }
        if absolute.utf8.count + TemporaryFile.nameOverhead >= PathLimits.pathMax {
            return "the path is \(absolute.utf8.count) bytes; with its temporary name it would be longer than the"
                + " \(PathLimits.pathMax - 1) bytes the file system allows;"
                + " use a shorter output folder or shorter names"
        }
        return nil
    }

    func testPathLimitsMatchTheSplitPaths() {
        var generator = SystemRandomNumberGenerator()
        let lengths = [0, 1, 5, 200, 220, 230, 250, 255, 256, 300]
        for _ in 0..<2_000 {
            let parts = (0..<Int.random(in: 0...6, using: &generator)).map { _ in
                String(
                    repeating: Bool.random(using: &generator) ? "é" : "a",
                    count: lengths.randomElement(using: &generator)! / 2)
            }
            var path = parts.joined(separator: Bool.random(using: &generator) ? "/" : "//")
            if Bool.random(using: &generator) { path = "/" + path }
            if Bool.random(using: &generator) { path += "/" }
            XCTAssertEqual(PathLimits.problem(writing: path), pathProblemBySplitting(path), path)
        }
        XCTAssertNil(PathLimits.problem(writing: "/tmp/Generated/ItemFlow.swift"))
        // Longer than the whole path may be, in names short enough for the file system.
        let long = "/" + Array(repeating: String(repeating: "f", count: 200), count: 25).joined(separator: "/")
        XCTAssertEqual(PathLimits.problem(writing: long), pathProblemBySplitting(long))
        XCTAssertNotNil(PathLimits.problem(writing: long))
    }

    func testFixedSlashesAsBefore() {
        let examples = ["a//b", "/", "//", "a/", "a", "", "/a/b/", "é//é/", "a/b/c"]
        for path in examples {
            var bytes: [UInt8] = []
            for byte in path.utf8 where !(byte == UInt8(ascii: "/") && bytes.last == UInt8(ascii: "/")) {
                bytes.append(byte)
            }
            if bytes.count > 1, bytes.last == UInt8(ascii: "/") { bytes.removeLast() }
            XCTAssertEqual(PathText.fixedSlashes(path), String(decoding: bytes, as: UTF8.self), path)
        }
    }

    /// The keyword check skips names that cannot be keywords, and answers as the set does.
    func testKeywordsAreFoundAsTheSetFindsThem() {
        let names =
            Array(SwiftIdentifier.keywords)
            + [
                "onItemSelect", "Class", "cLass", "classes", "associatedtypes", "selF", "SELF", "any", "\u{212A}ind",
                "",
            ]
        for name in names {
            XCTAssertEqual(SwiftIdentifier.isKeyword(name), SwiftIdentifier.keywords.contains(name), name)
        }
        XCTAssertEqual(SwiftIdentifier.escaped("default"), "`default`")
        XCTAssertEqual(SwiftIdentifier.escaped("onDefault"), "onDefault")
    }

    /// A name is valid on its bytes (a table for ASCII) exactly when it is by its scalars: every name of
    /// one or two ASCII characters, and longer ones with a digit, `_` or a character outside ASCII.
    func testIdentifiersAreValidAsTheirScalarsSay() {
        func byScalars(_ name: String) -> Bool {
            guard let first = name.unicodeScalars.first, SwiftIdentifier.isHead(first) else { return false }
            return name.unicodeScalars.dropFirst().allSatisfy {
                SwiftIdentifier.isHead($0) || SwiftIdentifier.isDigit($0)
            }
        }
        let ascii = (0..<128).map { String(Character(Unicode.Scalar(UInt8($0)))) }
        var names = [
            "", "onItemSelect", "Item2", "_x1", "2fast", "a-b", "a b", "é", "aé", "a1é", "x\u{0301}", "٣a", "a٣",
        ]
        names += ascii
        for first in ascii { names += ascii.map { first + $0 } }
        for name in names {
            XCTAssertEqual(SwiftIdentifier.isValid(name), byScalars(name), name.debugDescription)
        }
    }

    func testDigestsAreLowercaseHexadecimal() {
        XCTAssertEqual(
            SHA256.hex(Array("abc".utf8)), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        XCTAssertEqual(SHA256.hex([UInt8]()), "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        // Its second word starts with zeros: each word is eight digits.
        XCTAssertEqual(SHA256.hex(Array("b".utf8)), "3e23e8160039594a33894f6564e1b1348bbd7a0088d42c4acb73eeaed59c009d")
    }

    /// `appendDecimal` writes the bytes of `String(value)`: zero, both ends of the range, every digit count.
    func testAppendDecimalWritesWhatStringWrites() {
        var generator = SystemRandomNumberGenerator()
        var integers: [Int] = [0, 1, -1, 9, 10, -10, Int.max, Int.min, Int.max - 1, Int.min + 1]
        var unsigned: [UInt64] = [0, 1, 9, 10, UInt64.max, UInt64.max - 1]
        for digits in 1...18 {
            let power = (0..<digits - 1).reduce(1) { product, _ in product * 10 }
            integers += [power, power - 1, -power, Int.random(in: power...(power * 10 - 1), using: &generator)]
            unsigned += [UInt64(power), UInt64(power) * 10 - 1]
        }
        integers += (0..<1000).map { _ in Int.random(in: .min ... .max, using: &generator) }
        unsigned += (0..<1000).map { _ in UInt64.random(in: .min ... .max, using: &generator) }
        for value in integers {
            var bytes: [UInt8] = [UInt8(ascii: "x")]
            bytes.appendDecimal(value)
            XCTAssertEqual(bytes, Array(("x" + String(value)).utf8), "\(value)")
        }
        for value in unsigned {
            var bytes: [UInt8] = []
            bytes.appendDecimal(value)
            XCTAssertEqual(bytes, Array(String(value).utf8), "\(value)")
        }
    }

    /// A manifest line holds no line break: found on the bytes, for every way one can be written.
    func testFitsOnALine() {
        for text in ["", "a", "Flows/ÄFlow.md", "a b", "🙂", "e\u{301}"] {
            XCTAssertTrue(RunManifest.fitsOnALine(text), text)
        }
        for text in ["\n", "a\nb", "a\r", "\r\n", "é\r\nx", "🙂\n", "\u{2028}x\n"] {
            XCTAssertFalse(RunManifest.fitsOnALine(text), text.debugDescription)
        }
    }

    /// `isASCII` of a byte buffer: false as soon as one byte, anywhere, has its high bit set.
    func testIsASCII() {
        for (bytes, isASCII) in [([UInt8](), true), (Array("plain text\r\n".utf8), true), (Array("é".utf8), false)] {
            XCTAssertEqual(bytes.withUnsafeBufferPointer { $0.isASCII }, isASCII, "\(bytes)")
        }
        for position in 0..<40 {
            var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: 40)
            bytes[position] = 0x80
            XCTAssertFalse(bytes.withUnsafeBufferPointer { $0.isASCII }, "a high byte at \(position)")
        }
    }
}
