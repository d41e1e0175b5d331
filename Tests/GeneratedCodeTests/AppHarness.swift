import UIKit
import XCTest

@testable import GoldenApp

/// The app's side of the contract, as an app delegate would set it up: a navigation controller,
/// a router, the generated coordinator factory with the scaffolded module factory, and the
/// object that answers `StartDecisions`.
@MainActor
final class AppHarness {
    final class Decisions: StartDecisions {
        var next = AppStart.recipesFlow
        private(set) var asked = 0

        func decideAppStart() -> AppStart {
            asked += 1
            return next
        }
    }

    final class Container: ModuleDependencies {
        let recipeService = RecipeService()
        let authService = AuthService()
    }

    let navigationController = ObservedNavigationController()
    let decisions = Decisions()
    private(set) var router: NavigationRouter?
    private(set) var app: (any Coordinator & AppCoordinatorOutput)?

    init(start: AppStart) {
        decisions.next = start
        let router = NavigationRouter(rootController: navigationController)
        let factory = CoordinatorFactoryImp(
            moduleFactory: ModuleFactoryImp(dependencies: Container()), startDecisions: decisions)
        let app = factory.makeAppCoordinatorBox(router: router)
        self.router = router
        self.app = app
        app.start()
    }

    /// What the user sees.
    var top: UIViewController {
        UIKitStandIn.topmostViewController(from: navigationController)
    }

    /// The visible screen as a given view controller type, failing the test otherwise.
    func screen<Screen: UIViewController>(
        _ type: Screen.Type, file: StaticString = #filePath, line: UInt = #line
    ) throws -> Screen {
        try XCTUnwrap(
            top as? Screen, "expected \(Screen.self), the hierarchy is \(hierarchy)", file: file, line: line)
    }

    var hierarchy: String {
        UIKitStandIn.hierarchyDescription(from: navigationController)
    }

    /// Class names of the navigation stack, bottom first.
    var stack: [String] {
        navigationController.viewControllers.map { String(describing: type(of: $0)) }
    }

    /// The running coordinators, depth first.
    var coordinators: [any Coordinator] {
        func collect(_ coordinator: any Coordinator) -> [any Coordinator] {
            [coordinator] + coordinator.childCoordinators.flatMap(collect)
        }
        return app.map(collect) ?? []
    }

    /// The running coordinator of a type.
    func coordinator<C: Coordinator>(_ type: C.Type) -> C? {
        coordinators.lazy.compactMap { $0 as? C }.first
    }

    /// Drops everything the app holds, as a scene does when it goes away.
    func tearDown() {
        app = nil
        router = nil
    }
}

/// A weak reference, to prove that something was released.
struct Weak<Object: AnyObject> {
    weak var object: Object?
    init(_ object: Object?) {
        self.object = object
    }
}

/// A test case that fails when the code under test did something UIKit raises an exception for.
class UIKitTestCase: XCTestCase {
    var recipe: Recipe { Recipe(title: "Soup") }

    override func setUp() async throws {
        await MainActor.run { UIKitStandIn.resetWarnings() }
    }

    override func tearDown() async throws {
        let warnings = await MainActor.run { UIKitStandIn.warnings }
        XCTAssertFalse(warnings.contains { $0.hasPrefix("exception: ") }, "UIKit would raise: \(warnings)")
    }
}
