import CoordgenCore
import Foundation
import XCTest

/// The generator on spec sets nobody wrote by hand: each random set must validate without
/// errors, and its Swift (generated files and scaffolds) must type-check against the UIKit
/// stand-in in Swift 6 mode with warnings as errors.
final class RandomSpecTests: XCTestCase {
    static func model(seed: UInt64) -> (FlowModel, Diagnostics, [String: String]) {
        let files = RandomSpecSets.make(seed: seed, flowCount: 3 + Int(seed % 4))
        var diagnostics = Diagnostics()
        let sources = files.sorted { $0.key < $1.key }.map { SourceFile(path: "Flows/" + $0.key, text: $0.value) }
        return (Pipeline.model(from: sources, diagnostics: &diagnostics), diagnostics, files)
    }

    func testRandomSpecSetsValidateAndRender() throws {
        for seed in UInt64(1)...200 {
            let (model, diagnostics, files) = Self.model(seed: seed)
            let errors = diagnostics.all.filter { $0.severity == .error }
            guard errors.isEmpty else {
                let specs = files.sorted { $0.key < $1.key }.map { "--- \($0.key)\n\($0.value)" }.joined(separator: "\n")
                XCTFail("seed \(seed):\n\(errors.map(\.description).joined(separator: "\n"))\n\(specs)")
                continue
            }
            var configuration = Configuration()
            configuration.access = seed.isMultiple(of: 2) ? .public : .internal
            var renderDiagnostics = Diagnostics()
            let templates = TemplateLibrary(diagnostics: &renderDiagnostics)
            let output = SwiftGenerator(templates: templates).generate(
                model, configuration: configuration, diagnostics: &renderDiagnostics)
            XCTAssertEqual(renderDiagnostics.all.map(\.description), [], "seed \(seed)")
            XCTAssertEqual(output.count { $0.kind == .generated }, model.flows.count + 2, "seed \(seed)")
        }
    }
}
