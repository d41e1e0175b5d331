import UIKit
import XCTest

@testable import GoldenSilverApp

/// The actions of a flow's screens, in the running app: push, present, root, pop, pop to root,
/// dismiss, store, values matched by name, start decisions, finish and restart; and the exact
/// `UINavigationController` calls each action makes.
final class FlowNavigationTests: SilverTestCase {
    // MARK: start

    @MainActor
    func testTheAppStartsWithTheDecidedFlowOnAPlainNavigationControllerOfItsOwn() async throws {
        let harness = app(start: .recipesFlow)
        let root = try XCTUnwrap(harness.root)
        XCTAssertTrue(type(of: root) == UINavigationController.self, "not a subclass")
        XCTAssertEqual(harness.stack, ["RecipeListViewController"])
        XCTAssertNil(harness.presented)
        let appRouter = try XCTUnwrap(harness.appRouter, "kept alive by its start flow's screens")
        XCTAssertEqual(appRouter.childRouters.count, 1)
        XCTAssertNotNil(appRouter.childRouters.first as? RecipesFlowRouter, "the start flow, listed as a child")
    }

    @MainActor
    func testTheOtherDecisionStartsTheOtherFlow() async throws {
        let harness = app(start: .signInFlow)
        XCTAssertEqual(harness.stack, ["WelcomeViewController"])
        XCTAssertNotNil(harness.appRouter?.childRouters.first as? SignInFlowRouter)
        XCTAssertEqual(harness.appRouter?.childRouters.count, 1)
    }

    // MARK: push, store, values by name

    @MainActor
    func testPushStoresThePayloadFirstAndTheNewScreenReadsValuesByName() async throws {
        let harness = app(start: .recipesFlow)
        let recipes = try XCTUnwrap(harness.flow(RecipesFlowRouter.self))
        XCTAssertNil(recipes.storage.selectedRecipe)
        try harness.router(RecipeListRouter.self).onRecipeSelect(recipe: soup)
        XCTAssertEqual(recipes.storage.selectedRecipe, soup, "store recipe as selectedRecipe")
        XCTAssertEqual(harness.stack, ["RecipeListViewController", "RecipeDetailViewController"])
        let detail = try harness.screen(RecipeDetailViewController.self)
        XCTAssertEqual(detail.input.recipe, soup, "from the payload")
        XCTAssertEqual(detail.input.servings, 2, "from the storage's default")
    }

    @MainActor
    func testStoreKeepsTheValueForLaterScreensAndNavigatesNowhere() async throws {
        let harness = app(start: .recipesFlow)
        let recipes = try XCTUnwrap(harness.flow(RecipesFlowRouter.self))
        try harness.router(RecipeListRouter.self).onRecipeSelect(recipe: soup)
        try harness.router(RecipeDetailRouter.self).onServingsChange(servings: 6)
        XCTAssertEqual(recipes.storage.servings, 6)
        XCTAssertEqual(harness.stack, ["RecipeListViewController", "RecipeDetailViewController"])
        XCTAssertNil(harness.presented)
        XCTAssertTrue(try XCTUnwrap(harness.navigationController).simulateBackButton())
        try harness.router(RecipeListRouter.self).onRecipeSelect(recipe: Recipe(title: "Pie"))
        XCTAssertEqual(try harness.screen(RecipeDetailViewController.self).input.servings, 6, "from the storage")
        XCTAssertEqual(try harness.screen(RecipeDetailViewController.self).input.recipe.title, "Pie")
    }

    @MainActor
    func testSignInReadsTheStoredEmailAndPasswordHelpTheEventsOne() async throws {
        let harness = app(start: .signInFlow)
        let signIn = try XCTUnwrap(harness.flow(SignInFlowRouter.self))
        try harness.router(WelcomeRouter.self).onSignInTap()
        XCTAssertEqual(try harness.screen(SignInViewController.self).input.email, "")
        try harness.router(SignInRouter.self).onForgotPasswordTap(email: "cook@example.com")
        XCTAssertEqual(signIn.storage.email, "cook@example.com", "store email")
        let help = try XCTUnwrap(harness.presented as? PasswordHelpViewController, "present X: itself, no wrapper")
        XCTAssertEqual(help.input.email, "cook@example.com")
        try harness.router(PasswordHelpRouter.self).onResetSent()
        XCTAssertNil(harness.presented)
        XCTAssertTrue(try XCTUnwrap(harness.navigationController).simulateBackButton())
        try harness.router(WelcomeRouter.self).onSignInTap()
        XCTAssertEqual(try harness.screen(SignInViewController.self).input.email, "cook@example.com")
    }

    // MARK: present, dismiss, pop, pop to root

    @MainActor
    func testPresentShowsTheScreenItselfAndDismissTakesItAwayWithItsModule() async throws {
        let harness = app(start: .recipesFlow)
        try harness.router(RecipeListRouter.self).onRecipeSelect(recipe: soup)
        try harness.router(RecipeDetailRouter.self).onIngredientTap(ingredient: flour)
        let info = Weak(harness.presented as? IngredientInfoViewController)
        XCTAssertEqual(info.object?.input.ingredient, flour)
        XCTAssertTrue(harness.top === info.object)
        let router = Weak(try harness.router(IngredientInfoRouter.self))
        try harness.router(IngredientInfoRouter.self).onClose()
        XCTAssertNil(harness.presented)
        XCTAssertNil(info.object, "the screen left, its module died")
        XCTAssertNil(router.object)
        XCTAssertEqual(harness.stack, ["RecipeListViewController", "RecipeDetailViewController"])
    }

    @MainActor
    func testDismissFromAPasswordHelpsOtherEventAlsoCloses() async throws {
        let harness = app(start: .signInFlow)
        try harness.router(WelcomeRouter.self).onSignInTap()
        try harness.router(SignInRouter.self).onForgotPasswordTap(email: "x")
        try harness.router(PasswordHelpRouter.self).onClose()
        XCTAssertNil(harness.presented)
        XCTAssertEqual(harness.stack, ["WelcomeViewController", "SignInViewController"])
    }

    @MainActor
    func testPopGoesBackOneScreenAndItsModuleDies() async throws {
        let harness = app(start: .recipesFlow)
        try harness.router(RecipeListRouter.self).onRecipeSelect(recipe: soup)
        let detail = Weak(try harness.screen(RecipeDetailViewController.self))
        let router = Weak(try harness.router(RecipeDetailRouter.self))
        try harness.router(RecipeDetailRouter.self).onDelete()
        XCTAssertEqual(harness.stack, ["RecipeListViewController"])
        XCTAssertNil(detail.object)
        XCTAssertNil(router.object)
        XCTAssertNotNil(harness.flow(RecipesFlowRouter.self), "the flow lives through its other screen")
    }

    @MainActor
    func testPopToRootGoesBackToTheBottomOfTheStack() async throws {
        let harness = app(start: .recipesFlow)
        try harness.router(RecipeListRouter.self).onRecipeSelect(recipe: soup)
        try harness.router(RecipeDetailRouter.self).onAddToShoppingList(recipe: soup)
        try harness.router(ShoppingListRouter.self).onItemTap(ingredient: flour)
        XCTAssertEqual(
            harness.stack,
            [
                "RecipeListViewController", "RecipeDetailViewController", "ShoppingListViewController",
                "ShoppingItemViewController",
            ])
        try harness.router(ShoppingItemRouter.self).onBought()
        XCTAssertEqual(harness.stack.last, "ShoppingListViewController", "pop")
        try harness.router(ShoppingListRouter.self).onDone()
        XCTAssertEqual(harness.stack, ["RecipeListViewController"], "on finish → pop to root")
        XCTAssertNil(harness.flow(ShoppingListFlowRouter.self))
    }

    @MainActor
    func testPopToRootFromTheDetail() async throws {
        let harness = app(start: .recipesFlow)
        try harness.router(RecipeListRouter.self).onRecipeSelect(recipe: soup)
        try harness.router(RecipeDetailRouter.self).onBackToList()
        XCTAssertEqual(harness.stack, ["RecipeListViewController"])
    }

    // MARK: finish, restart

    @MainActor
    func testFinishRestartsTheAppWhichAsksStartDecisionsAgain() async throws {
        let harness = app(start: .recipesFlow)
        let recipes = Weak(harness.flow(RecipesFlowRouter.self))
        let list = Weak(try harness.screen(RecipeListViewController.self))
        let appRouter = Weak(harness.appRouter)
        harness.decisions.next = .signInFlow
        try harness.router(RecipeListRouter.self).onSignOut()
        XCTAssertEqual(harness.decisions.asked, 2, "restart asks again")
        XCTAssertEqual(harness.stack, ["WelcomeViewController"], "the new start is the root")
        XCTAssertNil(recipes.object, "the finished flow went with its screens")
        XCTAssertNil(list.object)
        XCTAssertTrue(harness.appRouter === appRouter.object, "the same app flow")
        XCTAssertEqual(harness.appRouter?.childRouters.count, 1, "after a restart, only the new start flow")
        XCTAssertNotNil(harness.appRouter?.childRouters.first as? SignInFlowRouter)
    }

    @MainActor
    func testSigningInRestartsIntoTheRecipes() async throws {
        let harness = app(start: .signInFlow)
        let signIn = Weak(harness.flow(SignInFlowRouter.self))
        try harness.router(WelcomeRouter.self).onSignInTap()
        harness.decisions.next = .recipesFlow
        try harness.router(SignInRouter.self).onSignedIn(session: session)
        XCTAssertEqual(harness.decisions.asked, 2)
        XCTAssertEqual(harness.stack, ["RecipeListViewController"])
        XCTAssertNil(signIn.object)
        XCTAssertNotNil(harness.appRouter?.childRouters.first as? RecipesFlowRouter)
    }

    @MainActor
    func testRestartingToTheSameStartMakesAFreshFlow() async throws {
        let harness = app(start: .recipesFlow)
        let first = Weak(harness.flow(RecipesFlowRouter.self))
        try harness.router(RecipeListRouter.self).onRecipeSelect(recipe: soup)
        try harness.router(RecipeDetailRouter.self).onServingsChange(servings: 9)
        try harness.router(RecipeDetailRouter.self).onBackToList()
        try harness.router(RecipeListRouter.self).onSignOut()
        XCTAssertNil(first.object)
        let second = try XCTUnwrap(harness.flow(RecipesFlowRouter.self))
        XCTAssertEqual(second.storage.servings, 2, "new storage")
        XCTAssertEqual(harness.stack, ["RecipeListViewController"])
    }

    @MainActor
    func testAFlowThatPresentsAScreenDismissesItBeforeItFinishes() async throws {
        let harness = app(start: .signInFlow)
        try harness.router(WelcomeRouter.self).onSignInTap()
        let signInScreen = try harness.router(SignInRouter.self)
        signInScreen.onForgotPasswordTap(email: "x")
        XCTAssertNotNil(harness.presented as? PasswordHelpViewController)
        let help = Weak(harness.presented)
        harness.decisions.next = .recipesFlow
        signInScreen.onSignedIn(session: session)
        XCTAssertNil(harness.presented, "dismissed before the app restarted")
        XCTAssertNil(help.object)
        XCTAssertEqual(harness.stack, ["RecipeListViewController"])
    }

    @MainActor
    func testAFlowThatPresentsAChildFlowDismissesItBeforeItFinishes() async throws {
        let harness = app(start: .recipesFlow)
        let list = try harness.router(RecipeListRouter.self)
        list.onCreateTap()
        let editor = Weak(harness.flow(RecipeEditorFlowRouter.self))
        let sheet = Weak(harness.presented)
        XCTAssertNotNil(editor.object)
        harness.decisions.next = .signInFlow
        list.onSignOut()
        XCTAssertNil(harness.presented, "the child went with its sheet")
        XCTAssertNil(sheet.object)
        XCTAssertNil(editor.object)
        XCTAssertEqual(harness.stack, ["WelcomeViewController"])
    }

    // MARK: exact UIKit calls

    @MainActor
    func testEachScreenActionMakesExactlyItsNavigationCalls() async throws {
        let navigationController = RecordingNavigationController()
        let harness = app(start: .recipesFlow, navigationController: navigationController)
        XCTAssertEqual(navigationController.calls, ["setViewControllers([RecipeListViewController])"], "ours")
        func expect(_ calls: [String], _ event: () throws -> Void, line: UInt = #line) rethrows {
            navigationController.calls = []
            try event()
            XCTAssertEqual(navigationController.calls, calls, line: line)
        }
        try expect(["push(RecipeDetailViewController)"]) {
            try harness.router(RecipeListRouter.self).onRecipeSelect(recipe: soup)
        }
        try expect([]) { try harness.router(RecipeDetailRouter.self).onServingsChange(servings: 3) }
        try expect(["present(IngredientInfoViewController)"]) {
            try harness.router(RecipeDetailRouter.self).onIngredientTap(ingredient: flour)
        }
        try expect(["dismiss"]) { try harness.router(IngredientInfoRouter.self).onClose() }
        try expect(["pop"]) { try harness.router(RecipeDetailRouter.self).onDelete() }
        try harness.router(RecipeListRouter.self).onRecipeSelect(recipe: soup)
        try expect(["popToRoot"]) { try harness.router(RecipeDetailRouter.self).onBackToList() }
        try expect(["present(UINavigationController)"]) { try harness.router(RecipeListRouter.self).onCreateTap() }
        try expect(["dismiss"]) { try harness.router(EditorBasicsRouter.self).onCancel() }
        harness.decisions.next = .signInFlow
        try expect(["setViewControllers([WelcomeViewController])"]) {
            try harness.router(RecipeListRouter.self).onSignOut()
        }
        try expect(["push(SignUpViewController)"]) { try harness.router(WelcomeRouter.self).onSignUpTap() }
        try expect(["setViewControllers([IntroViewController])"]) {
            try harness.router(SignUpRouter.self).onSignedUp(session: session)
        }
        try expect(["setViewControllers([WelcomeViewController])"]) {
            try harness.router(IntroRouter.self).onStartOver()
        }
    }

    @MainActor
    func testEachChildFlowActionMakesExactlyItsNavigationCalls() async throws {
        let navigationController = RecordingNavigationController()
        let harness = app(start: .recipesFlow, navigationController: navigationController)
        func expect(_ calls: [String], _ event: () throws -> Void, line: UInt = #line) rethrows {
            navigationController.calls = []
            try event()
            XCTAssertEqual(navigationController.calls, calls, line: line)
        }
        try harness.router(RecipeListRouter.self).onRecipeSelect(recipe: soup)
        try expect(["push(CookingStepViewController)"]) {
            try harness.router(RecipeDetailRouter.self).onCookTap(recipe: soup)
        }
        try expect(["push(CookingTipsViewController)"]) { try harness.router(CookingStepRouter.self).onTipsTap() }
        XCTAssertTrue(navigationController.simulateBackButton())
        try expect(["present(TimerSettingsViewController)"]) {
            try harness.router(CookingStepRouter.self).onTimerSettingsTap()
        }
        let step = try XCTUnwrap(
            navigationController.topViewController.flatMap {
                SilverAppHarness.router(of: $0, as: CookingStepRouter.self)
            })
        // finish: dismiss what is presented; no handler in the parent: pop back to the screen below.
        expect(["dismiss", "popTo(RecipeDetailViewController)"]) { step.onDone() }
        try expect(["push(ShoppingListViewController)"]) {
            try harness.router(RecipeDetailRouter.self).onAddToShoppingList(recipe: soup)
        }
        try expect(["popToRoot"]) { try harness.router(ShoppingListRouter.self).onDone() }
        try harness.router(RecipeListRouter.self).onCreateTap()
        let editor = try XCTUnwrap(navigationController.presentedViewController as? UINavigationController)
        try harness.router(EditorBasicsRouter.self).onNext(title: "Pie")
        try harness.router(EditorIngredientsRouter.self).onNext()
        try expect([]) { try harness.router(EditorReviewRouter.self).onPreviewTap() }
        XCTAssertTrue(editor.presentedViewController is RecipePreviewViewController, "on the child's own stack")
        try expect(["dismiss", "push(RecipeDetailViewController)"]) {
            try harness.router(RecipePreviewRouter.self).onPublish(recipe: Recipe(title: "Pie"), isPublished: true)
        }
    }

    @MainActor
    func testRestartWithAPresentedSheetDismissesItThenSetsTheRoot() async throws {
        let navigationController = RecordingNavigationController()
        let harness = app(start: .recipesFlow, navigationController: navigationController)
        let list = try harness.router(RecipeListRouter.self)
        list.onCreateTap()
        navigationController.calls = []
        harness.decisions.next = .signInFlow
        list.onSignOut()
        XCTAssertEqual(navigationController.calls, ["dismiss", "setViewControllers([WelcomeViewController])"])
    }
}
