import UIKit
import XCTest

@testable import GoldenCompositionApp

/// `children: composition`: an injected `CoordinatorDependencies` sees every child added once and
/// removed once, however it ended, and the parent's actions run after the removal.
final class CompositionBehaviourTests: UIKitTestCase {
    @MainActor
    private func openDetail(_ harness: CompositionHarness) throws {
        try harness.screen(RecipeListViewController.self).onRecipeSelect?(recipe)
    }

    @MainActor
    private func openEditorReview(_ harness: CompositionHarness) throws -> EditorReviewViewController {
        try harness.screen(RecipeListViewController.self).onCreateTap?()
        try harness.screen(EditorBasicsViewController.self).onNext?("Pie")
        try harness.screen(EditorIngredientsViewController.self).onNext?()
        return try harness.screen(EditorReviewViewController.self)
    }

    @MainActor
    func testTheInjectedDependenciesKeepTheChildren() async throws {
        let harness = CompositionHarness(start: .recipesFlow)
        XCTAssertEqual(harness.ledger.log, ["AppCoordinator add RecipesCoordinator"])
        try harness.screen(RecipeListViewController.self).onCreateTap?()
        let recipes = try XCTUnwrap(harness.coordinator(RecipesCoordinator.self))
        XCTAssertEqual(recipes.childCoordinators.count, 1)
        XCTAssertTrue(recipes.childCoordinators.first is RecipeEditorCoordinator)
        XCTAssertEqual(harness.ledger.log.last, "RecipesCoordinator add RecipeEditorCoordinator")
    }

    @MainActor
    func testAFinishedChildIsRemovedOnceBeforeTheParentsActionsRun() async throws {
        let harness = CompositionHarness(start: .recipesFlow)
        let review = try openEditorReview(harness)
        let editor = Weak(harness.coordinator(RecipeEditorCoordinator.self))
        // on finish → dismiss, store recipe as selectedRecipe, push RecipeDetail
        var atPush: (released: Bool, log: [String])?
        harness.navigationController.willPush = { _ in
            atPush = (editor.object == nil, harness.ledger.log)
        }
        review.onSave?(Recipe(title: "Pie"), true)
        XCTAssertEqual(atPush?.released, true, "the child was deallocated before the parent pushed")
        XCTAssertEqual(atPush?.log.last, "RecipesCoordinator remove RecipeEditorCoordinator")
        XCTAssertEqual(harness.stack, ["RecipeListViewController", "RecipeDetailViewController"])
        XCTAssertNil(harness.navigationController.presentedViewController)

        // A stale second ending changes nothing.
        review.onSave?(Recipe(title: "Pie"), true)
        XCTAssertEqual(harness.stack, ["RecipeListViewController", "RecipeDetailViewController"])
        harness.ledger.assertEachChildAddedAndRemovedOnce(stillRunning: harness.coordinators)
    }

    @MainActor
    func testTheChildIsGoneFromTheDependenciesWhenRemoveReturns() async throws {
        let harness = CompositionHarness(start: .recipesFlow)
        try harness.screen(RecipeListViewController.self).onCreateTap?()
        let recipes = try XCTUnwrap(harness.coordinator(RecipesCoordinator.self))
        var childrenAtRemove: Int?
        var presentedAtRemove: Bool?
        let spy = try XCTUnwrap(Mirror(reflecting: recipes).descendant("dependencies") as? SpyDependencies)
        spy.onRemove = { _ in
            childrenAtRemove = recipes.childCoordinators.count
            presentedAtRemove = harness.navigationController.presentedViewController != nil
        }
        try harness.screen(EditorBasicsViewController.self).onCancel?()
        XCTAssertEqual(childrenAtRemove, 0)
        XCTAssertEqual(presentedAtRemove, true, "released, then dismissed")
        XCTAssertNil(harness.navigationController.presentedViewController, "on cancel → dismiss")
        harness.ledger.assertEachChildAddedAndRemovedOnce(stillRunning: harness.coordinators)
    }

    @MainActor
    func testEveryWayAChildEndsRemovesItExactlyOnce() async throws {
        let ways: [(String, (CompositionHarness) throws -> Void)] = [
            (
                "presented child finishes",
                { harness in
                    try harness.screen(RecipeListViewController.self).onCreateTap?()
                    try harness.screen(EditorBasicsViewController.self).onNext?("Pie")
                    try harness.screen(EditorIngredientsViewController.self).onNext?()
                    try harness.screen(EditorReviewViewController.self).onSave?(Recipe(title: "Pie"), true)
                }
            ),
            (
                "presented child cancels",
                { harness in
                    try harness.screen(RecipeListViewController.self).onCreateTap?()
                    try harness.screen(EditorBasicsViewController.self).onCancel?()
                }
            ),
            (
                "sheet swiped down",
                { harness in
                    try harness.screen(RecipeListViewController.self).onCreateTap?()
                    _ = harness.navigationController.presentedViewController?.simulateSwipeDown()
                }
            ),
            (
                "pushed child finishes with a handler",
                { harness in
                    try harness.screen(RecipeListViewController.self).onRecipeSelect?(Recipe(title: "Soup"))
                    try harness.screen(RecipeDetailViewController.self).onAddToShoppingList?(Recipe(title: "Soup"))
                    try harness.screen(ShoppingListViewController.self).onDone?()
                }
            ),
            (
                "pushed child finishes without a handler",
                { harness in
                    try harness.screen(RecipeListViewController.self).onRecipeSelect?(Recipe(title: "Soup"))
                    try harness.screen(RecipeDetailViewController.self).onCookTap?(Recipe(title: "Soup"))
                    try harness.screen(CookingStepViewController.self).onDone?()
                }
            ),
            (
                "pushed child cancels",
                { harness in
                    try harness.screen(RecipeListViewController.self).onRecipeSelect?(Recipe(title: "Soup"))
                    try harness.screen(RecipeDetailViewController.self).onCookTap?(Recipe(title: "Soup"))
                    try harness.screen(CookingStepViewController.self).onQuit?()
                }
            ),
            (
                "back button",
                { harness in
                    try harness.screen(RecipeListViewController.self).onRecipeSelect?(Recipe(title: "Soup"))
                    try harness.screen(RecipeDetailViewController.self).onAddToShoppingList?(Recipe(title: "Soup"))
                    _ = harness.navigationController.simulateBackButton()
                }
            ),
            (
                "swipe back",
                { harness in
                    try harness.screen(RecipeListViewController.self).onRecipeSelect?(Recipe(title: "Soup"))
                    try harness.screen(RecipeDetailViewController.self).onCookTap?(Recipe(title: "Soup"))
                    _ = harness.navigationController.simulateInteractiveSwipeBack()
                }
            ),
            (
                "parent pops to root",
                { harness in
                    try harness.screen(RecipeListViewController.self).onRecipeSelect?(Recipe(title: "Soup"))
                    try harness.screen(RecipeDetailViewController.self).onCookTap?(Recipe(title: "Soup"))
                    harness.navigationController.popToRootViewController(animated: false)
                }
            ),
        ]
        for (way, run) in ways {
            let harness = CompositionHarness(start: .recipesFlow)
            try run(harness)
            let recipes = harness.coordinator(RecipesCoordinator.self)
            XCTAssertEqual(recipes?.childCoordinators.count, 0, way)
            XCTAssertEqual(harness.ledger.entries.count, 3, "\(way): \(harness.ledger.log)")
            harness.ledger.assertEachChildAddedAndRemovedOnce(stillRunning: harness.coordinators)
        }
    }

    @MainActor
    func testRouterCallbacksAfterTheRemovalCallNothing() async throws {
        // The parent dismisses the sheet itself (on cancel → dismiss): the sheet's `onDismissed`
        // comes after the child was removed and must not remove it again.
        let harness = CompositionHarness(start: .recipesFlow)
        try harness.screen(RecipeListViewController.self).onCreateTap?()
        try harness.screen(EditorBasicsViewController.self).onCancel?()
        // A pushed child the parent popped back past (on finish → pop to root).
        try openDetail(harness)
        try harness.screen(RecipeDetailViewController.self).onAddToShoppingList?(recipe)
        try harness.screen(ShoppingListViewController.self).onDone?()
        XCTAssertEqual(
            harness.ledger.log,
            [
                "AppCoordinator add RecipesCoordinator",
                "RecipesCoordinator add RecipeEditorCoordinator",
                "RecipesCoordinator remove RecipeEditorCoordinator",
                "RecipesCoordinator add ShoppingListCoordinator",
                "RecipesCoordinator remove ShoppingListCoordinator",
            ])
        harness.ledger.assertEachChildAddedAndRemovedOnce(stillRunning: harness.coordinators)
    }

    @MainActor
    func testBackingOutReleasesTheChildWithNoHandler() async throws {
        let harness = CompositionHarness(start: .recipesFlow)
        try openDetail(harness)
        try harness.screen(RecipeDetailViewController.self).onAddToShoppingList?(recipe)
        try harness.screen(ShoppingListViewController.self).onItemTap?(Ingredient(name: "Milk"))
        let shopping = Weak(harness.coordinator(ShoppingListCoordinator.self))
        _ = harness.navigationController.simulateBackButton()
        XCTAssertNotNil(shopping.object, "still on its first screen")
        _ = harness.navigationController.simulateBackButton()
        XCTAssertNil(shopping.object)
        XCTAssertEqual(harness.stack, ["RecipeListViewController", "RecipeDetailViewController"], "no handler ran")
        harness.ledger.assertEachChildAddedAndRemovedOnce(stillRunning: harness.coordinators)
    }

    @MainActor
    func testTheParentEndingReleasesItsChildrenFirst() async throws {
        let harness = CompositionHarness(start: .recipesFlow)
        let signOut = try harness.screen(RecipeListViewController.self).onSignOut
        try openDetail(harness)
        try harness.screen(RecipeDetailViewController.self).onCookTap?(recipe)
        try harness.screen(CookingStepViewController.self).onTimerSettingsTap?()
        let recipes = Weak(harness.coordinator(RecipesCoordinator.self))
        let cooking = Weak(harness.coordinator(CookingCoordinator.self))
        harness.decisions.next = .signInFlow

        signOut?()
        XCTAssertNil(recipes.object)
        XCTAssertNil(cooking.object)
        XCTAssertNil(harness.navigationController.presentedViewController, "the child's sheet is dismissed")
        XCTAssertEqual(harness.stack, ["WelcomeViewController"])
        XCTAssertEqual(
            Array(harness.ledger.log.suffix(3)),
            [
                "RecipesCoordinator remove CookingCoordinator",
                "AppCoordinator remove RecipesCoordinator",
                "AppCoordinator add SignInCoordinator",
            ])
        harness.ledger.assertEachChildAddedAndRemovedOnce(stillRunning: harness.coordinators)
    }

    @MainActor
    func testAChildReplacingItsParentsScreensIsReleasedOnce() async throws {
        let harness = CompositionHarness(start: .signInFlow)
        try harness.screen(WelcomeViewController.self).onSignUpTap?()
        try harness.screen(SignUpViewController.self).onSignedUp?(Session(token: "t"))
        let onboarding = Weak(harness.coordinator(OnboardingCoordinator.self))
        XCTAssertNotNil(onboarding.object)
        // on cancel → root Welcome
        try harness.screen(IntroViewController.self).onStartOver?()
        XCTAssertNil(onboarding.object)
        XCTAssertEqual(harness.stack, ["WelcomeViewController"])
        harness.ledger.assertEachChildAddedAndRemovedOnce(stillRunning: harness.coordinators)
    }

    @MainActor
    func testRestartingTheRootReleasesEveryChildOnce() async throws {
        let harness = CompositionHarness(start: .recipesFlow)
        _ = try openEditorReview(harness)
        harness.app?.start()
        XCTAssertNil(harness.navigationController.presentedViewController)
        XCTAssertEqual(harness.stack, ["RecipeListViewController"])
        XCTAssertEqual(harness.decisions.asked, 2)
        harness.ledger.assertEachChildAddedAndRemovedOnce(stillRunning: harness.coordinators)
    }

    @MainActor
    func testNothingLeaksAfterTheAppDropsTheRoot() async throws {
        var harness: CompositionHarness? = CompositionHarness(start: .recipesFlow)
        try openDetail(try XCTUnwrap(harness))
        try harness?.screen(RecipeDetailViewController.self).onCookTap?(recipe)
        try harness?.screen(CookingStepViewController.self).onTimerSettingsTap?()
        let coordinators = (harness?.coordinators ?? []).map { Weak($0 as AnyObject) }
        let screens = (harness?.navigationController.viewControllers ?? []).map { Weak($0) }
        let sheet = Weak(harness?.navigationController.presentedViewController)
        let router = Weak(harness?.router)
        let navigation = Weak(harness?.navigationController)
        XCTAssertEqual(coordinators.count, 3)
        harness?.tearDown()
        harness = nil
        XCTAssertTrue(coordinators.allSatisfy { $0.object == nil }, "a coordinator is still alive")
        XCTAssertTrue(screens.allSatisfy { $0.object == nil }, "a screen is still alive")
        XCTAssertNil(sheet.object)
        XCTAssertNil(router.object)
        XCTAssertNil(navigation.object)
    }

    @MainActor
    func testEachCoordinatorMakesItsOwnDefaultDependencies() async throws {
        let router = NavigationRouter(rootController: UINavigationController())
        let factory = CoordinatorFactoryImp(
            moduleFactory: ModuleFactoryImp(dependencies: CompositionHarness.Container()),
            startDecisions: DefaultDecisions())
        // The v1 call sites compile unchanged, trailing closure included.
        let first = AppCoordinator(router: router, coordinatorFactory: factory) { .recipesFlow }
        let second = AppCoordinator(router: router, coordinatorFactory: factory) { .recipesFlow }
        first.start()
        XCTAssertEqual(first.childCoordinators.count, 1)
        XCTAssertEqual(second.childCoordinators.count, 0)

        let dependencies = DefaultCoordinatorDependencies()
        dependencies.add(dependency: first)
        dependencies.add(dependency: first)
        dependencies.add(dependency: second)
        XCTAssertEqual(dependencies.coordinators.count, 2, "added once, by identity")
        dependencies.remove(dependency: first)
        dependencies.remove(dependency: first)
        XCTAssertTrue(dependencies.coordinators.first === second)
    }
}

@MainActor
private final class DefaultDecisions: StartDecisions {
    func decideAppStart() -> AppStart { .recipesFlow }
}
