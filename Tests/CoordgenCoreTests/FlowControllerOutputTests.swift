import CoordgenCore
import Foundation
import XCTest

/// The flow-controller style on spec sets nobody wrote by hand, and on the examples: it validates
/// (or refuses with its own located errors), its lines fit, every `wire…` method is called, and its
/// Swift type-checks against the UIKit stand-in like app code, quickly.
final class FlowControllerOutputTests: XCTestCase {
    private static let style = FlowControllerStyle()

    private static let checks = StyleOutputChecks(
        style: style, coreFiles: ["FlowControllerCore.swift", "FlowControllerFactory.swift"],
        privateMethods: /\n    private func (wire\w*)\(/)

    func testRandomSpecSetsValidateOrGetTheStylesOwnErrorsAndTheirLinesFit() {
        // The coordinator style accepts every random set; this style may refuse a child at the
        // bottom of a stack that nothing replaces, and says so.
        Self.checks.assertRandomSpecSetsValidateAndFit(atLeast: 100)
    }

    /// Eight random sets that suit the style, of both access levels, type-check as app code.
    func testTheSwiftOfRandomSpecSetsCompiles() throws {
        try Self.checks.assertRandomSpecSetsCompile()
    }

    /// Parameters named like the flow controller's members, keywords, a start flow with no handler
    /// in a flow without screens: all compile, and every function type-checks in under 20 ms.
    func testParametersThatHideMembersCompileQuickly() throws {
        var specs = GeneratedCodeReviewTests.shadowingSpecs
        // A child at the bottom of a flow with screens must be replaced: not the case in these specs.
        specs["MainFlow.md"] = specs["MainFlow.md"]?.replacingOccurrences(
            of: "`onBack(factory: Int, placement: Int)` → pop",
            with: "`onBack(factory: Int, placement: Int, flows: Int, delegate: Int, content: Int)` → pop")
        let folder = try TemporaryDirectory()
        var diagnostics = Diagnostics()
        let sources = specs.sorted { $0.key < $1.key }.map { SourceFile(path: "Flows/" + $0.key, text: $0.value) }
        let model = Pipeline.model(from: sources, style: Self.style, diagnostics: &diagnostics)
        XCTAssertFalse(diagnostics.hasErrors, diagnostics.all.map(\.description).joined(separator: "\n"))
        var configuration = Configuration()
        configuration.style = Self.style.name
        let paths = try Pipeline.swiftFiles(for: model, configuration: configuration, diagnostics: &diagnostics).map {
            URL(fileURLWithPath: try folder.write("\($0.kind.rawValue)/\($0.path)", $0.contents))
        }
        try GeneratedCodeReviewTests.assertTypeChecksQuickly(paths, appTypes: "struct Item {}")
    }

    /// The golden flow-controller app and 200 random flows type-check quickly too.
    func testGeneratedFunctionsTypeCheckQuickly() throws {
        let golden = SwiftCompileCheck.swiftFiles(
            under: TestPaths.packageRoot.appendingPathComponent("Tests/GoldenFlowControllerApp"))
        try GeneratedCodeReviewTests.assertTypeChecksQuickly(golden, appTypes: "")
    }

    func testFlowInputsNamedLikeUIViewControllerMembersAreRefusedWithTheStyle() {
        let spec = """
            # ItemFlow

            - start: List
            - input: `title: String`

            ## Screens

            ### List

            - `onDone` → finish
            """
        var diagnostics = Diagnostics()
        _ = Pipeline.model(
            from: [SourceFile(path: "Flows/ItemFlow.md", text: spec)], style: Self.style, diagnostics: &diagnostics)
        XCTAssertEqual(
            diagnostics.all.map(\.description),
            [
                "Flows/ItemFlow.md:4:11: error: flow input 'title' clashes with a name ItemFlowController, a"
                    + " UIViewController, already uses (style flow-controller); rename it"
            ])
        var coordinatorDiagnostics = Diagnostics()
        _ = Pipeline.model(
            from: [SourceFile(path: "Flows/ItemFlow.md", text: spec)], diagnostics: &coordinatorDiagnostics)
        XCTAssertEqual(coordinatorDiagnostics.all.map(\.description), [], "the coordinator style has no such member")
    }

    func testAChildAtTheBottomOfAStackMustBeReplacedOrEndTheParent() {
        let parent = """
            # MainFlow

            - start: LoginFlow

            ## Screens

            ### Home

            - `onOut` → finish

            ## Flows

            ### LoginFlow

            - on finish → push Home
            """
        let child = """
            # LoginFlow

            - start: Form

            ## Screens

            ### Form

            - `onDone` → finish
            - `onQuit` → cancel
            """
        var diagnostics = Diagnostics()
        _ = Pipeline.model(
            from: [
                SourceFile(path: "Flows/LoginFlow.md", text: child),
                SourceFile(path: "Flows/MainFlow.md", text: parent),
            ], style: Self.style, diagnostics: &diagnostics)
        let errors = diagnostics.all.filter { $0.severity == .error }.map(\.description)
        XCTAssertEqual(errors.count, 2, "\(errors)")
        XCTAssertTrue(errors[0].hasPrefix("Flows/MainFlow.md:"), errors[0])
        XCTAssertTrue(
            errors.allSatisfy {
                $0.contains("with style flow-controller, LoginFlow is the bottom of MainFlow's stack")
            }, "\(errors)")
        XCTAssertTrue(
            errors.contains { $0.contains("'- on finish → …'") }
                && errors.contains { $0.contains("'- on cancel → …'") }, "\(errors)")
    }
}
