import CoordgenCore
import XCTest

/// `coordgen.yml`: strict keys, text values, located YAML errors, defaults for an empty file.
final class ConfigTests: XCTestCase {
    private let path = "coordgen.yml"

    private func load(_ text: String) -> (Configuration, [String]) {
        var diagnostics = Diagnostics()
        let configuration = ConfigurationLoader().load(text, path: path, diagnostics: &diagnostics)
        return (configuration, diagnostics.sorted.map(\.description))
    }

    func testEveryKey() {
        let (configuration, diagnostics) = load(
            """
            # Settings for coordgen
            specs: App/Flows
            output: App/Generated
            scaffold: App/Navigation
            docs: Docs/flows
            access: public
            templates: App/Templates
            """)
        XCTAssertEqual(diagnostics, [])
        var expected = Configuration()
        expected.specs = "App/Flows"
        expected.output = "App/Generated"
        expected.scaffold = "App/Navigation"
        expected.docs = "Docs/flows"
        expected.access = .public
        expected.templates = "App/Templates"
        XCTAssertEqual(configuration, expected)
    }

    func testEmptyFileMeansDefaults() {
        for text in ["", "\n\n", "# only a comment\n", "---\n"] {
            let (configuration, diagnostics) = load(text)
            XCTAssertEqual(diagnostics, [], "for \(text.debugDescription)")
            XCTAssertEqual(configuration, Configuration(), "for \(text.debugDescription)")
        }
        XCTAssertEqual(Configuration().specs, "Flows")
        XCTAssertEqual(Configuration().access, .internal)
        XCTAssertNil(Configuration().templates)
    }

    func testUnknownKeySuggestsTheNearest() {
        let (configuration, diagnostics) = load("specs: Flows\nouptut: Gen\n")
        XCTAssertEqual(
            diagnostics,
            [
                "coordgen.yml:2:1: error: unknown key 'ouptut' (did you mean 'output'?); keys are specs, output,"
                    + " scaffold, docs, access, templates, style, children, outputs"
            ])
        XCTAssertEqual(configuration.output, "Generated", "an unknown key changes nothing")
    }

    func testUnknownKeyWithoutSuggestion() {
        XCTAssertEqual(
            load("verbose: true\n").1,
            [
                "coordgen.yml:1:1: error: unknown key 'verbose'; keys are specs, output, scaffold, docs, access,"
                    + " templates, style, children, outputs"
            ])
    }

    func testMappingInsteadOfText() {
        XCTAssertEqual(
            load("specs:\n  folder: Flows\n").1,
            ["coordgen.yml:2:3: error: 'specs' expects a text value, like 'specs: Flows'"])
    }

    func testListInsteadOfText() {
        XCTAssertEqual(
            load("output: [A, B]\n").1,
            ["coordgen.yml:1:9: error: 'output' expects a text value, like 'output: Generated'"])
    }

    func testMissingValue() {
        XCTAssertEqual(
            load("docs:\n").1, ["coordgen.yml:1:6: error: 'docs' expects a text value, like 'docs: docs/flows'"])
    }

    func testBadAccessValue() {
        let (configuration, diagnostics) = load("access: private\n")
        XCTAssertEqual(diagnostics, ["coordgen.yml:1:9: error: 'access' is 'internal' or 'public', not 'private'"])
        XCTAssertEqual(configuration.access, .internal)
    }

    func testStyleNamesAStyle() {
        let (configuration, diagnostics) = load("style: coordinator\n")
        XCTAssertEqual(diagnostics, [])
        XCTAssertEqual(configuration.style, "coordinator")
        XCTAssertEqual(Configuration().style, "coordinator", "the default style")
    }

    func testUnknownStyleListsTheStyles() {
        let (configuration, diagnostics) = load("specs: Flows\nstyle: coordinater\n")
        XCTAssertEqual(
            diagnostics,
            [
                "coordgen.yml:2:8: error: unknown style 'coordinater' (did you mean 'coordinator'?); styles are"
                    + " \(OutputStyles.names)"
            ])
        XCTAssertEqual(configuration.style, OutputStyles.defaultName)
    }

    func testChildrenIsAnOptionOfTheCoordinatorStyle() {
        let (configuration, diagnostics) = load("children: composition\n")
        XCTAssertEqual(diagnostics, [])
        XCTAssertEqual(configuration.coordinator.children, .composition)
        XCTAssertEqual(Configuration().coordinator.children, .baseClass, "the default")
        XCTAssertEqual(load("children: base-class\n").0.coordinator.children, CoordinatorOptions.Children.baseClass)
    }

    func testUnknownChildrenValueListsTheValues() {
        let (configuration, diagnostics) = load("specs: Flows\nchildren: compositon\n")
        XCTAssertEqual(
            diagnostics,
            [
                "coordgen.yml:2:11: error: unknown children value 'compositon' (did you mean 'composition'?);"
                    + " 'children' is base-class, composition"
            ])
        XCTAssertEqual(configuration.coordinator.children, .baseClass)
        XCTAssertEqual(
            load("children: 1\n").1,
            ["coordgen.yml:1:11: error: unknown children value '1'; 'children' is base-class, composition"])
    }

    func testOutputsIsAnOptionOfTheCoordinatorStyle() {
        let (configuration, diagnostics) = load("outputs: delegates\n")
        XCTAssertEqual(diagnostics, [])
        XCTAssertEqual(configuration.coordinator.outputs, .delegates)
        XCTAssertEqual(configuration.coordinator.children, .baseClass, "each option alone")
        XCTAssertEqual(Configuration().coordinator.outputs, .closures, "the default")
        XCTAssertEqual(load("outputs: closures\n").0.coordinator.outputs, CoordinatorOptions.Outputs.closures)
        let both = load("outputs: delegates\nchildren: composition\n")
        XCTAssertEqual(both.1, [])
        XCTAssertEqual(both.0.coordinator, CoordinatorOptions(children: .composition, outputs: .delegates))
    }

    func testUnknownOutputsValueListsTheValues() {
        let (configuration, diagnostics) = load("specs: Flows\noutputs: delegate\n")
        XCTAssertEqual(
            diagnostics,
            [
                "coordgen.yml:2:10: error: unknown outputs value 'delegate' (did you mean 'delegates'?);"
                    + " 'outputs' is closures, delegates"
            ])
        XCTAssertEqual(configuration.coordinator.outputs, .closures)
    }

    func testKeySetTwice() {
        XCTAssertEqual(load("specs: A\nspecs: B\n").1, ["coordgen.yml:2:1: error: key 'specs' is set twice"])
    }

    func testTopLevelIsNotAMapping() {
        XCTAssertEqual(
            load("- specs\n- output\n").1,
            [
                "coordgen.yml:1:1: error: expected 'key: value' lines (specs, output, scaffold, docs, access,"
                    + " templates, style, children, outputs)"
            ])
    }

    func testInvalidYAMLIsLocated() {
        XCTAssertEqual(
            load("specs: Flows\n  output: : x\n").1,
            ["coordgen.yml:2:9: error: invalid YAML: mapping values are not allowed in this context"])
    }

    func testUnterminatedQuote() {
        XCTAssertEqual(
            load("specs: Flows\noutput: \"Generated\n").1,
            ["coordgen.yml:3:1: error: invalid YAML: found unexpected end of stream"])
    }

    func testTabIndentation() {
        XCTAssertEqual(
            load("\tspecs: Flows\n").1,
            ["coordgen.yml:1:1: error: invalid YAML: found character that cannot start any token"])
    }

    func testEveryProblemIsReported() {
        XCTAssertEqual(
            load("spec: A\naccess: open\noutput:\n  - x\n").1,
            [
                "coordgen.yml:1:1: error: unknown key 'spec' (did you mean 'specs'?); keys are specs, output,"
                    + " scaffold, docs, access, templates, style, children, outputs",
                "coordgen.yml:2:9: error: 'access' is 'internal' or 'public', not 'open'",
                "coordgen.yml:4:3: error: 'output' expects a text value, like 'output: Generated'",
            ])
    }
}
