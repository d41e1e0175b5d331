import CoordgenCore
import Foundation
import XCTest

/// Runs the built `coordgen` binary for its exit codes: 0 clean, 1 errors, 64 usage errors.
final class CLITests: CommandLineTestCase {
    /// Runs coordgen in the temporary folder (so no `coordgen.yml` of the repository is read).
    private func run(_ arguments: [String]) throws -> CoordgenRunner.Result {
        try coordgen(arguments)
    }

    private func writeSpecs(_ files: [String: String]) throws -> String {
        for (name, text) in files { try folder.write("Flows/" + name, text) }
        return folder.path + "/Flows"
    }

    func testCleanSpecsExitZero() throws {
        let result = try run(["validate", "--specs", TestPaths.sharedExamples.path])
        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertEqual(result.output, "Validated 6 flows and 13 screens: no problems.\n")
        XCTAssertEqual(result.errors, "")
    }

    func testErrorsExitOneWithLocatedMessages() throws {
        let specs = try writeSpecs(["TestFlow.md": "# TestFlow\n\n## Screens\n\n### Home\n\n- `onDone` → finsh\n"])
        let result = try run(["validate", "--specs", specs])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(
            result.errors.hasPrefix(
                "\(specs)/TestFlow.md:7:14: error: unknown action 'finsh' (did you mean 'finish'?)"),
            result.errors)
        XCTAssertTrue(result.errors.contains("validation failed: 1 error, 0 warnings"), result.errors)
    }

    func testAMistypedCommandGetsADidYouMean() throws {
        let result = try run(["generat"])
        XCTAssertEqual(result.status, 64, result.errors)
        XCTAssertTrue(
            result.errors.hasPrefix("Error: Unknown command 'generat'. Did you mean 'generate'?"), result.errors)
        let nested = try run(["templates", "exprot", "Custom"])
        XCTAssertEqual(nested.status, 64, nested.errors)
        XCTAssertTrue(nested.errors.contains("Unknown command 'exprot'. Did you mean 'export'?"), nested.errors)
        XCTAssertEqual(try run(["help", "generate"]).status, 0)
    }

    func testExportIntoAFileIsAPlainError() throws {
        try folder.write("Custom", "a file")
        for target in ["Custom", "Custom/Inside"] {
            let result = try run(["templates", "export", target])
            XCTAssertEqual(result.status, 1, result.errors)
            XCTAssertEqual(
                result.errors, "Custom: error: expected a folder to export the templates into, found a file\n")
        }
    }

    func testNewIntoAFileIsAPlainError() throws {
        try folder.write("Flows", "a file")
        let result = try run(["new", "ItemFlow"])
        XCTAssertEqual(result.status, 1, result.errors)
        XCTAssertEqual(result.errors, "Flows: error: expected a folder to write the spec into, found a file\n")
    }

    func testUnknownFlagIsAUsageError() throws {
        let result = try run(["validate", "--no-such-flag"])
        XCTAssertEqual(result.status, 64, result.errors)
        XCTAssertTrue(result.errors.contains("Unknown option '--no-such-flag'"), result.errors)
    }

    func testUnknownStyleIsAUsageErrorListingTheStyles() throws {
        for command in ["generate", "docs"] {
            let result = try run([command, "--specs", TestPaths.sharedExamples.path, "--style", "flow-controllr"])
            XCTAssertEqual(result.status, 64, result.errors)
            XCTAssertTrue(result.errors.contains("Please provide one of 'coordinator'"), result.errors)
        }
    }

    func testStyleFlagGeneratesTheNamedStyle() throws {
        let result = try run(
            ["generate", "--specs", TestPaths.sharedExamples.path, "--style", "coordinator", "--dry-run"])
        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertTrue(result.output.contains("would create Generated/CoordinatorFactory.swift"), result.output)
    }

    func testUnknownChildrenValueIsAUsageErrorListingTheValues() throws {
        for command in ["generate", "docs", "new"] {
            let arguments =
                command == "new" ? ["new", "ItemFlow"] : [command, "--specs", TestPaths.sharedExamples.path]
            let result = try run(arguments + ["--children", "base"])
            XCTAssertEqual(result.status, 64, result.errors)
            XCTAssertTrue(result.errors.contains("Please provide one of 'base-class' and 'composition'"), result.errors)
        }
    }

    func testChildrenFlagWinsOverTheFile() throws {
        let specs = try writeSpecs(["coordgen.yml": "children: base-class\n"])
        let result = try run(
            [
                "generate", "--specs", TestPaths.sharedExamples.path, "--config", specs + "/coordgen.yml",
                "--children", "composition", "--output", specs + "/Generated", "--scaffold", specs + "/Navigation",
            ])
        XCTAssertEqual(result.status, 0, result.errors)
        let core = try String(contentsOfFile: specs + "/Generated/NavigationCore.swift", encoding: .utf8)
        XCTAssertTrue(core.contains("final class DefaultCoordinatorDependencies"), core)
        XCTAssertFalse(core.contains("BaseCoordinator"))
    }

    func testUnknownOutputsValueIsAUsageErrorListingTheValues() throws {
        for command in ["generate", "docs", "new"] {
            let arguments =
                command == "new" ? ["new", "ItemFlow"] : [command, "--specs", TestPaths.sharedExamples.path]
            let result = try run(arguments + ["--outputs", "delegate"])
            XCTAssertEqual(result.status, 64, result.errors)
            XCTAssertTrue(result.errors.contains("Please provide one of 'closures' and 'delegates'"), result.errors)
        }
    }

    func testOutputsFlagWinsOverTheFile() throws {
        let specs = try writeSpecs(["coordgen.yml": "outputs: closures\n"])
        let result = try run(
            [
                "generate", "--specs", TestPaths.sharedExamples.path, "--config", specs + "/coordgen.yml",
                "--outputs", "delegates", "--output", specs + "/Generated", "--scaffold", specs + "/Navigation",
            ])
        XCTAssertEqual(result.status, 0, result.errors)
        let core = try String(contentsOfFile: specs + "/Generated/NavigationCore.swift", encoding: .utf8)
        XCTAssertTrue(core.contains("protocol CoordinatorFlowListener"), core)
        XCTAssertTrue(core.contains("BaseCoordinator"), "outputs alone keeps the base class")
    }

    /// A hand-edited scaffold whose route is no longer `weak` is named: a strong route leaks.
    func testAScaffoldWithoutAWeakRouteIsReported() throws {
        let specs = try writeSpecs(["coordgen.yml": "outputs: delegates\n"])
        let arguments = [
            "generate", "--specs", TestPaths.sharedExamples.path, "--config", specs + "/coordgen.yml",
            "--output", specs + "/Generated", "--scaffold", specs + "/Navigation",
        ]
        XCTAssertEqual(try run(arguments).status, 0)
        let path = specs + "/Navigation/ItemFlow/ItemListViewController.swift"
        let text = try String(contentsOfFile: path, encoding: .utf8)
        XCTAssertTrue(text.contains("    weak var route: (any ItemListViewControllerRoute)?\n"), text)
        try Data(text.replacingOccurrences(of: "weak var route", with: "var route").utf8).write(
            to: URL(fileURLWithPath: path))
        let result = try run(arguments)
        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertTrue(
            result.errors.contains("lacks 'weak var route: (any ItemListViewControllerRoute)?'"), result.errors)
        // Switching back to closures: the edited scaffold lacks the closures.
        let closures = try run(arguments.filter { $0 != "--config" && !$0.hasSuffix("coordgen.yml") })
        XCTAssertTrue(closures.errors.contains("lacks 'var onItemSelect: ((Item) -> Void)?'"), closures.errors)
    }

    func testWarningsAloneExitZero() throws {
        let specs = try writeSpecs(["TestFlow.md": "# TestFlow\n\n## Screens\n\n### Home\n\n### Orphan\n"])
        let result = try run(["validate", "--specs", specs])
        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertEqual(result.output, "Validated 1 flow and 2 screens with 1 warning.\n")
        XCTAssertTrue(
            result.errors.contains("TestFlow.md:7:5: warning: screen 'Orphan' is not reachable"), result.errors)
    }

    func testWarningsAsErrorsExitOne() throws {
        let specs = try writeSpecs(["TestFlow.md": "# TestFlow\n\n## Screens\n\n### Home\n\n### Orphan\n"])
        let result = try run(["validate", "--specs", specs, "--warnings-as-errors"])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.errors.contains("TestFlow.md:7:5: error: screen 'Orphan' is not reachable"), result.errors)
    }

    func testMissingFolderExitsOne() throws {
        let result = try run(["validate", "--specs", "NoSuchFolder"])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.errors.hasPrefix("NoSuchFolder: error: spec folder does not exist"), result.errors)
    }

    func testBadConfigurationExitsOne() throws {
        try folder.write("coordgen.yml", "spces: Flows\n")
        let result = try run(["validate"])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.errors.hasPrefix("coordgen.yml:1:1: error: unknown key 'spces' (did you mean 'specs'?)"))
    }

    func testDumpModelPrintsTheModel() throws {
        let result = try run(["dump-model", "--specs", TestPaths.sharedExamples.path])
        XCTAssertEqual(result.status, 0, result.errors)
        var diagnostics = Diagnostics()
        let files = SpecSetLoader().load(directory: TestPaths.sharedExamples.path, diagnostics: &diagnostics)
        XCTAssertEqual(result.output, ModelJSON.encode(Pipeline.model(from: files, diagnostics: &diagnostics)) + "\n")
    }
}
