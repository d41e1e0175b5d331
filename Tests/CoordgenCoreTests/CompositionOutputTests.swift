import CoordgenCore
import XCTest

/// `children: composition` of the coordinator style: what changes in the output, and the names it reserves.
final class CompositionOutputTests: XCTestCase {
    private func generate(access: Configuration.AccessLevel) throws -> [String: String] {
        var configuration = Configuration()
        configuration.access = access
        configuration.coordinator.children = .composition
        let files = try GeneratedSwiftGoldenTests.generate(
            GeneratedSwiftGoldenTests.sharedExampleFiles(), specs: "Flows", access: access,
            configuration: configuration)
        return Dictionary(uniqueKeysWithValues: files.filter { $0.kind == .generated }.map { ($0.path, $0.contents) })
    }

    func testThePublicCoreDeclaresTheDependenciesPublic() throws {
        let core = try XCTUnwrap(try generate(access: .public)["NavigationCore.swift"])
        XCTAssertTrue(core.contains("public protocol CoordinatorDependencies: AnyObject {"), core)
        XCTAssertTrue(core.contains("public final class DefaultCoordinatorDependencies: CoordinatorDependencies {"))
        XCTAssertTrue(core.contains("    public init() {}\n"))
        XCTAssertTrue(core.contains("    public func add(dependency: any Coordinator) {"))
        XCTAssertFalse(core.contains("BaseCoordinator"))
    }

    func testCoordinatorsHaveNoSuperclassAndTakeTheirDependenciesLast() throws {
        for access in Configuration.AccessLevel.allCases {
            for (path, text) in try generate(access: access) {
                XCTAssertFalse(text.contains("BaseCoordinator"), path)
                XCTAssertFalse(text.contains("override "), path)
                XCTAssertFalse(text.contains("deinit"), path)
                XCTAssertFalse(text.contains("addDependency"), path)
                for line in text.split(separator: "\n") {
                    XCTAssertLessThanOrEqual(line.count, 120, "\(path): \(line)")
                }
                guard path.hasSuffix("Flow.swift") else { continue }
                XCTAssertTrue(
                    text.contains("dependencies: any CoordinatorDependencies = DefaultCoordinatorDependencies()\n"),
                    path)
                XCTAssertTrue(text.contains("var childCoordinators: [any Coordinator] { dependencies.coordinators }"))
            }
        }
    }

    func testAFlowInputNamedDependenciesIsRefused() {
        var diagnostics = Diagnostics()
        let spec = "# ItemFlow\n\n- input: `dependencies: String`\n\n## Screens\n\n### Home\n"
        _ = Pipeline.model(from: [SourceFile(path: "ItemFlow.md", text: spec)], diagnostics: &diagnostics)
        XCTAssertEqual(
            diagnostics.all.filter { $0.severity == .error }.map(\.message),
            [
                "flow input 'dependencies' clashes with a name the generated ItemCoordinator already uses (style coordinator); rename it"
            ])
    }
}
