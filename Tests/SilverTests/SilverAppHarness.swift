import UIKit
import XCTest

@testable import GoldenSilverApp

/// A weak reference, to prove that something was released.
struct Weak<Object: AnyObject> {
    weak var object: Object?
    init(_ object: Object?) {
        self.object = object
    }
}

/// The SILVER app as a scene delegate would set it up:
/// `ServiceLocator(views: ViewFactoryImp(), startDecisions: …, …)`, the root flow wrapped by
/// `OwnNavigationModuleAssembly`, and `app.viewController` kept as the window's root. Screens' events
/// are fired through the routers their (scaffold) view controllers keep.
@MainActor
final class SilverAppHarness {
    final class Decisions: StartDecisions {
        var next: AppStart
        private(set) var asked = 0

        init(next: AppStart) {
            self.next = next
        }

        func decideAppStart() -> AppStart {
            asked += 1
            return next
        }
    }

    let decisions: Decisions
    let authService = AuthService()
    let recipeService = RecipeService()
    /// The harness's own reference to the locator (the flows keep theirs); dropped by `tearDown`.
    private(set) var locator: ServiceLocator?
    /// What the window holds.
    private(set) var root: UIViewController?
    /// The app may keep its root flow's router weakly.
    private(set) weak var appRouter: AppFlowRouter?
    /// Every router and view controller the test reached, to check they are released in the end.
    private var touched: [Weak<AnyObject>] = []

    /// With `navigationController`, the app is placed by hand on it (to observe UIKit calls)
    /// instead of through `OwnNavigationModuleAssembly`.
    init(
        start: AppStart, views: any ViewFactory = ViewFactoryImp(), navigationController: UINavigationController? = nil
    ) {
        decisions = Decisions(next: start)
        let locator = ServiceLocator(
            views: views, startDecisions: decisions, authService: authService, recipeService: recipeService)
        self.locator = locator
        if let navigationController {
            let module = AppFlowModuleAssembly(navigationController: navigationController, locator: locator)
            navigationController.setViewControllers([module.viewController], animated: false)
            root = navigationController
            appRouter = module.router as? AppFlowRouter
        } else {
            let app = OwnNavigationModuleAssembly { AppFlowModuleAssembly(navigationController: $0, locator: locator) }
            root = app.viewController
            appRouter = app.router as? AppFlowRouter
        }
        XCTAssertEqual(decisions.asked, 1, "the start is decided when the app is assembled")
    }

    /// The window's root navigation controller: the app's main stack.
    var navigationController: UINavigationController? {
        root as? UINavigationController
    }

    /// What the user sees.
    var top: UIViewController? {
        root.map { UIKitStandIn.topmostViewController(from: $0) }
    }

    var hierarchy: String {
        root.map { UIKitStandIn.hierarchyDescription(from: $0) } ?? "nothing"
    }

    /// Class names of the main navigation stack, bottom first.
    var stack: [String] {
        (navigationController?.viewControllers ?? []).map { String(describing: type(of: $0)) }
    }

    /// What the main stack presents.
    var presented: UIViewController? {
        navigationController?.presentedViewController
    }

    /// The visible screen as a given view controller type, failing the test otherwise.
    func screen<Screen: UIViewController>(
        _ type: Screen.Type, file: StaticString = #filePath, line: UInt = #line
    ) throws -> Screen {
        let screen = try XCTUnwrap(
            top as? Screen, "expected \(Screen.self), the hierarchy is \(hierarchy)", file: file, line: line)
        touched.append(Weak(screen))
        return screen
    }

    /// The router the visible screen's view controller keeps, failing the test otherwise.
    func router<Router: AnyObject>(
        _ type: Router.Type, file: StaticString = #filePath, line: UInt = #line
    ) throws -> Router {
        let screen = try XCTUnwrap(top, "nothing is shown", file: file, line: line)
        let router = try XCTUnwrap(
            Self.router(of: screen, as: Router.self),
            "expected a screen keeping a \(Router.self), the hierarchy is \(hierarchy)", file: file, line: line)
        touched.append(Weak(screen))
        touched.append(Weak(router))
        return router
    }

    /// The router a scaffold view controller keeps (its `private let router`).
    static func router<Router>(of screen: UIViewController, as type: Router.Type) -> Router? {
        Mirror(reflecting: screen).children.first { $0.label == "router" }?.value as? Router
    }

    /// The running flow routers, depth first, read from `childRouters`.
    var flows: [any IFlowRouter] {
        func collect(_ flow: any IFlowRouter) -> [any IFlowRouter] {
            [flow] + flow.childRouters.flatMap(collect)
        }
        return appRouter.map(collect) ?? []
    }

    /// The running flow router of a type.
    func flow<Flow: IFlowRouter>(_ type: Flow.Type) -> Flow? {
        flows.lazy.compactMap { $0 as? Flow }.first
    }

    /// Every view controller in the hierarchy: stacks, screens, presentations.
    var viewControllers: [UIViewController] {
        func collect(_ controller: UIViewController) -> [UIViewController] {
            var found = [controller] + controller.children.flatMap(collect)
            if let presented = controller.presentedViewController, presented.presentingViewController === controller {
                found += collect(presented)
            }
            return found
        }
        return root.map(collect) ?? []
    }

    /// Everything alive that the app made: view controllers, their routers, flow routers, the
    /// locator, and whatever the test reached earlier.
    var everything: [Weak<AnyObject>] {
        let controllers = viewControllers
        let routers = controllers.compactMap { Self.router(of: $0, as: (any IBaseRouter).self) as AnyObject? }
        let flowRouters = flows.map { $0 as AnyObject }
        let objects: [AnyObject] = controllers + routers + flowRouters + [locator].compactMap { $0 }
        return objects.map { Weak($0) } + touched
    }

    /// Drops everything the app holds, as a scene does when its window goes away.
    func tearDown() {
        root = nil
        locator = nil
    }
}

/// The base of the SILVER behaviour tests: each app a test makes is dropped at the end and must
/// release everything; UIKit must have refused or logged nothing.
class SilverTestCase: XCTestCase {
    var soup: Recipe { Recipe(title: "Soup") }
    var flour: Ingredient { Ingredient(name: "Flour") }
    var session: Session { Session(token: "t0k3n") }

    @MainActor private static var harnesses: [SilverAppHarness] = []

    override func setUp() async throws {
        await MainActor.run {
            UIKitStandIn.resetWarnings()
            SilverTestCase.harnesses = []
        }
    }

    /// A running app whose release is checked when the test ends.
    @MainActor
    func app(
        start: AppStart, views: any ViewFactory = ViewFactoryImp(), navigationController: UINavigationController? = nil
    ) -> SilverAppHarness {
        let harness = SilverAppHarness(start: start, views: views, navigationController: navigationController)
        SilverTestCase.harnesses.append(harness)
        return harness
    }

    override func tearDown() async throws {
        let name = name
        await MainActor.run {
            for harness in SilverTestCase.harnesses {
                let alive = harness.everything
                let hierarchy = harness.hierarchy
                harness.tearDown()
                let leaked = alive.compactMap { $0.object.map { String(describing: type(of: $0)) } }
                XCTAssertEqual(leaked, [], "still alive after the root was dropped; the hierarchy was \(hierarchy)")
            }
            SilverTestCase.harnesses = []
            let warnings = UIKitStandIn.warnings
            XCTAssertEqual(warnings, [], "\(name): UIKit would refuse or log")
        }
    }
}

/// A navigation controller that records the UIKit calls made on it, in order.
final class RecordingNavigationController: UINavigationController {
    var calls: [String] = [] {
        didSet {
            if let call = calls.last, calls.count > oldValue.count {
                willCall?(call)
            }
        }
    }
    /// Told each call before UIKit runs it.
    var willCall: ((String) -> Void)?

    private func name(_ controller: UIViewController) -> String {
        String(describing: type(of: controller))
    }

    override func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        calls.append("setViewControllers([\(viewControllers.map(name).joined(separator: ", "))])")
        super.setViewControllers(viewControllers, animated: animated)
    }

    override func pushViewController(_ viewController: UIViewController, animated: Bool) {
        calls.append("push(\(name(viewController)))")
        super.pushViewController(viewController, animated: animated)
    }

    override func popViewController(animated: Bool) -> UIViewController? {
        calls.append("pop")
        return super.popViewController(animated: animated)
    }

    override func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        calls.append("popTo(\(name(viewController)))")
        return super.popToViewController(viewController, animated: animated)
    }

    override func popToRootViewController(animated: Bool) -> [UIViewController]? {
        calls.append("popToRoot")
        return super.popToRootViewController(animated: animated)
    }

    override func present(
        _ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil
    ) {
        calls.append("present(\(name(viewControllerToPresent)))")
        super.present(viewControllerToPresent, animated: flag, completion: completion)
    }

    override func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        calls.append("dismiss")
        super.dismiss(animated: flag, completion: completion)
    }
}

/// The scaffold view factory, reporting each screen before it makes it: to see what the hierarchy
/// looks like when a flow's next action runs.
@MainActor
final class ObservedViewFactory: CookingViewFactory, OnboardingViewFactory, RecipeEditorViewFactory,
    RecipesViewFactory, ShoppingListViewFactory, SignInViewFactory
{
    private let base = ViewFactoryImp()
    var willMake: ((String) -> Void)?

    private func will(_ name: String) {
        willMake?(name)
    }

    func makeCookingStep(
        recipe: Recipe, servings: Int, router: CookingStepRouter, locator: ServiceLocator
    ) -> UIViewController {
        will("CookingStep")
        return base.makeCookingStep(recipe: recipe, servings: servings, router: router, locator: locator)
    }

    func makeCookingTips(router: CookingTipsRouter, locator: ServiceLocator) -> UIViewController {
        will("CookingTips")
        return base.makeCookingTips(router: router, locator: locator)
    }

    func makeTimerSettings(router: TimerSettingsRouter, locator: ServiceLocator) -> UIViewController {
        will("TimerSettings")
        return base.makeTimerSettings(router: router, locator: locator)
    }

    func makeIntro(session: Session, router: IntroRouter, locator: ServiceLocator) -> UIViewController {
        will("Intro")
        return base.makeIntro(session: session, router: router, locator: locator)
    }

    func makeCuisinePicker(
        favoriteCuisines: [String], router: CuisinePickerRouter, locator: ServiceLocator
    ) -> UIViewController {
        will("CuisinePicker")
        return base.makeCuisinePicker(favoriteCuisines: favoriteCuisines, router: router, locator: locator)
    }

    func makeEditorBasics(router: EditorBasicsRouter, locator: ServiceLocator) -> UIViewController {
        will("EditorBasics")
        return base.makeEditorBasics(router: router, locator: locator)
    }

    func makeEditorIngredients(
        title: String, router: EditorIngredientsRouter, locator: ServiceLocator
    ) -> UIViewController {
        will("EditorIngredients")
        return base.makeEditorIngredients(title: title, router: router, locator: locator)
    }

    func makeEditorReview(
        title: String, ingredients: [Ingredient], router: EditorReviewRouter, locator: ServiceLocator
    ) -> UIViewController {
        will("EditorReview")
        return base.makeEditorReview(title: title, ingredients: ingredients, router: router, locator: locator)
    }

    func makeRecipePreview(
        title: String, ingredients: [Ingredient], router: RecipePreviewRouter, locator: ServiceLocator
    ) -> UIViewController {
        will("RecipePreview")
        return base.makeRecipePreview(title: title, ingredients: ingredients, router: router, locator: locator)
    }

    func makeRecipeList(router: RecipeListRouter, locator: ServiceLocator) -> UIViewController {
        will("RecipeList")
        return base.makeRecipeList(router: router, locator: locator)
    }

    func makeRecipeDetail(
        recipe: Recipe, servings: Int, router: RecipeDetailRouter, locator: ServiceLocator
    ) -> UIViewController {
        will("RecipeDetail")
        return base.makeRecipeDetail(recipe: recipe, servings: servings, router: router, locator: locator)
    }

    func makeIngredientInfo(
        ingredient: Ingredient, router: IngredientInfoRouter, locator: ServiceLocator
    ) -> UIViewController {
        will("IngredientInfo")
        return base.makeIngredientInfo(ingredient: ingredient, router: router, locator: locator)
    }

    func makeShoppingList(recipe: Recipe?, router: ShoppingListRouter, locator: ServiceLocator) -> UIViewController {
        will("ShoppingList")
        return base.makeShoppingList(recipe: recipe, router: router, locator: locator)
    }

    func makeShoppingItem(
        ingredient: Ingredient, router: ShoppingItemRouter, locator: ServiceLocator
    ) -> UIViewController {
        will("ShoppingItem")
        return base.makeShoppingItem(ingredient: ingredient, router: router, locator: locator)
    }

    func makeWelcome(router: WelcomeRouter, locator: ServiceLocator) -> UIViewController {
        will("Welcome")
        return base.makeWelcome(router: router, locator: locator)
    }

    func makeSignIn(email: String, router: SignInRouter, locator: ServiceLocator) -> UIViewController {
        will("SignIn")
        return base.makeSignIn(email: email, router: router, locator: locator)
    }

    func makePasswordHelp(email: String, router: PasswordHelpRouter, locator: ServiceLocator) -> UIViewController {
        will("PasswordHelp")
        return base.makePasswordHelp(email: email, router: router, locator: locator)
    }

    func makeSignUp(router: SignUpRouter, locator: ServiceLocator) -> UIViewController {
        will("SignUp")
        return base.makeSignUp(router: router, locator: locator)
    }
}
