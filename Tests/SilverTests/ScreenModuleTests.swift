import UIKit
import XCTest

@testable import GoldenSilverApp

/// Screen modules on their own: the assembly, the router's lazily made and weakly held view
/// controller, `configure` (all handlers at once, replaced at once), events before `configure`.
final class ScreenModuleTests: SilverTestCase {
    @MainActor
    private func makeLocator(views: any ViewFactory = ViewFactoryImp()) -> ServiceLocator {
        ServiceLocator(views: views, startDecisions: nil, authService: AuthService(), recipeService: RecipeService())
    }

    @MainActor
    func testAssemblyReturnsTheRouterAndItsViewControllerMadeByTheViewFactory() async throws {
        let locator = makeLocator()
        let module = RecipeDetailModuleAssembly(recipe: soup, servings: 4, locator: locator)
        XCTAssertTrue(module.router.viewController === module.viewController)
        let screen = try XCTUnwrap(module.viewController as? RecipeDetailViewController)
        XCTAssertEqual(screen.input.recipe, soup, "screen inputs reach the view factory")
        XCTAssertEqual(screen.input.servings, 4)
        let kept = try XCTUnwrap(SilverAppHarness.router(of: screen, as: RecipeDetailRouter.self))
        XCTAssertTrue(kept === module.router as AnyObject, "the view controller keeps the module's router itself")
        XCTAssertNotNil(module.router as? RecipeDetailRouter)
    }

    @MainActor
    func testTheRouterMakesItsViewControllerOnceWhileItLives() async throws {
        let module = WelcomeModuleAssembly(locator: makeLocator())
        XCTAssertTrue(module.router.viewController === module.router.viewController)
        XCTAssertTrue(module.router.viewController === module.viewController)
    }

    @MainActor
    func testTheRouterHoldsItsViewControllerWeaklyAndMakesItAgainAfterUIKitReleasedIt() async throws {
        let router: any IWelcomeRouter
        let first: Weak<UIViewController>
        do {
            let module = WelcomeModuleAssembly(locator: makeLocator())
            router = module.router
            first = Weak(module.viewController)
            XCTAssertNotNil(first.object)
        }
        XCTAssertNil(first.object, "nothing but UIKit may keep a view controller")
        let again = router.viewController
        XCTAssertTrue(again is WelcomeViewController)
        XCTAssertTrue(SilverAppHarness.router(of: again, as: WelcomeRouter.self) === router as AnyObject)
        XCTAssertTrue(router.viewController === again)
    }

    @MainActor
    func testTheModuleDiesWithItsViewController() async throws {
        var screen: UIViewController? = CookingStepModuleAssembly(recipe: soup, servings: 2, locator: makeLocator())
            .viewController
        let router = Weak(screen.flatMap { SilverAppHarness.router(of: $0, as: CookingStepRouter.self) })
        XCTAssertNotNil(router.object, "the view controller keeps its router")
        screen = nil
        XCTAssertNil(router.object)
    }

    @MainActor
    func testTheViewFactoryIsCalledOnlyThroughTheRouter() async throws {
        let views = ObservedViewFactory()
        var made: [String] = []
        views.willMake = { made.append($0) }
        let module = SignInModuleAssembly(email: "a@b.c", locator: makeLocator(views: views))
        XCTAssertEqual(made, ["SignIn"], "one view controller per assembly")
        _ = module.router.viewController
        XCTAssertEqual(made, ["SignIn"])
        XCTAssertEqual((module.viewController as? SignInViewController)?.input.email, "a@b.c")
    }

    @MainActor
    func testEventsBeforeConfigureDoNothing() async throws {
        let locator = makeLocator()
        let module = RecipeDetailModuleAssembly(recipe: soup, servings: 2, locator: locator)
        let navigationController = RecordingNavigationController(rootViewController: module.viewController)
        navigationController.calls = []
        let router = try XCTUnwrap(module.router as? RecipeDetailRouter)
        router.onServingsChange(servings: 3)
        router.onIngredientTap(ingredient: flour)
        router.onCookTap(recipe: soup)
        router.onAddToShoppingList(recipe: soup)
        router.onDelete()
        router.onBackToList()
        XCTAssertEqual(navigationController.calls, [])
        XCTAssertEqual(navigationController.viewControllers.count, 1)
        XCTAssertNil(navigationController.presentedViewController)
    }

    @MainActor
    func testConfigureRoutesEveryEventToItsHandlerWithItsPayload() async throws {
        let module = RecipeDetailModuleAssembly(recipe: soup, servings: 2, locator: makeLocator())
        var seen: [String] = []
        module.router.configure(
            servingsChangeHandler: { seen.append("servings \($0)") },
            ingredientTapHandler: { seen.append("ingredient \($0.name)") },
            cookTapHandler: { seen.append("cook \($0.title)") },
            addToShoppingListHandler: { seen.append("shopping \($0.title)") },
            deleteHandler: { seen.append("delete") },
            backToListHandler: { seen.append("back") })
        let router = try XCTUnwrap(module.router as? RecipeDetailRouter)
        router.onServingsChange(servings: 3)
        router.onIngredientTap(ingredient: flour)
        router.onCookTap(recipe: soup)
        router.onAddToShoppingList(recipe: Recipe(title: "Pie"))
        router.onDelete()
        router.onBackToList()
        XCTAssertEqual(seen, ["servings 3", "ingredient Flour", "cook Soup", "shopping Pie", "delete", "back"])
    }

    @MainActor
    func testEventLabelsThatAreSwiftKeywordsAreEscaped() async throws {
        let module = CookingStepModuleAssembly(recipe: soup, servings: 2, locator: makeLocator())
        var repeats: [Bool] = []
        module.router.configure(
            timerStartHandler: { repeats.append($0) }, tipsTapHandler: {}, timerSettingsTapHandler: {},
            doneHandler: {}, quitHandler: {})
        let router = try XCTUnwrap(module.router as? CookingStepRouter)
        router.onTimerStart(repeat: true)
        router.onTimerStart(repeat: false)
        XCTAssertEqual(repeats, [true, false])
    }

    @MainActor
    func testConfigureAgainReplacesEveryHandlerAtOnce() async throws {
        let module = PasswordHelpModuleAssembly(email: "", locator: makeLocator())
        var seen: [String] = []
        module.router.configure(
            resetSentHandler: { seen.append("old sent") }, closeHandler: { seen.append("old close") })
        module.router.configure(
            resetSentHandler: { seen.append("new sent") }, closeHandler: { seen.append("new close") })
        let router = try XCTUnwrap(module.router as? PasswordHelpRouter)
        router.onResetSent()
        router.onClose()
        XCTAssertEqual(seen, ["new sent", "new close"])
    }

    @MainActor
    func testAScreenWithoutEventsHasOnlyItsViewController() async throws {
        let module = CookingTipsModuleAssembly(locator: makeLocator())
        XCTAssertTrue(module.viewController is CookingTipsViewController)
        let stored = Mirror(reflecting: module.router).children.compactMap(\.label)
        XCTAssertEqual(stored, ["makeViewController", "madeViewController"], "no handlers")
    }

    @MainActor
    func testHandlersAreKeptStronglyByTheRouterAndTheRouterByItsViewController() async throws {
        final class Owner {}
        var owner: Owner? = Owner()
        let weakOwner = Weak(owner)
        var screen: UIViewController?
        do {
            let module = IngredientInfoModuleAssembly(ingredient: flour, locator: makeLocator())
            let captured = owner
            module.router.configure(closeHandler: { _ = captured })
            screen = module.viewController
        }
        owner = nil
        XCTAssertNotNil(weakOwner.object, "the screen's handlers keep what they capture (their flow)")
        XCTAssertNotNil(screen)
        screen = nil
        XCTAssertNil(weakOwner.object)
    }
}
