import XCTest

@testable import CoordgenCore

/// The copy of cmark's tree the spec parser walks (`MarkdownTree`), and the characters it locates from
/// a literal written as it stands (`LocatedText`, decoded a byte at a time).
final class MarkdownTreeTests: XCTestCase {
    func testNodesKeepTheirOrderKindsAndPositions() throws {
        let text = "# Title *x*\n\nOne `two` three.\n\n- a\n- b\n  - c\n\n1. d\n"
        let blocks = try XCTUnwrap(MarkdownDocument(markdown: text)).blocks
        XCTAssertEqual(blocks.map(\.kind), [.heading(level: 1), .paragraph, .list, .list])
        XCTAssertEqual(blocks[0].plainText, "Title x")
        XCTAssertEqual(blocks[1].children.map(\.kind), [.text, .code, .text])
        XCTAssertEqual(blocks[1].children.map(\.literal), ["One ", "two", " three."])
        XCTAssertEqual(blocks[1].children[blocks[1].children.startIndex + 1].startColumn, 6)
        XCTAssertEqual([blocks[2].isBulletList, blocks[3].isBulletList], [true, false])
        let items = blocks[2].children
        XCTAssertEqual(items.map(\.plainText), ["a", "bc"])
        XCTAssertEqual(items.map(\.startLine), [5, 6])
        // A slice of children is children too, with the same nodes.
        XCTAssertEqual(items.dropFirst().map(\.plainText), ["bc"])
        XCTAssertEqual(items[items.startIndex + 1].children.dropFirst().first?.kind, .list)
    }

    func testNestingPastTheLimitIsCutThere() throws {
        let depth = MarkdownNode.maximumDepth + 10
        let text = String(repeating: "> ", count: depth) + "deep\n"
        var node = try XCTUnwrap(XCTUnwrap(MarkdownDocument(markdown: text)).blocks.first)
        var levels = 0
        while let child = node.children.first {
            XCTAssertFalse(node.isTruncated)
            node = child
            levels += 1
        }
        XCTAssertEqual(levels, MarkdownNode.maximumDepth)
        XCTAssertTrue(node.isTruncated)
    }

    /// Each character of a literal written as it stands is one column after the one before, however
    /// many bytes its scalar takes; the text reads as the literal.
    func testCharactersOfAVerbatimLiteralAreOneColumnApart() throws {
        var random = SplitMix64(seed: 23)
        let alphabet: [Unicode.Scalar] = ["a", "Z", "0", " ", "-", ">", "é", "—", "→", "中", "😀", "\u{301}", "ß"]
        for _ in 0..<300 {
            let count = Int.random(in: 1...40, using: &random)
            var scalars = String.UnicodeScalarView()
            for _ in 0..<count { scalars.append(alphabet[Int.random(in: 0..<alphabet.count, using: &random)]) }
            let body = String(scalars).trimmingCharacters(in: .whitespaces)
            guard !body.isEmpty, !body.hasPrefix("-"), !body.hasPrefix(">") else { continue }
            let line = "x " + body
            let file = SourceFile(path: "T.md", text: line + "\n")
            let paragraph = try XCTUnwrap(XCTUnwrap(MarkdownDocument(markdown: file.text)).blocks.first)
            let located = LocatedText(inlines: paragraph.children, file: file, start: file.location(line: 1))
            XCTAssertEqual(located.string, paragraph.plainText, line)
            let expected = Array(line.unicodeScalars.prefix(located.characters.count))
            XCTAssertEqual(located.characters.map(\.scalar), expected, line)
            XCTAssertEqual(located.characters.map(\.column), (1...located.characters.count).map(Int32.init), line)
        }
    }
}
