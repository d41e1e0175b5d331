import Foundation
import XCTest

@testable import CoordgenCore

/// `coordgen docs` and `coordgen graph`, run as the built binary.
final class DocsCLITests: CommandLineTestCase {
    private var examples: String {
        TestPaths.packageRoot.appendingPathComponent(GeneratedSwiftGoldenTests.specsPath).path
    }

    func testGraphPrintsTheMermaidOfOneFlow() throws {
        let result = try run(["graph", "--specs", examples, "--format", "mermaid", "RecipesFlow"])
        XCTAssertEqual(result.status, 0, result.errors)
        let model = DocsFixture.model(try DocsFixture.exampleFiles())
        XCTAssertEqual(
            result.output,
            MermaidWriter.mermaid(FlowGraphBuilder.graph(of: try XCTUnwrap(model.flow(named: "RecipesFlow")))))
    }

    func testGraphPrintsTheAppGraphAsDotByDefault() throws {
        let result = try run(["graph", "--specs", examples])
        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertTrue(result.output.hasPrefix("digraph \"App\" {\n"), result.output)
        XCTAssertTrue(
            result.output.contains("\"flow.RecipesFlow\" -> \"flow.RecipeEditorFlow\" [label=\" present \""),
            result.output)
    }

    func testGraphOfAnUnknownFlowSuggestsAName() throws {
        let result = try run(["graph", "--specs", examples, "RecipeFlow"])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(
            result.errors.contains("there is no flow named 'RecipeFlow' (did you mean 'RecipesFlow'?)"), result.errors)
        XCTAssertEqual(result.output, "")
    }

    func testADotTimeLimitThatIsNotANumberIsReportedAndNotUsed() throws {
        try folder.write("Flows/ItemFlow.md", ContractFixtures.tinyFlow("ItemFlow"))
        let result = try CoordgenRunner.run(["docs"], in: folder.url, environment: ["COORDGEN_DOT_TIMEOUT": "abc"])
        XCTAssertTrue(
            result.errors.hasPrefix(
                "coordgen: warning: COORDGEN_DOT_TIMEOUT='abc' is not a number of seconds; using 10 s\n"),
            result.errors)
    }

    func testDocsWritesTheSiteThenFindsItUnchanged() throws {
        _ = try DocsFixture.requireDot()
        let first = try run(["docs", "--specs", examples, "--output", "site"])
        XCTAssertEqual(first.status, 0, first.errors)
        XCTAssertEqual(
            first.output, "Documented 7 flows in site/index.html: 8 created, 0 updated, 0 unchanged, 0 removed\n")
        let index = try String(contentsOfFile: folder.path + "/site/index.html", encoding: .utf8)
        XCTAssertTrue(index.contains("<svg role=\"img\""))
        let second = try run(["docs", "--specs", examples, "--output", "site"])
        XCTAssertEqual(
            second.output, "Documented 7 flows in site/index.html: 0 created, 0 updated, 8 unchanged, 0 removed\n")
    }

    func testDocsReadsItsFolderFromTheConfiguration() throws {
        _ = try DocsFixture.requireDot()
        try folder.write("coordgen.yml", "specs: \(examples)\ndocs: public/flows\n")
        let result = try run(["docs"])
        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder.path + "/public/flows/RecipesFlow.html"))
    }

    func testDocsRefusesSpecsWithErrors() throws {
        try folder.write("Flows/TestFlow.md", "# TestFlow\n\n## Screens\n\n### Home\n\n- `onDone` → finsh\n")
        let result = try run(["docs", "--specs", "Flows", "--output", "site"])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.errors.contains("no docs written"), result.errors)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.path + "/site"))
    }

    // MARK: - --check and --dry-run

    func testDocsCheckPassesOnAnUpToDateSiteAndWritesNothing() throws {
        _ = try DocsFixture.requireDot()
        XCTAssertEqual(try run(["docs", "--specs", examples, "--output", "site"]).status, 0)
        let before = try FileTree(folder.url)
        FileTree.letTheClockMove()
        let check = try run(["docs", "--specs", examples, "--output", "site", "--check"])
        XCTAssertEqual(check.status, 0, check.errors)
        XCTAssertEqual(check.output, "Docs are up to date.\n")
        XCTAssertEqual(check.errors, "")
        assertUntouched(before, try FileTree(folder.url))
    }

    func testDocsCheckReportsMissingEditedAndStalePages() throws {
        _ = try DocsFixture.requireDot()
        XCTAssertEqual(try run(["docs", "--specs", examples, "--output", "site"]).status, 0)
        let page = folder.url.appendingPathComponent("site/RecipesFlow.html")
        try (try String(contentsOf: page, encoding: .utf8) + "<!-- a quick fix -->\n").write(
            to: page, atomically: true, encoding: .utf8)
        try FileManager.default.removeItem(atPath: folder.path + "/site/index.html")
        let stale = try String(contentsOf: page, encoding: .utf8)
        try folder.write("site/GoneFlow.html", stale)
        let before = try FileTree(folder.url)
        let check = try run(["docs", "--specs", examples, "--output", "site", "--check"])
        XCTAssertEqual(check.status, 1)
        XCTAssertEqual(check.output, "")
        XCTAssertEqual(
            check.errors,
            "site/GoneFlow.html: error: docs page is no longer documented by any spec; run 'coordgen docs'\n"
                + "site/RecipesFlow.html: error: docs page is stale or was edited by hand; run 'coordgen docs'\n"
                + "site/index.html: error: docs page is missing; run 'coordgen docs'\n"
                + "coordgen: docs are out of date: 3 pages to update; run 'coordgen docs'\n")
        assertUntouched(before, try FileTree(folder.url))
    }

    func testDocsDryRunPrintsThePlanAndWritesNothing() throws {
        _ = try DocsFixture.requireDot()
        let result = try run(["docs", "--specs", examples, "--output", "site", "--dry-run"])
        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertTrue(result.output.contains("would create site/index.html\n"), result.output)
        XCTAssertTrue(result.output.contains("would create site/RecipesFlow.html\n"), result.output)
        XCTAssertTrue(
            result.output.hasSuffix("Dry run: 8 created, 0 updated, 0 unchanged, 0 removed\n"), result.output)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.path + "/site"))
    }

    func testDocsRefusesCheckWithDryRun() throws {
        let result = try run(["docs", "--specs", examples, "--check", "--dry-run"])
        XCTAssertEqual(result.status, 64)
        XCTAssertTrue(result.errors.contains("--check and --dry-run both write nothing"), result.errors)
    }

    private func run(_ arguments: [String]) throws -> CoordgenRunner.Result {
        try coordgen(arguments)
    }
}
