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
            // A Markdown image with a scheme other than `data:` becomes a link, whose `javascript:` target is emptied.
            XCTAssertEqual(LinkChecker.values(of: "src", in: html), [])
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

/// "The pages need no network": an image from another host becomes a link to it, with the alt text.
final class DocsRemoteImageTests: XCTestCase {
    func testRemoteImagesBecomeLinksWithTheirAltText() throws {
        let spec = """
            # PhotoFlow

            A map: ![the city map](http://maps.example/city.png "City") and ![](https://cdn.example/logo.svg).
            Local ![diagram](images/flow.png), inline ![dot](data:image/png;base64,iVBORw0KGgo=),
            sneaky ![a](//evil.example/a.png), ![b](\\\\evil.example/b.png), ![c](HTTP:evil.example/c.png)
            and a linked badge [![build](https://ci.example/badge.svg)](https://ci.example).

            ## Screens

            ### Home

            - `onTap` → finish — see ![shot](https://shots.example/home.png)
            """
        let pages = DocsFixture.site([SourceFile(path: "Flows/PhotoFlow.md", text: spec)], specs: "Flows")
        let page = try XCTUnwrap(pages.first { $0.path == "PhotoFlow.html" }).contents
        XCTAssertEqual(
            LinkChecker.values(of: "src", in: page).sorted(),
            // cmark percent-encodes a backslash, so `\\evil.example` is a relative path here.
            ["%5Cevil.example/b.png", "data:image/png;base64,iVBORw0KGgo=", "images/flow.png"])
        for expected in [
            "<a href=\"http://maps.example/city.png\" title=\"City\">the city map</a>",
            "<a href=\"https://cdn.example/logo.svg\">https://cdn.example/logo.svg</a>",
            "<a href=\"//evil.example/a.png\">a</a>",
            "<a href=\"HTTP:evil.example/c.png\">c</a>",
            "<a href=\"https://ci.example\">build</a>",
            "<a href=\"https://shots.example/home.png\">shot</a>",
        ] {
            XCTAssertTrue(page.contains(expected), "missing \(expected)")
        }
    }

    func testWhatCountsAsRemote() {
        for url in [
            "http://a/b.png", "https://a", "ftp://a", "file:///etc/x.png", "//a/b", "\\\\a\\b", "/\\a", "Http:a",
        ] {
            XCTAssertTrue(DocsGenerator.isRemote(url), url)
        }
        for url in ["images/a.png", "/images/a.png", "./a.png", "../a.png", "#top", "data:image/png;base64,AAAA", ""] {
            XCTAssertFalse(DocsGenerator.isRemote(url), url)
        }
    }
}
