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
}
