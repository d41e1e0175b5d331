import UIKit
import XCTest

@testable import GoldenFlowControllerApp

/// Child flows: presented and pushed, finished, cancelled, left by the user; results reaching the
/// parent's delegate methods; when children leave the hierarchy and when they are released.
final class ChildFlowControllerTests: FlowTestCase {

    @MainActor
    private func openDetail(_ harness: FlowAppHarness) throws {
        try harness.screen(RecipeListViewController.self).onRecipeSelect?(recipe)
    }

    @MainActor
    private func openReview(_ harness: FlowAppHarness) throws -> EditorReviewViewController {
        try harness.screen(RecipeListViewController.self).onCreateTap?()
        try harness.screen(EditorBasicsViewController.self).onNext?("Pie")
        try harness.screen(EditorIngredientsViewController.self).onIngredientsChange?([Ingredient(name: "Flour")])
        try harness.screen(EditorIngredientsViewController.self).onNext?()
        return try harness.screen(EditorReviewViewController.self)
    }

    // MARK: present XFlow

    @MainActor
    func testPresentedChildHasItsOwnNavigationControllerAndStorage() async throws {
        let harness = app(start: .recipesFlow)
        let recipes = try XCTUnwrap(harness.flow(RecipesFlowController.self))
        try harness.screen(RecipeListViewController.self).onCreateTap?()
        let editor = try XCTUnwrap(harness.presented as? RecipeEditorFlowController, harness.hierarchy)
        XCTAssertEqual(editor.placement, .root, "present XFlow: placed .root")
        XCTAssertTrue(editor.parentFlowController === recipes)
        XCTAssertTrue(recipes.childFlowControllers.elementsEqual([editor], by: ===), "presented and still up")
        XCTAssertEqual(editor.modalPresentationStyle, .automatic, "the default sheet")
        let sheetNavigation = try XCTUnwrap(editor.content as? UINavigationController)
        XCTAssertTrue(editor.flowNavigationController === sheetNavigation)
        XCTAssertTrue(sheetNavigation.parent === editor, "embedded")
        XCTAssertEqual(sheetNavigation.viewControllers.count, 1)
        XCTAssertTrue(harness.top is EditorBasicsViewController)

        try harness.screen(EditorBasicsViewController.self).onNext?("Pie")
        XCTAssertEqual(editor.storage.title, "Pie")
        XCTAssertEqual(try harness.screen(EditorIngredientsViewController.self).input.title, "Pie")
        try harness.screen(EditorIngredientsViewController.self).onIngredientsChange?([Ingredient(name: "Flour")])
        try harness.screen(EditorIngredientsViewController.self).onNext?()
        let review = try harness.screen(EditorReviewViewController.self)
        XCTAssertEqual(review.input.title, "Pie", "from the child's storage")
        XCTAssertEqual(review.input.ingredients, [Ingredient(name: "Flour")])
        XCTAssertEqual(sheetNavigation.viewControllers.count, 3, "pushed on the child's own stack")
        XCTAssertEqual(harness.stack, ["RecipeListViewController"], "the parent's stack is untouched")
    }

    @MainActor
    func testPresentedChildFinishingIsOutOfTheHierarchyBeforeTheParentActsAndReleasedWhenItReturns() async throws {
        let harness = app(start: .recipesFlow)
        let review = try openReview(harness)
        let recipes = try XCTUnwrap(harness.flow(RecipesFlowController.self))
        let editor = Weak(harness.flow(RecipeEditorFlowController.self))
        let sheetNavigation = Weak(editor.object?.flowNavigationController)
        XCTAssertNotNil(editor.object)

        // on finish → dismiss, store recipe as selectedRecipe, push RecipeDetail
        var seenWhenTheParentActed: (presented: Bool, child: Bool, stored: Recipe?)?
        harness.modules.willMake = { name in
            guard name == "RecipeDetail" else { return }
            seenWhenTheParentActed = (
                harness.presented != nil, recipes.childFlowControllers.contains { $0 === editor.object },
                recipes.storage.selectedRecipe
            )
        }
        review.onSave?(Recipe(title: "Pie"), true)
        XCTAssertEqual(seenWhenTheParentActed?.presented, false, "the child was dismissed first")
        XCTAssertEqual(seenWhenTheParentActed?.child, false)
        XCTAssertEqual(seenWhenTheParentActed?.stored?.title, "Pie", "store ran before push")
        XCTAssertNil(editor.object, "released as soon as its report returned")
        XCTAssertNil(sheetNavigation.object)
        XCTAssertNil(harness.presented)
        XCTAssertEqual(harness.stack, ["RecipeListViewController", "RecipeDetailViewController"])
        XCTAssertEqual(try harness.screen(RecipeDetailViewController.self).input.recipe.title, "Pie", "the result")
        XCTAssertEqual(recipes.storage.selectedRecipe?.title, "Pie")
        XCTAssertTrue(recipes.childFlowControllers.isEmpty)
    }

    @MainActor
    func testPresentedChildCancelling() async throws {
        for screen in ["EditorBasics", "EditorReview"] {
            let harness = app(start: .recipesFlow)
            let editor: Weak<RecipeEditorFlowController>
            if screen == "EditorBasics" {
                try harness.screen(RecipeListViewController.self).onCreateTap?()
                editor = Weak(harness.flow(RecipeEditorFlowController.self))
                try harness.screen(EditorBasicsViewController.self).onCancel?()
            } else {
                let review = try openReview(harness)
                editor = Weak(harness.flow(RecipeEditorFlowController.self))
                review.onDiscard?()
            }
            XCTAssertNil(editor.object, screen)
            XCTAssertNil(harness.presented, "\(screen): on cancel → dismiss")
            XCTAssertEqual(harness.stack, ["RecipeListViewController"], screen)
        }
    }

    @MainActor
    func testPresentedChildSwipedDownIsReleasedAndNoHandlerRuns() async throws {
        let harness = app(start: .recipesFlow)
        try harness.screen(RecipeListViewController.self).onCreateTap?()
        try harness.screen(EditorBasicsViewController.self).onNext?("Pie")
        let editor = Weak(harness.flow(RecipeEditorFlowController.self))
        let screens = (editor.object?.flowNavigationController?.viewControllers ?? []).map { Weak($0) }
        XCTAssertEqual(screens.count, 2)
        var made: [String] = []
        harness.modules.willMake = { made.append($0) }
        XCTAssertEqual(harness.top?.simulateSwipeDown(), true)
        XCTAssertNil(editor.object)
        XCTAssertTrue(screens.allSatisfy { $0.object == nil })
        XCTAssertEqual(harness.flow(RecipesFlowController.self)?.childFlowControllers.count, 0)
        XCTAssertEqual(harness.stack, ["RecipeListViewController"], "no parent handler ran")
        XCTAssertEqual(made, [])

        // The parent presents again afterwards.
        try harness.screen(RecipeListViewController.self).onCreateTap?()
        XCTAssertTrue(harness.top is EditorBasicsViewController)
    }

    @MainActor
    func testAPresentedChildReportingAfterItWasSwipedDownChangesNothing() async throws {
        let harness = app(start: .recipesFlow)
        let review = try openReview(harness)
        let editor = harness.flow(RecipeEditorFlowController.self)
        XCTAssertEqual(harness.presented?.simulateSwipeDown(), true)
        review.onSave?(Recipe(title: "Pie"), true)
        review.onDiscard?()
        XCTAssertEqual(harness.stack, ["RecipeListViewController"], "no handler ran")
        XCTAssertNil(harness.presented)
        XCTAssertNotNil(editor)
    }

    @MainActor
    func testACancelledSwipeDownKeepsThePresentedChild() async throws {
        let harness = app(start: .recipesFlow)
        try harness.screen(RecipeListViewController.self).onCreateTap?()
        let editor = Weak(harness.flow(RecipeEditorFlowController.self))
        XCTAssertEqual(harness.top?.simulateSwipeDown(completes: false), false)
        XCTAssertNotNil(editor.object)
        XCTAssertTrue(harness.top is EditorBasicsViewController)
        XCTAssertEqual(harness.flow(RecipesFlowController.self)?.childFlowControllers.count, 1)
    }

    @MainActor
    func testFinishingFromAPresentedScreenDismissesItThenTheSheet() async throws {
        let harness = app(start: .recipesFlow)
        let review = try openReview(harness)
        review.onPreviewTap?()
        let preview = Weak(try harness.screen(RecipePreviewViewController.self))
        let editor = Weak(harness.flow(RecipeEditorFlowController.self))
        XCTAssertTrue(preview.object?.presentingViewController === editor.object, "the sheet presents the preview")
        XCTAssertEqual(preview.object?.input.title, "Pie")

        preview.object?.onPublish?(Recipe(title: "Pie"), true)
        XCTAssertNil(editor.object)
        XCTAssertNil(preview.object, "the editor dismissed its preview")
        XCTAssertNil(harness.presented, "the parent dismissed the sheet")
        XCTAssertEqual(harness.stack, ["RecipeListViewController", "RecipeDetailViewController"])
    }

    @MainActor
    func testSheetOverSheetIsDismissedWhenTheFlowCancels() async throws {
        let harness = app(start: .recipesFlow)
        let review = try openReview(harness)
        review.onPreviewTap?()
        let sheet = Weak(harness.presented)
        let preview = Weak(try harness.screen(RecipePreviewViewController.self))
        review.onDiscard?()
        XCTAssertNil(harness.presented)
        XCTAssertNil(sheet.object)
        XCTAssertNil(preview.object)
        XCTAssertEqual(harness.stack, ["RecipeListViewController"])
    }

    @MainActor
    func testAPresentedChildsScreenCanBeClosedAndTheChildGoesOn() async throws {
        let harness = app(start: .recipesFlow)
        let review = try openReview(harness)
        review.onPreviewTap?()
        try harness.screen(RecipePreviewViewController.self).onClose?()
        XCTAssertTrue(harness.top === review)
        XCTAssertNotNil(harness.presented, "'dismiss' never dismisses the flow itself")
    }

    @MainActor
    func testAPresentedChildEndingTwiceIsHandledOnce() async throws {
        let harness = app(start: .recipesFlow)
        let review = try openReview(harness)
        // Something else holds the child (a late callback, an animation), and the user taps twice.
        let editor = harness.flow(RecipeEditorFlowController.self)
        review.onSave?(Recipe(title: "Pie"), true)
        review.onSave?(Recipe(title: "Pie"), true)
        review.onDiscard?()
        XCTAssertEqual(harness.stack, ["RecipeListViewController", "RecipeDetailViewController"], "pushed once")
        XCTAssertNil(harness.presented)
        XCTAssertEqual(harness.flow(RecipesFlowController.self)?.childFlowControllers.count, 0)
        XCTAssertNotNil(editor)
    }

    // MARK: push XFlow

    @MainActor
    func testPushedChildIsOnTheParentsStackAndEmbedsItsStartScreen() async throws {
        let harness = app(start: .recipesFlow)
        try openDetail(harness)
        let recipes = try XCTUnwrap(harness.flow(RecipesFlowController.self))
        try harness.screen(RecipeDetailViewController.self).onCookTap?(recipe)
        XCTAssertEqual(
            harness.stack, ["RecipeListViewController", "RecipeDetailViewController", "CookingFlowController"])
        let cooking = try XCTUnwrap(harness.navigationController?.topViewController as? CookingFlowController)
        let step = try harness.screen(CookingStepViewController.self)
        XCTAssertEqual(cooking.placement, .pushed)
        XCTAssertTrue(cooking.parentFlowController === recipes)
        XCTAssertTrue(recipes.childFlowControllers.elementsEqual([cooking], by: ===))
        XCTAssertTrue(cooking.content === step, "the start screen is embedded")
        XCTAssertTrue(step.parent === cooking)
        XCTAssertTrue(cooking.flowNavigationController === harness.navigationController, "the stack that holds it")
        XCTAssertTrue(cooking.navigationItem === step.navigationItem, "the start screen's title and buttons")
        XCTAssertEqual(step.input.recipe, recipe, "flow inputs reach the start screen")
        XCTAssertEqual(step.input.servings, 2, "a flow input filled from the parent's storage")

        step.onTipsTap?()
        XCTAssertEqual(harness.stack.last, "CookingTipsViewController", "its other screens go onto the same stack")
        XCTAssertTrue(harness.top is CookingTipsViewController)
    }

    @MainActor
    func testAPushedFlowFillsItsInputFromTheParentsStorageAfterAStore() async throws {
        let harness = app(start: .recipesFlow)
        try openDetail(harness)
        try harness.screen(RecipeDetailViewController.self).onServingsChange?(4)
        try harness.screen(RecipeDetailViewController.self).onCookTap?(Recipe(title: "Stew"))
        let step = try harness.screen(CookingStepViewController.self)
        XCTAssertEqual(step.input.servings, 4)
        XCTAssertEqual(step.input.recipe.title, "Stew", "from the event's payload")
    }

    @MainActor
    func testPushedChildWithNoHandlerPopsBackToTheScreenThatStartedIt() async throws {
        for ending in ["finish", "cancel"] {
            let harness = app(start: .recipesFlow)
            try openDetail(harness)
            try harness.screen(RecipeDetailViewController.self).onCookTap?(recipe)
            let step = try harness.screen(CookingStepViewController.self)
            step.onTipsTap?()
            let tips = Weak(harness.top)
            let cooking = Weak(harness.flow(CookingFlowController.self))
            if ending == "finish" { step.onDone?() } else { step.onQuit?() }
            XCTAssertNil(cooking.object, ending)
            XCTAssertNil(tips.object, ending)
            XCTAssertEqual(harness.stack, ["RecipeListViewController", "RecipeDetailViewController"], ending)
        }
    }

    @MainActor
    func testPushedChildThatPresentedSomethingDismissesItWhenItEnds() async throws {
        let harness = app(start: .recipesFlow)
        try openDetail(harness)
        try harness.screen(RecipeDetailViewController.self).onCookTap?(recipe)
        let step = try harness.screen(CookingStepViewController.self)
        step.onTimerSettingsTap?()
        let settings = Weak(try harness.screen(TimerSettingsViewController.self))
        let cooking = Weak(harness.flow(CookingFlowController.self))
        step.onDone?()
        XCTAssertNil(harness.presented)
        XCTAssertNil(settings.object)
        XCTAssertNil(cooking.object)
        XCTAssertEqual(harness.stack, ["RecipeListViewController", "RecipeDetailViewController"])
    }

    @MainActor
    func testAPushedChildsPresentedScreenDismisses() async throws {
        let harness = app(start: .recipesFlow)
        try openDetail(harness)
        try harness.screen(RecipeDetailViewController.self).onCookTap?(recipe)
        try harness.screen(CookingStepViewController.self).onTimerSettingsTap?()
        try harness.screen(TimerSettingsViewController.self).onClose?()
        XCTAssertNil(harness.presented)
        XCTAssertTrue(harness.top is CookingStepViewController)
    }

    @MainActor
    func testPushedChildWithHandlerRunsIt() async throws {
        let harness = app(start: .recipesFlow)
        try openDetail(harness)
        try harness.screen(RecipeDetailViewController.self).onAddToShoppingList?(recipe)
        XCTAssertEqual(try harness.screen(ShoppingListViewController.self).input.recipe, recipe, "T fills T?")
        try harness.screen(ShoppingListViewController.self).onItemTap?(Ingredient(name: "Milk"))
        XCTAssertEqual(try harness.screen(ShoppingItemViewController.self).input.ingredient.name, "Milk")
        try harness.screen(ShoppingItemViewController.self).onBought?()
        XCTAssertTrue(harness.top is ShoppingListViewController, "'pop' inside the pushed flow")
        let shopping = Weak(harness.flow(ShoppingListFlowController.self))
        try harness.screen(ShoppingListViewController.self).onDone?()
        XCTAssertNil(shopping.object)
        XCTAssertEqual(harness.stack, ["RecipeListViewController"], "on finish → pop to root")
    }

    @MainActor
    func testPushedChildEndingTwiceIsHandledOnce() async throws {
        let harness = app(start: .recipesFlow)
        try openDetail(harness)
        let detail = try harness.screen(RecipeDetailViewController.self)
        detail.onCookTap?(recipe)
        let step = try harness.screen(CookingStepViewController.self)
        let cooking = harness.flow(CookingFlowController.self)
        step.onDone?()
        // The user goes on, then a late second report arrives.
        detail.onAddToShoppingList?(recipe)
        step.onDone?()
        step.onQuit?()
        XCTAssertEqual(
            harness.stack, ["RecipeListViewController", "RecipeDetailViewController", "ShoppingListFlowController"])
        XCTAssertNotNil(cooking)
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
            let harness = app(start: .recipesFlow)
            try openDetail(harness)
            try harness.screen(RecipeDetailViewController.self).onAddToShoppingList?(recipe)
            try harness.screen(ShoppingListViewController.self).onItemTap?(Ingredient(name: "Milk"))
            let shopping = Weak(harness.flow(ShoppingListFlowController.self))
            let item = Weak(harness.top)
            let navigation = try XCTUnwrap(harness.navigationController)
            var made: [String] = []
            harness.modules.willMake = { made.append($0) }
            leave(navigation)
            XCTAssertNotNil(shopping.object, "\(way): still on its first screen")
            XCTAssertNil(item.object, way)
            leave(navigation)
            XCTAssertNil(shopping.object, way)
            XCTAssertEqual(harness.stack, ["RecipeListViewController", "RecipeDetailViewController"], way)
            XCTAssertEqual(made, [], "\(way): no parent action ran")
            XCTAssertEqual(harness.flow(RecipesFlowController.self)?.childFlowControllers.count, 0, way)
        }
    }

    @MainActor
    func testCancelledSwipeKeepsThePushedChild() async throws {
        let harness = app(start: .recipesFlow)
        try openDetail(harness)
        try harness.screen(RecipeDetailViewController.self).onAddToShoppingList?(recipe)
        let shopping = Weak(harness.flow(ShoppingListFlowController.self))
        _ = harness.navigationController?.simulateInteractiveSwipeBack(cancelled: true)
        XCTAssertNotNil(shopping.object)
        XCTAssertTrue(harness.top is ShoppingListViewController)
    }

    @MainActor
    func testParentPopToRootReleasesAPushedChild() async throws {
        let harness = app(start: .recipesFlow)
        try openDetail(harness)
        try harness.screen(RecipeDetailViewController.self).onCookTap?(recipe)
        try harness.screen(CookingStepViewController.self).onTipsTap?()
        let cooking = Weak(harness.flow(CookingFlowController.self))
        harness.navigationController?.popToRootViewController(animated: false)
        XCTAssertNil(cooking.object)
    }

    @MainActor
    func testAPushedChildEndingAfterTheUserLeftItChangesNothing() async throws {
        let harness = app(start: .recipesFlow)
        try openDetail(harness)
        try harness.screen(RecipeDetailViewController.self).onAddToShoppingList?(recipe)
        let list = try harness.screen(ShoppingListViewController.self)
        let shopping = harness.flow(ShoppingListFlowController.self)
        _ = harness.navigationController?.simulateBackButton()
        XCTAssertEqual(harness.flow(RecipesFlowController.self)?.childFlowControllers.count, 0)

        list.onDone?()
        XCTAssertEqual(
            harness.stack, ["RecipeListViewController", "RecipeDetailViewController"],
            "on finish → pop to root: not run")
        XCTAssertNotNil(shopping)
    }

    // MARK: Ending while children present

    @MainActor
    func testAPushedChildRemovedByTheParentsPopAlsoDismissesWhatItPresented() async throws {
        let harness = app(start: .recipesFlow)
        try openDetail(harness)
        let detail = try harness.screen(RecipeDetailViewController.self)
        detail.onCookTap?(recipe)
        try harness.screen(CookingStepViewController.self).onTimerSettingsTap?()
        let settings = Weak(try harness.screen(TimerSettingsViewController.self))
        let cooking = Weak(harness.flow(CookingFlowController.self))
        // A late callback of the screen under the child: 'pop to root' removes the child.
        detail.onBackToList?()
        XCTAssertNil(cooking.object)
        XCTAssertNil(settings.object, "the child's screens go with it")
        XCTAssertNil(harness.presented)
        XCTAssertEqual(harness.stack, ["RecipeListViewController"])
        try harness.screen(RecipeListViewController.self).onCreateTap?()
        XCTAssertTrue(harness.top is EditorBasicsViewController, "the parent presents again")
    }

    @MainActor
    func testTheParentEndingWhileAPushedChildPresentsEndsEverything() async throws {
        let harness = app(start: .recipesFlow)
        let signOut = try harness.screen(RecipeListViewController.self).onSignOut
        try openDetail(harness)
        try harness.screen(RecipeDetailViewController.self).onCookTap?(recipe)
        try harness.screen(CookingStepViewController.self).onTimerSettingsTap?()
        let settings = Weak(harness.top)
        let recipes = Weak(harness.flow(RecipesFlowController.self))
        let cooking = Weak(harness.flow(CookingFlowController.self))
        harness.decisions.next = .signInFlow

        signOut?()
        XCTAssertNil(recipes.object)
        XCTAssertNil(cooking.object)
        XCTAssertNil(settings.object, "what the child presented was dismissed")
        XCTAssertNil(harness.presented)
        XCTAssertEqual(harness.stack, ["WelcomeViewController"])
    }

    @MainActor
    func testTheParentEndingWhileAPresentedChildPresentsEndsEverything() async throws {
        let harness = app(start: .recipesFlow)
        let signOut = try harness.screen(RecipeListViewController.self).onSignOut
        try openReview(harness).onPreviewTap?()
        let preview = Weak(harness.top)
        let editor = Weak(harness.flow(RecipeEditorFlowController.self))
        harness.decisions.next = .signInFlow

        signOut?()
        XCTAssertNil(editor.object)
        XCTAssertNil(preview.object)
        XCTAssertNil(harness.presented)
        XCTAssertEqual(harness.stack, ["WelcomeViewController"])
    }
}
