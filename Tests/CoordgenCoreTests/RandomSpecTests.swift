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
                let specs = files.sorted { $0.key < $1.key }.map { "--- \($0.key)\n\($0.value)" }.joined(
                    separator: "\n")
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

/// The Swift of random spec sets, type-checked like app code against the UIKit stand-in.
final class RandomSpecCompileTests: XCTestCase {
    /// Seeds chosen to cover both access levels and every flow count the generator makes.
    static let seeds: [UInt64] = [3, 4, 5, 6, 11, 12, 41, 42]

    func testGeneratedCodeAndScaffoldsOfRandomSpecSetsCompile() throws {
        try typecheck(seeds: Self.seeds, children: .baseClass)
    }

    /// `children: composition` (coordinators without a superclass), a few seeds of both access levels.
    func testCompositionCodeOfRandomSpecSetsCompiles() throws {
        try typecheck(seeds: [4, 5, 11, 42], children: .composition)
    }

    /// `outputs: delegates`, alone and with `children: composition`, both access levels. Random sets
    /// whose screens share an event's signature with other actions break a rule of the option: the
    /// seeds are ones whose sets keep it.
    func testDelegatesCodeOfRandomSpecSetsCompiles() throws {
        try typecheck(seeds: Self.delegatesSeeds, children: .baseClass, outputs: .delegates)
        try typecheck(seeds: Self.delegatesSeeds, children: .composition, outputs: .delegates)
    }

    static let delegatesSeeds: [UInt64] = [3, 4, 5, 6, 11, 12, 41]

    private func typecheck(
        seeds: [UInt64], children: CoordinatorOptions.Children, outputs: CoordinatorOptions.Outputs = .closures
    ) throws {
        for seed in seeds {
            let (model, diagnostics, _) = RandomSpecTests.model(seed: seed)
            XCTAssertFalse(diagnostics.hasErrors, "seed \(seed)")
            var configuration = Configuration()
            configuration.coordinator.children = children
            configuration.coordinator.outputs = outputs
            var ruleDiagnostics = Diagnostics()
            configuration.outputStyle.validate(model, scope: .all, diagnostics: &ruleDiagnostics)
            XCTAssertEqual(ruleDiagnostics.all.map(\.description), [], "seed \(seed), \(outputs)")
            let isPublic = seed.isMultiple(of: 2)
            configuration.access = isPublic ? .public : .internal
            var renderDiagnostics = Diagnostics()
            let output = SwiftGenerator(templates: TemplateLibrary(diagnostics: &renderDiagnostics))
                .generate(model, configuration: configuration, diagnostics: &renderDiagnostics)
            let folder = try TemporaryDirectory()
            let paths = try output.map { file in
                URL(fileURLWithPath: try folder.write("\(file.kind.rawValue)/\(file.path)", file.contents))
            }
            let appTypes =
                isPublic
                ? "public struct Item: Equatable { public init() {} }\npublic final class Service {}"
                : RandomSpecSets.support
            let result = try SwiftCompileCheck.typecheck(paths, appTypes: appTypes)
            XCTAssertEqual(
                result.status, 0,
                "seed \(seed) (\(configuration.access), \(children), \(outputs)):\n\(result.output)")
        }
    }
}

/// Function types in every place a spec can put a value type: they need `@escaping` where
/// they are parameters, and nowhere else.
final class FunctionTypeCompileTests: XCTestCase {
    static let specs = [
        "HostFlow.md": """
        # HostFlow

        - start: Home

        ## Storage

        - `onPicked: (String) -> Void = { _ in }`
        - `handler: (() -> Void)?`

        ## Screens

        ### Home(onPicked: (String) -> Void)

        - `onPick(callback: @escaping (Int) -> Void)` → store callback as handlerSink, push PickFlow
        - `onHandler(handler: () -> Void)` → store handler

        ## Flows

        ### PickFlow

        - on finish → store onPicked, pop
        """,
        "PickFlow.md": """
        # PickFlow

        - input: `onPicked: (String) -> Void`
        - result: `onPicked: (String) -> Void`

        ## Screens

        ### Picker(onPicked: (String) -> Void)

        - `onDone` → finish
        """,
    ]

    func testFunctionTypesCompileInEveryPosition() throws {
        var specs = Self.specs
        specs["HostFlow.md"] = specs["HostFlow.md"]?.replacingOccurrences(
            of: "store callback as handlerSink, ", with: "")
        var diagnostics = Diagnostics()
        let sources = specs.sorted { $0.key < $1.key }.map { SourceFile(path: "Flows/" + $0.key, text: $0.value) }
        let model = Pipeline.model(from: sources, diagnostics: &diagnostics)
        XCTAssertEqual(diagnostics.all.map(\.description), [])
        let output = SwiftGenerator(templates: TemplateLibrary(diagnostics: &diagnostics))
            .generate(model, configuration: Configuration(), diagnostics: &diagnostics)
        let folder = try TemporaryDirectory()
        let paths = try output.map {
            URL(fileURLWithPath: try folder.write("\($0.kind.rawValue)/\($0.path)", $0.contents))
        }
        let result = try SwiftCompileCheck.typecheck(paths)
        XCTAssertEqual(result.status, 0, result.output)
    }
}
