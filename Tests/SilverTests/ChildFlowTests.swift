import UIKit
import XCTest

@testable import GoldenSilverApp

/// Child flows in the running app: pushed, presented and set as the root; finishing and
/// cancelling with results reaching the parent's handlers while the child is still alive; the
/// no-handler default; the user leaving a child (back button, swipe, sheet swipe-down, a `pop` that
/// removes its first screen) releasing it with no parent action; `childRouters`.
final class ChildFlowTests: SilverTestCase {
    @MainActor
    private func openDetail(_ harness: SilverAppHarness) throws {
        try harness.router(RecipeListRouter.self).onRecipeSelect(recipe: soup)
    }

    @MainActor
    private func openReview(_ harness: SilverAppHarness) throws {
        try harness.router(RecipeListRouter.self).onCreateTap()
        try harness.router(EditorBasicsRouter.self).onNext(title: "Pie")
        try harness.router(EditorIngredientsRouter.self).onIngredientsChange(ingredients: [flour])
        try harness.router(EditorIngredientsRouter.self).onNext()
    }

    // MARK: present XFlow

    @MainActor
    func testPresentedChildRunsOnAPlainNavigationControllerOfItsOwnWithItsOwnStorage() async throws {
        let harness = app(start: .recipesFlow)
        let recipes = try XCTUnwrap(harness.flow(RecipesFlowRouter.self))
        try harness.router(RecipeListRouter.self).onCreateTap()
        let sheet = try XCTUnwrap(harness.presented as? UINavigationController, harness.hierarchy)
        XCTAssertTrue(type(of: sheet) == UINavigationController.self)
        XCTAssertEqual(sheet.viewControllers.count, 1)
        XCTAssertTrue(sheet.viewControllers.first is EditorBasicsViewController)
        let editor = try XCTUnwrap(recipes.childRouters.first as? RecipeEditorFlowRouter, "as? XFlowRouter works")
        XCTAssertEqual(recipes.childRouters.count, 1)

        try harness.router(EditorBasicsRouter.self).onNext(title: "Pie")
        XCTAssertEqual(editor.storage.title, "Pie")
        XCTAssertEqual(try harness.screen(EditorIngredientsViewController.self).input.title, "Pie")
        try harness.router(EditorIngredientsRouter.self).onIngredientsChange(ingredients: [flour])
        XCTAssertEqual(editor.storage.ingredients, [flour])
        try harness.router(EditorIngredientsRouter.self).onNext()
        let review = try harness.screen(EditorReviewViewController.self)
        XCTAssertEqual(review.input.title, "Pie", "from the child's storage")
        XCTAssertEqual(review.input.ingredients, [flour])
        XCTAssertEqual(sheet.viewControllers.count, 3, "pushed on the child's own stack")
        XCTAssertEqual(harness.stack, ["RecipeListViewController"], "the parent's stack is untouched")
        try harness.router(EditorReviewRouter.self).onPreviewTap()
        XCTAssertTrue(sheet.presentedViewController is RecipePreviewViewController, "presented by the child's stack")
        XCTAssertEqual(try harness.screen(RecipePreviewViewController.self).input.ingredients, [flour])
        try harness.router(RecipePreviewRouter.self).onClose()
        XCTAssertNil(sheet.presentedViewController)
        XCTAssertTrue(harness.presented === sheet, "the child's dismiss leaves its own sheet up")
    }

    @MainActor
    func testPresentedChildFinishingRunsTheParentsActionsWhileItIsAliveAndIsReleasedAfterwards() async throws {
        let views = ObservedViewFactory()
        let navigationController = RecordingNavigationController()
        let harness = app(start: .recipesFlow, views: views, navigationController: navigationController)
        try openReview(harness)
        let recipes = try XCTUnwrap(harness.flow(RecipesFlowRouter.self))
        let editor = Weak(harness.flow(RecipeEditorFlowRouter.self))
        let sheet = Weak(harness.presented)
        var atFirstAction: (sheetUp: Bool, childAlive: Bool)?
        navigationController.willCall = { call in
            guard atFirstAction == nil else { return }
            atFirstAction = (navigationController.presentedViewController != nil, editor.object != nil)
        }
        var atPush: (presented: Bool, stored: Recipe?)?
        views.willMake = { name in
            guard name == "RecipeDetail" else { return }
            atPush = (navigationController.presentedViewController != nil, recipes.storage.selectedRecipe)
        }
        try harness.router(EditorReviewRouter.self).onSave(recipe: Recipe(title: "Pie"), isPublished: true)
        XCTAssertEqual(atFirstAction?.sheetUp, true, "at the parent's first action the child's screens are up")
        XCTAssertEqual(atFirstAction?.childAlive, true)
        XCTAssertEqual(atPush?.presented, false, "on finish → dismiss, store, push: in that order")
        XCTAssertEqual(atPush?.stored?.title, "Pie")
        XCTAssertNil(editor.object, "released once its screens left and the event returned")
        XCTAssertNil(sheet.object)
        XCTAssertEqual(recipes.childRouters.count, 0)
        XCTAssertEqual(harness.stack, ["RecipeListViewController", "RecipeDetailViewController"])
        XCTAssertEqual(try harness.screen(RecipeDetailViewController.self).input.recipe.title, "Pie", "the result")
        XCTAssertEqual(recipes.storage.selectedRecipe?.title, "Pie")
        navigationController.willCall = nil
        views.willMake = nil
    }

    @MainActor
    func testPresentedChildFinishingFromItsOwnSheetDismissesThatFirst() async throws {
        let harness = app(start: .recipesFlow)
        try openReview(harness)
        try harness.router(EditorReviewRouter.self).onPreviewTap()
        let preview = Weak(try harness.screen(RecipePreviewViewController.self))
        let editor = Weak(harness.flow(RecipeEditorFlowRouter.self))
        try harness.router(RecipePreviewRouter.self).onPublish(recipe: Recipe(title: "Tart"), isPublished: false)
        XCTAssertNil(harness.presented)
        XCTAssertNil(preview.object)
        XCTAssertNil(editor.object)
        XCTAssertEqual(try harness.screen(RecipeDetailViewController.self).input.recipe.title, "Tart")
    }

    @MainActor
    func testPresentedChildCancellingIsDismissedByTheParentsHandler() async throws {
        let harness = app(start: .recipesFlow)
        try openReview(harness)
        let editor = Weak(harness.flow(RecipeEditorFlowRouter.self))
        try harness.router(EditorReviewRouter.self).onDiscard()
        XCTAssertNil(harness.presented)
        XCTAssertNil(editor.object)
        XCTAssertEqual(harness.stack, ["RecipeListViewController"])
        XCTAssertNil(harness.flow(RecipesFlowRouter.self)?.storage.selectedRecipe)

        try harness.router(RecipeListRouter.self).onCreateTap()
        try harness.router(EditorBasicsRouter.self).onCancel()
        XCTAssertNil(harness.presented, "cancel from the child's first screen")
        XCTAssertEqual(harness.flow(RecipesFlowRouter.self)?.childRouters.count, 0)
    }

    @MainActor
    func testSwipingAPresentedChildDownReleasesItWithNoParentAction() async throws {
        let navigationController = RecordingNavigationController()
        let harness = app(start: .recipesFlow, navigationController: navigationController)
        try openReview(harness)
        let editor = Weak(harness.flow(RecipeEditorFlowRouter.self))
        let sheet = Weak(harness.presented)
        let review = Weak(try harness.screen(EditorReviewViewController.self))
        navigationController.calls = []
        XCTAssertTrue(try XCTUnwrap(harness.top).simulateSwipeDown())
        XCTAssertNil(harness.presented)
        XCTAssertNil(editor.object, "nothing but its screens held it")
        XCTAssertNil(sheet.object)
        XCTAssertNil(review.object)
        XCTAssertEqual(harness.flow(RecipesFlowRouter.self)?.childRouters.count, 0)
        XCTAssertEqual(navigationController.calls, [], "no parent action")
        XCTAssertEqual(harness.stack, ["RecipeListViewController"])
    }

    @MainActor
    func testSwipingAPresentedScreenDownReleasesItsModule() async throws {
        let harness = app(start: .recipesFlow)
        try openDetail(harness)
        try harness.router(RecipeDetailRouter.self).onIngredientTap(ingredient: flour)
        let router = Weak(try harness.router(IngredientInfoRouter.self))
        XCTAssertTrue(try XCTUnwrap(harness.top).simulateSwipeDown())
        XCTAssertNil(router.object)
        XCTAssertNil(harness.presented)
        try harness.router(RecipeDetailRouter.self).onIngredientTap(ingredient: flour)
        XCTAssertNotNil(harness.presented as? IngredientInfoViewController, "the flow still runs")
        try harness.router(IngredientInfoRouter.self).onClose()
    }

    @MainActor
    func testACancelledSwipeDownKeepsTheChildRunning() async throws {
        let harness = app(start: .recipesFlow)
        try openReview(harness)
        XCTAssertFalse(try XCTUnwrap(harness.top).simulateSwipeDown(completes: false))
        XCTAssertNotNil(harness.flow(RecipeEditorFlowRouter.self))
        try harness.router(EditorReviewRouter.self).onSave(recipe: soup, isPublished: true)
        XCTAssertEqual(harness.stack, ["RecipeListViewController", "RecipeDetailViewController"])
    }

    // MARK: push XFlow

    @MainActor
    func testPushedChildRunsOnTheParentsStackWithValuesMatchedByName() async throws {
        let harness = app(start: .recipesFlow)
        let recipes = try XCTUnwrap(harness.flow(RecipesFlowRouter.self))
        try openDetail(harness)
        try harness.router(RecipeDetailRouter.self).onServingsChange(servings: 5)
        try harness.router(RecipeDetailRouter.self).onCookTap(recipe: Recipe(title: "Stew"))
        XCTAssertEqual(
            harness.stack, ["RecipeListViewController", "RecipeDetailViewController", "CookingStepViewController"])
        let step = try harness.screen(CookingStepViewController.self)
        XCTAssertEqual(step.input.recipe.title, "Stew", "the event's payload")
        XCTAssertEqual(step.input.servings, 5, "the parent's storage")
        let cooking = try XCTUnwrap(recipes.childRouters.first as? CookingFlowRouter)
        XCTAssertEqual(recipes.childRouters.count, 1)
        try harness.router(CookingStepRouter.self).onTimerStart(repeat: true)
        XCTAssertTrue(cooking.storage.repeatsTimer)
        try harness.router(CookingStepRouter.self).onTipsTap()
        XCTAssertEqual(harness.stack.last, "CookingTipsViewController")
        XCTAssertTrue(try XCTUnwrap(harness.navigationController).simulateBackButton())
        try harness.router(CookingStepRouter.self).onTimerSettingsTap()
        XCTAssertNotNil(harness.presented as? TimerSettingsViewController)
        try harness.router(TimerSettingsRouter.self).onClose()
        XCTAssertNil(harness.presented)
    }

    @MainActor
    func testPushedChildWithoutAHandlerPopsBackToTheScreenBelowOnFinishAndOnCancel() async throws {
        let harness = app(start: .recipesFlow)
        try openDetail(harness)
        for end in ["finish", "cancel"] {
            try harness.router(RecipeDetailRouter.self).onCookTap(recipe: soup)
            let step = try harness.router(CookingStepRouter.self)
            step.onTipsTap()
            let cooking = Weak(harness.flow(CookingFlowRouter.self))
            let tips = Weak(try harness.screen(CookingTipsViewController.self))
            if end == "finish" { step.onDone() } else { step.onQuit() }
            XCTAssertEqual(harness.stack, ["RecipeListViewController", "RecipeDetailViewController"], end)
            XCTAssertNil(tips.object, end)
            XCTAssertNotNil(cooking.object, "\(end): kept by the test's router only")
        }
        XCTAssertNil(harness.flow(CookingFlowRouter.self))
    }

    @MainActor
    func testPushedChildReleasedWhenItsEndingReturns() async throws {
        let harness = app(start: .recipesFlow)
        try openDetail(harness)
        try harness.router(RecipeDetailRouter.self).onCookTap(recipe: soup)
        let cooking = Weak(harness.flow(CookingFlowRouter.self))
        try harness.router(CookingStepRouter.self).onDone()
        XCTAssertNil(cooking.object)
        XCTAssertEqual(harness.flow(RecipesFlowRouter.self)?.childRouters.count, 0)
    }

    @MainActor
    func testPushedChildFinishingWithItsSheetUpDismissesItThenPopsBack() async throws {
        let harness = app(start: .recipesFlow)
        try openDetail(harness)
        try harness.router(RecipeDetailRouter.self).onCookTap(recipe: soup)
        let step = try harness.router(CookingStepRouter.self)
        step.onTimerSettingsTap()
        let settings = Weak(harness.presented)
        step.onQuit()
        XCTAssertNil(harness.presented)
        XCTAssertNil(settings.object)
        XCTAssertEqual(harness.stack, ["RecipeListViewController", "RecipeDetailViewController"])
    }

    @MainActor
    func testPushedChildsFinishHandlerRunsThePartentsActions() async throws {
        let harness = app(start: .recipesFlow)
        try openDetail(harness)
        try harness.router(RecipeDetailRouter.self).onAddToShoppingList(recipe: soup)
        let shopping = Weak(harness.flow(ShoppingListFlowRouter.self))
        XCTAssertEqual(try harness.screen(ShoppingListViewController.self).input.recipe, soup)
        try harness.router(ShoppingListRouter.self).onItemTap(ingredient: flour)
        XCTAssertEqual(try harness.screen(ShoppingItemViewController.self).input.ingredient, flour)
        try harness.router(ShoppingItemRouter.self).onBought()
        try harness.router(ShoppingListRouter.self).onDone()
        XCTAssertEqual(harness.stack, ["RecipeListViewController"], "on finish → pop to root")
        XCTAssertNil(shopping.object)
    }

    // MARK: the user leaves a pushed child

    @MainActor
    func testBackButtonOutOfAPushedChildReleasesItWithNoParentAction() async throws {
        let navigationController = RecordingNavigationController()
        let harness = app(start: .recipesFlow, navigationController: navigationController)
        try openDetail(harness)
        try harness.router(RecipeDetailRouter.self).onCookTap(recipe: soup)
        let cooking = Weak(harness.flow(CookingFlowRouter.self))
        let stepRouter = Weak(try harness.router(CookingStepRouter.self))
        navigationController.calls = []
        XCTAssertTrue(navigationController.simulateBackButton())
        XCTAssertEqual(navigationController.calls, ["pop"], "the user's pop, and nothing else")
        XCTAssertNil(cooking.object)
        XCTAssertNil(stepRouter.object)
        XCTAssertEqual(harness.flow(RecipesFlowRouter.self)?.childRouters.count, 0)
        XCTAssertEqual(harness.stack, ["RecipeListViewController", "RecipeDetailViewController"])
    }

    @MainActor
    func testBackingOutOfAChildsDeeperScreensFirstKeepsItUntilItsFirstScreenLeaves() async throws {
        let harness = app(start: .recipesFlow)
        try openDetail(harness)
        try harness.router(RecipeDetailRouter.self).onAddToShoppingList(recipe: soup)
        try harness.router(ShoppingListRouter.self).onItemTap(ingredient: flour)
        let shopping = Weak(harness.flow(ShoppingListFlowRouter.self))
        let navigationController = try XCTUnwrap(harness.navigationController)
        XCTAssertTrue(navigationController.simulateBackButton())
        XCTAssertNotNil(shopping.object, "its first screen is still up")
        XCTAssertTrue(navigationController.simulateBackButton())
        XCTAssertNil(shopping.object)
    }

    @MainActor
    func testSwipingBackOutOfAPushedChildReleasesIt() async throws {
        let harness = app(start: .recipesFlow)
        try openDetail(harness)
        try harness.router(RecipeDetailRouter.self).onAddToShoppingList(recipe: soup)
        let shopping = Weak(harness.flow(ShoppingListFlowRouter.self))
        XCTAssertTrue(try XCTUnwrap(harness.navigationController).simulateInteractiveSwipeBack())
        XCTAssertNil(shopping.object)
        XCTAssertEqual(harness.stack, ["RecipeListViewController", "RecipeDetailViewController"])
    }

    @MainActor
    func testACancelledSwipeBackKeepsTheChildRunning() async throws {
        let harness = app(start: .recipesFlow)
        try openDetail(harness)
        try harness.router(RecipeDetailRouter.self).onAddToShoppingList(recipe: soup)
        XCTAssertFalse(try XCTUnwrap(harness.navigationController).simulateInteractiveSwipeBack(cancelled: true))
        XCTAssertNotNil(harness.flow(ShoppingListFlowRouter.self))
        try harness.router(ShoppingListRouter.self).onDone()
        XCTAssertEqual(harness.stack, ["RecipeListViewController"])
    }

    @MainActor
    func testAParentsPopThatRemovesAChildsFirstScreenReleasesTheChild() async throws {
        let harness = app(start: .recipesFlow)
        try openDetail(harness)
        let detail = try harness.router(RecipeDetailRouter.self)
        detail.onCookTap(recipe: soup)
        let cooking = Weak(harness.flow(CookingFlowRouter.self))
        detail.onDelete()  // `pop`, fired by the screen below the child (still on the stack)
        XCTAssertNil(cooking.object)
        XCTAssertEqual(harness.stack, ["RecipeListViewController", "RecipeDetailViewController"])

        detail.onAddToShoppingList(recipe: soup)
        let shopping = Weak(harness.flow(ShoppingListFlowRouter.self))
        detail.onBackToList()  // `pop to root`
        XCTAssertNil(shopping.object)
        XCTAssertEqual(harness.stack, ["RecipeListViewController"])
    }

    // MARK: childRouters

    @MainActor
    func testChildRoutersListsLiveChildrenOldestFirst() async throws {
        let harness = app(start: .recipesFlow)
        let recipes = try XCTUnwrap(harness.flow(RecipesFlowRouter.self))
        try openDetail(harness)
        let detail = try harness.router(RecipeDetailRouter.self)
        XCTAssertEqual(recipes.childRouters.count, 0)
        detail.onCookTap(recipe: soup)
        detail.onAddToShoppingList(recipe: soup)  // the detail is still on the stack, under the cooking
        do {
            let children = recipes.childRouters
            XCTAssertEqual(children.count, 2)
            XCTAssertNotNil(children.first as? CookingFlowRouter)
            XCTAssertNotNil(children.last as? ShoppingListFlowRouter)
        }
        try harness.router(ShoppingListRouter.self).onDone()  // pop to root: both leave
        XCTAssertEqual(recipes.childRouters.count, 0)
    }

    @MainActor
    func testChildRoutersAreTheFlowRoutersThemselvesAndHeldWeakly() async throws {
        let harness = app(start: .recipesFlow)
        let recipes = try XCTUnwrap(harness.flow(RecipesFlowRouter.self))
        try harness.router(RecipeListRouter.self).onCreateTap()
        let editor = try XCTUnwrap(harness.flow(RecipeEditorFlowRouter.self))
        let basics = try XCTUnwrap(
            (harness.presented as? UINavigationController)?.viewControllers.first
                .flatMap { SilverAppHarness.router(of: $0, as: EditorBasicsRouter.self) })
        XCTAssertTrue(recipes.childRouters.first === editor)
        XCTAssertEqual(editor.childRouters.count, 0)
        _ = basics
    }

    // MARK: root XFlow

    @MainActor
    func testRootXFlowReplacesTheStackWithTheChildsStartScreen() async throws {
        let harness = app(start: .signInFlow)
        let signIn = Weak(harness.flow(SignInFlowRouter.self))
        let welcome = Weak(try harness.screen(WelcomeViewController.self))
        try harness.router(WelcomeRouter.self).onSignUpTap()
        let signUp = Weak(try harness.screen(SignUpViewController.self))
        try harness.router(SignUpRouter.self).onSignedUp(session: session)
        XCTAssertEqual(harness.stack, ["IntroViewController"])
        XCTAssertEqual(try harness.screen(IntroViewController.self).input.session, session)
        XCTAssertNil(welcome.object)
        XCTAssertNil(signUp.object)
        XCTAssertNotNil(signIn.object, "kept by its child's screens")
        XCTAssertEqual(signIn.object?.childRouters.count, 1)
        XCTAssertNotNil(signIn.object?.childRouters.first as? OnboardingFlowRouter)
        XCTAssertEqual(harness.flows.count, 3, "app, sign-in, onboarding")
    }

    @MainActor
    func testRootedChildCancellingRunsTheParentsRootScreen() async throws {
        let harness = app(start: .signInFlow)
        try harness.router(WelcomeRouter.self).onSignUpTap()
        try harness.router(SignUpRouter.self).onSignedUp(session: session)
        let onboarding = Weak(harness.flow(OnboardingFlowRouter.self))
        try harness.router(IntroRouter.self).onStartOver()
        XCTAssertEqual(harness.stack, ["WelcomeViewController"], "on cancel → root Welcome")
        XCTAssertNil(onboarding.object)
        XCTAssertEqual(harness.flow(SignInFlowRouter.self)?.childRouters.count, 0)
        try harness.router(WelcomeRouter.self).onSignInTap()
        XCTAssertEqual(harness.stack, ["WelcomeViewController", "SignInViewController"], "the flow runs on")
        harness.decisions.next = .recipesFlow
        try harness.router(SignInRouter.self).onSignedIn(session: session)
        XCTAssertEqual(harness.stack, ["RecipeListViewController"], "and its parent still acts on its ending")
    }

    @MainActor
    func testRootedChildFinishingPassesItsResultOnAndEverythingOfTheOldStartIsReleased() async throws {
        let harness = app(start: .signInFlow)
        let signIn = Weak(harness.flow(SignInFlowRouter.self))
        try harness.router(WelcomeRouter.self).onSignUpTap()
        try harness.router(SignUpRouter.self).onSignedUp(session: session)
        let onboarding = Weak(harness.flow(OnboardingFlowRouter.self))
        try harness.router(IntroRouter.self).onContinue()
        XCTAssertEqual(try harness.screen(CuisinePickerViewController.self).input.favoriteCuisines, [])
        try harness.router(CuisinePickerRouter.self).onSelectionChange(favoriteCuisines: ["Thai"])
        XCTAssertEqual(onboarding.object?.storage.favoriteCuisines, ["Thai"])
        harness.decisions.next = .recipesFlow
        try harness.router(CuisinePickerRouter.self).onDone()
        XCTAssertEqual(harness.decisions.asked, 2)
        XCTAssertEqual(harness.stack, ["RecipeListViewController"])
        XCTAssertNil(onboarding.object)
        XCTAssertNil(signIn.object)
    }
}
