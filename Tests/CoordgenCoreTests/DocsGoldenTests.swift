import Foundation
import XCTest

@testable import CoordgenCore

/// The docs site of the project's example specs, compared with the files under
/// `Golden/Docs/`: every page's HTML (with a stand-in for the SVG, whose bytes depend on the
/// Graphviz version) and every graph's DOT and Mermaid text. Re-record with `COORDGEN_RECORD=1`.
final class DocsGoldenTests: XCTestCase {
    func testPagesMatchGoldenFiles() throws {
        let pages = DocsFixture.site(try DocsFixture.exampleFiles())
        XCTAssertEqual(pages.count, 8)
        for page in pages {
            assertGolden(page.contents, at: "Docs/Pages/\(page.path)")
        }
        assertNoStaleGoldens(in: "Docs/Pages", expected: Set(pages.map(\.path)))
    }

    func testGraphSourcesMatchGoldenFiles() throws {
        let model = DocsFixture.model(try DocsFixture.exampleFiles())
        var expected = Set<String>()
        let graphs = [FlowGraphBuilder.appGraph(of: model)] + model.flows.map(FlowGraphBuilder.graph(of:))
        for graph in graphs {
            assertGolden(DotWriter.dot(graph), at: "Docs/Graphs/\(graph.name).dot")
            assertGolden(MermaidWriter.mermaid(graph), at: "Docs/Graphs/\(graph.name).mmd")
            expected.formUnion(["\(graph.name).dot", "\(graph.name).mmd"])
        }
        assertNoStaleGoldens(in: "Docs/Graphs", expected: expected)
    }

    func testSiteIsDeterministicWhateverTheFileOrder() throws {
        let files = try DocsFixture.exampleFiles()
        XCTAssertEqual(DocsFixture.site(files), DocsFixture.site(files.reversed()))
    }

    func testEveryPageStartsWithTheDoctypeAndTheGeneratedMarker() throws {
        for page in DocsFixture.site(try DocsFixture.exampleFiles()) {
            XCTAssertTrue(page.contents.hasPrefix(DocsGenerator.headerPrefix + " from docs/examples/Flows"), page.path)
            XCTAssertEqual(page.kind, .generated)
            XCTAssertTrue(page.contents.hasSuffix("</html>\n"), page.path)
        }
    }

    func testEventsAreWrittenAsSentencesWithLinkedTargets() throws {
        let pages = DocsFixture.site(try DocsFixture.exampleFiles())
        let recipes = try XCTUnwrap(pages.first { $0.path == "RecipesFlow.html" }).contents
        XCTAssertTrue(
            recipes.contains(
                "<code>onRecipeSelect(recipe: Recipe)</code> — stores <em>recipe</em> as <em>selectedRecipe</em>,"
                    + " then pushes <a href=\"#screen-RecipeDetail\"><strong>RecipeDetail</strong></a>"),
            recipes)
        XCTAssertTrue(recipes.contains("<a href=\"CookingFlow.html\"><strong>CookingFlow</strong></a>"))
        // The generated Swift names, so developers can jump from the docs to the code.
        for name in ["RecipesCoordinator", "RecipeListModule", "makeRecipesCoordinatorBox", "RecipesModuleFactory"] {
            XCTAssertTrue(recipes.contains(name), name)
        }
    }

    private func assertNoStaleGoldens(
        in folder: String, expected: Set<String>, file: StaticString = #filePath, line: UInt = #line
    ) {
        let root = TestPaths.goldenDirectory.appendingPathComponent(folder)
        let onDisk = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
        for name in onDisk where !expected.contains(name) {
            XCTFail("Golden/\(folder)/\(name) is no longer produced; delete it", file: file, line: line)
        }
    }
}
