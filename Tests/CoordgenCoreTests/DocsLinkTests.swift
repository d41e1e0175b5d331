import Foundation
import XCTest

@testable import CoordgenCore

/// A link checker for the docs site: every link and anchor resolves inside the site, ids are
/// unique on each page, and every flow and screen of the model has its place.
final class DocsLinkTests: XCTestCase {
    func testEveryLinkResolvesWithTheStandInPictures() throws {
        let pages = DocsFixture.site(try DocsFixture.exampleFiles())
        XCTAssertEqual(LinkChecker.problems(in: pages), [])
    }

    func testEveryLinkResolvesWithGraphvizPictures() throws {
        let dot = try DocsFixture.requireDot()
        let pages = DocsFixture.site(try DocsFixture.exampleFiles(), renderer: dot)
        XCTAssertEqual(LinkChecker.problems(in: pages), [])
        // The SVG's own links (nodes of screens and child flows) are part of what was checked.
        let recipes = try XCTUnwrap(pages.first { $0.path == "RecipesFlow.html" }).contents
        XCTAssertTrue(recipes.contains("xlink:href=\"CookingFlow.html\""))
        XCTAssertTrue(recipes.contains("xlink:href=\"#screen-RecipeDetail\""))
    }

    func testSharedExamplesLinkCleanlyToo() throws {
        let files = try TestPaths.sharedExampleFiles().sorted { $0.key < $1.key }.map {
            SourceFile(path: "Flows/" + $0.key, text: $0.value)
        }
        let pages = DocsFixture.site(files, specs: "Flows")
        XCTAssertEqual(LinkChecker.problems(in: pages), [])
        assertEveryFlowAndScreenAppears(DocsFixture.model(files), pages)
    }

    func testEveryFlowAndScreenOfTheModelAppears() throws {
        let files = try DocsFixture.exampleFiles()
        assertEveryFlowAndScreenAppears(DocsFixture.model(files), DocsFixture.site(files))
    }

    private func assertEveryFlowAndScreenAppears(_ model: FlowModel, _ pages: [GeneratedFile]) {
        let byPath = Dictionary(uniqueKeysWithValues: pages.map { ($0.path, $0.contents) })
        let index = byPath["index.html"] ?? ""
        XCTAssertEqual(Set(byPath.keys), Set(["index.html"] + model.flows.map { $0.name + ".html" }))
        for flow in model.flows {
            XCTAssertTrue(index.contains("id=\"flow-\(flow.name)\""), "index lacks \(flow.name)")
            XCTAssertTrue(index.contains("href=\"\(flow.name).html\""), "index does not link \(flow.name)")
            let page = byPath[flow.name + ".html"] ?? ""
            XCTAssertTrue(page.contains("<h1>\(flow.name)</h1>"), flow.name)
            for screen in flow.screens {
                XCTAssertTrue(page.contains("id=\"screen-\(screen.name)\""), "\(flow.name) lacks \(screen.name)")
                for event in screen.events {
                    XCTAssertTrue(page.contains("<code>\(event.name)"), "\(screen.name) lacks \(event.name)")
                }
            }
            for child in flow.usage.children {
                XCTAssertTrue(page.contains("id=\"flow-\(child)\""), "\(flow.name) lacks child \(child)")
            }
        }
    }

    func testTheCheckerFindsBrokenLinks() {
        let pages = [
            GeneratedFile(
                path: "index.html",
                contents: "<a href=\"Missing.html\">x</a><a href=\"#nowhere\">y</a><p id=\"a\"></p><p id=\"a\"></p>",
                kind: .generated)
        ]
        XCTAssertEqual(
            LinkChecker.problems(in: pages),
            [
                "index.html: duplicate id 'a'", "index.html: link to missing page 'Missing.html'",
                "index.html: link to missing anchor '#nowhere'",
            ])
    }
}

/// Finds links and anchors in the generated HTML (and its inline SVG) and checks that each
/// relative link names a page of the site and an id on that page.
enum LinkChecker {
    static func problems(in pages: [GeneratedFile]) -> [String] {
        var ids: [String: Set<String>] = [:]
        var problems: [String] = []
        for page in pages {
            var seen = Set<String>()
            for id in values(of: "id", in: page.contents) where !seen.insert(id).inserted {
                problems.append("\(page.path): duplicate id '\(id)'")
            }
            ids[page.path] = seen
        }
        for page in pages {
            for link in values(of: "href", in: page.contents) + values(of: "xlink:href", in: page.contents) {
                if link.contains(":") {
                    // External links (https:, mailto:) are the spec's own; nothing else may have a scheme.
                    if !(link.hasPrefix("https://") || link.hasPrefix("http://") || link.hasPrefix("mailto:")) {
                        problems.append("\(page.path): unexpected link '\(link)'")
                    }
                    continue
                }
                let parts = link.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
                let file = parts[0].isEmpty ? page.path : parts[0]
                guard let targetIDs = ids[file] else {
                    problems.append("\(page.path): link to missing page '\(link)'")
                    continue
                }
                if parts.count == 2, !targetIDs.contains(parts[1].removingPercentEncoding ?? parts[1]) {
                    problems.append("\(page.path): link to missing anchor '\(link)'")
                }
            }
        }
        return problems
    }

    /// The values of every `name="…"` attribute, HTML-unescaped.
    static func values(of attribute: String, in html: String) -> [String] {
        var result: [String] = []
        let marker = " " + attribute + "=\""
        var rest = html[...]
        while let start = rest.range(of: marker) {
            let after = rest[start.upperBound...]
            guard let end = after.firstIndex(of: "\"") else { break }
            result.append(unescape(String(after[..<end])))
            rest = after[end...]
        }
        return result
    }

    private static func unescape(_ text: String) -> String {
        text.replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
            .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&amp;", with: "&")
    }
}
