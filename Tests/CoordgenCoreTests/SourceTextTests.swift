import XCTest

@testable import CoordgenCore

/// The prose of a spec read back from its source lines (`SourceFile.sourceText`).
final class SourceTextTests: XCTestCase {
    /// An ASCII line is trimmed on its bytes: exactly as by `Character`, after any start column, a
    /// `—` and a cut inside a character, on random lines of ASCII, white space and other characters.
    func testALineTrimmedOnItsBytesIsTrimmedAsByCharacter() {
        let pieces = ["a", "Z", " ", "\t", "\u{0B}", "\u{0C}", "—", "é", "e\u{301}", " \u{301}", "`", "\u{85}", "→"]
        var random = RandomSpecSets.Generator(state: 7)
        var checked = 0
        for _ in 0..<4000 {
            let text = (0..<random.int(0...8)).map { _ in pieces[random.int(0...(pieces.count - 1))] }.joined()
            var bytes = ArraySlice(Array(text.utf8))
            if random.int(0...3) == 0 { bytes = bytes.prefix(random.int(0...bytes.count)) }
            let dropped = random.int(0...4)
            guard let fast = SourceFile.trimmedASCII(bytes, droppingScalars: dropped) else { continue }
            checked += 1
            XCTAssertEqual(
                Array(fast.utf8), Array(SourceFile.trimmed(bytes, droppingScalars: dropped).utf8),
                "\(Array(bytes)) dropping \(dropped)")
        }
        XCTAssertGreaterThan(checked, 500)
    }

    /// Lines end at `\n`, `\r\n` or a lone `\r`, as CommonMark's do: the same lines whether the file has
    /// a `\r` (read byte by byte) or not (line ends found with `memchr`), on random texts.
    func testLinesEndAsCommonMarksDo() {
        XCTAssertEqual(lines(of: "a\nb\r\nc\rd\n\n"), ["a", "b", "c", "d", "", ""])
        XCTAssertEqual(lines(of: ""), [""])
        XCTAssertEqual(lines(of: "one"), ["one"])
        XCTAssertEqual(lines(of: "\r\n\r"), ["", "", ""])
        let pieces = ["a", "é", " ", "\n", "\r", "\r\n", "\n\r"]
        var random = RandomSpecSets.Generator(state: 11)
        for _ in 0..<2000 {
            let text = (0..<random.int(0...12)).map { _ in pieces[random.int(0...(pieces.count - 1))] }.joined()
            // The rule, spelled out on characters: `\r\n` is one character in Swift.
            var expected = [""]
            for character in text {
                if character == "\n" || character == "\r" || character == "\r\n" {
                    expected.append("")
                } else {
                    expected[expected.count - 1].append(character)
                }
            }
            XCTAssertEqual(lines(of: text), expected, text.debugDescription)
        }
    }

    private func lines(of text: String) -> [String] {
        let file = SourceFile(path: "A.md", text: text)
        return (1...file.lineCount).map { file.line($0) }
    }

    func testProseAfterADashSpansLinesTrimmed() {
        let file = SourceFile(path: "A.md", text: "- `onTap` → finish —  Leaves.\n  Then  ends.  \n\n")
        let start = SourceLocation(file: "A.md", line: 1, column: 20)
        XCTAssertEqual(file.sourceText(from: start, toLine: 2, byteColumn: 15), "Leaves.\nThen  ends.")
    }
}
