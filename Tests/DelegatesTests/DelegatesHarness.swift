import UIKit
import XCTest

@testable import GoldenDelegatesApp

/// Every `add(dependency:)` and `remove(dependency:)` the coordinators make, in order.
@MainActor
final class DependencyLedger {
    struct Entry: Equatable, CustomStringConvertible {
        enum Kind: String { case add, remove }
        var kind: Kind
        var owner: String
        var child: String
        /// One number per `add`: an address is reused once a removed child is deallocated.
        var childSerial: Int

        var description: String { "\(owner) \(kind.rawValue) \(child)" }
    }

    private(set) var entries: [Entry] = []
    /// The serial of each child added and not yet removed (held by its spy, so its address is its own).
    private var serials: [ObjectIdentifier: Int] = [:]
    /// What a `remove` found wrong: a child not held, or held twice.
    private(set) var problems: [String] = []

    func record(_ kind: Entry.Kind, owner: String, child: any Coordinator, problem: String?) {
        let id = ObjectIdentifier(child)
        let serial: Int
        switch kind {
        case .add:
            serial = serials[id] ?? entries.count
            serials[id] = serial
        case .remove:
            serial = serials.removeValue(forKey: id) ?? -1
        }
        let entry = Entry(kind: kind, owner: owner, child: String(describing: type(of: child)), childSerial: serial)
        entries.append(entry)
        if let problem { problems.append("\(entry): \(problem)") }
    }

    /// `Owner add Child` / `Owner remove Child`, in order.
    var log: [String] { entries.map(\.description) }

    /// Each child added once; each child that is gone removed once, and none removed twice.
    func assertEachChildAddedAndRemovedOnce(
        stillRunning: [any Coordinator] = [], file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertEqual(problems, [], file: file, line: line)
        let running = Set(stillRunning.compactMap { serials[ObjectIdentifier($0)] })
        let children = Set(entries.map(\.childSerial))
        for child in children {
            let adds = entries.filter { $0.childSerial == child && $0.kind == .add }.count
            let removes = entries.filter { $0.childSerial == child && $0.kind == .remove }.count
            XCTAssertEqual(adds, 1, "added \(adds) times; log: \(log)", file: file, line: line)
            XCTAssertEqual(
                removes, running.contains(child) ? 0 : 1, "removed \(removes) times; log: \(log)", file: file,
                line: line)
        }
    }
}

/// A `CoordinatorDependencies` that writes every call into a ledger, and reports calls that the
/// contract rules out (adding a child it holds, removing one it does not).
@MainActor
final class SpyDependencies: CoordinatorDependencies {
    private(set) var coordinators: [any Coordinator] = []
    private let owner: String
    private let ledger: DependencyLedger
    /// Runs at each `remove`, after the child is gone from `coordinators`.
    var onRemove: ((any Coordinator) -> Void)?

    init(owner: String, ledger: DependencyLedger) {
        self.owner = owner
        self.ledger = ledger
    }

    func add(dependency: any Coordinator) {
        let held = coordinators.contains { $0 === dependency }
        ledger.record(.add, owner: owner, child: dependency, problem: held ? "added while held" : nil)
        if !held { coordinators.append(dependency) }
    }

    func remove(dependency: any Coordinator) {
        let held = coordinators.contains { $0 === dependency }
        ledger.record(.remove, owner: owner, child: dependency, problem: held ? nil : "removed while not held")
        coordinators.removeAll { $0 === dependency }
        onRemove?(dependency)
    }
}

/// The app's coordinator factory, written by hand so that every coordinator gets a spy through
/// its initializer; the module factory is the scaffolded one.
@MainActor
final class SpyCoordinatorFactory: CoordinatorFactory {
    let ledger = DependencyLedger()
    private let moduleFactory: any ModuleFactory
    private let decide: () -> AppStart

    init(moduleFactory: any ModuleFactory, decide: @escaping () -> AppStart) {
        self.moduleFactory = moduleFactory
        self.decide = decide
    }

    func spy(_ owner: String) -> SpyDependencies {
        SpyDependencies(owner: owner, ledger: ledger)
    }

    private func presented<Coordinator>(_ make: (any Router) -> Coordinator) -> (Coordinator, any Presentable) {
        let router = NavigationRouter(rootController: UINavigationController())
        return (make(router), router)
    }

    func makeAppCoordinatorBox(router: any Router, placement: FlowPlacement) -> any Coordinator & AppCoordinatorOutput {
        AppCoordinator(
            router: router, coordinatorFactory: self, placement: placement, decideStart: decide,
            dependencies: spy("AppCoordinator"))
    }

    func makeAppCoordinatorBox() -> (coordinator: any Coordinator & AppCoordinatorOutput, toPresent: any Presentable) {
        presented { makeAppCoordinatorBox(router: $0, placement: .root) }
    }

    func makeCookingCoordinatorBox(
        router: any Router, placement: FlowPlacement, recipe: Recipe, servings: Int
    ) -> any Coordinator & CookingCoordinatorOutput {
        CookingCoordinator(
            router: router, factory: moduleFactory, coordinatorFactory: self, placement: placement, recipe: recipe,
            servings: servings, dependencies: spy("CookingCoordinator"))
    }

    func makeCookingCoordinatorBox(
        recipe: Recipe, servings: Int
    ) -> (coordinator: any Coordinator & CookingCoordinatorOutput, toPresent: any Presentable) {
        presented { makeCookingCoordinatorBox(router: $0, placement: .root, recipe: recipe, servings: servings) }
    }

    func makeOnboardingCoordinatorBox(
        router: any Router, placement: FlowPlacement, session: Session
    ) -> any Coordinator & OnboardingCoordinatorOutput {
        OnboardingCoordinator(
            router: router, factory: moduleFactory, coordinatorFactory: self, placement: placement, session: session,
            dependencies: spy("OnboardingCoordinator"))
    }

    func makeOnboardingCoordinatorBox(
        session: Session
    ) -> (coordinator: any Coordinator & OnboardingCoordinatorOutput, toPresent: any Presentable) {
        presented { makeOnboardingCoordinatorBox(router: $0, placement: .root, session: session) }
    }

    func makeRecipeEditorCoordinatorBox(
        router: any Router, placement: FlowPlacement
    ) -> any Coordinator & RecipeEditorCoordinatorOutput {
        RecipeEditorCoordinator(
            router: router, factory: moduleFactory, coordinatorFactory: self, placement: placement,
            dependencies: spy("RecipeEditorCoordinator"))
    }

    func makeRecipeEditorCoordinatorBox()
        -> (coordinator: any Coordinator & RecipeEditorCoordinatorOutput, toPresent: any Presentable)
    {
        presented { makeRecipeEditorCoordinatorBox(router: $0, placement: .root) }
    }

    func makeRecipesCoordinatorBox(
        router: any Router, placement: FlowPlacement
    ) -> any Coordinator & RecipesCoordinatorOutput {
        RecipesCoordinator(
            router: router, factory: moduleFactory, coordinatorFactory: self, placement: placement,
            dependencies: spy("RecipesCoordinator"))
    }

    func makeRecipesCoordinatorBox()
        -> (coordinator: any Coordinator & RecipesCoordinatorOutput, toPresent: any Presentable)
    {
        presented { makeRecipesCoordinatorBox(router: $0, placement: .root) }
    }

    func makeShoppingListCoordinatorBox(
        router: any Router, placement: FlowPlacement, recipe: Recipe?
    ) -> any Coordinator & ShoppingListCoordinatorOutput {
        ShoppingListCoordinator(
            router: router, factory: moduleFactory, coordinatorFactory: self, placement: placement, recipe: recipe,
            dependencies: spy("ShoppingListCoordinator"))
    }

    func makeShoppingListCoordinatorBox(
        recipe: Recipe?
    ) -> (coordinator: any Coordinator & ShoppingListCoordinatorOutput, toPresent: any Presentable) {
        presented { makeShoppingListCoordinatorBox(router: $0, placement: .root, recipe: recipe) }
    }

    func makeSignInCoordinatorBox(
        router: any Router, placement: FlowPlacement
    ) -> any Coordinator & SignInCoordinatorOutput {
        SignInCoordinator(
            router: router, factory: moduleFactory, coordinatorFactory: self, placement: placement,
            dependencies: spy("SignInCoordinator"))
    }

    func makeSignInCoordinatorBox()
        -> (coordinator: any Coordinator & SignInCoordinatorOutput, toPresent: any Presentable)
    {
        presented { makeSignInCoordinatorBox(router: $0, placement: .root) }
    }
}

/// The app as an app delegate would set it up, with a spy in every coordinator.
@MainActor
final class DelegatesHarness {
    final class Container: ModuleDependencies {
        let recipeService = RecipeService()
        let authService = AuthService()
    }

    /// Where AppFlow starts, as the app's `StartDecisions` would answer.
    final class Decisions {
        var next = AppStart.recipesFlow
        private(set) var asked = 0

        func decide() -> AppStart {
            asked += 1
            return next
        }
    }

    let navigationController = ObservedNavigationController()
    let decisions = Decisions()
    private(set) var factory: SpyCoordinatorFactory?
    private(set) var router: NavigationRouter?
    private(set) var app: (any Coordinator & AppCoordinatorOutput)?

    init(start: AppStart) {
        decisions.next = start
        let router = NavigationRouter(rootController: navigationController)
        let factory = SpyCoordinatorFactory(
            moduleFactory: ModuleFactoryImp(dependencies: Container()), decide: decisions.decide)
        self.router = router
        self.factory = factory
        let app = factory.makeAppCoordinatorBox(router: router)
        self.app = app
        app.start()
    }

    var ledger: DependencyLedger {
        factory?.ledger ?? DependencyLedger()
    }

    var top: UIViewController {
        UIKitStandIn.topmostViewController(from: navigationController)
    }

    func screen<Screen: UIViewController>(
        _ type: Screen.Type, file: StaticString = #filePath, line: UInt = #line
    ) throws -> Screen {
        try XCTUnwrap(
            top as? Screen,
            "expected \(Screen.self), the hierarchy is "
                + UIKitStandIn.hierarchyDescription(from: navigationController), file: file, line: line)
    }

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

    func coordinator<C: Coordinator>(_ type: C.Type) -> C? {
        coordinators.lazy.compactMap { $0 as? C }.first
    }

    /// Drops everything the app holds, as a scene does when it goes away.
    func tearDown() {
        app = nil
        router = nil
        factory = nil
    }
}

/// A navigation controller that reports pushes, to see what has happened by the time a parent acts.
final class ObservedNavigationController: UINavigationController {
    var willPush: ((UIViewController) -> Void)?

    override func pushViewController(_ viewController: UIViewController, animated: Bool) {
        willPush?(viewController)
        super.pushViewController(viewController, animated: animated)
    }
}

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
