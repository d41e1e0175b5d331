import UIKit
import XCTest

@testable import GoldenApp

/// Start, screens and every action kind, exercised through the generated contract and the
/// scaffolded view controllers.
final class NavigationBehaviourTests: UIKitTestCase {

    @MainActor
    func testStartShowsTheStartScreenOfTheDecidedFlow() async throws {
        let recipes = AppHarness(start: .recipesFlow)
        XCTAssertEqual(recipes.stack, ["RecipeListViewController"])
        XCTAssertEqual(recipes.decisions.asked, 1)

        let signIn = AppHarness(start: .signInFlow)
        XCTAssertEqual(signIn.stack, ["WelcomeViewController"])
    }

    @MainActor
    func testPushFillsInputsFromTheEventAndFromStorage() async throws {
        let harness = AppHarness(start: .recipesFlow)
        try harness.screen(RecipeListViewController.self).onRecipeSelect?(recipe)
        let detail = try harness.screen(RecipeDetailViewController.self)
        XCTAssertEqual(detail.input.recipe, recipe)
        XCTAssertEqual(detail.input.servings, 2, "the storage default")
        XCTAssertEqual(harness.coordinator(RecipesCoordinator.self)?.storage.selectedRecipe, recipe)
        XCTAssertEqual(harness.stack, ["RecipeListViewController", "RecipeDetailViewController"])
    }

    @MainActor
    func testStoreThenALaterScreenReadsIt() async throws {
        let harness = AppHarness(start: .recipesFlow)
        try harness.screen(RecipeListViewController.self).onRecipeSelect?(recipe)
        try harness.screen(RecipeDetailViewController.self).onServingsChange?(6)
        XCTAssertEqual(harness.stack.count, 2, "an event with only 'store' navigates nowhere")
        try harness.screen(RecipeDetailViewController.self).onDelete?()
        XCTAssertEqual(harness.stack, ["RecipeListViewController"], "'pop'")
        try harness.screen(RecipeListViewController.self).onRecipeSelect?(recipe)
        XCTAssertEqual(try harness.screen(RecipeDetailViewController.self).input.servings, 6)
    }

    @MainActor
    func testPresentAndDismissAScreen() async throws {
        let harness = AppHarness(start: .recipesFlow)
        try harness.screen(RecipeListViewController.self).onRecipeSelect?(recipe)
        try harness.screen(RecipeDetailViewController.self).onIngredientTap?(Ingredient(name: "Salt"))
        let info = try harness.screen(IngredientInfoViewController.self)
        XCTAssertEqual(info.input.ingredient.name, "Salt")
        XCTAssertTrue(info.presentingViewController === harness.navigationController)
        info.onClose?()
        XCTAssertNil(harness.navigationController.presentedViewController)
        XCTAssertTrue(harness.top is RecipeDetailViewController)
    }

    @MainActor
    func testPopToRoot() async throws {
        let harness = AppHarness(start: .recipesFlow)
        try harness.screen(RecipeListViewController.self).onRecipeSelect?(recipe)
        try harness.screen(RecipeDetailViewController.self).onBackToList?()
        XCTAssertEqual(harness.stack, ["RecipeListViewController"])
    }

    @MainActor
    func testRootScreenAndRootFlow() async throws {
        let harness = AppHarness(start: .signInFlow)
        try harness.screen(WelcomeViewController.self).onSignUpTap?()
        XCTAssertEqual(harness.stack, ["WelcomeViewController", "SignUpViewController"])
        try harness.screen(SignUpViewController.self).onSignedUp?(Session(token: "new"))
        XCTAssertEqual(harness.stack, ["IntroViewController"], "'root OnboardingFlow' replaces the stack")
        XCTAssertEqual(try harness.screen(IntroViewController.self).input.session.token, "new", "a flow input")
        try harness.screen(IntroViewController.self).onStartOver?()
        XCTAssertEqual(harness.stack, ["WelcomeViewController"], "on cancel → root Welcome")
        XCTAssertNil(harness.coordinator(OnboardingCoordinator.self))
    }

    @MainActor
    func testFlowInputsStorageAndResultReachTheParent() async throws {
        let harness = AppHarness(start: .signInFlow)
        try harness.screen(WelcomeViewController.self).onSignUpTap?()
        try harness.screen(SignUpViewController.self).onSignedUp?(Session(token: "cook"))
        try harness.screen(IntroViewController.self).onContinue?()
        let picker = try harness.screen(CuisinePickerViewController.self)
        XCTAssertEqual(picker.input.favoriteCuisines, [], "from the onboarding's storage")
        picker.onSelectionChange?(["Thai"])
        harness.decisions.next = .recipesFlow
        picker.onDone?()
        // OnboardingFlow finished → SignInFlow finished with its session → AppFlow restarted.
        XCTAssertEqual(harness.decisions.asked, 2)
        XCTAssertEqual(harness.stack, ["RecipeListViewController"])
        XCTAssertNil(harness.coordinator(SignInCoordinator.self))
    }

    @MainActor
    func testRestartAsksStartDecisionsAgain() async throws {
        let harness = AppHarness(start: .recipesFlow)
        harness.decisions.next = .signInFlow
        try harness.screen(RecipeListViewController.self).onSignOut?()
        XCTAssertEqual(harness.decisions.asked, 2)
        XCTAssertEqual(harness.stack, ["WelcomeViewController"])
        XCTAssertNil(harness.coordinator(RecipesCoordinator.self))
        XCTAssertEqual(harness.app?.childCoordinators.count, 1)
    }

    @MainActor
    func testKeywordNamedParameterIsStored() async throws {
        let harness = AppHarness(start: .recipesFlow)
        try harness.screen(RecipeListViewController.self).onRecipeSelect?(recipe)
        try harness.screen(RecipeDetailViewController.self).onCookTap?(recipe)
        try harness.screen(CookingStepViewController.self).onTimerStart?(true)
        XCTAssertEqual(harness.coordinator(CookingCoordinator.self)?.storage.repeatsTimer, true)
    }

    @MainActor
    func testPresentedScreenStoresAndDismisses() async throws {
        let harness = AppHarness(start: .signInFlow)
        try harness.screen(WelcomeViewController.self).onSignInTap?()
        try harness.screen(SignInViewController.self).onForgotPasswordTap?("a@b.c")
        let help = try harness.screen(PasswordHelpViewController.self)
        XCTAssertEqual(help.input.email, "a@b.c")
        XCTAssertEqual(harness.coordinator(SignInCoordinator.self)?.storage.email, "a@b.c")
        help.onResetSent?()
        XCTAssertTrue(harness.top is SignInViewController)
    }
}
