import GoldenPublicApp
import UIKit
import XCTest

/// The shared example specs generated with `access: public`, driven from another module through
/// the public contract only (no `@testable`): what a framework's client can do.
final class PublicAPITests: XCTestCase {
    final class Decisions: StartDecisions {
        var next = AppStart.authFlow
        func decideAppStart() -> AppStart { next }
    }

    @MainActor
    func testAClientModuleStartsTheRootFlowAndReleasesIt() async throws {
        var navigationController: UINavigationController? = UINavigationController()
        let decisions = Decisions()
        var router: NavigationRouter? = NavigationRouter(rootController: try XCTUnwrap(navigationController))
        let factory = CoordinatorFactoryImp(moduleFactory: makeModuleFactory(), startDecisions: decisions)
        var app: (any Coordinator & AppCoordinatorOutput)? = factory.makeAppCoordinatorBox(
            router: try XCTUnwrap(router))
        app?.start()
        XCTAssertEqual(navigationController?.viewControllers.count, 1)
        let login = try XCTUnwrap(navigationController?.topViewController as? any LoginModule)
        XCTAssertEqual(app?.childCoordinators.count, 1)

        // Login finishes AuthFlow with a session; AppFlow restarts and asks again.
        decisions.next = .itemFlow
        login.onLogin?(Session(token: "t"))
        XCTAssertTrue(navigationController?.topViewController is any ItemListModule)

        let weakApp = Weak(app as AnyObject?)
        let weakScreen = Weak(navigationController?.topViewController)
        app = nil
        router = nil
        navigationController = nil
        XCTAssertNil(weakApp.object)
        XCTAssertNil(weakScreen.object)
    }

    @MainActor
    func testBaseCoordinatorIsOpenForSubclassesInClientModules() async {
        final class Custom: BaseCoordinator {
            private(set) var started = false
            override func start() { started = true }
        }
        let parent = Custom()
        let child = Custom()
        parent.addDependency(child)
        parent.addDependency(child)
        XCTAssertEqual(parent.childCoordinators.count, 1, "added once")
        parent.removeDependency(nil)
        parent.removeDependency(child)
        XCTAssertTrue(parent.childCoordinators.isEmpty)
        XCTAssertEqual(FlowPlacement.root, .root)
    }
}
