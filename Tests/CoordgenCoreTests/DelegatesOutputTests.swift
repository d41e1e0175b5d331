import CoordgenCore
import XCTest

/// `outputs: delegates` of the coordinator style: what changes in the output, its rules, and the
/// scaffold check.
final class DelegatesOutputTests: XCTestCase {
    private func generate(access: Configuration.AccessLevel, children: CoordinatorOptions.Children = .baseClass)
        throws -> [String: String]
    {
        var configuration = Configuration()
        configuration.access = access
        configuration.coordinator.outputs = .delegates
        configuration.coordinator.children = children
        let files = try GeneratedSwiftGoldenTests.generate(
            GeneratedSwiftGoldenTests.sharedExampleFiles(), specs: "Flows", access: access,
            configuration: configuration)
        return Dictionary(uniqueKeysWithValues: files.map { ($0.path, $0.contents) })
    }

    private func errors(_ specs: [String: String]) -> [String] {
        var configuration = Configuration()
        configuration.coordinator.outputs = .delegates
        var diagnostics = Diagnostics()
        _ = Pipeline.model(
            from: specs.sorted { $0.key < $1.key }.map { SourceFile(path: $0.key, text: $0.value) },
            style: configuration.outputStyle, diagnostics: &diagnostics)
        return diagnostics.all.filter { $0.severity == .error }.map(\.description)
    }

    func testNoClosuresAndNoLongLines() throws {
        for access in Configuration.AccessLevel.allCases {
            for children in CoordinatorOptions.Children.allCases {
                for (path, text) in try generate(access: access, children: children) {
                    XCTAssertFalse(text.contains("finishFlow"), path)
                    XCTAssertFalse(text.contains("cancelFlow"), path)
                    XCTAssertFalse(text.contains("-> Void)? { get set }"), path)
                    XCTAssertFalse(text.contains("deinit"), path)
                    for line in text.split(separator: "\n") {
                        XCTAssertLessThanOrEqual(line.count, 120, "\(path): \(line)")
                    }
                }
            }
        }
    }

    func testThePublicOutputDeclaresTheNewTypesPublic() throws {
        let files = try generate(access: .public, children: .composition)
        let core = try XCTUnwrap(files["NavigationCore.swift"])
        XCTAssertTrue(core.contains("public protocol CoordinatorFlowListener: AnyObject {"), core)
        let all = files.values.joined(separator: "\n")
        XCTAssertTrue(all.contains("public weak var flowListener: (any CoordinatorFlowListener)?"))
        XCTAssertTrue(all.contains("public protocol "), all)
        XCTAssertTrue(all.contains("ViewControllerRoute: AnyObject {"))
        XCTAssertTrue(
            all.contains(": CoordinatorFlowListener {\n    public func onFlowFinished(coordinator: any Coordinator) {"))
        for (path, text) in files where text.contains("Result {") {
            XCTAssertTrue(text.contains("public struct "), path)
            XCTAssertTrue(text.contains("    public init("), path)
            XCTAssertTrue(text.contains("public private(set) var result: "), path)
        }
        for line in all.split(separator: "\n") where line.hasPrefix("extension ") && line.contains("Route {") {
            XCTAssertTrue(line.hasSuffix("Route {"), String(line))
        }
    }

    func testAScreenWithoutEventsHasAnEmptyModuleAndNoRoute() throws {
        let spec = "# ItemFlow\n\n## Screens\n\n### Home\n\n- `onNext` → push Tips\n\n### Tips\n"
        var configuration = Configuration()
        configuration.coordinator.outputs = .delegates
        let files = try GeneratedSwiftGoldenTests.generate(
            [SourceFile(path: "Flows/ItemFlow.md", text: spec)], specs: "Flows", configuration: configuration)
        let flow = try XCTUnwrap(files.first { $0.path == "ItemFlow.swift" }?.contents)
        XCTAssertTrue(flow.contains("protocol TipsModule: Presentable {}"), flow)
        XCTAssertFalse(flow.contains("TipsViewControllerRoute"))
        XCTAssertTrue(flow.contains("var route: (any HomeViewControllerRoute)? { get set }"))
        XCTAssertTrue(flow.contains("extension ItemCoordinator: HomeViewControllerRoute {\n    func onNext() {"))
        let scaffold = try XCTUnwrap(files.first { $0.path.hasSuffix("HomeViewController.swift") }?.contents)
        XCTAssertTrue(scaffold.contains("    weak var route: (any HomeViewControllerRoute)?\n"), scaffold)
        XCTAssertTrue(scaffold.contains("        // route?.onNext()\n"), scaffold)
    }

    func testSharedEventSignaturesNeedTheSameTypesAndActions() {
        let shared = """
            # ItemFlow

            ## Screens

            ### Home

            - `onNext` → push Tips
            - `onDone(item: Item)` → pop

            ### Tips

            - `onDone(item: Item)` → pop
            - `onNext` → pop
            """
        XCTAssertEqual(
            errors(["ItemFlow.md": shared]),
            [
                "ItemFlow.md:13:4: error: event 'onNext()' of screen 'Tips' has the name and labels of the same event"
                    + " of screen 'Home' but other actions; with 'outputs: delegates' one route method of"
                    + " ItemCoordinator serves both, so make them the same or rename one\n"
                    + "ItemFlow.md:7:4: note: the event of 'Home'"
            ])
        let types = shared.replacingOccurrences(
            of: "- `onDone(item: Item)` → pop\n- `onNext` → pop", with: "- `onDone(item: String)` → pop")
        XCTAssertEqual(errors(["ItemFlow.md": types]).count, 1, "other types")
        XCTAssertTrue(errors(["ItemFlow.md": types]).first?.contains("but other types") ?? false)
    }

    func testASharedMethodNamesEveryScreen() throws {
        let spec =
            "# ItemFlow\n\n## Screens\n\n### Home\n\n- `onNext` → push Tips\n- `onClose` → pop\n\n### Tips\n\n"
            + "- `onClose` → pop\n"
        var configuration = Configuration()
        configuration.coordinator.outputs = .delegates
        let files = try GeneratedSwiftGoldenTests.generate(
            [SourceFile(path: "Flows/ItemFlow.md", text: spec)], specs: "Flows", configuration: configuration)
        let flow = try XCTUnwrap(files.first { $0.path == "ItemFlow.swift" }?.contents)
        XCTAssertTrue(flow.contains("    /// Reported by Home and Tips.\n    func onClose() {"), flow)
        XCTAssertTrue(flow.contains("extension ItemCoordinator: TipsViewControllerRoute {\n}"), flow)
    }

    func testEventsNamedLikeTheCoordinatorsMembersAreRefused() {
        let spec = """
            # ItemFlow

            ## Screens

            ### Home

            - `start` → pop
            - `onFlowFinished(coordinator: Item)` → pop
            """
        XCTAssertEqual(
            errors(["ItemFlow.md": spec]),
            [
                "ItemFlow.md:7:4: error: event 'start()' of screen 'Home' clashes with the coordinator's start(),"
                    + " which the coordinator has with 'outputs: delegates'; rename the event",
                "ItemFlow.md:8:4: error: event 'onFlowFinished(coordinator:)' of screen 'Home' clashes with"
                    + " CoordinatorFlowListener.onFlowFinished(coordinator:), which the coordinator has with"
                    + " 'outputs: delegates'; rename the event",
            ])
    }

    func testASpecTypeNamedLikeAGeneratedResultIsRefused() {
        let spec = """
            # ItemFlow

            - input: `previous: [ItemResult]`
            - result: `item: Item`

            ## Screens

            ### Home

            - `onDone(item: Item)` → finish
            """
        let found = errors(["ItemFlow.md": spec])
        XCTAssertTrue(
            found.contains {
                $0.contains(
                    "type '[ItemResult]' of 'previous' names 'ItemResult', a type coordgen generates with"
                        + " 'outputs: delegates'")
            }, found.description)
    }

    func testTheScaffoldCheckWantsAWeakRoute() {
        let requirements = CoordinatorStyle().scaffoldRequirements
        XCTAssertEqual(
            requirements.requirements(in: "    weak var route: (any HomeViewControllerRoute)?\n").map(\.key),
            ["weak var route"])
        XCTAssertEqual(requirements.requirements(in: "    var route: (any HomeViewControllerRoute)?\n").map(\.key), [])
    }

    func testTheDocsNameTheRoutesAndTheListener() throws {
        var configuration = Configuration()
        configuration.coordinator.outputs = .delegates
        var diagnostics = Diagnostics()
        let model = Pipeline.model(
            from: try GeneratedSwiftGoldenTests.exampleFiles(), style: configuration.outputStyle,
            diagnostics: &diagnostics)
        let pages = Pipeline.docsPages(
            for: model, configuration: configuration, graphRenderer: StubGraphRenderer(), diagnostics: &diagnostics)
        XCTAssertEqual(diagnostics.all.map(\.description), [])
        let signIn = try XCTUnwrap(pages.first { $0.path.hasPrefix("SignInFlow") }?.contents)
        XCTAssertTrue(signIn.contains("WelcomeViewControllerRoute"), signIn)
        XCTAssertTrue(signIn.contains("CoordinatorFlowListener.onFlowFinished(coordinator:)"))
        XCTAssertTrue(signIn.contains("SignInResult"))
        let closures = Pipeline.docsPages(
            for: model, configuration: Configuration(), graphRenderer: StubGraphRenderer(), diagnostics: &diagnostics)
        XCTAssertFalse(closures.contains { $0.contents.contains("ViewControllerRoute") }, "closures: no routes")
    }

    /// The shared example specs type-check with `outputs: delegates`, alone (internal) and with
    /// `children: composition` (public), against the UIKit stand-in.
    func testTheSharedExamplesTypeCheck() throws {
        _ = try SwiftCompileCheck.swiftc()
        let support = try String(
            contentsOf: TestPaths.packageRoot.appendingPathComponent("Tests/GoldenPublicApp/Support/AppTypes.swift"),
            encoding: .utf8)
        for (access, children) in [
            (Configuration.AccessLevel.internal, CoordinatorOptions.Children.baseClass), (.public, .composition),
        ] {
            let folder = try TemporaryDirectory()
            let paths = try generate(access: access, children: children).map { path, text in
                URL(fileURLWithPath: try folder.write(path, text))
            }
            let appTypes = access == .public ? support : support.replacingOccurrences(of: "public ", with: "")
            let result = try SwiftCompileCheck.typecheck(paths, appTypes: appTypes)
            XCTAssertEqual(result.status, 0, "\(access), \(children):\n\(result.output)")
        }
    }

    /// A child run two ways with no handler: the way that neither pops nor dismisses clears any
    /// way back an earlier child at the same address left behind.
    func testAChildRunTwoWaysKeepsItsWayBackPerRun() throws {
        let parent =
            "# ItemFlow\n\n## Screens\n\n### Home\n\n- `onPush` → push TipsFlow\n- `onRoot` → root TipsFlow\n"
            + "\n## Flows\n\n### TipsFlow\n\n- on finish → root Home\n"
        let child = "# TipsFlow\n\n## Screens\n\n### Tip\n\n- `onDone` → finish\n- `onQuit` → cancel\n"
        var configuration = Configuration()
        configuration.coordinator.outputs = .delegates
        var diagnostics = Diagnostics()
        // The root way warns (TipsFlow's screens stay up when it cancels); the code is what is checked.
        let model = Pipeline.model(
            from: [
                SourceFile(path: "Flows/ItemFlow.md", text: parent), SourceFile(path: "Flows/TipsFlow.md", text: child),
            ],
            style: configuration.outputStyle, diagnostics: &diagnostics)
        XCTAssertFalse(diagnostics.hasErrors)
        let files = Pipeline.swiftFiles(for: model, configuration: configuration, diagnostics: &diagnostics)
        let flow = try XCTUnwrap(files.first { $0.path == "ItemFlow.swift" }?.contents)
        XCTAssertTrue(flow.contains("        childReturns[ObjectIdentifier(coordinator)] = nil\n"), flow)
        XCTAssertTrue(
            flow.contains("        childReturns[ObjectIdentifier(coordinator)] = { [weak self, weak startingScreen] in")
        )
        XCTAssertTrue(
            flow.contains(
                "func onFlowCancelled(coordinator: any Coordinator) {\n        guard releaseChildFlow(coordinator) else { return }\n        let goBack"
            ), flow)
    }
}
