import CoordgenCore
import XCTest

/// `coordgen config init` and `coordgen config lint`, through the built binary.
final class ConfigCommandTests: CommandLineTestCase {
    private let spec = "# ItemFlow\n\n- start: ItemList\n\n## Screens\n\n### ItemList\n\n- `onDone` → finish\n"

    func testInitWritesEveryKeyWithItsDefaultAndLintsCleanAndValidates() throws {
        try folder.write("Flows/ItemFlow.md", spec)
        let initialised = try coordgen("config", "init")
        XCTAssertEqual(initialised.status, 0, initialised.errors)
        XCTAssertEqual(initialised.output, "Created coordgen.yml\n")
        let text = try String(contentsOfFile: folder.path + "/coordgen.yml", encoding: .utf8)
        for key in Configuration.keys {
            XCTAssertTrue(text.contains("\n\(key): ") || text.contains("\n# \(key): "), "\(key) in\n\(text)")
        }
        var diagnostics = Diagnostics()
        let loaded = ConfigurationLoader().load(text, path: "coordgen.yml", diagnostics: &diagnostics)
        XCTAssertTrue(diagnostics.all.isEmpty, "\(diagnostics.all)")
        XCTAssertEqual(loaded, Configuration())

        let lint = try coordgen("config", "lint")
        XCTAssertEqual(lint.status, 0, lint.errors)
        XCTAssertEqual(lint.output, "coordgen.yml: no problems.\n")
        XCTAssertEqual(lint.errors, "")
        let validate = try coordgen("validate")
        XCTAssertEqual(validate.status, 0, validate.errors)
    }

    func testInitNeverOverwrites() throws {
        try folder.write("coordgen.yml", "specs: Mine\n")
        let result = try coordgen("config", "init")
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(
            result.errors,
            "coordgen.yml: error: already exists; coordgen config init never overwrites a configuration\n")
        XCTAssertEqual(try String(contentsOfFile: folder.path + "/coordgen.yml", encoding: .utf8), "specs: Mine\n")
    }

    func testLintLocatesEveryProblem() throws {
        try folder.write("Generated", "a file where the output folder goes\n")
        try folder.write(
            "coordgen.yml",
            "specs: Nope\nacess: public\nstyle: silver\nchildren: composition\nscaffold: [a]\ntemplates: T\n"
                + "output: Generated\naccess: open\n")
        let result = try coordgen("config", "lint")
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.output, "")
        XCTAssertEqual(
            result.errors,
            """
            coordgen.yml:1:8: error: 'specs' names a folder that does not exist: Nope
            coordgen.yml:2:1: error: unknown key 'acess' (did you mean 'access'?); keys are specs, output, scaffold, docs, access, templates, style, children, outputs
            coordgen.yml:4:11: warning: 'children' is an option of style coordinator; style silver ignores it; remove it, or set 'style: coordinator'
            coordgen.yml:5:11: error: 'scaffold' expects a text value, like 'scaffold: Navigation'
            coordgen.yml:6:12: error: 'templates' names a folder that does not exist: T
            coordgen.yml:7:9: error: 'output' names a file, not a folder: Generated
            coordgen.yml:8:9: error: 'access' is 'internal' or 'public', not 'open'
            coordgen: coordgen.yml has problems: 6 errors, 1 warning

            """)
    }

    func testLintPassesWithWarningsAloneAndReadsTheFileAbove() throws {
        try folder.write("Flows/ItemFlow.md", spec)
        try folder.write("coordgen.yml", "style: flow-controller\noutputs: delegates\n")
        try folder.write("Sub/keep", "")
        let result = try CoordgenRunner.run(["config", "lint"], in: folder.url.appendingPathComponent("Sub"))
        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertEqual(result.output, "coordgen.yml: no errors, 1 warning.\n")
        XCTAssertTrue(result.errors.hasPrefix("coordgen.yml:2:10: warning: 'outputs' is an option"), result.errors)
    }

    func testLintWithoutAConfigurationSaysHowToWriteOne() throws {
        let result = try coordgen("config", "lint")
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(
            result.errors,
            "coordgen: error: no coordgen.yml here or in a folder above; write one with 'coordgen config init'\n")
    }
}
