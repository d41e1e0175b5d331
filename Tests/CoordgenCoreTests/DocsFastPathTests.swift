import XCTest

@testable import CoordgenCore

/// The docs stage's byte-level shortcuts give what the plain versions they replaced give.
final class DocsFastPathTests: XCTestCase {
    /// Random texts from pieces that make the rules matter: blocks opened and closed on one line or
    /// several, trailing spaces and tabs, runs of blank lines, non-ASCII text.
    func testTidyMatchesTheLineByLineRules() {
        let pieces = [
            "<pre>", "</pre>", "<pre class=\"x\">", " ", "\t", "\n", "\n\n", "a", "é", "<", "pre", "</pre", ">",
        ]
        var generator = SplitMix64(seed: 7)
        for round in 0..<2_000 {
            let html = (0..<Int.random(in: 0...24, using: &generator)).map { _ in
                pieces.randomElement(using: &generator)!
            }.joined()
            let prefix = round.isMultiple(of: 3) ? "" : "<!-- head -->\n"
            XCTAssertEqual(
                HTMLTidy.tidy(html, after: prefix), prefix + Self.referenceTidy(html), "\(html.debugDescription)")
        }
    }

    func testListsAndCodeSpansBuiltInOnePiece() {
        XCTAssertEqual(CommonMark.bulletList([]), "\n")
        XCTAssertEqual(CommonMark.bulletList(["a", "b\nc", ""]), "- a\n- b\n  c\n- \n")
        XCTAssertEqual(CommonMark.bulletList(["é\n\nx\n", "\r\nr\nq"]), "- é\n  \n  x\n  \n- \r\nr\n  q\n")
        XCTAssertEqual(CommonMark.code("plain é"), "`plain é`")
        XCTAssertEqual(CommonMark.code(""), "``")
        XCTAssertEqual(CommonMark.link("**A**", to: "#screen-A"), "[**A**](<#screen-A>)")
        XCTAssertEqual(CommonMark.link("x", to: "a<b>\\c\nd"), "[x](<a\\<b\\>\\\\c d>)")
    }

    func testTheFirstSentenceOfASCIITextIsTheOneCharacterByCharacter() {
        let pieces = [".", "!", "?", " ", "\n", "\n\n", "[", "]", "(", ")", "`", "a", "b."]
        var generator = SplitMix64(seed: 11)
        for _ in 0..<2_000 {
            let text = (0..<Int.random(in: 0...16, using: &generator)).map { _ in
                pieces.randomElement(using: &generator)!
            }.joined()
            let byCharacters = DocsSentence.firstSentence(inCharactersOf: text)
            XCTAssertEqual(ByteSearch.withBytes(of: text) { DocsSentence.firstSentence(ofASCII: $0) }, byCharacters)
            XCTAssertEqual(DocsSentence.firstSentence(of: text), byCharacters)
        }
        // Text that is not plain ASCII goes character by character: a full stop with an accent is no cut.
        XCTAssertEqual(DocsSentence.firstSentence(of: "A.\u{301} B. C"), "A.\u{301} B.")
        XCTAssertEqual(DocsSentence.firstSentence(of: "Line.\r\nNext"), "Line.\r\nNext")
    }

    /// Pages are finished as pictures arrive, in any order and on any thread, or at the end for a
    /// renderer that hands none over: the site is the same.
    func testPagesDoNotDependOnWhenTheirPicturesArrive() throws {
        let files = try DocsFixture.exampleFiles()
        let expected = DocsFixture.site(files)
        XCTAssertFalse(expected.isEmpty)
        for handOver in [HandOver.none, .reversed, .fromOtherThreads] {
            XCTAssertEqual(DocsFixture.site(files, renderer: HandingOverRenderer(handOver: handOver)), expected)
        }
    }

    /// The lines of `html` without trailing spaces and tabs and without runs of blank lines, both
    /// kept inside `<pre>` blocks; no blank lines at the start, one line break at the end.
    private static func referenceTidy(_ html: String) -> String {
        var lines: [String] = []
        var insidePre = false
        var previousWasBlank = true
        for line in html.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            var kept = line
            if !insidePre {
                while let last = kept.unicodeScalars.last, last == " " || last == "\t" {
                    kept.unicodeScalars.removeLast()
                }
            }
            let isBlank = kept.isEmpty
            if !insidePre, isBlank, previousWasBlank { continue }
            lines.append(kept)
            previousWasBlank = isBlank && !insidePre
            if let open = line.range(of: "<pre", options: .backwards) {
                insidePre = line.range(of: "</pre>", range: open.lowerBound..<line.endIndex) == nil
            } else if insidePre, line.contains("</pre>") {
                insidePre = false
            }
        }
        var text = lines.map { $0 + "\n" }.joined()
        while text.hasSuffix("\n\n") { text.removeLast() }
        return text
    }
}

private enum HandOver: Sendable {
    case none, reversed, fromOtherThreads
}

/// The stub's pictures, handed over to the docs generator in a given way.
private struct HandingOverRenderer: GraphRenderer {
    var handOver: HandOver

    func svg(for dotSources: [String]) throws(GraphRenderingError) -> [String] {
        try StubGraphRenderer().svg(for: dotSources)
    }

    func pictures(for dotSources: [String], drawn: @escaping @Sendable (Int, GraphPicture) -> Void)
        throws(GraphRenderingError) -> [GraphPicture]
    {
        let pictures = try pictures(for: dotSources)
        switch handOver {
        case .none: break
        case .reversed: for index in pictures.indices.reversed() { drawn(index, pictures[index]) }
        case .fromOtherThreads: ParallelWork.forEach(Array(pictures.indices)) { drawn($0, pictures[$0]) }
        }
        return pictures
    }
}
