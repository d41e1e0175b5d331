import Foundation
import XCTest

@testable import CoordgenCore

/// A spec cannot inject script into the docs: raw HTML in its prose is not passed through
/// (libcmark's safe default) and `javascript:` links lose their destination.
final class DocsSecurityTests: XCTestCase {
    static let hostile = """
        # EvilFlow

        Hello <img src=x onerror="alert(1)"> and [click me](javascript:alert(2)) and <script>alert(3)</script> done.
        Also <a href="javascript:alert(4)">a raw link</a> and <svg onload=alert(11)></svg>.

        - start: Home

        ## Screens

        ### Home

        Screen prose <iframe src="https://evil.example/"></iframe> and [upper](JAVASCRIPT:alert(5)).
        More <img src=x onerror=alert(6)> and ![image](javascript:alert(12)).

        - `onTap` → push Detail — note <img src=x onerror=alert(7)> [y](javascript:alert(8)) <b onmouseover=alert(9)>b</b>

        ### Detail

        - `onDone` → finish — [data](data:text/html;base64,PHNjcmlwdD5hbGVydCgxMCk8L3NjcmlwdD4=)

        """

    func testHostileProseProducesNoActiveContent() throws {
        let pages = DocsFixture.site([SourceFile(path: "Flows/EvilFlow.md", text: Self.hostile)], specs: "Flows")
        XCTAssertEqual(pages.map(\.path), ["EvilFlow.html", "index.html"])
        for page in pages {
            let html = page.contents.lowercased()
            // A Markdown image stays an image, but its `javascript:` source is emptied.
            XCTAssertEqual(LinkChecker.values(of: "src", in: html), page.path == "EvilFlow.html" ? [""] : [])
            for forbidden in [
                "<script", "<img src=x", "<iframe", "<svg onload", "<b ", "onerror", "onmouseover", "onload",
                "javascript:", "data:text",
            ] {
                XCTAssertFalse(html.contains(forbidden), "\(page.path) contains '\(forbidden)'")
            }
        }
        let flow = try XCTUnwrap(pages.first { $0.path == "EvilFlow.html" }).contents
        // The prose itself is still there, without its markup.
        XCTAssertTrue(flow.contains("Hello"), flow)
        XCTAssertTrue(flow.contains("click me"), flow)
        XCTAssertTrue(flow.contains("raw HTML omitted"), flow)
        XCTAssertEqual(LinkChecker.problems(in: pages), [])
    }

    func testBlockLevelHTMLIsRefusedBeforeAnyDocsAreWritten() {
        let spec = "# EvilFlow\n\n<script>alert(1)</script>\n\n- start: Home\n\n## Screens\n\n### Home\n"
        var diagnostics = Diagnostics()
        _ = Pipeline.model(from: [SourceFile(path: "Flows/EvilFlow.md", text: spec)], diagnostics: &diagnostics)
        XCTAssertTrue(diagnostics.hasErrors)
        XCTAssertTrue(diagnostics.all.contains { $0.location?.line == 3 }, diagnostics.all.map(\.description).joined())
    }

    func testNamesAndTypesAreEscapedNotInterpreted() throws {
        let spec = """
            # TypeFlow

            - start: Home
            - result: `value: [String: Int]`

            ## Screens

            ### Home

            - `onPick(value: [String: Int])` → finish

            """
        let pages = DocsFixture.site([SourceFile(path: "Flows/TypeFlow.md", text: spec)], specs: "Flows")
        let flow = try XCTUnwrap(pages.first { $0.path == "TypeFlow.html" }).contents
        XCTAssertTrue(flow.contains("<code>onPick(value: [String: Int])</code>"), flow)
        XCTAssertTrue(flow.contains("<code>value: [String: Int]</code>"), flow)
    }

    func testCommonMarkEscapingKeepsTextLiteral() {
        XCTAssertEqual(CommonMark.text("a*b_c[d]<e>&f"), "a\\*b\\_c\\[d\\]\\<e\\>\\&f")
        XCTAssertEqual(CommonMark.code("a`b"), "``a`b``")
        XCTAssertEqual(CommonMark.code("`a"), "`` `a ``")
        XCTAssertEqual(
            DocsGenerator.html(CommonMark.text("<script>x</script> *y*")), "<p>&lt;script&gt;x&lt;/script&gt; *y*</p>")
        XCTAssertEqual(DocsGenerator.commentSafe("a---b-->"), "a- - -b- ->")
    }
}
