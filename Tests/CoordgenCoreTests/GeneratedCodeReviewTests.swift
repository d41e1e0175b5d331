import Foundation
import XCTest

@testable import CoordgenCore

/// What a reviewer checks in generated code, checked on every output instead of by eye: no name
/// outside the contract that an app's own types could clash with, lines within 120 characters,
/// no method that nothing calls, and functions that are cheap to type-check.
final class GeneratedCodeReviewTests: XCTestCase {
    /// The golden app: generated files, scaffolds and the app's own types.
    private static var goldenAppFiles: [URL] {
        let root = TestPaths.packageRoot.appendingPathComponent("Tests/GoldenApp")
        return SwiftCompileCheck.swiftFiles(under: root)
    }

    private static func goldenGeneratedFiles() throws -> [(path: String, text: String)] {
        let folders = ["Tests/GoldenApp/Generated", "Tests/GoldenPublicApp/Generated"]
        return try folders.flatMap { folder in
            try SwiftCompileCheck.swiftFiles(under: TestPaths.packageRoot.appendingPathComponent(folder)).map {
                ("\(folder)/\($0.lastPathComponent)", try String(contentsOf: $0, encoding: .utf8))
            }
        }
    }

    /// Every name the generated files declare at module scope, as members of types, or as members
    /// of nested types (locals, which are indented deeper, cannot clash).
    static func declaredNames(in text: String) -> Set<String> {
        let modifiers = Set([
            "public", "open", "private", "fileprivate", "internal", "final", "override", "static", "@MainActor",
            "private(set)", "@discardableResult", "nonisolated",
        ])
        let kinds = Set(["class", "struct", "enum", "protocol", "typealias", "func", "var", "let", "case", "init"])
        var names: Set<String> = []
        for line in text.split(separator: "\n") {
            let indentation = line.prefix { $0 == " " }.count
            guard indentation <= 8 else { continue }
            var words = line.split(separator: " ").map(String.init)[...]
            while let first = words.first, modifiers.contains(first) { words = words.dropFirst() }
            guard let kind = words.first, kinds.contains(kind), kind != "init", words.count > 1 else { continue }
            let name = words[words.startIndex + 1].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            if !name.isEmpty { names.insert(String(name)) }
        }
        return names
    }

    /// The names the contract (generated-api-v1.md) gives the app, for the example specs.
    private static func contractNames() throws -> Set<String> {
        var names: Set<String> = [
            "Presentable", "Router", "NavigationRouter", "Coordinator", "BaseCoordinator", "FlowPlacement",
            "ModuleFactory", "ModuleDependencies", "StartDecisions", "CoordinatorFactory", "CoordinatorFactoryImp",
            "ModuleFactoryImp", "toPresent", "present", "dismissModule", "push", "popModule", "popToModule",
            "popToRootModule", "setRootModule", "childCoordinators", "start", "addDependency", "removeDependency",
            "finishFlow", "cancelFlow", "storage", "root", "pushed", "init",
        ]
        var diagnostics = Diagnostics()
        let model = Pipeline.model(from: try GeneratedSwiftGoldenTests.exampleFiles(), diagnostics: &diagnostics)
        for flow in model.flows {
            let flowNames = flow.names
            names.formUnion([
                flowNames.coordinator, flowNames.coordinatorOutput, flowNames.moduleFactory, flowNames.storage,
                flowNames.dependencies, flowNames.startEnum, flowNames.decideStart, flowNames.makeCoordinatorBox,
                flowNames.caseName,
            ])
            names.formUnion(flow.storage.map(\.name) + flow.dependencies.map(\.name) + flow.inputs.map(\.name))
            for screen in flow.screens {
                names.formUnion([screen.names.module, screen.names.factoryMethod, screen.names.viewController])
                names.formUnion(screen.events.map(\.name))
            }
        }
        return names
    }

    func testNoNameOutsideTheContractCanClashWithTheAppsOwnDeclarations() throws {
        let generated = SwiftCompileCheck.swiftFiles(
            under: TestPaths.packageRoot.appendingPathComponent("Tests/GoldenApp/Generated"))
        var internalNames: Set<String> = []
        for file in generated {
            internalNames.formUnion(Self.declaredNames(in: try String(contentsOf: file, encoding: .utf8)))
        }
        internalNames.subtract(try Self.contractNames())
        // Names earlier versions declared at module scope, which apps do use.
        internalNames.formUnion(["Transition", "ChildFlowRouter", "PushedFlowRouter", "show", "topModule"])
        XCTAssertTrue(internalNames.contains("showRecipeList"), "the scan finds the coordinators' methods")
        let appTypes = internalNames.sorted().map { name in
            name.first?.isUppercase == true
                ? "struct \(name) {}"
                : "func \(name)() {}\n" + "extension Router { func \(name)() {} }\n"
                    + "extension Coordinator { func \(name)() {} }"
        }
        let app =
            "// The app's own declarations, named like every helper of the generated code.\n"
            + appTypes.joined(separator: "\n") + "\n"
        let result = try SwiftCompileCheck.typecheck(Self.goldenAppFiles, appTypes: app)
        XCTAssertEqual(result.status, 0, result.output)
    }

    func testGeneratedLinesFitAndEveryMethodIsCalled() throws {
        var outputs = try Self.goldenGeneratedFiles()
        for seed in UInt64(1)...200 {
            let (model, diagnostics, _) = RandomSpecTests.model(seed: seed)
            guard !diagnostics.hasErrors else { continue }
            var configuration = Configuration()
            configuration.access = seed.isMultiple(of: 2) ? .public : .internal
            var renderDiagnostics = Diagnostics()
            let files = SwiftGenerator(templates: TemplateLibrary(diagnostics: &renderDiagnostics))
                .generate(model, configuration: configuration, diagnostics: &renderDiagnostics)
            outputs += files.filter { $0.kind == .generated }.map { ("seed \(seed): \($0.path)", $0.contents) }
        }
        for (path, text) in outputs {
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            where line.count > SwiftLayout.lineLimit {
                XCTFail("\(path):\(number + 1): \(line.count) characters: \(line)")
            }
            assertEveryMethodIsCalled(path: path, text: text)
        }
    }

    /// A coordinator's `show…`, `prepare…` and `run…` methods and its private helpers each have a
    /// call site, so that no method (and no branch inside one) is there for a way the spec never uses.
    private func assertEveryMethodIsCalled(path: String, text: String) {
        let declaration = /\n    (?:public |private )?func ((?:show|prepare|run|presentScreen|showFirstScreen)\w*)\(/
        for match in text.matches(of: declaration) {
            let name = String(match.1)
            let calls = text.components(separatedBy: name + "(").count - 1
            XCTAssertGreaterThan(calls, 1, "\(path): nothing calls \(name)")
        }
        XCTAssertFalse(
            text.split(separator: "\n").contains { $0.trimmingCharacters(in: .whitespaces) == "default:" },
            "\(path): a switch with a default branch")
    }

    /// Every function and expression type-checks in under 20 ms, on the examples and on 200 flows.
    ///
    /// The compiler measures wall time, so a busy machine can push any function over the limit once:
    /// a function fails only when it is over the limit in two runs.
    func testGeneratedFunctionsTypeCheckQuickly() throws {
        try Self.assertTypeChecksQuickly(Self.goldenAppFiles, appTypes: "")

        let folder = try TemporaryDirectory()
        let paths = try Self.writeSwift(of: RandomSpecSets.make(seed: 7, flowCount: 200), to: folder)
        try Self.assertTypeChecksQuickly(paths, appTypes: RandomSpecSets.support)
    }

    /// Names that hide others: parameters named like the coordinator's members or the flow's inputs,
    /// a flow whose start is a child flow with no handler, keywords; all compile, quickly.
    static let shadowingSpecs = [
        "MainFlow.md": """
        # MainFlow

        - start: Home
        - input: `item: Item`

        ## Storage

        - `note: String = ""`

        ## Screens

        ### Home(item: Item?)

        - `onOpen(note: String)` → store note, push Detail
        - `onChild(item: Item?)` → push ChildFlow
        - `onSheetTap(router: Int, storage: Int, count: Int)` → present Sheet
        - `onTop(default: Int)` → present TopFlow

        ### Detail(item: Item)

        - `onBack(factory: Int, placement: Int)` → pop

        ### Sheet(count: Int)

        - `onClose` → dismiss

        ## Flows

        ### ChildFlow

        - on finish → store note, push Detail
        """,
        "ChildFlow.md": """
        # ChildFlow

        - start: Step
        - input: `item: Item?`
        - result: `note: String`

        ## Screens

        ### Step

        - `onDone(note: String)` → finish
        """,
        "TopFlow.md": """
        # TopFlow

        - start: MidFlow
        - input: `default: Int`
        """,
        "MidFlow.md": """
        # MidFlow

        - start: MidStep
        - input: `default: Int`
        - result: `extension: String?`

        ## Screens

        ### MidStep(default: Int)

        - `onDone(extension: String?)` → finish
        - `onQuit` → cancel
        - `onInfo` → present Info

        ### Info

        - `onClose` → dismiss
        """,
    ]

    func testParametersThatHideMembersOrInputsCompileQuickly() throws {
        let folder = try TemporaryDirectory()
        let paths = try Self.writeSwift(of: Self.shadowingSpecs, to: folder)
        try Self.assertTypeChecksQuickly(paths, appTypes: "struct Item {}")
    }

    func testScreenInputsNamedLikeTheShowMethodsLocalsAreRefused() {
        for name in ["presentations", "presentation", "presentScreen", "showFirstScreen", "module"] {
            var specs = Self.shadowingSpecs
            specs["MainFlow.md"] = specs["MainFlow.md"]?.replacingOccurrences(
                of: "### Sheet(count: Int)", with: "### Sheet(\(name): Int)")
            var diagnostics = Diagnostics()
            let sources = specs.sorted { $0.key < $1.key }.map {
                SourceFile(path: "Flows/" + $0.key, text: $0.value)
            }
            _ = Pipeline.model(from: sources, diagnostics: &diagnostics)
            XCTAssertTrue(
                diagnostics.all.contains { $0.message.contains("screen input '\(name)' clashes") },
                "\(name): \(diagnostics.all.map(\.description))")
        }
    }

    /// Validates `specs` (file name → text), which must have no errors, and writes their Swift into `folder`.
    private static func writeSwift(of specs: [String: String], to folder: TemporaryDirectory) throws -> [URL] {
        var diagnostics = Diagnostics()
        let sources = specs.sorted { $0.key < $1.key }.map { SourceFile(path: "Flows/" + $0.key, text: $0.value) }
        let model = Pipeline.model(from: sources, diagnostics: &diagnostics)
        XCTAssertFalse(diagnostics.hasErrors, diagnostics.all.map(\.description).joined(separator: "\n"))
        let output = SwiftGenerator(templates: TemplateLibrary(diagnostics: &diagnostics))
            .generate(model, configuration: Configuration(), diagnostics: &diagnostics)
        return try output.map {
            URL(fileURLWithPath: try folder.write("\($0.kind.rawValue)/\($0.path)", $0.contents))
        }
    }

    /// The compiler measures type-checking in wall time, which a loaded machine (CI running other jobs, a
    /// parallel build) stretches several times over. So this is only a guard against a pathological
    /// construct (an expression that takes seconds); the 50 ms target of the issue is measured by
    /// `make bench` (`coordgen-bench`) on the 200-flow set, where a timing belongs.
    static let typeCheckLimitMilliseconds = 200

    static func assertTypeChecksQuickly(_ files: [URL], appTypes: String) throws {
        let limit = typeCheckLimitMilliseconds
        let limits = [
            "-Xfrontend", "-warn-long-function-bodies=\(limit)", "-Xfrontend",
            "-warn-long-expression-type-checking=\(limit)",
        ]
        func slowFunctions(_ result: SwiftCompileCheck.Result) -> Set<String>? {
            let lines = result.output.split(separator: "\n").filter { $0.contains(" error: ") }
            guard lines.allSatisfy({ $0.contains("to type-check (limit: \(limit)ms)") }) else { return nil }
            return Set(lines.compactMap { $0.split(separator: "'").dropFirst().first.map(String.init) })
        }
        let first = try SwiftCompileCheck.typecheck(files, appTypes: appTypes, extraFlags: limits)
        guard first.status != 0 else { return }
        guard let slow = slowFunctions(first) else { return XCTFail(String(first.output.prefix(4000))) }
        let second = try SwiftCompileCheck.typecheck(files, appTypes: appTypes, extraFlags: limits)
        guard second.status != 0 else { return }
        guard let slowAgain = slowFunctions(second) else { return XCTFail(String(second.output.prefix(4000))) }
        XCTAssertEqual(slow.intersection(slowAgain), [], "slow to type-check in both runs")
    }
}
