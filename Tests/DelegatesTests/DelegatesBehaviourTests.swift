import UIKit
import XCTest

@testable import GoldenDelegatesApp

/// A `CoordinatorFlowListener` that records what it hears.
@MainActor
final class SpyListener: CoordinatorFlowListener {
    private(set) var heard: [String] = []
    private(set) var finished: [any Coordinator] = []

    func onFlowFinished(coordinator: any Coordinator) {
        heard.append("finished \(type(of: coordinator))")
        finished.append(coordinator)
    }

    func onFlowCancelled(coordinator: any Coordinator) {
        heard.append("cancelled \(type(of: coordinator))")
    }
}

/// `outputs: delegates` (with `children: composition`): screens report through their route, flows
/// through their listener; each child is added and removed once, and nothing leaks.
final class DelegatesBehaviourTests: UIKitTestCase {
    @MainActor
    private func openDetail(_ harness: DelegatesHarness) throws {
        try harness.screen(RecipeListViewController.self).route?.onRecipeSelect(recipe: recipe)
    }

    @MainActor
    private func openEditorReview(_ harness: DelegatesHarness) throws -> EditorReviewViewController {
        try harness.screen(RecipeListViewController.self).route?.onCreateTap()
        try harness.screen(EditorBasicsViewController.self).route?.onNext(title: "Pie")
        try harness.screen(EditorIngredientsViewController.self).route?.onNext()
        return try harness.screen(EditorReviewViewController.self)
    }

    @MainActor
    func testEveryScreensRouteIsItsCoordinator() async throws {
        let harness = DelegatesHarness(start: .recipesFlow)
        let recipes = try XCTUnwrap(harness.coordinator(RecipesCoordinator.self))
        XCTAssertTrue(try harness.screen(RecipeListViewController.self).route === recipes)
        try openDetail(harness)
        let detail = try harness.screen(RecipeDetailViewController.self)
        XCTAssertTrue(detail.route === recipes)
        detail.route?.onServingsChange(servings: 6)
        XCTAssertEqual(recipes.storage.servings, 6, "store servings")
        detail.route?.onIngredientTap(ingredient: Ingredient(name: "Salt"))
        let info = try harness.screen(IngredientInfoViewController.self)
        XCTAssertTrue(info.route === recipes)
        info.route?.onClose()
        XCTAssertNil(harness.navigationController.presentedViewController, "onClose → dismiss")
        detail.route?.onCookTap(recipe: recipe)
        let cooking = try XCTUnwrap(harness.coordinator(CookingCoordinator.self))
        let step = try harness.screen(CookingStepViewController.self)
        XCTAssertTrue(step.route === cooking)
        step.route?.onTimerSettingsTap()
        XCTAssertTrue(try harness.screen(TimerSettingsViewController.self).route === cooking)
    }

    @MainActor
    func testEventsWithLabelsReachTheCoordinator() async throws {
        let harness = DelegatesHarness(start: .signInFlow)
        try harness.screen(WelcomeViewController.self).route?.onSignInTap()
        let signIn = try XCTUnwrap(harness.coordinator(SignInCoordinator.self))
        try harness.screen(SignInViewController.self).route?.onForgotPasswordTap(email: "a@b.c")
        XCTAssertEqual(signIn.storage.email, "a@b.c")
        let help = try harness.screen(PasswordHelpViewController.self)
        XCTAssertEqual(help.input.email, "a@b.c")
        help.route?.onResetSent()
        XCTAssertNil(harness.navigationController.presentedViewController)
    }

    @MainActor
    func testTheListenerReceivesTheTypedResult() async throws {
        let harness = DelegatesHarness(start: .recipesFlow)
        let factory = try XCTUnwrap(harness.factory)
        let navigation = UINavigationController()
        let editor = factory.makeRecipeEditorCoordinatorBox(
            router: NavigationRouter(rootController: navigation), placement: .root)
        let listener = SpyListener()
        editor.flowListener = listener
        editor.start()
        XCTAssertNil(editor.result)
        let basics = try XCTUnwrap(navigation.viewControllers.first as? EditorBasicsViewController)
        basics.route?.onNext(title: "Pie")
        (navigation.topViewController as? EditorIngredientsViewController)?.route?.onNext()
        let review = try XCTUnwrap(navigation.topViewController as? EditorReviewViewController)
        review.route?.onSave(recipe: Recipe(title: "Pie"), isPublished: true)
        XCTAssertEqual(listener.heard, ["finished RecipeEditorCoordinator"])
        XCTAssertTrue(listener.finished.first === editor)
        XCTAssertEqual(editor.result?.recipe, Recipe(title: "Pie"))
        XCTAssertEqual(editor.result?.isPublished, true)
        // The flow does not stop itself: a later finish reports again, with the new result.
        review.route?.onSave(recipe: Recipe(title: "Tart"), isPublished: false)
        XCTAssertEqual(listener.heard.count, 2)
        XCTAssertEqual(editor.result?.recipe, Recipe(title: "Tart"))
    }

    @MainActor
    func testCancelReachesTheListenerOnceAndLeavesTheResult() async throws {
        let harness = DelegatesHarness(start: .recipesFlow)
        let factory = try XCTUnwrap(harness.factory)
        let navigation = UINavigationController()
        let editor = factory.makeRecipeEditorCoordinatorBox(
            router: NavigationRouter(rootController: navigation), placement: .root)
        let listener = SpyListener()
        editor.flowListener = listener
        editor.start()
        (navigation.viewControllers.first as? EditorBasicsViewController)?.route?.onCancel()
        XCTAssertEqual(listener.heard, ["cancelled RecipeEditorCoordinator"])
        XCTAssertNil(editor.result)
    }

    @MainActor
    func testAFinishedChildIsRemovedOnceBeforeTheParentsActionsRun() async throws {
        let harness = DelegatesHarness(start: .recipesFlow)
        let review = try openEditorReview(harness)
        let editor = Weak(harness.coordinator(RecipeEditorCoordinator.self))
        let recipes = try XCTUnwrap(harness.coordinator(RecipesCoordinator.self))
        // on finish → dismiss, store recipe as selectedRecipe, push RecipeDetail
        var atPush: (children: Int, log: [String])?
        harness.navigationController.willPush = { _ in
            atPush = (recipes.childCoordinators.count, harness.ledger.log)
        }
        review.route?.onSave(recipe: Recipe(title: "Pie"), isPublished: true)
        XCTAssertNil(editor.object, "deallocated when the event returned")
        XCTAssertEqual(atPush?.children, 0, "removed before the parent pushed")
        XCTAssertEqual(atPush?.log.last, "RecipesCoordinator remove RecipeEditorCoordinator")
        XCTAssertEqual(recipes.storage.selectedRecipe, Recipe(title: "Pie"), "the typed result reached the parent")
        XCTAssertEqual(harness.stack, ["RecipeListViewController", "RecipeDetailViewController"])
        XCTAssertNil(harness.navigationController.presentedViewController)
        harness.ledger.assertEachChildAddedAndRemovedOnce(stillRunning: harness.coordinators)
    }

    @MainActor
    func testASecondFinishFromAStaleScreenRunsNoParentAction() async throws {
        let harness = DelegatesHarness(start: .recipesFlow)
        let review = try openEditorReview(harness)
        // Something outside keeps the finished child alive.
        let editor = try XCTUnwrap(harness.coordinator(RecipeEditorCoordinator.self))
        review.route = editor
        review.route?.onSave(recipe: Recipe(title: "Pie"), isPublished: true)
        XCTAssertEqual(harness.stack, ["RecipeListViewController", "RecipeDetailViewController"])
        review.route?.onSave(recipe: Recipe(title: "Tart"), isPublished: true)
        XCTAssertEqual(harness.stack, ["RecipeListViewController", "RecipeDetailViewController"], "no second push")
        let recipes = try XCTUnwrap(harness.coordinator(RecipesCoordinator.self))
        XCTAssertEqual(recipes.storage.selectedRecipe, Recipe(title: "Pie"))
        harness.ledger.assertEachChildAddedAndRemovedOnce(stillRunning: harness.coordinators)
    }

    @MainActor
    func testEveryWayAChildEndsRemovesItExactlyOnce() async throws {
        let ways: [(String, (DelegatesHarness) throws -> Void)] = [
            (
                "presented child finishes",
                { harness in
                    _ = try self.openEditorReview(harness).route?.onSave(
                        recipe: Recipe(title: "Pie"), isPublished: true)
                }
            ),
            (
                "presented child cancels",
                { harness in
                    try harness.screen(RecipeListViewController.self).route?.onCreateTap()
                    try harness.screen(EditorBasicsViewController.self).route?.onCancel()
                }
            ),
            (
                "pushed child finishes with a handler",
                { harness in
                    try self.openDetail(harness)
                    try harness.screen(RecipeDetailViewController.self).route?.onAddToShoppingList(recipe: self.recipe)
                    try harness.screen(ShoppingListViewController.self).route?.onDone()
                }
            ),
            (
                "pushed child finishes without a handler",
                { harness in
                    try self.openDetail(harness)
                    try harness.screen(RecipeDetailViewController.self).route?.onCookTap(recipe: self.recipe)
                    try harness.screen(CookingStepViewController.self).route?.onDone()
                }
            ),
            (
                "pushed child cancels",
                { harness in
                    try self.openDetail(harness)
                    try harness.screen(RecipeDetailViewController.self).route?.onCookTap(recipe: self.recipe)
                    try harness.screen(CookingStepViewController.self).route?.onQuit()
                }
            ),
            (
                "parent pops to root",
                { harness in
                    try self.openDetail(harness)
                    try harness.screen(RecipeDetailViewController.self).route?.onCookTap(recipe: self.recipe)
                    harness.navigationController.popToRootViewController(animated: false)
                }
            ),
        ]
        for (way, run) in ways {
            let harness = DelegatesHarness(start: .recipesFlow)
            try run(harness)
            let recipes = harness.coordinator(RecipesCoordinator.self)
            XCTAssertEqual(recipes?.childCoordinators.count, 0, way)
            XCTAssertEqual(harness.ledger.entries.count, 3, "\(way): \(harness.ledger.log)")
            harness.ledger.assertEachChildAddedAndRemovedOnce(stillRunning: harness.coordinators)
        }
    }

    @MainActor
    func testAPushedChildWithoutAHandlerGoesBackToWhereItStarted() async throws {
        let harness = DelegatesHarness(start: .recipesFlow)
        try openDetail(harness)
        try harness.screen(RecipeDetailViewController.self).route?.onCookTap(recipe: recipe)
        try harness.screen(CookingStepViewController.self).route?.onDone()
        XCTAssertEqual(harness.stack, ["RecipeListViewController", "RecipeDetailViewController"])
        XCTAssertNil(harness.coordinator(CookingCoordinator.self))
    }

    @MainActor
    func testLeavingReleasesTheChildWithNoListenerCall() async throws {
        let leaves: [(String, (DelegatesHarness) throws -> Void, (DelegatesHarness) -> Void)] = [
            (
                "back button",
                { harness in
                    try self.openDetail(harness)
                    try harness.screen(RecipeDetailViewController.self).route?.onAddToShoppingList(recipe: self.recipe)
                },
                { _ = $0.navigationController.simulateBackButton() }
            ),
            (
                "swipe back",
                { harness in
                    try self.openDetail(harness)
                    try harness.screen(RecipeDetailViewController.self).route?.onCookTap(recipe: self.recipe)
                },
                { _ = $0.navigationController.simulateInteractiveSwipeBack() }
            ),
            (
                "sheet swiped down",
                { harness in try harness.screen(RecipeListViewController.self).route?.onCreateTap() },
                { _ = $0.navigationController.presentedViewController?.simulateSwipeDown() }
            ),
        ]
        for (way, open, leave) in leaves {
            let harness = DelegatesHarness(start: .recipesFlow)
            try open(harness)
            let recipes = try XCTUnwrap(harness.coordinator(RecipesCoordinator.self))
            let listener = SpyListener()
            var child = recipes.childCoordinators.first
            XCTAssertNotNil(child, way)
            (child as? any ShoppingListCoordinatorOutput)?.flowListener = listener
            (child as? any CookingCoordinatorOutput)?.flowListener = listener
            (child as? any RecipeEditorCoordinatorOutput)?.flowListener = listener
            let released = Weak(child as AnyObject)
            child = nil
            leave(harness)
            XCTAssertNil(released.object, way)
            XCTAssertEqual(listener.heard, [], way)
            XCTAssertEqual(recipes.childCoordinators.count, 0, way)
            harness.ledger.assertEachChildAddedAndRemovedOnce(stillRunning: harness.coordinators)
        }
    }

    @MainActor
    func testTheParentEndingReleasesItsChildrenFirst() async throws {
        let harness = DelegatesHarness(start: .recipesFlow)
        let list = try harness.screen(RecipeListViewController.self)
        try openDetail(harness)
        try harness.screen(RecipeDetailViewController.self).route?.onCookTap(recipe: recipe)
        try harness.screen(CookingStepViewController.self).route?.onTimerSettingsTap()
        let recipes = Weak(harness.coordinator(RecipesCoordinator.self))
        let cooking = Weak(harness.coordinator(CookingCoordinator.self))
        harness.decisions.next = .signInFlow

        list.route?.onSignOut()
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
    func testAChildsResultBecomesTheParentsResult() async throws {
        let harness = DelegatesHarness(start: .signInFlow)
        let signIn = try XCTUnwrap(harness.coordinator(SignInCoordinator.self))
        try harness.screen(WelcomeViewController.self).route?.onSignUpTap()
        try harness.screen(SignUpViewController.self).route?.onSignedUp(session: Session(token: "t"))
        let onboarding = Weak(harness.coordinator(OnboardingCoordinator.self))
        XCTAssertNotNil(onboarding.object)
        let listener = SpyListener()
        signIn.flowListener = listener
        try harness.screen(IntroViewController.self).route?.onContinue()
        try harness.screen(CuisinePickerViewController.self).route?.onDone()
        XCTAssertNil(onboarding.object)
        XCTAssertEqual(listener.heard, ["finished SignInCoordinator"])
        XCTAssertEqual(signIn.result?.session, Session(token: "t"))
        harness.ledger.assertEachChildAddedAndRemovedOnce(stillRunning: harness.coordinators)
    }

    @MainActor
    func testNothingLeaksAfterTheAppDropsTheRoot() async throws {
        var harness: DelegatesHarness? = DelegatesHarness(start: .recipesFlow)
        try openDetail(try XCTUnwrap(harness))
        try harness?.screen(RecipeDetailViewController.self).route?.onCookTap(recipe: recipe)
        try harness?.screen(CookingStepViewController.self).route?.onTimerSettingsTap()
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

    /// The scaffolds hold their route weakly: a strong one would make a cycle (coordinator → router
    /// → navigation controller → screen → coordinator), which the leak test above would catch.
    func testEveryScaffoldHoldsItsRouteWeakly() throws {
        let navigation = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("GoldenDelegatesApp/Navigation")
        let files = try XCTUnwrap(FileManager.default.enumerator(at: navigation, includingPropertiesForKeys: nil))
        var routes = 0
        for case let file as URL in files where file.lastPathComponent.hasSuffix("ViewController.swift") {
            let text = try String(contentsOf: file, encoding: .utf8)
            for line in text.split(separator: "\n") where line.contains("var route") {
                XCTAssertTrue(line.hasPrefix("    weak var route: "), "\(file.lastPathComponent): \(line)")
                routes += 1
            }
        }
        XCTAssertGreaterThan(routes, 10)
    }
}
