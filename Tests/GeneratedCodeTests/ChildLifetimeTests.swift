import UIKit
import XCTest

@testable import GoldenApp

/// How long children live, and how often a parent acts on their endings: the cases a review of
/// the generated code found, and the hard cases around them.
final class ChildLifetimeTests: UIKitTestCase {
    @MainActor
    private func cookWithTimerSettingsUp(_ harness: AppHarness) throws {
        try harness.screen(RecipeListViewController.self).onRecipeSelect?(recipe)
        try harness.screen(RecipeDetailViewController.self).onCookTap?(recipe)
        try harness.screen(CookingStepViewController.self).onTimerSettingsTap?()
        XCTAssertTrue(harness.top is TimerSettingsViewController)
    }

    @MainActor
    func testAPushedChildReleasedByAPopAlsoDismissesWhatItPresented() async throws {
        let harness = AppHarness(start: .recipesFlow)
        try cookWithTimerSettingsUp(harness)
        let cooking = Weak(harness.coordinator(CookingCoordinator.self))
        let settings = Weak(harness.top)

        harness.navigationController.popToRootViewController(animated: false)
        XCTAssertNil(cooking.object, "the child is released")
        XCTAssertNil(harness.navigationController.presentedViewController, "and its sheet is gone with it")
        XCTAssertNil(settings.object)
        XCTAssertEqual(harness.stack, ["RecipeListViewController"])
    }

    @MainActor
    func testTheGrandparentEndingWhileAPushedChildPresentsEndsEverything() async throws {
        let harness = AppHarness(start: .recipesFlow)
        let signOut = try harness.screen(RecipeListViewController.self).onSignOut
        try cookWithTimerSettingsUp(harness)
        let recipes = Weak(harness.coordinator(RecipesCoordinator.self))
        let cooking = Weak(harness.coordinator(CookingCoordinator.self))
        harness.decisions.next = .signInFlow

        signOut?()
        XCTAssertNil(recipes.object)
        XCTAssertNil(cooking.object)
        XCTAssertNil(harness.navigationController.presentedViewController)
        XCTAssertEqual(harness.stack, ["WelcomeViewController"])
    }

    @MainActor
    func testAChildEndingTwiceIsHandledOnce() async throws {
        let harness = AppHarness(start: .recipesFlow)
        try harness.screen(RecipeListViewController.self).onCreateTap?()
        try harness.screen(EditorBasicsViewController.self).onNext?("Pie")
        try harness.screen(EditorIngredientsViewController.self).onNext?()
        let review = try harness.screen(EditorReviewViewController.self)
        // Something else holds the child (a late callback, an animation), and the user taps twice.
        let editor = harness.coordinator(RecipeEditorCoordinator.self)

        review.onSave?(Recipe(title: "Pie"), true)
        review.onSave?(Recipe(title: "Pie"), true)
        XCTAssertEqual(harness.stack, ["RecipeListViewController", "RecipeDetailViewController"], "pushed once")
        XCTAssertEqual(harness.coordinator(RecipesCoordinator.self)?.childCoordinators.count, 0)
        XCTAssertNotNil(editor)
    }

    @MainActor
    func testAPushedChildEndingAfterTheUserLeftItChangesNothing() async throws {
        let harness = AppHarness(start: .recipesFlow)
        try harness.screen(RecipeListViewController.self).onRecipeSelect?(recipe)
        try harness.screen(RecipeDetailViewController.self).onAddToShoppingList?(recipe)
        let list = try harness.screen(ShoppingListViewController.self)
        let shopping = harness.coordinator(ShoppingListCoordinator.self)
        _ = harness.navigationController.simulateBackButton()
        XCTAssertEqual(harness.coordinator(RecipesCoordinator.self)?.childCoordinators.count, 0)

        list.onDone?()
        XCTAssertEqual(
            harness.stack, ["RecipeListViewController", "RecipeDetailViewController"], "on finish → pop to root ran")
        XCTAssertNotNil(shopping)
    }

    @MainActor
    func testAScreenThatDismissedItselfIsReleasedAtOnce() async throws {
        let harness = AppHarness(start: .recipesFlow)
        try harness.screen(RecipeListViewController.self).onRecipeSelect?(recipe)
        try harness.screen(RecipeDetailViewController.self).onIngredientTap?(Ingredient(name: "Salt"))
        let info = Weak(try harness.screen(IngredientInfoViewController.self))
        info.object?.dismiss(animated: false)
        XCTAssertNil(info.object, "the router does not keep what UIKit no longer shows")
    }

    @MainActor
    func testSheetOverSheetIsDismissedInOrderWhenTheFlowEnds() async throws {
        let harness = AppHarness(start: .recipesFlow)
        try harness.screen(RecipeListViewController.self).onCreateTap?()
        try harness.screen(EditorBasicsViewController.self).onNext?("Pie")
        try harness.screen(EditorIngredientsViewController.self).onNext?()
        let review = try harness.screen(EditorReviewViewController.self)
        review.onPreviewTap?()
        let sheet = Weak(harness.navigationController.presentedViewController)
        let preview = Weak(try harness.screen(RecipePreviewViewController.self))
        review.onDiscard?()
        XCTAssertNil(harness.navigationController.presentedViewController)
        XCTAssertNil(sheet.object)
        XCTAssertNil(preview.object)
        XCTAssertEqual(harness.stack, ["RecipeListViewController"])
    }

    @MainActor
    func testRestartWithAChildPresentedDismissesItAndAsksAgain() async throws {
        let harness = AppHarness(start: .recipesFlow)
        try cookWithTimerSettingsUp(harness)
        harness.decisions.next = .signInFlow
        harness.app?.start()
        XCTAssertNil(harness.navigationController.presentedViewController)
        XCTAssertEqual(harness.stack, ["WelcomeViewController"])
        XCTAssertEqual(harness.decisions.asked, 2)
        XCTAssertEqual(harness.coordinators.count, 2)
    }

    @MainActor
    func testPushingAScreenAlreadyOnTheStackDoesNothing() async throws {
        let navigation = UINavigationController()
        let router = NavigationRouter(rootController: navigation)
        let screen = UIViewController()
        router.setRootModule(screen)
        router.push(screen)
        XCTAssertEqual(navigation.viewControllers.count, 1)

        // Pushed again with a completion, it stays where it is, and the completion runs when it leaves.
        let top = UIViewController()
        router.push(top)
        var left = 0
        router.push(top, animated: false) { left += 1 }
        XCTAssertEqual(navigation.viewControllers.count, 2)
        XCTAssertEqual(left, 0)
        router.popModule(animated: false)
        XCTAssertEqual(left, 1)
    }
}
