import CoordgenCore
import Foundation
import XCTest

/// The Swift generated from the project's example specs, compared byte for byte with the files
/// under `Tests/GoldenApp/`, which the `GoldenApp` target compiles against the UIKit stand-in
/// and `GeneratedCodeTests` exercises. Re-record with `COORDGEN_RECORD=1`.
final class GeneratedSwiftGoldenTests: XCTestCase {
    /// Relative to the package root, as a user would run `coordgen generate --specs docs/examples/Flows`.
    static let specsPath = "docs/examples/Flows"

    static func exampleFiles(in specsPath: String = specsPath) throws -> [SourceFile] {
        let folder = TestPaths.packageRoot.appendingPathComponent(specsPath)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".md") }
        return try names.sorted().map { name in
            SourceFile(
                path: specsPath + "/" + name,
                text: try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8))
        }
    }

    /// The shared example specs, as a user who copied them into `Flows/` would have them.
    static func sharedExampleFiles() throws -> [SourceFile] {
        try TestPaths.sharedExampleFiles().sorted { $0.key < $1.key }.map {
            SourceFile(path: "Flows/" + $0.key, text: $0.value)
        }
    }

    static func generate(
        _ files: [SourceFile]? = nil, specs: String = specsPath, access: Configuration.AccessLevel = .internal,
        style: any OutputStyle = OutputStyles.defaultStyle, configuration base: Configuration = Configuration(),
        expectedWarnings: [String] = []
    ) throws -> [GeneratedFile] {
        var diagnostics = Diagnostics()
        let model = Pipeline.model(from: try files ?? exampleFiles(), diagnostics: &diagnostics)
        XCTAssertEqual(diagnostics.all.map(\.description), expectedWarnings)
        var configuration = base
        configuration.specs = specs
        configuration.access = access
        let templates = TemplateLibrary(roots: style.templateRoots, diagnostics: &diagnostics)
        let files = SwiftGenerator(templates: templates, style: style).generate(
            model, configuration: configuration, diagnostics: &diagnostics)
        XCTAssertEqual(diagnostics.all.map(\.description), expectedWarnings, "nothing more from generating")
        return files
    }

    func testGeneratedSwiftMatchesGoldenFiles() throws {
        try assertMatchesGolden(try Self.generate(), target: "GoldenApp")
    }

    /// The shared examples with `access: public`, compiled by the `GoldenPublicApp` target.
    func testPublicSwiftOfTheSharedExamplesMatchesGoldenFiles() throws {
        try assertMatchesGolden(
            try Self.generate(Self.sharedExampleFiles(), specs: "Flows", access: .public), target: "GoldenPublicApp")
    }

    /// The example specs with `children: composition`, compiled by `GoldenCompositionApp` and
    /// exercised by `CompositionTests`.
    func testCompositionSwiftMatchesGoldenFiles() throws {
        var configuration = Configuration()
        configuration.coordinator.children = .composition
        try assertMatchesGolden(try Self.generate(configuration: configuration), target: "GoldenCompositionApp")
    }

    /// The example specs with `outputs: delegates` and `children: composition`, compiled by
    /// `GoldenDelegatesApp` and exercised by `DelegatesTests`.
    func testDelegatesSwiftMatchesGoldenFiles() throws {
        var configuration = Configuration()
        configuration.coordinator.children = .composition
        configuration.coordinator.outputs = .delegates
        try assertMatchesGolden(try Self.generate(configuration: configuration), target: "GoldenDelegatesApp")
    }

    func testDelegatesAloneSwiftMatchesGoldenFiles() throws {
        var configuration = Configuration()
        configuration.coordinator.outputs = .delegates
        try assertMatchesGolden(try Self.generate(configuration: configuration), target: "GoldenDelegatesOnlyApp")
    }

    func testFlowControllerSwiftMatchesGoldenFiles() throws {
        try assertMatchesGolden(try Self.generate(style: FlowControllerStyle()), target: "GoldenFlowControllerApp")
    }

    func testPublicFlowControllerSwiftOfTheSharedExamplesMatchesGoldenFiles() throws {
        try assertMatchesGolden(
            try Self.generate(Self.sharedExampleFiles(), specs: "Flows", access: .public, style: FlowControllerStyle()),
            target: "GoldenFlowControllerPublicApp")
    }

    func testSilverSwiftMatchesGoldenFiles() throws {
        try assertMatchesGolden(try Self.generate(style: SilverStyle()), target: "GoldenSilverApp")
    }

    /// The specs of spec format 1.1, compiled by `GoldenV11App` and exercised by `V11BehaviourTests`.
    func testSwiftOfTheV11SpecsMatchesGoldenFiles() throws {
        let specs = "docs/examples/Shop/Flows"
        try assertMatchesGolden(
            try Self.generate(Self.exampleFiles(in: specs), specs: specs), target: "GoldenV11App")
    }

    private func assertMatchesGolden(_ files: [GeneratedFile], target: String) throws {
        XCTAssertFalse(files.isEmpty)
        for file in files {
            let folder = file.kind == .generated ? "Generated" : "Navigation"
            assertGolden(file.contents, at: "../../\(target)/\(folder)/\(file.path)")
        }
        // No stale expected file may linger next to the recorded ones.
        for folder in ["Generated", "Navigation"] {
            let root = TestPaths.packageRoot.appendingPathComponent("Tests/\(target)/\(folder)")
            let expected = Set(files.filter { ($0.kind == .generated) == (folder == "Generated") }.map(\.path))
            let onDisk = (FileManager.default.enumerator(atPath: root.path)?.allObjects as? [String] ?? [])
                .filter { $0.hasSuffix(".swift") }
            for path in onDisk where !expected.contains(path) {
                XCTFail("Tests/\(target)/\(folder)/\(path) is no longer generated; delete it")
            }
        }
    }

    func testGenerationIsDeterministicWhateverTheFileOrder() throws {
        var diagnostics = Diagnostics()
        let files = try Self.exampleFiles()
        var configuration = Configuration()
        configuration.specs = Self.specsPath
        let templates = TemplateLibrary(diagnostics: &diagnostics)
        let generator = SwiftGenerator(templates: templates)
        let forward = generator.generate(
            Pipeline.model(from: files, diagnostics: &diagnostics), configuration: configuration,
            diagnostics: &diagnostics)
        let backward = generator.generate(
            Pipeline.model(from: files.reversed(), diagnostics: &diagnostics), configuration: configuration,
            diagnostics: &diagnostics)
        XCTAssertEqual(forward, backward)
    }

    func testEveryGeneratedFileStartsWithTheHeaderAndScaffoldsDoNot() throws {
        for file in try Self.generate() {
            let firstLine = file.contents.split(separator: "\n").first.map(String.init) ?? ""
            switch file.kind {
            case .generated:
                XCTAssertTrue(firstLine.hasPrefix("// Generated by coordgen from "), file.path)
                XCTAssertTrue(firstLine.hasSuffix(". Do not edit."), file.path)
            case .scaffold:
                XCTAssertFalse(firstLine.hasPrefix(GeneratedFile.headerPrefix), file.path)
            }
        }
    }
}
