import UIKit
import XCTest

@testable import GoldenSilverApp

/// Flow modules assembled by hand, as a parent (or an app) would: what the assembly returns and
/// places (nothing), results reaching the handlers given to `configure`, a flow ended before its
/// parent configured it, a flow that is not on a stack, a parent that stopped running.
final class FlowModuleTests: SilverTestCase {
    @MainActor
    private func makeLocator(_ decisions: (any StartDecisions)? = nil) -> ServiceLocator {
        ServiceLocator(
            views: ViewFactoryImp(), startDecisions: decisions, authService: AuthService(),
            recipeService: RecipeService())
    }

    @MainActor
    private func router<Router>(_ navigationController: UINavigationController, _ type: Router.Type) throws -> Router {
        let top = try XCTUnwrap(UIKitStandIn.topmostViewController(from: navigationController) as UIViewController?)
        return try XCTUnwrap(SilverAppHarness.router(of: top, as: Router.self), "top is \(top)")
    }

    @MainActor
    func testAssemblingAFlowPlacesNothingAndReturnsItsStartScreen() async throws {
        let navigationController = RecordingNavigationController()
        let module = RecipesFlowModuleAssembly(navigationController: navigationController, locator: makeLocator())
        XCTAssertEqual(navigationController.calls, [], "the caller places it")
        XCTAssertEqual(navigationController.viewControllers.count, 0)
        XCTAssertTrue(module.viewController is RecipeListViewController)
        XCTAssertNotNil(module.router as? RecipesFlowRouter, "the router itself, no wrapper")
        XCTAssertEqual(module.router.childRouters.count, 0)
    }

    @MainActor
    func testAFlowThatIsNotOnAStackIgnoresItsScreensEvents() async throws {
        let navigationController = RecordingNavigationController()
        let module = RecipesFlowModuleAssembly(navigationController: navigationController, locator: makeLocator())
        let list = try XCTUnwrap(SilverAppHarness.router(of: module.viewController, as: RecipeListRouter.self))
        var finished = 0
        module.router.configure(finishHandler: { finished += 1 })
        list.onRecipeSelect(recipe: soup)
        list.onCreateTap()
        list.onSignOut()
        XCTAssertEqual(navigationController.calls, [])
        XCTAssertEqual(finished, 0)
        XCTAssertNil((module.router as? RecipesFlowRouter)?.storage.selectedRecipe)
    }

    @MainActor
    func testAFlowWhoseStartIsAFlowReturnsThatFlowsStartScreenAndListsIt() async throws {
        final class Decisions: StartDecisions {
            func decideAppStart() -> AppStart { .recipesFlow }
        }
        let decisions = Decisions()
        let navigationController = RecordingNavigationController()
        let module = AppFlowModuleAssembly(navigationController: navigationController, locator: makeLocator(decisions))
        XCTAssertEqual(navigationController.calls, [])
        XCTAssertTrue(module.viewController is RecipeListViewController, "the start flow's start screen")
        XCTAssertEqual(module.router.childRouters.count, 1)
        XCTAssertNotNil(module.router.childRouters.first as? RecipesFlowRouter)
    }

    @MainActor
    func testOnboardingResultsReachTheFinishHandler() async throws {
        let navigationController = UINavigationController()
        var results: [(Session, [String])] = []
        var cancelled = 0
        let flow: Weak<OnboardingFlowRouter>
        do {
            let module = OnboardingFlowModuleAssembly(
                session: session, navigationController: navigationController, locator: makeLocator())
            module.router.configure(finishHandler: { results.append(($0, $1)) }, cancelHandler: { cancelled += 1 })
            flow = Weak(module.router as? OnboardingFlowRouter)
            navigationController.setViewControllers([module.viewController], animated: false)
        }
        XCTAssertEqual((navigationController.topViewController as? IntroViewController)?.input.session, session)
        try router(navigationController, IntroRouter.self).onContinue()
        try router(navigationController, CuisinePickerRouter.self).onSelectionChange(favoriteCuisines: [
            "Thai", "Greek",
        ])
        try router(navigationController, CuisinePickerRouter.self).onDone()
        XCTAssertEqual(results.count, 1)
        XCTAssertEqual(results.first?.0, session, "the flow's input")
        XCTAssertEqual(results.first?.1, ["Thai", "Greek"], "the flow's storage")
        XCTAssertEqual(cancelled, 0)
        XCTAssertEqual(navigationController.viewControllers.count, 2, "ending moves nothing: the parent does")
        XCTAssertNotNil(flow.object, "alive while its screens are")
        try router(navigationController, CuisinePickerRouter.self).onDone()
        XCTAssertEqual(results.count, 1, "ended")
        navigationController.setViewControllers([], animated: false)
        XCTAssertNil(flow.object)
    }

    @MainActor
    func testCancelReachesTheCancelHandler() async throws {
        let navigationController = UINavigationController()
        var ends: [String] = []
        do {
            let module = OnboardingFlowModuleAssembly(
                session: session, navigationController: navigationController, locator: makeLocator())
            module.router.configure(
                finishHandler: { _, _ in ends.append("finish") }, cancelHandler: { ends.append("cancel") })
            navigationController.setViewControllers([module.viewController], animated: false)
        }
        try router(navigationController, IntroRouter.self).onStartOver()
        try router(navigationController, IntroRouter.self).onStartOver()
        XCTAssertEqual(ends, ["cancel"])
    }

    @MainActor
    func testSignInPassesTheOnboardingsSessionOnAsItsResult() async throws {
        let navigationController = UINavigationController()
        var results: [Session] = []
        let flow: Weak<SignInFlowRouter>
        do {
            let module = SignInFlowModuleAssembly(navigationController: navigationController, locator: makeLocator())
            module.router.configure(finishHandler: { results.append($0) })
            flow = Weak(module.router as? SignInFlowRouter)
            navigationController.setViewControllers([module.viewController], animated: false)
        }
        try router(navigationController, WelcomeRouter.self).onSignUpTap()
        try router(navigationController, SignUpRouter.self).onSignedUp(session: Session(token: "new"))
        try router(navigationController, IntroRouter.self).onContinue()
        try router(navigationController, CuisinePickerRouter.self).onDone()
        XCTAssertEqual(results, [Session(token: "new")])
        XCTAssertNotNil(flow.object)
        navigationController.setViewControllers([], animated: false)
        XCTAssertNil(flow.object)
    }

    @MainActor
    func testTheEditorsResultsReachItsHandlersOnANavigationControllerOfItsOwn() async throws {
        let presenter = UINavigationController(rootViewController: UIViewController())
        var results: [(Recipe, Bool)] = []
        var cancelled = 0
        let flow: Weak<RecipeEditorFlowRouter>
        do {
            let module = OwnNavigationModuleAssembly { navigationController in
                RecipeEditorFlowModuleAssembly(navigationController: navigationController, locator: makeLocator())
            }
            module.router.configure(finishHandler: { results.append(($0, $1)) }, cancelHandler: { cancelled += 1 })
            flow = Weak(module.router as? RecipeEditorFlowRouter)
            XCTAssertTrue(type(of: module.viewController) == UINavigationController.self)
            presenter.present(module.viewController, animated: true)
        }
        do {
            let sheet = try XCTUnwrap(presenter.presentedViewController as? UINavigationController)
            try router(sheet, EditorBasicsRouter.self).onNext(title: "Pie")
            try router(sheet, EditorIngredientsRouter.self).onNext()
            try router(sheet, EditorReviewRouter.self).onPreviewTap()
            try router(sheet, RecipePreviewRouter.self).onPublish(recipe: Recipe(title: "Pie"), isPublished: true)
            XCTAssertEqual(results.map(\.0.title), ["Pie"])
            XCTAssertEqual(results.map(\.1), [true])
            XCTAssertEqual(cancelled, 0)
            XCTAssertNil(sheet.presentedViewController, "the flow dismissed what it presented before it ended")
            XCTAssertTrue(presenter.presentedViewController === sheet, "its own sheet is its parent's business")
            presenter.dismiss(animated: false)
        }
        XCTAssertNil(flow.object)
    }

    @MainActor
    func testAFlowThatEndsBeforeItIsConfiguredReachesNobodyAndStops() async throws {
        let navigationController = RecordingNavigationController()
        do {
            let module = ShoppingListFlowModuleAssembly(
                recipe: nil, navigationController: navigationController, locator: makeLocator())
            navigationController.setViewControllers([module.viewController], animated: false)
        }
        XCTAssertNil(try router(navigationController, ShoppingListRouter.self).viewController.presentedViewController)
        try router(navigationController, ShoppingListRouter.self).onDone()
        navigationController.calls = []
        try router(navigationController, ShoppingListRouter.self).onItemTap(ingredient: flour)
        XCTAssertEqual(navigationController.calls, [], "ended")
    }

    @MainActor
    func testAParentThatStoppedRunningIgnoresItsChildsEnding() async throws {
        let navigationController = RecordingNavigationController()
        var finished = 0
        do {
            let module = RecipesFlowModuleAssembly(navigationController: navigationController, locator: makeLocator())
            module.router.configure(finishHandler: { finished += 1 })
            navigationController.setViewControllers([module.viewController], animated: false)
        }
        let list = try router(navigationController, RecipeListRouter.self)
        list.onRecipeSelect(recipe: soup)
        try router(navigationController, RecipeDetailRouter.self).onCookTap(recipe: soup)
        list.onSignOut()  // the list is still on the stack, under the cooking: the parent ends
        XCTAssertEqual(finished, 1)
        navigationController.calls = []
        try router(navigationController, CookingStepRouter.self).onDone()  // the child still runs and ends
        XCTAssertEqual(navigationController.calls, [], "the parent ended: no pop back to the detail")
        XCTAssertEqual(navigationController.viewControllers.count, 3)
        navigationController.setViewControllers([], animated: false)
    }
}
