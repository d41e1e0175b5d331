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

    func testProseAfterADashSpansLinesTrimmed() {
        let file = SourceFile(path: "A.md", text: "- `onTap` → finish —  Leaves.\n  Then  ends.  \n\n")
        let start = SourceLocation(file: "A.md", line: 1, column: 20)
        XCTAssertEqual(file.sourceText(from: start, toLine: 2, byteColumn: 15), "Leaves.\nThen  ends.")
    }
}
