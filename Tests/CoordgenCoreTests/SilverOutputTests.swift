import CoordgenCore
import Foundation
import XCTest

/// The SILVER style on random spec sets, on `coordgen new`, and its own rules.
final class SilverOutputTests: CommandLineTestCase {
    private static let checks = StyleOutputChecks(
        style: SilverStyle(), coreFiles: ["SilverCore.swift", "ServiceLocator.swift"],
        privateMethods: /\n    private func ((?:make|push|present|setRoot|start|restart)\w*)\(/,
        // The random sets name each flow's `Service` differently; the locator injects by type, so
        // this style needs one name for it across the set.
        adapt: { $0.replacing(/service\d+: Service/, with: "service: Service") })

    func testRandomSpecSetsValidateAndTheirLinesFit() {
        Self.checks.assertRandomSpecSetsValidateAndFit(atLeast: 200)
    }

    func testTheSwiftOfRandomSpecSetsCompiles() throws {
        try Self.checks.assertRandomSpecSetsCompile()
    }

    /// What `new --style silver` writes compiles as app code.
    func testTheSilverCodeOfAFreshFlowCompiles() throws {
        _ = try SwiftCompileCheck.swiftc()
        XCTAssertEqual(try coordgen("new", "ItemFlow", "--style", "silver").status, 0)
        let generated = SwiftCompileCheck.swiftFiles(under: folder.url.appendingPathComponent("Generated"))
        XCTAssertEqual(
            Set(generated.map(\.lastPathComponent)), ["SilverCore.swift", "ServiceLocator.swift", "ItemFlow.swift"])
        let files = generated + SwiftCompileCheck.swiftFiles(under: folder.url.appendingPathComponent("Navigation"))
        let result = try SwiftCompileCheck.typecheck(files)
        XCTAssertEqual(result.status, 0, result.output)
        XCTAssertEqual(result.output, "")
    }

    func testTheStylesRulesAreLocatedAndNameTheStyle() {
        let spec = """
            # ItemFlow

            - start: List

            ## Dependencies

            - `primary: Store`
            - `cache: Store`

            ## Screens

            ### List

            - `onSave` → push Other
            - `save` → pop
            - `configure` → pop

            ### Other

            - `onDone` → finish
            """
        var diagnostics = Diagnostics()
        _ = Pipeline.model(
            from: [SourceFile(path: "Flows/ItemFlow.md", text: spec)], style: SilverStyle(), diagnostics: &diagnostics)
        let errors = diagnostics.all.map(\.description)
        XCTAssertEqual(errors.count, 3, "\(errors)")
        XCTAssertTrue(errors.allSatisfy { $0.contains("style silver") }, "\(errors)")
        XCTAssertTrue(
            errors.contains { $0.hasPrefix("Flows/ItemFlow.md:8:") && $0.contains("ServiceLocator injects by type") },
            "\(errors)")
        XCTAssertTrue(errors.contains { $0.contains("both become 'saveHandler'") }, "\(errors)")
        XCTAssertTrue(errors.contains { $0.contains("event 'configure' clashes") }, "\(errors)")
    }

    /// `I` + a screen's (or a flow's) name + `Router` is its router protocol, so a screen named `I…`
    /// would give a router class named like another screen's protocol (found by a tester: the Swift did
    /// not compile, and `validate` said nothing).
    func testARouterNamedLikeAnotherRoutersProtocolIsRefused() {
        func spec(_ flow: String, screen: String) -> SourceFile {
            SourceFile(
                path: "Flows/\(flow).md",
                text: "# \(flow)\n\n## Screens\n\n### \(screen)\n\n- `onDone` → finish\n")
        }
        var diagnostics = Diagnostics()
        _ = Pipeline.model(
            from: [
                spec("ItemFlow", screen: "ItemList"), spec("ExtraFlow", screen: "IItemList"),
                spec("IItemFlow", screen: "Other"),
            ],
            style: SilverStyle(), diagnostics: &diagnostics)
        XCTAssertEqual(
            diagnostics.all.map(\.description),
            [
                "Flows/ItemFlow.md:1:3: error: flow 'ItemFlow' would generate 'IItemFlowRouter', which flow 'IItemFlow'"
                    + " generates too (style silver); rename one\nFlows/IItemFlow.md:1:3: note: the other flow is here",
                "Flows/ItemFlow.md:5:5: error: screen 'ItemList' would generate 'IItemListRouter', which screen"
                    + " 'IItemList' generates too (style silver); rename one\nFlows/ExtraFlow.md:5:5: note: the other"
                    + " screen is here",
            ])
        var coordinator = Diagnostics()
        _ = Pipeline.model(
            from: [spec("ItemFlow", screen: "ItemList"), spec("ExtraFlow", screen: "IItemList")],
            diagnostics: &coordinator)
        XCTAssertEqual(coordinator.all.map(\.description), [], "other styles have no 'I' prefix")
    }

    func testNamesTheFlowRouterOrTheLocatorAlreadyUseAreRefused() {
        let kid = """
            # KidFlow

            - start: Sheet
            - input: `makeSheet: Int`, `presentGrandFlow: Int`

            ## Dependencies

            - `inject: Store`
            - `cache: any Store`

            ## Screens

            ### Sheet

            - `onShow` → present GrandFlow
            """
        let grand = """
            # GrandFlow

            - start: Step

            ## Dependencies

            - `store: Store`

            ## Screens

            ### Step

            - `onDone` → finish
            """
        var diagnostics = Diagnostics()
        _ = Pipeline.model(
            from: [
                SourceFile(path: "Flows/KidFlow.md", text: kid), SourceFile(path: "Flows/GrandFlow.md", text: grand),
            ],
            style: SilverStyle(), diagnostics: &diagnostics)
        let errors = diagnostics.all.map(\.description).joined(separator: "\n")
        XCTAssertTrue(errors.contains("flow input 'makeSheet' clashes"), errors)
        XCTAssertTrue(errors.contains("flow input 'presentGrandFlow' clashes"), errors)
        XCTAssertTrue(errors.contains("dependency 'inject' clashes with a member of ServiceLocator"), errors)
        XCTAssertTrue(errors.contains("dependency type any Store is declared as"), errors)
    }

    /// `validate --style` checks a spec set against another style; switching a project's style
    /// warns about each edited scaffold that no longer fits; `new --style` against the
    /// configuration says so.
    func testSwitchingStylesFromTheCommandLine() throws {
        XCTAssertEqual(try coordgen("new", "ItemFlow").status, 0)
        try folder.write(
            "Flows/ItemFlow.md",
            try String(contentsOf: folder.url.appendingPathComponent("Flows/ItemFlow.md"), encoding: .utf8)
                .replacingOccurrences(of: "- start:", with: "- input: `title: String`\n- start:"))
        XCTAssertEqual(try coordgen("validate").status, 0)
        let validate = try coordgen("validate", "--style", "flow-controller")
        XCTAssertEqual(validate.status, 1)
        XCTAssertTrue(validate.errors.contains("(style flow-controller)"), validate.errors)

        let edited = "Navigation/ItemFlow/ItemListViewController.swift"
        try folder.write(
            edited, try String(contentsOf: folder.url.appendingPathComponent(edited), encoding: .utf8) + "// mine\n")
        let generate = try coordgen("generate", "--style", "silver")
        XCTAssertEqual(generate.status, 0, generate.errors)
        XCTAssertTrue(
            generate.errors.contains(
                "\(edited): warning: this file no longer meets its protocol: it lacks"
                    + " 'private let router: ItemListRouter'"), generate.errors)

        let other = try coordgen("new", "OtherFlow", "--style", "silver")
        XCTAssertEqual(other.status, 0, other.errors)
        XCTAssertTrue(other.errors.contains("coordgen.yml: warning: says 'style: coordinator'"), other.errors)
    }
}
