import UIKit
import XCTest

@testable import GoldenFlowControllerApp

/// The app's side of the flow-controller contract, as a scene delegate would set it up: the
/// generated flow controller factory with the scaffolded module factory, the object that answers
/// `StartDecisions`, and the root flow controller that the window would hold.
@MainActor
final class FlowAppHarness {
    final class Decisions: StartDecisions {
        var next = AppStart.recipesFlow
        private(set) var asked = 0

        func decideAppStart() -> AppStart {
            asked += 1
            return next
        }
    }

    final class Container: ModuleDependencies {
        let recipeService = RecipeService()
        let authService = AuthService()
    }

    let decisions = Decisions()
    let modules = ObservedModuleFactory(ModuleFactoryImp(dependencies: Container()))
    /// What the window holds.
    private(set) var root: AppFlowController?

    init(start: AppStart) {
        decisions.next = start
        let flows = FlowControllerFactoryImp(moduleFactory: modules, startDecisions: decisions)
        let root = flows.makeAppFlowController()
        self.root = root
        XCTAssertEqual(decisions.asked, 0, "a flow decides when its view loads, not before")
        root.loadViewIfNeeded()
    }

    /// What the user sees.
    var top: UIViewController? {
        root.map { UIKitStandIn.topmostViewController(from: $0) }
    }

    /// The visible screen as a given view controller type, failing the test otherwise.
    func screen<Screen: UIViewController>(
        _ type: Screen.Type, file: StaticString = #filePath, line: UInt = #line
    ) throws -> Screen {
        try XCTUnwrap(
            top as? Screen, "expected \(Screen.self), the hierarchy is \(hierarchy)", file: file, line: line)
    }

    var hierarchy: String {
        root.map { UIKitStandIn.hierarchyDescription(from: $0) } ?? "nothing"
    }

    /// The flow AppFlow embeds (its start flow).
    var startFlow: FlowController? {
        root?.content as? FlowController
    }

    /// The navigation controller of AppFlow's start flow: the app's main stack.
    var navigationController: UINavigationController? {
        startFlow?.flowNavigationController
    }

    /// Class names of the main navigation stack, bottom first (flow controllers appear as such).
    var stack: [String] {
        (navigationController?.viewControllers ?? []).map { String(describing: type(of: $0)) }
    }

    /// What the root presents (UIKit presents from the outermost container).
    var presented: UIViewController? {
        root?.presentedViewController
    }

    /// The running flow controllers, depth first, read from `childFlowControllers`.
    var flowControllers: [FlowController] {
        func collect(_ flow: FlowController) -> [FlowController] {
            [flow] + flow.childFlowControllers.flatMap(collect)
        }
        return root.map(collect) ?? []
    }

    /// The running flow controller of a type.
    func flow<F: FlowController>(_ type: F.Type) -> F? {
        flowControllers.lazy.compactMap { $0 as? F }.first
    }

    /// Everything alive in the hierarchy: flow controllers, containers, screens, presentations.
    var everything: [Weak<UIViewController>] {
        func collect(_ controller: UIViewController) -> [UIViewController] {
            var found = [controller] + controller.children.flatMap(collect)
            if let presented = controller.presentedViewController, presented.presentingViewController === controller {
                found += collect(presented)
            }
            return found
        }
        return (root.map(collect) ?? []).map { Weak($0) }
    }

    /// Drops everything the app holds, as a scene does when its window goes away.
    func tearDown() {
        modules.willMake = nil
        root = nil
    }
}

/// The scaffolded module factory, reporting each screen it makes before making it: to see what
/// the hierarchy looks like when a flow's next action runs.
@MainActor
final class ObservedModuleFactory: ModuleFactory {
    private let base: ModuleFactoryImp
    var willMake: ((String) -> Void)?

    init(_ base: ModuleFactoryImp) {
        self.base = base
    }

    private func will(_ name: String) {
        willMake?(name)
    }

    func makeCookingStep(recipe: Recipe, servings: Int) -> any CookingStepModule {
        will("CookingStep")
        return base.makeCookingStep(recipe: recipe, servings: servings)
    }

    func makeCookingTips() -> any CookingTipsModule {
        will("CookingTips")
        return base.makeCookingTips()
    }

    func makeTimerSettings() -> any TimerSettingsModule {
        will("TimerSettings")
        return base.makeTimerSettings()
    }

    func makeIntro(session: Session) -> any IntroModule {
        will("Intro")
        return base.makeIntro(session: session)
    }

    func makeCuisinePicker(favoriteCuisines: [String]) -> any CuisinePickerModule {
        will("CuisinePicker")
        return base.makeCuisinePicker(favoriteCuisines: favoriteCuisines)
    }

    func makeEditorBasics() -> any EditorBasicsModule {
        will("EditorBasics")
        return base.makeEditorBasics()
    }

    func makeEditorIngredients(title: String) -> any EditorIngredientsModule {
        will("EditorIngredients")
        return base.makeEditorIngredients(title: title)
    }

    func makeEditorReview(title: String, ingredients: [Ingredient]) -> any EditorReviewModule {
        will("EditorReview")
        return base.makeEditorReview(title: title, ingredients: ingredients)
    }

    func makeRecipePreview(title: String, ingredients: [Ingredient]) -> any RecipePreviewModule {
        will("RecipePreview")
        return base.makeRecipePreview(title: title, ingredients: ingredients)
    }

    func makeRecipeList() -> any RecipeListModule {
        will("RecipeList")
        return base.makeRecipeList()
    }

    func makeRecipeDetail(recipe: Recipe, servings: Int) -> any RecipeDetailModule {
        will("RecipeDetail")
        return base.makeRecipeDetail(recipe: recipe, servings: servings)
    }

    func makeIngredientInfo(ingredient: Ingredient) -> any IngredientInfoModule {
        will("IngredientInfo")
        return base.makeIngredientInfo(ingredient: ingredient)
    }

    func makeShoppingList(recipe: Recipe?) -> any ShoppingListModule {
        will("ShoppingList")
        return base.makeShoppingList(recipe: recipe)
    }

    func makeShoppingItem(ingredient: Ingredient) -> any ShoppingItemModule {
        will("ShoppingItem")
        return base.makeShoppingItem(ingredient: ingredient)
    }

    func makeWelcome() -> any WelcomeModule {
        will("Welcome")
        return base.makeWelcome()
    }

    func makeSignIn(email: String) -> any SignInModule {
        will("SignIn")
        return base.makeSignIn(email: email)
    }

    func makePasswordHelp(email: String) -> any PasswordHelpModule {
        will("PasswordHelp")
        return base.makePasswordHelp(email: email)
    }

    func makeSignUp() -> any SignUpModule {
        will("SignUp")
        return base.makeSignUp()
    }
}

/// A test case that fails when the code under test did something UIKit raises an exception for
/// (or refuses, or logs), or left anything alive after the scenario dropped its root flow controller.
class FlowTestCase: XCTestCase {
    var recipe: Recipe { Recipe(title: "Soup") }

    /// The harnesses this scenario made; after the test each is dropped and must release everything.
    @MainActor private static var harnesses: [FlowAppHarness] = []

    override func setUp() async throws {
        await MainActor.run {
            UIKitStandIn.resetWarnings()
            FlowTestCase.harnesses = []
        }
    }

    /// A running app whose release is checked when the test ends.
    @MainActor
    func app(start: AppStart) -> FlowAppHarness {
        let harness = FlowAppHarness(start: start)
        FlowTestCase.harnesses.append(harness)
        return harness
    }

    override func tearDown() async throws {
        let name = name
        await MainActor.run {
            for harness in FlowTestCase.harnesses {
                let alive = harness.everything
                let hierarchy = harness.hierarchy
                harness.tearDown()
                let leaked = alive.compactMap { $0.object.map { String(describing: type(of: $0)) } }
                XCTAssertEqual(leaked, [], "still alive after the root was dropped; the hierarchy was \(hierarchy)")
            }
            FlowTestCase.harnesses = []
            let warnings = UIKitStandIn.warnings
            XCTAssertFalse(warnings.contains { $0.hasPrefix("exception: ") }, "\(name): UIKit would raise: \(warnings)")
            // Nor anything UIKit would refuse or log: a test that provokes a refusal resets the warnings.
            XCTAssertEqual(warnings, [], "\(name): UIKit would log")
        }
    }
}
