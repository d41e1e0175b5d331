import UIKit
import XCTest

@testable import GoldenApp

/// Child flows: presented and pushed, finished, cancelled, left by the user; and release.
final class ChildFlowBehaviourTests: UIKitTestCase {

    @MainActor
    private func openDetail(_ harness: AppHarness) throws {
        try harness.screen(RecipeListViewController.self).onRecipeSelect?(recipe)
    }

    @MainActor
    func testPresentedChildFinishingIsReleasedBeforeTheParentsActionsRun() async throws {
        let harness = AppHarness(start: .recipesFlow)
        try harness.screen(RecipeListViewController.self).onCreateTap?()
        let sheet = try XCTUnwrap(harness.navigationController.presentedViewController as? UINavigationController)
        XCTAssertEqual(sheet.viewControllers.count, 1, "the child has its own navigation controller")
        let editor = Weak(harness.coordinator(RecipeEditorCoordinator.self))
        XCTAssertNotNil(editor.object)

        try harness.screen(EditorBasicsViewController.self).onNext?("Pie")
        try harness.screen(EditorIngredientsViewController.self).onIngredientsChange?([Ingredient(name: "Flour")])
        XCTAssertEqual(try harness.screen(EditorIngredientsViewController.self).input.title, "Pie")
        try harness.screen(EditorIngredientsViewController.self).onNext?()
        let review = try harness.screen(EditorReviewViewController.self)
        XCTAssertEqual(review.input.title, "Pie")
        XCTAssertEqual(review.input.ingredients, [Ingredient(name: "Flour")], "from the child's storage")

        // on finish → dismiss, store recipe as selectedRecipe, push RecipeDetail
        var releasedBeforePush: Bool?
        harness.navigationController.willPush = { _ in releasedBeforePush = editor.object == nil }
        review.onSave?(Recipe(title: "Pie"), true)
        XCTAssertEqual(releasedBeforePush, true, "the child was deallocated before the parent pushed")
        XCTAssertNil(editor.object)
        XCTAssertNil(harness.navigationController.presentedViewController)
        XCTAssertEqual(harness.stack, ["RecipeListViewController", "RecipeDetailViewController"])
        XCTAssertEqual(try harness.screen(RecipeDetailViewController.self).input.recipe.title, "Pie")
        XCTAssertEqual(harness.coordinator(RecipesCoordinator.self)?.storage.selectedRecipe?.title, "Pie")
    }

    @MainActor
    func testPresentedChildCancelling() async throws {
        let harness = AppHarness(start: .recipesFlow)
        try harness.screen(RecipeListViewController.self).onCreateTap?()
        let editor = Weak(harness.coordinator(RecipeEditorCoordinator.self))
        try harness.screen(EditorBasicsViewController.self).onCancel?()
        XCTAssertNil(editor.object)
        XCTAssertNil(harness.navigationController.presentedViewController, "on cancel → dismiss")
        XCTAssertEqual(harness.stack, ["RecipeListViewController"])
    }

    @MainActor
    func testPresentedChildSwipedDownIsReleasedAndNoHandlerRuns() async throws {
        let harness = AppHarness(start: .recipesFlow)
        try harness.screen(RecipeListViewController.self).onCreateTap?()
        let editor = Weak(harness.coordinator(RecipeEditorCoordinator.self))
        let sheet = try XCTUnwrap(harness.navigationController.presentedViewController)
        XCTAssertTrue(sheet.simulateSwipeDown())
        XCTAssertNil(editor.object)
        XCTAssertEqual(harness.coordinator(RecipesCoordinator.self)?.childCoordinators.count, 0)
        XCTAssertEqual(harness.stack, ["RecipeListViewController"], "no parent handler ran")
    }

    @MainActor
    func testPushedChildIsPushedNotRooted() async throws {
        let harness = AppHarness(start: .recipesFlow)
        try openDetail(harness)
        try harness.screen(RecipeDetailViewController.self).onCookTap?(recipe)
        XCTAssertEqual(
            harness.stack, ["RecipeListViewController", "RecipeDetailViewController", "CookingStepViewController"])
        XCTAssertEqual(try harness.screen(CookingStepViewController.self).input.servings, 2)
    }

    @MainActor
    func testPushedChildWithNoHandlerPopsBackToTheScreenThatStartedIt() async throws {
        for ending in ["finish", "cancel"] {
            let harness = AppHarness(start: .recipesFlow)
            try openDetail(harness)
            try harness.screen(RecipeDetailViewController.self).onCookTap?(recipe)
            try harness.screen(CookingStepViewController.self).onTipsTap?()
            let cooking = Weak(harness.coordinator(CookingCoordinator.self))
            _ = harness.navigationController.simulateBackButton()
            let step = try harness.screen(CookingStepViewController.self)
            if ending == "finish" { step.onDone?() } else { step.onQuit?() }
            XCTAssertNil(cooking.object, ending)
            XCTAssertEqual(harness.stack, ["RecipeListViewController", "RecipeDetailViewController"], ending)
        }
    }

    @MainActor
    func testPushedChildWithHandlerRunsIt() async throws {
        let harness = AppHarness(start: .recipesFlow)
        try openDetail(harness)
        try harness.screen(RecipeDetailViewController.self).onAddToShoppingList?(recipe)
        XCTAssertEqual(try harness.screen(ShoppingListViewController.self).input.recipe, recipe, "T fills T?")
        let shopping = Weak(harness.coordinator(ShoppingListCoordinator.self))
        try harness.screen(ShoppingListViewController.self).onDone?()
        XCTAssertNil(shopping.object)
        XCTAssertEqual(harness.stack, ["RecipeListViewController"], "on finish → pop to root")
    }

    @MainActor
    func testBackingOutOfAPushedChildReleasesItWithoutHandlers() async throws {
        let ways: [(String, (UINavigationController) -> Void)] = [
            ("back button", { _ = $0.simulateBackButton(animated: true) }),
            ("back, not animated", { _ = $0.simulateBackButton(animated: false) }),
            ("swipe", { _ = $0.simulateInteractiveSwipeBack() }),
            ("pop by code", { $0.popViewController(animated: true) }),
        ]
        for (way, leave) in ways {
            let harness = AppHarness(start: .recipesFlow)
            try openDetail(harness)
            try harness.screen(RecipeDetailViewController.self).onAddToShoppingList?(recipe)
            try harness.screen(ShoppingListViewController.self).onItemTap?(Ingredient(name: "Milk"))
            let shopping = Weak(harness.coordinator(ShoppingListCoordinator.self))
            leave(harness.navigationController)
            XCTAssertNotNil(shopping.object, "\(way): still on its first screen")
            leave(harness.navigationController)
            XCTAssertNil(shopping.object, way)
            XCTAssertEqual(harness.stack, ["RecipeListViewController", "RecipeDetailViewController"], way)
        }
    }

    @MainActor
    func testCancelledSwipeKeepsTheChild() async throws {
        let harness = AppHarness(start: .recipesFlow)
        try openDetail(harness)
        try harness.screen(RecipeDetailViewController.self).onAddToShoppingList?(recipe)
        let shopping = Weak(harness.coordinator(ShoppingListCoordinator.self))
        _ = harness.navigationController.simulateInteractiveSwipeBack(cancelled: true)
        XCTAssertNotNil(shopping.object)
        XCTAssertTrue(harness.top is ShoppingListViewController)
    }

    @MainActor
    func testParentPopToRootReleasesAPushedChild() async throws {
        let harness = AppHarness(start: .recipesFlow)
        try openDetail(harness)
        try harness.screen(RecipeDetailViewController.self).onCookTap?(recipe)
        let cooking = Weak(harness.coordinator(CookingCoordinator.self))
        harness.navigationController.popToRootViewController(animated: false)
        XCTAssertNil(cooking.object)
    }

    @MainActor
    func testDroppingTheRootCoordinatorReleasesEverything() async throws {
        var harness: AppHarness? = AppHarness(start: .recipesFlow)
        try openDetail(try XCTUnwrap(harness))
        try harness?.screen(RecipeDetailViewController.self).onCookTap?(recipe)
        try harness?.screen(CookingStepViewController.self).onTipsTap?()
        let coordinators = (harness?.coordinators ?? []).map { Weak($0 as AnyObject) }
        let screens = (harness?.navigationController.viewControllers ?? []).map { Weak($0) }
        let router = Weak(harness?.router)
        let navigation = Weak(harness?.navigationController)
        XCTAssertEqual(coordinators.count, 3)
        harness?.tearDown()
        harness = nil
        XCTAssertTrue(coordinators.allSatisfy { $0.object == nil }, "a coordinator is still alive")
        XCTAssertTrue(screens.allSatisfy { $0.object == nil }, "a screen is still alive")
        XCTAssertNil(router.object)
        XCTAssertNil(navigation.object)
    }

    @MainActor
    func testDroppingTheRootWhileASheetIsUpReleasesEverything() async throws {
        var harness: AppHarness? = AppHarness(start: .recipesFlow)
        try harness?.screen(RecipeListViewController.self).onCreateTap?()
        try harness?.screen(EditorBasicsViewController.self).onNext?("Pie")
        let coordinators = (harness?.coordinators ?? []).map { Weak($0 as AnyObject) }
        let sheet = Weak(harness?.navigationController.presentedViewController)
        harness?.tearDown()
        harness = nil
        XCTAssertTrue(coordinators.allSatisfy { $0.object == nil })
        XCTAssertNil(sheet.object)
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

/// A flow that ends while one of its own screens is presented dismisses it first.
final class EndingWhilePresentingTests: XCTestCase {
    @MainActor
    func testFinishingFromAPresentedScreenDismissesItThenTheSheet() async throws {
        let harness = AppHarness(start: .recipesFlow)
        try harness.screen(RecipeListViewController.self).onCreateTap?()
        try harness.screen(EditorBasicsViewController.self).onNext?("Pie")
        try harness.screen(EditorIngredientsViewController.self).onNext?()
        try harness.screen(EditorReviewViewController.self).onPreviewTap?()
        let preview = try harness.screen(RecipePreviewViewController.self)
        let sheet = try XCTUnwrap(harness.navigationController.presentedViewController as? UINavigationController)
        XCTAssertTrue(sheet.presentedViewController === preview)
        let editor = Weak(harness.coordinator(RecipeEditorCoordinator.self))

        preview.onPublish?(Recipe(title: "Pie"), true)
        XCTAssertNil(editor.object)
        XCTAssertNil(sheet.presentedViewController, "the editor dismissed its preview")
        XCTAssertNil(harness.navigationController.presentedViewController, "the parent dismissed the sheet")
        XCTAssertEqual(harness.stack, ["RecipeListViewController", "RecipeDetailViewController"])
    }
}

/// Starting a flow again ends what it was running, and the router copes with screens that close
/// themselves.
final class RestartAndSelfDismissTests: UIKitTestCase {
    @MainActor
    func testStartingTheRootAgainEndsChildrenAndTheirSheets() async throws {
        let harness = AppHarness(start: .recipesFlow)
        try harness.screen(RecipeListViewController.self).onCreateTap?()
        try harness.screen(EditorBasicsViewController.self).onNext?("Pie")
        let recipes = Weak(harness.coordinator(RecipesCoordinator.self))
        let editor = Weak(harness.coordinator(RecipeEditorCoordinator.self))

        harness.app?.start()
        XCTAssertNil(recipes.object, "the first RecipesFlow is released")
        XCTAssertNil(editor.object, "and its child")
        XCTAssertNil(harness.navigationController.presentedViewController, "its sheet is dismissed")
        XCTAssertEqual(harness.app?.childCoordinators.count, 1)
        XCTAssertEqual(harness.stack, ["RecipeListViewController"])
        XCTAssertEqual(harness.decisions.asked, 2)
    }

    @MainActor
    func testAScreenThatDismissesItselfDoesNotConfuseTheRouter() async throws {
        let harness = AppHarness(start: .recipesFlow)
        try harness.screen(RecipeListViewController.self).onRecipeSelect?(recipe)
        try harness.screen(RecipeDetailViewController.self).onIngredientTap?(Ingredient(name: "Salt"))
        try harness.screen(IngredientInfoViewController.self).dismiss(animated: true)
        XCTAssertNil(harness.navigationController.presentedViewController)

        try harness.screen(RecipeDetailViewController.self).onIngredientTap?(Ingredient(name: "Pepper"))
        XCTAssertEqual(try harness.screen(IngredientInfoViewController.self).input.ingredient.name, "Pepper")
        try harness.screen(IngredientInfoViewController.self).onClose?()
        XCTAssertTrue(harness.top is RecipeDetailViewController)
    }
}
