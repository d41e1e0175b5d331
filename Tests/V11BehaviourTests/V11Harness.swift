import UIKit
import XCTest

@testable import GoldenV11App

/// The app's side of the contract for the v1.1 specs: a navigation controller, a router and the
/// generated coordinator factory with the scaffolded module factory, running CheckoutFlow.
@MainActor
final class V11Harness {
    final class Container: ModuleDependencies {}

    /// Where AppFlow begins; the factory holds it weakly, so a test keeps it.
    final class Decisions: StartDecisions {
        var appStart = AppStart.mallFlow
        func decideAppStart() -> AppStart { appStart }
    }

    /// Decisions for the tests that do not start AppFlow: kept for the whole run.
    static let decisions = Decisions()

    /// The generated coordinator factory over `moduleFactory` (the scaffolded one by default).
    static func factory(
        _ moduleFactory: (any ModuleFactory)? = nil, decisions: Decisions = V11Harness.decisions
    ) -> CoordinatorFactoryImp {
        CoordinatorFactoryImp(
            moduleFactory: moduleFactory ?? ModuleFactoryImp(dependencies: Container()), startDecisions: decisions)
    }

    let navigationController = RecordingNavigationController()
    private(set) var router: NavigationRouter?
    private(set) var checkout: (any Coordinator & CheckoutCoordinatorOutput)?
    private(set) var finishedOrders: [Order] = []

    init(moduleFactory: (any ModuleFactory)? = nil) {
        let router = NavigationRouter(rootController: navigationController)
        let factory = Self.factory(moduleFactory)
        let checkout = factory.makeCheckoutCoordinatorBox(router: router)
        checkout.finishFlow = { [weak self] order in self?.finishedOrders.append(order) }
        self.router = router
        self.checkout = checkout
        checkout.start()
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

    /// The running coordinator of a type, depth first.
    func coordinator<C: Coordinator>(_ type: C.Type) -> C? {
        func collect(_ coordinator: any Coordinator) -> [any Coordinator] {
            [coordinator] + coordinator.childCoordinators.flatMap(collect)
        }
        return (checkout.map(collect) ?? []).lazy.compactMap { $0 as? C }.first
    }

    /// Drops everything the app holds, as a scene does when it goes away.
    func tearDown() {
        checkout = nil
        router = nil
    }
}

/// A navigation controller that records how each change of its stack was animated.
final class RecordingNavigationController: UINavigationController {
    /// `push Screen animated`, `set Screen, Screen not animated`, with view controller class names.
    private(set) var changes: [String] = []

    override func pushViewController(_ viewController: UIViewController, animated: Bool) {
        changes.append("push \(Self.name(of: viewController)) \(animated ? "animated" : "not animated")")
        super.pushViewController(viewController, animated: animated)
    }

    override func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        let names = viewControllers.map(Self.name).joined(separator: ", ")
        changes.append("set \(names) \(animated ? "animated" : "not animated")")
        super.setViewControllers(viewControllers, animated: animated)
    }

    func forgetChanges() {
        changes = []
    }

    private static func name(of viewController: UIViewController) -> String {
        String(describing: type(of: viewController)).replacingOccurrences(of: "ViewController", with: "")
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
class V11TestCase: XCTestCase {
    override func setUp() async throws {
        await MainActor.run { UIKitStandIn.resetWarnings() }
    }

    override func tearDown() async throws {
        let warnings = await MainActor.run { UIKitStandIn.warnings }
        XCTAssertFalse(warnings.contains { $0.hasPrefix("exception: ") }, "UIKit would raise: \(warnings)")
    }
}
