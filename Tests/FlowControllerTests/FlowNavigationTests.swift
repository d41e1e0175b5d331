import UIKit
import XCTest

@testable import GoldenFlowControllerApp

/// Start, screens and every screen action kind, through the generated flow controllers and the
/// scaffolded view controllers; the containment each flow sets up.
final class FlowNavigationTests: FlowTestCase {

    @MainActor
    func testTheRootFlowStartsWhenItsViewLoadsAndEmbedsTheDecidedFlow() async throws {
        let recipes = app(start: .recipesFlow)
        XCTAssertEqual(recipes.decisions.asked, 1)
        let root = try XCTUnwrap(recipes.root)
        let start = try XCTUnwrap(recipes.startFlow as? RecipesFlowController)
        XCTAssertEqual(root.placement, .root)
        XCTAssertEqual(start.placement, .root, "the start flow is placed like the flow that embeds it")
        XCTAssertNil(root.flowNavigationController, "a .root flow without screens has no navigation controller")
        XCTAssertTrue(root.children.first === start, "AppFlow embeds its start flow as its child")
        XCTAssertEqual(root.children.count, 1)
        XCTAssertTrue(start.parentFlowController === root)
        XCTAssertNil(root.parentFlowController, "the app made the root itself")
        XCTAssertTrue(root.childFlowControllers.elementsEqual([start], by: ===))
        XCTAssertTrue(start.view.superview === root.view, "embedded: the child's view is in the parent's")

        let navigation = try XCTUnwrap(start.flowNavigationController)
        XCTAssertTrue(start.content === navigation, "a .root flow with screens embeds its own navigation controller")
        XCTAssertTrue(navigation.parent === start)
        XCTAssertEqual(recipes.stack, ["RecipeListViewController"])
        XCTAssertTrue(recipes.top is RecipeListViewController)

        let signIn = app(start: .signInFlow)
        XCTAssertEqual(signIn.stack, ["WelcomeViewController"])
        XCTAssertTrue(signIn.startFlow is SignInFlowController)
    }

    @MainActor
    func testAFlowControllerDoesNotStartBeforeItsViewLoads() async throws {
        let flows = FlowControllerFactoryImp(
            moduleFactory: ModuleFactoryImp(dependencies: FlowAppHarness.Container()),
            startDecisions: FlowAppHarness.Decisions())
        let recipes = flows.makeRecipesFlowController()
        XCTAssertNil(recipes.content)
        XCTAssertNil(recipes.flowNavigationController)
        recipes.loadViewIfNeeded()
        XCTAssertTrue(recipes.flowNavigationController?.topViewController is RecipeListViewController)
        XCTAssertEqual(recipes.placement, .root, "the short form means .root")
    }

    @MainActor
    func testTheContentFillsTheFlowController() async throws {
        let harness = app(start: .recipesFlow)
        let root = try XCTUnwrap(harness.root)
        root.view.frame = CGRect(x: 0, y: 0, width: 320, height: 640)
        root.viewDidLayoutSubviews()
        XCTAssertEqual(harness.startFlow?.view.frame, root.view.bounds)
    }

    @MainActor
    func testPushFillsInputsFromTheEventAndFromStorage() async throws {
        let harness = app(start: .recipesFlow)
        try harness.screen(RecipeListViewController.self).onRecipeSelect?(recipe)
        let detail = try harness.screen(RecipeDetailViewController.self)
        XCTAssertEqual(detail.input.recipe, recipe, "from the event's payload")
        XCTAssertEqual(detail.input.servings, 2, "the storage default")
        XCTAssertEqual(harness.flow(RecipesFlowController.self)?.storage.selectedRecipe, recipe, "store … as …")
        XCTAssertEqual(harness.stack, ["RecipeListViewController", "RecipeDetailViewController"])
    }

    @MainActor
    func testStoreThenPopThenALaterScreenReadsIt() async throws {
        let harness = app(start: .recipesFlow)
        try harness.screen(RecipeListViewController.self).onRecipeSelect?(recipe)
        let detail = Weak(try harness.screen(RecipeDetailViewController.self))
        detail.object?.onServingsChange?(6)
        XCTAssertEqual(harness.stack.count, 2, "an event with only 'store' navigates nowhere")
        XCTAssertEqual(harness.flow(RecipesFlowController.self)?.storage.servings, 6)
        detail.object?.onDelete?()
        XCTAssertEqual(harness.stack, ["RecipeListViewController"], "'pop'")
        XCTAssertNil(detail.object, "a popped screen is released")
        try harness.screen(RecipeListViewController.self).onRecipeSelect?(recipe)
        XCTAssertEqual(try harness.screen(RecipeDetailViewController.self).input.servings, 6)
    }

    @MainActor
    func testPopToRoot() async throws {
        let harness = app(start: .recipesFlow)
        try harness.screen(RecipeListViewController.self).onRecipeSelect?(recipe)
        let detail = Weak(try harness.screen(RecipeDetailViewController.self))
        detail.object?.onBackToList?()
        XCTAssertEqual(harness.stack, ["RecipeListViewController"])
        XCTAssertNil(detail.object)
    }

    @MainActor
    func testPresentAndDismissAScreen() async throws {
        let harness = app(start: .recipesFlow)
        try harness.screen(RecipeListViewController.self).onRecipeSelect?(recipe)
        try harness.screen(RecipeDetailViewController.self).onIngredientTap?(Ingredient(name: "Salt"))
        let info = Weak(try harness.screen(IngredientInfoViewController.self))
        XCTAssertEqual(info.object?.input.ingredient.name, "Salt")
        XCTAssertTrue(harness.presented === info.object, "presented from the window's root, as UIKit does")
        XCTAssertEqual(info.object?.modalPresentationStyle, .automatic, "the default sheet")
        info.object?.onClose?()
        XCTAssertNil(harness.presented)
        XCTAssertNil(info.object, "the flow holds what it presented weakly")
        XCTAssertTrue(harness.top is RecipeDetailViewController)
    }

    @MainActor
    func testDismissWhenNothingIsPresentedAnymoreDoesNothing() async throws {
        let harness = app(start: .recipesFlow)
        try harness.screen(RecipeListViewController.self).onRecipeSelect?(recipe)
        try harness.screen(RecipeDetailViewController.self).onIngredientTap?(Ingredient(name: "Salt"))
        let info = try harness.screen(IngredientInfoViewController.self)
        info.dismiss(animated: false)
        XCTAssertNil(harness.presented)
        info.onClose?()
        XCTAssertTrue(harness.top is RecipeDetailViewController, "never dismisses the flow itself")
        XCTAssertEqual(harness.stack, ["RecipeListViewController", "RecipeDetailViewController"])
    }

    @MainActor
    func testAScreenSwipedDownIsReleasedAndAnotherCanBePresented() async throws {
        let harness = app(start: .recipesFlow)
        try harness.screen(RecipeListViewController.self).onRecipeSelect?(recipe)
        try harness.screen(RecipeDetailViewController.self).onIngredientTap?(Ingredient(name: "Salt"))
        let salt = Weak(try harness.screen(IngredientInfoViewController.self))
        XCTAssertEqual(salt.object?.simulateSwipeDown(), true)
        XCTAssertNil(salt.object)

        try harness.screen(RecipeDetailViewController.self).onIngredientTap?(Ingredient(name: "Pepper"))
        XCTAssertEqual(try harness.screen(IngredientInfoViewController.self).input.ingredient.name, "Pepper")
        try harness.screen(IngredientInfoViewController.self).onClose?()
        XCTAssertTrue(harness.top is RecipeDetailViewController)
    }

    @MainActor
    func testPresentingOverASheetOfTheSameFlowStacksAndDismissTakesTheLastOne() async throws {
        let harness = app(start: .recipesFlow)
        try harness.screen(RecipeListViewController.self).onRecipeSelect?(recipe)
        let detail = try harness.screen(RecipeDetailViewController.self)
        detail.onIngredientTap?(Ingredient(name: "Salt"))
        let salt = try harness.screen(IngredientInfoViewController.self)
        // A late callback of the screen under the sheet: the flow presents over its own sheet.
        detail.onIngredientTap?(Ingredient(name: "Pepper"))
        let pepper = try harness.screen(IngredientInfoViewController.self)
        XCTAssertTrue(pepper.presentingViewController === salt)
        pepper.onClose?()
        XCTAssertTrue(harness.top === salt)
        salt.onClose?()
        XCTAssertNil(harness.presented)
    }

    @MainActor
    func testAPresentationUIKitRefusesLeavesNothingBehind() async throws {
        let harness = app(start: .recipesFlow)
        try harness.screen(RecipeListViewController.self).onRecipeSelect?(recipe)
        let detail = try harness.screen(RecipeDetailViewController.self)
        // The app presents something of its own over the flows.
        let alert = UIViewController()
        harness.root?.present(alert, animated: false)
        var made: [String] = []
        harness.modules.willMake = { made.append($0) }
        detail.onIngredientTap?(Ingredient(name: "Salt"))
        XCTAssertEqual(made, ["IngredientInfo"], "the screen is made")
        XCTAssertTrue(harness.top === alert, "but UIKit refuses to present it")
        alert.dismiss(animated: false)

        // The refused screen was not kept: 'dismiss' of the next sheet dismisses that one.
        detail.onIngredientTap?(Ingredient(name: "Pepper"))
        let pepper = try harness.screen(IngredientInfoViewController.self)
        XCTAssertEqual(pepper.input.ingredient.name, "Pepper")
        pepper.onClose?()
        XCTAssertNil(harness.presented)
        XCTAssertTrue(harness.top === detail)
    }

    @MainActor
    func testPresentedScreenStoresAndDismisses() async throws {
        let harness = app(start: .signInFlow)
        try harness.screen(WelcomeViewController.self).onSignInTap?()
        XCTAssertEqual(try harness.screen(SignInViewController.self).input.email, "", "the storage default")
        try harness.screen(SignInViewController.self).onForgotPasswordTap?("a@b.c")
        let help = try harness.screen(PasswordHelpViewController.self)
        XCTAssertEqual(help.input.email, "a@b.c")
        XCTAssertEqual(harness.flow(SignInFlowController.self)?.storage.email, "a@b.c")
        help.onResetSent?()
        XCTAssertTrue(harness.top is SignInViewController)
        XCTAssertNil(harness.presented)

        _ = harness.navigationController?.simulateBackButton()
        try harness.screen(WelcomeViewController.self).onSignInTap?()
        XCTAssertEqual(try harness.screen(SignInViewController.self).input.email, "a@b.c", "read from storage")
        try harness.screen(SignInViewController.self).onForgotPasswordTap?("x@y.z")
        try harness.screen(PasswordHelpViewController.self).onClose?()
        XCTAssertTrue(harness.top is SignInViewController)
    }

    @MainActor
    func testRootScreenReplacesTheStack() async throws {
        let harness = app(start: .signInFlow)
        let welcome = Weak(try harness.screen(WelcomeViewController.self))
        welcome.object?.onSignUpTap?()
        let signUp = Weak(try harness.screen(SignUpViewController.self))
        signUp.object?.onSignedUp?(Session(token: "new"))
        XCTAssertEqual(harness.stack, ["OnboardingFlowController"], "'root OnboardingFlow' replaces the stack")
        try harness.screen(IntroViewController.self).onStartOver?()
        XCTAssertEqual(harness.stack, ["WelcomeViewController"], "on cancel → root Welcome")
        XCTAssertNil(welcome.object, "the old screens are released")
        XCTAssertNil(signUp.object)
        XCTAssertFalse(harness.top === welcome.object, "a new Welcome screen")
    }

    @MainActor
    func testKeywordNamedParameterIsStored() async throws {
        let harness = app(start: .recipesFlow)
        try harness.screen(RecipeListViewController.self).onRecipeSelect?(recipe)
        try harness.screen(RecipeDetailViewController.self).onCookTap?(recipe)
        try harness.screen(CookingStepViewController.self).onTimerStart?(true)
        XCTAssertEqual(harness.flow(CookingFlowController.self)?.storage.repeatsTimer, true)
    }

    @MainActor
    func testAStartScreenWithoutEventsAndAPushedScreenWithoutEvents() async throws {
        let harness = app(start: .recipesFlow)
        try harness.screen(RecipeListViewController.self).onRecipeSelect?(recipe)
        try harness.screen(RecipeDetailViewController.self).onCookTap?(recipe)
        try harness.screen(CookingStepViewController.self).onTipsTap?()
        XCTAssertEqual(
            harness.stack,
            [
                "RecipeListViewController", "RecipeDetailViewController", "CookingFlowController",
                "CookingTipsViewController",
            ])
        XCTAssertEqual(harness.navigationController?.simulateBackButton(), true, "the cook leaves with the back button")
        XCTAssertTrue(harness.top is CookingStepViewController)
    }
}
