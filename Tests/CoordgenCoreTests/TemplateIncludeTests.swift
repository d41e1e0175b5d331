import CoordgenCore
import Foundation
import XCTest

/// Templates that include themselves, directly or through others, or too deeply: located errors
/// before anything renders, instead of a crash in the Mustache library.
final class TemplateIncludeTests: CommandLineTestCase {
    private func problems(_ files: [(String, String)]) -> [String] {
        var diagnostics = Diagnostics()
        _ = TemplateLibrary(
            overrides: TemplateFolder(path: "Custom", files: files.map { ($0.0, $0.1) }), diagnostics: &diagnostics)
        return diagnostics.sorted.map(\.description)
    }

    /// A run without overrides skips the check (`TemplateLibrary`): the built-in templates pass it,
    /// every folder of them at once, as an empty override folder makes the library check them all.
    func testTheBuiltInTemplatesPassTheCheck() {
        XCTAssertEqual(problems([]), [])
        var diagnostics = Diagnostics()
        for root in ["Coordinator", "FlowController", "Silver", "Docs"] {
            _ = TemplateLibrary(
                overrides: TemplateFolder(path: "Custom", files: []), roots: [root, "Shared"], diagnostics: &diagnostics
            )
        }
        XCTAssertEqual(diagnostics.sorted.map(\.description), [])
    }

    func testATemplateThatIncludesItselfIsLocated() {
        let found = problems([("Shared/Swift/FlowStorage.mustache", "// storage\n  {{> FlowStorage}}\n")])
        XCTAssertEqual(found.count, 1, "\(found)")
        XCTAssertTrue(
            found[0].hasPrefix(
                "Custom/Shared/Swift/FlowStorage.mustache:2:3: error: template error: 'FlowStorage' includes 'FlowStorage'"
            ),
            found[0])
    }

    /// Asserts that a `FlowStorage` override with `text` gives one problem: its self-include, at `position`.
    private func assertSelfIncludeFound(in text: String, at position: String, line: UInt = #line) {
        let found = problems([("Shared/Swift/FlowStorage.mustache", text)])
        XCTAssertEqual(found.count, 1, "\(found)", line: line)
        XCTAssertTrue(
            found.first?.hasPrefix("Custom/Shared/Swift/FlowStorage.mustache:\(position): error:") ?? false,
            "\(found)", line: line)
    }

    func testAnIncludeIsLocatedInCharactersAfterNonASCIITextAndCRLFLines() {
        // Columns count characters ("é" and "👋🏽" are one each, "e\u{301}" too), and a CRLF line
        // break is a line.
        assertSelfIncludeFound(in: "// storage\r\n// é👋🏽 {{> FlowStorage}}\r\n", at: "2:7")
        assertSelfIncludeFound(in: "// e\u{301} {{> FlowStorage}}\n", at: "1:6")
    }

    func testADelimiterFollowedByACombiningMarkHidesNoInclude() {
        // The Mustache library reads characters: "{{\u{301}" opens no tag, and "}}\u{301}" closes
        // none (the comment runs on over the set-delimiter tag), so the include after them is
        // followed. Matched as bytes, the include was swallowed and the cycle hidden.
        assertSelfIncludeFound(in: "{{\u{301}{{>FlowStorage}}\n", at: "1:3")
        assertSelfIncludeFound(in: "{{! }}\u{301}{{=| |=}}{{>FlowStorage}}\n", at: "1:16")
    }

    func testACycleThroughABuiltInTemplateIsLocated() {
        // Flow (built in) includes FlowStorage, which now includes Flow again.
        let found = problems([("Shared/Swift/FlowStorage.mustache", "{{#storage}}{{>Flow}}{{/storage}}\n")])
        XCTAssertEqual(found.count, 1, "\(found)")
        XCTAssertTrue(found[0].hasPrefix("Custom/Shared/Swift/FlowStorage.mustache:1:13: error:"), found[0])
        XCTAssertTrue(found[0].contains("Flow → FlowStorage → Flow"), found[0])
    }

    func testChangedDelimitersDoNotHideACycle() {
        let found = problems([
            ("Shared/Swift/FlowModules.mustache", "{{=<% %>=}}\n<%! {{> nothing}} %>\n<%> FlowModules %>\n")
        ]
        )
        XCTAssertEqual(found.count, 1, "\(found)")
        XCTAssertTrue(found[0].hasPrefix("Custom/Shared/Swift/FlowModules.mustache:3:1: error:"), found[0])
    }

    func testIncludesWhoseNameComesFromTheDataAreRefused() {
        let found = problems([("Shared/Swift/FlowModules.mustache", "{{>*name}}\n")])
        XCTAssertEqual(found.count, 1, "\(found)")
        XCTAssertTrue(found[0].contains("cannot be checked for cycles"), found[0])
    }

    func testAChainTooDeepIsLocated() {
        // Core → FlowCoordinator → Flow → CoordinatorFactory → ModuleFactoryImp → FlowModuleFactory
        // → ViewController → FlowControllerCore → FlowControllerFactory → Page → PageStyle: 11 templates,
        // none of them included by a built-in template outside the chain.
        let chain = [
            "Coordinator/Swift/Core", "Coordinator/Swift/FlowCoordinator", "Coordinator/Swift/Flow",
            "Coordinator/Swift/CoordinatorFactory", "Shared/Scaffold/ModuleFactoryImp",
            "Shared/Scaffold/FlowModuleFactory", "Shared/Scaffold/ViewController",
            "FlowController/Swift/FlowControllerCore", "FlowController/Swift/FlowControllerFactory", "Docs/Page",
            "Docs/PageStyle",
        ]
        var files: [(String, String)] = []
        for (index, path) in chain.enumerated() {
            let next =
                index + 1 < chain.count ? "{{> \(chain[index + 1].split(separator: "/").last ?? "")}}\n" : "end\n"
            files.append((path + ".mustache", next))
        }
        let found = problems(files)
        XCTAssertEqual(found.count, 1, "\(found)")
        XCTAssertTrue(found[0].hasPrefix("Custom/Coordinator/Swift/Core.mustache:1:1: error:"), found[0])
        XCTAssertTrue(found[0].contains("more than 10 deep"), found[0])
        // Ten deep is fine.
        XCTAssertEqual(problems(Array(files.dropFirst())), [])
    }

    func testTheBuiltInTemplatesPass() {
        XCTAssertEqual(problems([]), [])
    }

    func testGenerateReportsTheCycleAndExitsOne() throws {
        try folder.write("Flows/ItemFlow.md", ContractFixtures.tinyFlow("ItemFlow"))
        // Each command reads only its own templates: generate the style's, docs the pages'.
        try folder.write("Custom/Shared/Swift/FlowStorage.mustache", "{{> FlowStorage}}\n")
        try folder.write("Custom/Docs/PageStyle.mustache", "{{> PageStyle}}\n")
        let cycles = [
            "generate": "Custom/Shared/Swift/FlowStorage.mustache:1:1: error: template error:",
            "docs": "Custom/Docs/PageStyle.mustache:1:1: error: template error:",
        ]
        for (command, expected) in cycles.sorted(by: { $0.key < $1.key }) {
            let result = try coordgen(command, "--templates", "Custom")
            XCTAssertEqual(result.status, 1, "\(command): \(result.errors)")
            XCTAssertTrue(result.errors.contains(expected), "\(command): \(result.errors)")
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.path + "/Generated"))
    }
}
