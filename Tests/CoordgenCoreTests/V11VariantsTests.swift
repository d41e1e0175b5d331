import CoordgenCore
import Foundation
import XCTest

/// The v1.1 specs (`docs/examples/Shop/Flows/`) type-check with the coordinator style's other
/// options too: `outputs: delegates`, `children: composition` and `access: public`, against the
/// UIKit stand-in. (`GoldenV11App` compiles the default options.)
final class V11VariantsTests: XCTestCase {
    func testTheV11SpecsTypeCheckWithEveryCoordinatorOption() throws {
        _ = try SwiftCompileCheck.swiftc()
        let specs = "docs/examples/Shop/Flows"
        let files = try GeneratedSwiftGoldenTests.exampleFiles(in: specs)
        let support = try String(
            contentsOf: TestPaths.packageRoot.appendingPathComponent("Tests/GoldenV11App/Support/AppTypes.swift"),
            encoding: .utf8)
        let variants: [(Configuration.AccessLevel, CoordinatorOptions.Outputs, CoordinatorOptions.Children)] = [
            (.internal, .delegates, .baseClass), (.public, .closures, .composition),
            (.public, .delegates, .composition),
        ]
        for (access, outputs, children) in variants {
            var configuration = Configuration()
            configuration.coordinator.outputs = outputs
            configuration.coordinator.children = children
            // The CLI validates with the style's own rules first (delegates has some of its own).
            var diagnostics = Diagnostics()
            let model = Pipeline.model(from: files, diagnostics: &diagnostics)
            configuration.outputStyle.validate(model, scope: .all, diagnostics: &diagnostics)
            XCTAssertEqual(diagnostics.sorted.map(\.description), [], "\(access), \(outputs), \(children)")
            let generated = try GeneratedSwiftGoldenTests.generate(
                files, specs: specs, access: access, configuration: configuration)
            let folder = try TemporaryDirectory()
            let paths = try generated.map { URL(fileURLWithPath: try folder.write($0.path, $0.contents)) }
            let appTypes =
                access == .public
                ? support.replacingOccurrences(of: "struct ", with: "public struct ")
                    .replacingOccurrences(of: "\nenum ", with: "\npublic enum ") : support
            let result = try SwiftCompileCheck.typecheck(paths, appTypes: appTypes)
            XCTAssertEqual(result.status, 0, "\(access), \(outputs), \(children):\n\(result.output)")
        }
    }
}
