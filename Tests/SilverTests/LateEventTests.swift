import UIKit
import XCTest

@testable import GoldenSilverApp

/// Events that arrive after a module left: the user backed out past the flow's first screen, swiped
/// its sheet away, or the flow ended (a stale or double-tapped screen). A screen that something
/// outside UIKit keeps (an async callback that captured its view controller) keeps its module and
/// flow in memory, but cannot drive them.
final class LateEventTests: SilverTestCase {
    @MainActor
    func testAPushedChildTheUserBackedOutOfIgnoresItsScreensLateEvents() async throws {
        let navigationController = RecordingNavigationController()
        let harness = app(start: .recipesFlow, navigationController: navigationController)
        try harness.router(RecipeListRouter.self).onRecipeSelect(recipe: soup)
        try harness.router(RecipeDetailRouter.self).onCookTap(recipe: soup)
        var callback: UIViewController? = try harness.screen(CookingStepViewController.self)
        let cooking = Weak(harness.flow(CookingFlowRouter.self))
        XCTAssertTrue(navigationController.simulateBackButton())
        XCTAssertNotNil(cooking.object, "the captured screen keeps its module and its flow")
        XCTAssertEqual(harness.flow(RecipesFlowRouter.self)?.childRouters.count, 1, "alive, so still listed")
        navigationController.calls = []
        do {
            let router = try XCTUnwrap(callback.flatMap { SilverAppHarness.router(of: $0, as: CookingStepRouter.self) })
            router.onTipsTap()
            router.onTimerSettingsTap()
            router.onTimerStart(repeat: true)
            router.onDone()
            router.onQuit()
        }
        XCTAssertEqual(navigationController.calls, [], "late events reach nobody")
        XCTAssertEqual(cooking.object?.storage.repeatsTimer, false, "not even a store")
        XCTAssertEqual(harness.stack, ["RecipeListViewController", "RecipeDetailViewController"])
        XCTAssertNil(harness.presented)
        callback = nil
        XCTAssertNil(cooking.object)
    }

    @MainActor
    func testAPushedChildsDeeperScreenIsIgnoredOnceTheFirstScreenLeft() async throws {
        let harness = app(start: .recipesFlow)
        try harness.router(RecipeListRouter.self).onRecipeSelect(recipe: soup)
        try harness.router(RecipeDetailRouter.self).onAddToShoppingList(recipe: soup)
        try harness.router(ShoppingListRouter.self).onItemTap(ingredient: flour)
        let item = try harness.router(ShoppingItemRouter.self)
        try XCTUnwrap(harness.navigationController).popToViewController(
            try XCTUnwrap(harness.navigationController?.viewControllers[1]), animated: true)
        item.onBought()
        XCTAssertEqual(harness.stack, ["RecipeListViewController", "RecipeDetailViewController"], "no pop")
    }

    @MainActor
    func testAPresentedChildSwipedAwayIgnoresItsScreensLateEvents() async throws {
        let harness = app(start: .recipesFlow)
        try harness.router(RecipeListRouter.self).onCreateTap()
        try harness.router(EditorBasicsRouter.self).onNext(title: "Pie")
        let ingredients = try harness.router(EditorIngredientsRouter.self)
        let editor = Weak(harness.flow(RecipeEditorFlowRouter.self))
        XCTAssertTrue(try XCTUnwrap(harness.top).simulateSwipeDown())
        ingredients.onIngredientsChange(ingredients: [flour])
        ingredients.onNext()
        XCTAssertEqual(editor.object?.storage.ingredients, [], "ignored")
        XCTAssertNil(harness.presented)
        XCTAssertEqual(harness.stack, ["RecipeListViewController"])
        XCTAssertEqual(harness.flow(RecipesFlowRouter.self)?.childRouters.count, 1, "kept alive by the router")
    }

    @MainActor
    func testASecondFinishFromADoubleTapReachesNobody() async throws {
        let navigationController = RecordingNavigationController()
        let harness = app(start: .recipesFlow, navigationController: navigationController)
        try harness.router(RecipeListRouter.self).onCreateTap()
        try harness.router(EditorBasicsRouter.self).onNext(title: "Pie")
        try harness.router(EditorIngredientsRouter.self).onNext()
        let review = try harness.router(EditorReviewRouter.self)
        navigationController.calls = []
        review.onSave(recipe: soup, isPublished: true)
        review.onSave(recipe: soup, isPublished: true)
        review.onDiscard()
        review.onPreviewTap()
        XCTAssertEqual(navigationController.calls, ["dismiss", "push(RecipeDetailViewController)"], "once")
        XCTAssertEqual(harness.stack, ["RecipeListViewController", "RecipeDetailViewController"])
    }

    @MainActor
    func testADoubleTappedRestartRunsOnce() async throws {
        let harness = app(start: .signInFlow)
        try harness.router(WelcomeRouter.self).onSignInTap()
        let signIn = try harness.router(SignInRouter.self)
        harness.decisions.next = .recipesFlow
        signIn.onSignedIn(session: session)
        try harness.router(RecipeListRouter.self).onRecipeSelect(recipe: soup)
        signIn.onSignedIn(session: session)
        signIn.onForgotPasswordTap(email: "late")
        XCTAssertEqual(harness.decisions.asked, 2, "no second restart")
        XCTAssertEqual(harness.stack, ["RecipeListViewController", "RecipeDetailViewController"])
        XCTAssertNil(harness.presented)
    }

    @MainActor
    func testAnEndedFlowsScreensAreInert() async throws {
        let harness = app(start: .recipesFlow)
        let list = try harness.router(RecipeListRouter.self)
        let recipes = Weak(harness.flow(RecipesFlowRouter.self))
        harness.decisions.next = .signInFlow
        list.onSignOut()
        XCTAssertNotNil(recipes.object, "kept by the screen's router the test holds")
        list.onRecipeSelect(recipe: soup)
        list.onCreateTap()
        list.onSignOut()
        XCTAssertEqual(harness.stack, ["WelcomeViewController"])
        XCTAssertNil(harness.presented)
        XCTAssertEqual(harness.decisions.asked, 2)
        XCTAssertNil(recipes.object?.storage.selectedRecipe)
    }

    @MainActor
    func testAStaleOnboardingCannotCancelTwice() async throws {
        let harness = app(start: .signInFlow)
        try harness.router(WelcomeRouter.self).onSignUpTap()
        try harness.router(SignUpRouter.self).onSignedUp(session: session)
        let intro = try harness.router(IntroRouter.self)
        intro.onStartOver()
        try harness.router(WelcomeRouter.self).onSignInTap()
        intro.onStartOver()
        intro.onContinue()
        XCTAssertEqual(harness.stack, ["WelcomeViewController", "SignInViewController"], "no second root Welcome")
    }

    @MainActor
    func testAScreenKeptAfterTheWindowDroppedTheRootCannotDriveItsFlow() async throws {
        let harness = SilverAppHarness(start: .recipesFlow)
        try harness.router(RecipeListRouter.self).onRecipeSelect(recipe: soup)
        var callback: UIViewController? = try harness.screen(RecipeDetailViewController.self)
        let recipes = Weak(harness.flow(RecipesFlowRouter.self))
        let appRouter = Weak(harness.appRouter)
        let root = Weak(harness.root)
        harness.tearDown()
        XCTAssertNil(root.object)
        XCTAssertNotNil(recipes.object, "kept by the captured screen")
        do {
            let detail = try XCTUnwrap(
                callback.flatMap { SilverAppHarness.router(of: $0, as: RecipeDetailRouter.self) })
            detail.onServingsChange(servings: 8)
            detail.onIngredientTap(ingredient: flour)
            detail.onCookTap(recipe: soup)
            detail.onDelete()
        }
        XCTAssertEqual(recipes.object?.storage.servings, 2, "its first screen is gone: it ignores the events")
        XCTAssertEqual(recipes.object?.childRouters.count, 0)
        XCTAssertNil(callback?.presentedViewController)
        callback = nil
        XCTAssertNil(recipes.object)
        XCTAssertNil(appRouter.object)
    }
}
