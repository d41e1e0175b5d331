import XCTest

@testable import CoordgenCore

/// The docs stage's byte-level shortcuts give what the plain versions they replaced give.
final class DocsFastPathTests: XCTestCase {
    /// Random texts from pieces that make the rules matter: blocks opened and closed on one line or
    /// several, trailing spaces and tabs, runs of blank lines, non-ASCII text, carriage returns.
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
            XCTAssertEqual(HTMLTidy.tidy(html, after: prefix), prefix + Self.tidyAsBefore(html), html.debugDescription)
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

    /// A renderer that hands over more pictures than it was given graphs is reported, as before.
    func testExtraPicturesAreReportedNotRendered() throws {
        let model = DocsFixture.model(try DocsFixture.exampleFiles())
        var diagnostics = Diagnostics()
        let pages = DocsGenerator(
            templates: TemplateLibrary(diagnostics: &diagnostics),
            graphRenderer: HandingOverRenderer(handOver: .oneTooMany)
        ).generate(model, configuration: Configuration(), diagnostics: &diagnostics)
        XCTAssertEqual(pages, [])
        XCTAssertTrue(
            diagnostics.all.contains { $0.message.hasPrefix("cannot draw the flow graphs: Graphviz returned") },
            diagnostics.all.map(\.description).joined(separator: "\n"))
    }

    /// `HTMLTidy.tidy` as it was before it copied lines in runs (coordgen 6cc2f4e), line by line.
    private static func tidyAsBefore(_ html: String) -> String {
        let (newline, preOpen, preClose) = (UInt8(ascii: "\n"), Array("<pre".utf8), Array("</pre>".utf8))
        return ByteSearch.withBytes(of: html) { bytes in
            var output: [UInt8] = []
            var insidePre = false
            var previousWasBlank = true
            var lineStart = 0
            while lineStart <= bytes.count {
                let lineEnd = ByteSearch.firstOffset(of: [newline], in: bytes, from: lineStart) ?? bytes.count
                let line = UnsafeBufferPointer(rebasing: bytes[lineStart..<lineEnd])
                lineStart = lineEnd + 1
                var end = line.count
                if !insidePre {
                    while end > 0, line[end - 1] == UInt8(ascii: " ") || line[end - 1] == UInt8(ascii: "\t") {
                        end -= 1
                    }
                }
                let isBlank = end == 0
                if !insidePre, isBlank, previousWasBlank { continue }
                output += line[..<end]
                output.append(newline)
                previousWasBlank = isBlank && !insidePre
                var lastOpen: Int?
                while let found = ByteSearch.firstOffset(of: preOpen, in: line, from: lastOpen.map { $0 + 1 } ?? 0) {
                    lastOpen = found
                }
                if let open = lastOpen {
                    insidePre = ByteSearch.firstOffset(of: preClose, in: line, from: open) == nil
                } else if insidePre, ByteSearch.firstOffset(of: preClose, in: line) != nil {
                    insidePre = false
                }
            }
            while output.count >= 2, output[output.count - 1] == newline, output[output.count - 2] == newline {
                output.removeLast()
            }
            return String(decoding: output, as: UTF8.self)
        }
    }
}

private enum HandOver: Sendable {
    case none, reversed, fromOtherThreads, oneTooMany
}

/// The stub's pictures, handed over to the docs generator in a given way.
private struct HandingOverRenderer: GraphRenderer {
    var handOver: HandOver

    func svg(for dotSources: [String]) throws(GraphRenderingError) -> [String] {
        try StubGraphRenderer().svg(for: dotSources) + (handOver == .oneTooMany ? ["<svg/>"] : [])
    }

    func pictures(for dotSources: [String], drawn: @escaping @Sendable (Int, GraphPicture) -> Void)
        throws(GraphRenderingError) -> [GraphPicture]
    {
        let pictures = try pictures(for: dotSources)
        switch handOver {
        case .none: break
        case .oneTooMany: for index in pictures.indices { drawn(index, pictures[index]) }
        case .reversed: for index in pictures.indices.reversed() { drawn(index, pictures[index]) }
        case .fromOtherThreads: ParallelWork.forEach(Array(pictures.indices)) { drawn($0, pictures[$0]) }
        }
        return pictures
    }
}
