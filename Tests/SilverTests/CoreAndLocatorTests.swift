import UIKit
import XCTest

@testable import GoldenSilverApp

/// The core (`Module`, `OwnNavigationModuleAssembly`, `dismissPresentedModule`), the service
/// locator (injection by type, start decisions held weakly) and the app's lifetime: nothing leaks
/// once the window drops its root.
final class CoreAndLocatorTests: SilverTestCase {
    // MARK: OwnNavigationModuleAssembly

    @MainActor
    func testOwnNavigationModuleAssemblyMakesAPlainNavigationControllerWithTheModuleAsItsRoot() async throws {
        let screen = UIViewController()
        var given: UINavigationController?
        let module = OwnNavigationModuleAssembly { navigationController -> Module<Int> in
            given = navigationController
            XCTAssertEqual(navigationController.viewControllers.count, 0, "placed after the assembly returns")
            return Module(router: 7, viewController: screen)
        }
        XCTAssertEqual(module.router, 7, "the router passes through")
        let navigationController = try XCTUnwrap(module.viewController as? UINavigationController)
        XCTAssertTrue(type(of: navigationController) == UINavigationController.self, "not a subclass")
        XCTAssertTrue(navigationController === given)
        XCTAssertEqual(navigationController.viewControllers.count, 1)
        XCTAssertTrue(navigationController.viewControllers.first === screen)
    }

    // MARK: dismissPresentedModule

    @MainActor
    func testDismissPresentedModuleCallsDismissOnlyWhenSomethingIsPresented() async throws {
        let navigationController = RecordingNavigationController(rootViewController: UIViewController())
        navigationController.dismissPresentedModule()
        XCTAssertEqual(navigationController.calls, [], "nothing presented: no call")
        navigationController.present(UIViewController(), animated: false)
        navigationController.calls = []
        navigationController.dismissPresentedModule(animated: false)
        XCTAssertEqual(navigationController.calls, ["dismiss"])
        XCTAssertNil(navigationController.presentedViewController)
    }

    @MainActor
    func testDismissPresentedModuleOnAPresentedStackWithNothingOverItLeavesItUp() async throws {
        let presenter = UINavigationController(rootViewController: UIViewController())
        let sheet = UINavigationController(rootViewController: UIViewController())
        presenter.present(sheet, animated: false)
        sheet.dismissPresentedModule()
        XCTAssertTrue(presenter.presentedViewController === sheet, "a plain dismiss would have taken the sheet")
        presenter.dismiss(animated: false)
    }

    // MARK: ServiceLocator

    @MainActor
    func testTheLocatorResolvesServicesByType() async throws {
        let auth = AuthService()
        let recipes = RecipeService()
        let views = ViewFactoryImp()
        let locator = ServiceLocator(views: views, startDecisions: nil, authService: auth, recipeService: recipes)
        let injectedRecipes: RecipeService = locator.inject()
        let injectedAuth: AuthService = locator.inject()
        XCTAssertTrue(injectedRecipes === recipes)
        XCTAssertTrue(injectedAuth === auth)
        XCTAssertTrue(locator.recipeService === recipes)
        XCTAssertTrue(locator.authService === auth)
        XCTAssertTrue(locator.views as AnyObject === views)
        let dependencies: any RecipesDependencies = locator
        XCTAssertTrue(dependencies.recipeService === recipes, "it conforms to every flow's dependencies")
        let signIn: any SignInDependencies = locator
        XCTAssertTrue(signIn.authService === auth)
        XCTAssertNil(locator.startDecisions)
    }

    @MainActor
    func testTheLocatorHoldsStartDecisionsWeaklyAndTheFirstOptionWinsWhenTheyAreGone() async throws {
        final class Decisions: StartDecisions {
            func decideAppStart() -> AppStart { .recipesFlow }
        }
        var decisions: Decisions? = Decisions()
        let gone = Weak(decisions)
        let locator = ServiceLocator(
            views: ViewFactoryImp(), startDecisions: decisions, authService: AuthService(),
            recipeService: RecipeService())
        XCTAssertTrue(locator.startDecisions === decisions)
        let decided = AppFlowModuleAssembly(navigationController: UINavigationController(), locator: locator)
        XCTAssertTrue(decided.viewController is RecipeListViewController)
        decisions = nil
        XCTAssertNil(gone.object, "the locator does not keep them")
        XCTAssertNil(locator.startDecisions)
        let fallback = AppFlowModuleAssembly(navigationController: UINavigationController(), locator: locator)
        XCTAssertTrue(fallback.viewController is WelcomeViewController, "the first option: SignInFlow")
    }

    @MainActor
    func testRestartWithTheDecisionsGoneStartsWithTheFirstOption() async throws {
        var decisions: SilverAppHarness.Decisions? = SilverAppHarness.Decisions(next: .recipesFlow)
        let locator = ServiceLocator(
            views: ViewFactoryImp(), startDecisions: decisions, authService: AuthService(),
            recipeService: RecipeService())
        var root: UIViewController? = OwnNavigationModuleAssembly {
            AppFlowModuleAssembly(navigationController: $0, locator: locator)
        }.viewController
        let navigationController = try XCTUnwrap(root as? UINavigationController)
        XCTAssertTrue(navigationController.topViewController is RecipeListViewController)
        decisions = nil
        let list = try XCTUnwrap(
            navigationController.topViewController.flatMap {
                SilverAppHarness.router(of: $0, as: RecipeListRouter.self)
            })
        list.onSignOut()
        XCTAssertTrue(navigationController.topViewController is WelcomeViewController)
        let app = Weak(locator.views as AnyObject)
        root = nil
        XCTAssertNotNil(app.object, "kept by the test's locator")
    }

    @MainActor
    func testSigningOutWithASheetUpDismissesItThenTheRestartAsksThenSetsTheRoot() async throws {
        final class Decisions: StartDecisions {
            var seen: [String] = []
            weak var navigationController: RecordingNavigationController?
            func decideAppStart() -> AppStart {
                seen.append("ask presented=\(navigationController?.presentedViewController != nil)")
                navigationController?.calls.append("ask")
                return .recipesFlow
            }
        }
        let decisions = Decisions()
        let navigationController = RecordingNavigationController()
        decisions.navigationController = navigationController
        let locator = ServiceLocator(
            views: ViewFactoryImp(), startDecisions: decisions, authService: AuthService(),
            recipeService: RecipeService())
        do {
            let module = AppFlowModuleAssembly(navigationController: navigationController, locator: locator)
            navigationController.setViewControllers([module.viewController], animated: false)
        }
        let list = try XCTUnwrap(
            navigationController.topViewController.flatMap {
                SilverAppHarness.router(of: $0, as: RecipeListRouter.self)
            })
        list.onCreateTap()
        // RecipesFlow presents, so its `finish` dismisses the editor; the app's `restart` then finds
        // nothing presented (no second dismiss), asks, and sets the new start as the root.
        navigationController.calls = []
        list.onSignOut()
        XCTAssertEqual(
            navigationController.calls, ["dismiss", "ask", "setViewControllers([RecipeListViewController])"])
        XCTAssertEqual(decisions.seen.last, "ask presented=false")
        navigationController.setViewControllers([], animated: false)
    }

    // MARK: lifetime

    @MainActor
    func testTheAppsRootFlowNeedNotBeKept() async throws {
        let harness = app(start: .signInFlow)
        XCTAssertNotNil(harness.appRouter, "held weakly by the harness, alive through its start flow's screens")
        try harness.router(WelcomeRouter.self).onSignUpTap()
        try harness.router(SignUpRouter.self).onSignedUp(session: session)
        XCTAssertNotNil(harness.appRouter, "and through its start flow's child's screens")
        XCTAssertNotNil(harness.flow(SignInFlowRouter.self), "whose own screens are all gone")
    }

    @MainActor
    func testNothingLeaksAfterTheRootIsDroppedMidway() async throws {
        let harness = SilverAppHarness(start: .recipesFlow)
        try harness.router(RecipeListRouter.self).onRecipeSelect(recipe: soup)
        try harness.router(RecipeDetailRouter.self).onCookTap(recipe: soup)
        try harness.router(CookingStepRouter.self).onTimerSettingsTap()
        let views = Weak(harness.locator?.views as AnyObject?)
        let alive = harness.everything
        XCTAssertGreaterThan(alive.count, 10)
        XCTAssertNotNil(harness.flow(CookingFlowRouter.self))
        let flows = harness.flows.map { Weak($0 as AnyObject) }
        XCTAssertEqual(flows.count, 3)
        harness.tearDown()
        XCTAssertEqual(alive.compactMap { $0.object.map { String(describing: type(of: $0)) } }, [])
        XCTAssertTrue(flows.allSatisfy { $0.object == nil })
        XCTAssertNil(views.object, "the locator kept the view factory, and nothing kept the locator")
        XCTAssertNil(harness.appRouter)
    }

    @MainActor
    func testNothingLeaksWithASheetAndAChildFlowUp() async throws {
        let harness = SilverAppHarness(start: .recipesFlow)
        try harness.router(RecipeListRouter.self).onCreateTap()
        try harness.router(EditorBasicsRouter.self).onNext(title: "Pie")
        try harness.router(EditorIngredientsRouter.self).onNext()
        try harness.router(EditorReviewRouter.self).onPreviewTap()
        let alive = harness.everything
        XCTAssertNotNil(harness.flow(RecipeEditorFlowRouter.self))
        harness.tearDown()
        XCTAssertEqual(alive.compactMap { $0.object.map { String(describing: type(of: $0)) } }, [])
    }

    @MainActor
    func testNothingLeaksAfterALongSession() async throws {
        let harness = SilverAppHarness(start: .signInFlow)
        try harness.router(WelcomeRouter.self).onSignInTap()
        try harness.router(SignInRouter.self).onForgotPasswordTap(email: "a")
        try harness.router(PasswordHelpRouter.self).onClose()
        harness.decisions.next = .recipesFlow
        try harness.router(SignInRouter.self).onSignedIn(session: session)
        try harness.router(RecipeListRouter.self).onRecipeSelect(recipe: soup)
        try harness.router(RecipeDetailRouter.self).onAddToShoppingList(recipe: soup)
        try harness.router(ShoppingListRouter.self).onDone()
        try harness.router(RecipeListRouter.self).onCreateTap()
        try harness.router(EditorBasicsRouter.self).onCancel()
        harness.decisions.next = .signInFlow
        try harness.router(RecipeListRouter.self).onSignOut()
        try harness.router(WelcomeRouter.self).onSignUpTap()
        try harness.router(SignUpRouter.self).onSignedUp(session: session)
        let alive = harness.everything
        harness.tearDown()
        XCTAssertEqual(alive.compactMap { $0.object.map { String(describing: type(of: $0)) } }, [])
    }
}
