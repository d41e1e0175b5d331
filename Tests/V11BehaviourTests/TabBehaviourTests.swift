import UIKit
import XCTest

@testable import GoldenV11App

/// The app's side of a tabs flow: MallFlow as the root of a window's navigation controller.
@MainActor
final class MallHarness {
    let navigationController = RecordingNavigationController()
    private(set) var router: NavigationRouter?
    private(set) var mall: (any Coordinator & MallCoordinatorOutput)?
    private(set) var finishes = 0

    init(account: Account?) {
        let router = NavigationRouter(rootController: navigationController)
        let factory = V11Harness.factory()
        let mall = factory.makeMallCoordinatorBox(router: router, account: account)
        mall.finishFlow = { [weak self] in self?.finishes += 1 }
        self.router = router
        self.mall = mall
        mall.start()
    }

    var coordinator: MallCoordinator? {
        mall as? MallCoordinator
    }

    var tabBarController: UITabBarController? {
        navigationController.viewControllers.first as? UITabBarController
    }

    /// The navigation controller of tab `index`.
    func tab(_ index: Int) throws -> UINavigationController {
        let tabs = try XCTUnwrap(tabBarController?.viewControllers)
        return try XCTUnwrap(tabs[index] as? UINavigationController)
    }

    /// Class names of tab `index`'s stack, bottom first, without `ViewController`.
    func stack(ofTab index: Int) throws -> [String] {
        try tab(index).viewControllers.map {
            String(describing: type(of: $0)).replacingOccurrences(of: "ViewController", with: "")
        }
    }

    func screen<Screen: UIViewController>(
        _ type: Screen.Type, file: StaticString = #filePath, line: UInt = #line
    ) throws -> Screen {
        let top = UIKitStandIn.topmostViewController(from: navigationController)
        return try XCTUnwrap(
            top as? Screen, "expected \(Screen.self), the hierarchy is "
                + UIKitStandIn.hierarchyDescription(from: navigationController), file: file, line: line)
    }

    func running<C: Coordinator>(_ type: C.Type) -> [C] {
        func collect(_ coordinator: any Coordinator) -> [any Coordinator] {
            [coordinator] + coordinator.childCoordinators.flatMap(collect)
        }
        return (mall.map(collect) ?? []).compactMap { $0 as? C }
    }

    func tearDown() {
        mall = nil
        router = nil
    }
}

/// `## Tabs`, `select tab` and `tab bar: hidden`: the tab bar replaces the stack it is placed on,
/// each tab's flow runs on a stack of its own, lazy tabs start when they first appear, a tab whose
/// flow ends starts again, and `select tab` reaches the tab bar from anywhere below it.
final class TabBehaviourTests: V11TestCase {
    @MainActor
    func testStartPlacesTheTabBarAndStartsTheFirstAndTheEagerTabs() async throws {
        let harness = MallHarness(account: nil)
        let tabBarController = try XCTUnwrap(harness.tabBarController)
        XCTAssertEqual(harness.navigationController.viewControllers.count, 1)
        XCTAssertTrue(harness.navigationController.isNavigationBarHidden)
        XCTAssertEqual(tabBarController.selectedIndex, 0)
        XCTAssertEqual(harness.coordinator?.selectedTab, .storeFlow)

        let items: [UITabBarItem?] = try (0..<3).map { try harness.tab($0).tabBarItem }
        XCTAssertEqual(items.map { $0?.title }, ["Store \"Front\"", "Checkout", "Help"])
        XCTAssertEqual(items[0]?.image?.standInImageName, "bag")
        XCTAssertEqual(items[0]?.image?.standInIsSymbol, true)
        XCTAssertEqual(items[0]?.selectedImage?.standInImageName, "bag.fill")
        XCTAssertEqual(items[1]?.image?.standInImageName, "CartIcon")
        XCTAssertEqual(items[1]?.image?.standInIsSymbol, false)
        XCTAssertNil(items[2]?.image)

        XCTAssertEqual(try harness.stack(ofTab: 0), ["Catalog"])
        XCTAssertEqual(try harness.stack(ofTab: 1), ["Cart"], "load: eager")
        XCTAssertEqual(try harness.stack(ofTab: 2), [], "load: lazy, not selected yet")
        XCTAssertNotNil(try harness.screen(CatalogViewController.self))
    }

    @MainActor
    func testALazyTabStartsTheFirstTimeItIsAboutToAppear() async throws {
        let harness = MallHarness(account: nil)
        let tabBarController = try XCTUnwrap(harness.tabBarController)

        XCTAssertTrue(tabBarController.simulateTabTap(2))
        XCTAssertEqual(tabBarController.selectedIndex, 2)
        let helpHome = try harness.screen(HelpHomeViewController.self)
        XCTAssertEqual(harness.running(HelpCoordinator.self).count, 1)

        // Coming back does not start it again.
        tabBarController.simulateTabTap(0)
        tabBarController.simulateTabTap(2)
        XCTAssertTrue(try harness.screen(HelpHomeViewController.self) === helpHome)
        XCTAssertEqual(harness.running(HelpCoordinator.self).count, 1)
    }

    @MainActor
    func testSelectingALazyTabInCodeStartsItFirst() async throws {
        let harness = MallHarness(account: nil)
        harness.coordinator?.select(.helpFlow)
        XCTAssertEqual(harness.coordinator?.selectedTab, .helpFlow)
        XCTAssertNotNil(try harness.screen(HelpHomeViewController.self))

        // Selecting the selected tab does nothing.
        harness.coordinator?.select(.helpFlow)
        XCTAssertEqual(harness.running(HelpCoordinator.self).count, 1)
    }

    @MainActor
    func testSelectTabFromAFlowPushedInsideATab() async throws {
        let harness = MallHarness(account: nil)
        harness.coordinator?.select(.helpFlow)
        try harness.screen(HelpHomeViewController.self).onQuestions?()
        let faq = Weak(harness.running(FaqCoordinator.self).first)
        XCTAssertNotNil(faq.object)

        // `select tab CheckoutFlow, finish`: the tab changes, and FaqFlow ends on the Help tab.
        try harness.screen(FaqViewController.self).onCheckout?()
        XCTAssertEqual(harness.coordinator?.selectedTab, .checkoutFlow)
        XCTAssertNotNil(try harness.screen(CartViewController.self))
        XCTAssertEqual(try harness.stack(ofTab: 2), ["HelpHome"])
        XCTAssertNil(faq.object)

        harness.tabBarController?.simulateTabTap(2)
        try harness.screen(HelpHomeViewController.self).onShop?()
        XCTAssertEqual(harness.coordinator?.selectedTab, .storeFlow)
    }

    @MainActor
    func testAScreenThatHidesTheTabBarHidesItWhilePushed() async throws {
        let harness = MallHarness(account: nil)
        let tabBarController = try XCTUnwrap(harness.tabBarController)
        tabBarController.simulateTabTap(2)
        try harness.screen(HelpHomeViewController.self).onQuestions?()
        XCTAssertFalse(tabBarController.standInHidesTabBar)

        try harness.screen(FaqViewController.self).onAnswer?("Returns")
        let answer = try harness.screen(AnswerViewController.self)
        XCTAssertTrue(answer.hidesBottomBarWhenPushed)
        XCTAssertTrue(tabBarController.standInHidesTabBar)

        XCTAssertTrue(try harness.tab(2).simulateBackButton())
        XCTAssertFalse(tabBarController.standInHidesTabBar)
    }

    @MainActor
    func testTappingTheSelectedTabPopsToItsRootAndReleasesThePushedFlow() async throws {
        let harness = MallHarness(account: nil)
        let tabBarController = try XCTUnwrap(harness.tabBarController)
        tabBarController.simulateTabTap(2)
        try harness.screen(HelpHomeViewController.self).onQuestions?()
        try harness.screen(FaqViewController.self).onAnswer?("Returns")
        let faq = Weak(harness.running(FaqCoordinator.self).first)

        XCTAssertTrue(tabBarController.simulateTabTap(2))
        XCTAssertEqual(try harness.stack(ofTab: 2), ["HelpHome"])
        XCTAssertNil(faq.object)
        XCTAssertEqual(harness.running(HelpCoordinator.self).count, 1, "the tab's own flow stays")
    }

    @MainActor
    func testATabWhoseFlowEndsStartsItAgain() async throws {
        let harness = MallHarness(account: nil)
        harness.coordinator?.select(.helpFlow)
        let firstHelp = Weak(harness.running(HelpCoordinator.self).first)
        let firstHome = Weak(try harness.screen(HelpHomeViewController.self))

        try harness.screen(HelpHomeViewController.self).onDone?()
        XCTAssertNil(firstHelp.object, "released before it starts again")
        XCTAssertNil(firstHome.object)
        XCTAssertEqual(try harness.stack(ofTab: 2), ["HelpHome"])
        XCTAssertEqual(harness.running(HelpCoordinator.self).count, 1)
        XCTAssertEqual(harness.finishes, 0)
    }

    @MainActor
    func testAHandlerRunsItsActionsThenTheTabStartsAgain() async throws {
        let account = Account(name: "Ada")
        let harness = MallHarness(account: account)
        let firstCatalog = Weak(try harness.screen(CatalogViewController.self))

        // StoreFlow finishes: `store account as shopper, select tab CheckoutFlow`, then it starts again.
        try harness.screen(CatalogViewController.self).onLeave?()
        XCTAssertEqual(harness.coordinator?.storage.shopper, account)
        XCTAssertEqual(harness.coordinator?.selectedTab, .checkoutFlow)
        XCTAssertNil(firstCatalog.object)
        XCTAssertEqual(try harness.stack(ofTab: 0), ["Catalog"])
        XCTAssertEqual(harness.running(StoreCoordinator.self).count, 1)
    }

    @MainActor
    func testRestartInTheTabsFlowBuildsANewTabBar() async throws {
        let harness = MallHarness(account: nil)
        harness.coordinator?.select(.helpFlow)
        let firstTabBar = Weak(harness.tabBarController)
        let firstHelp = Weak(harness.running(HelpCoordinator.self).first)
        harness.coordinator?.select(.storeFlow)

        // A guest leaves the store: `on cancel → restart`.
        try harness.screen(CatalogViewController.self).onLeave?()
        XCTAssertNil(firstTabBar.object)
        XCTAssertNil(firstHelp.object)
        XCTAssertEqual(harness.coordinator?.selectedTab, .storeFlow)
        XCTAssertEqual(try harness.stack(ofTab: 1), ["Cart"])
        XCTAssertEqual(try harness.stack(ofTab: 2), [], "lazy again")
        XCTAssertEqual(harness.running(HelpCoordinator.self).count, 0)
        harness.tabBarController?.simulateTabTap(2)
        XCTAssertEqual(try harness.stack(ofTab: 2), ["HelpHome"])
    }

    @MainActor
    func testTheTabsFlowFinishesAndReleasesEveryTab() async throws {
        let harness = MallHarness(account: nil)
        harness.coordinator?.select(.helpFlow)
        let store = Weak(harness.running(StoreCoordinator.self).first)
        let help = Weak(harness.running(HelpCoordinator.self).first)
        harness.coordinator?.select(.checkoutFlow)

        try harness.screen(CartViewController.self).onExpressCheckout?()
        try harness.screen(ReviewViewController.self).onPay?(Order(number: 7))
        XCTAssertEqual(harness.finishes, 1)
        XCTAssertNil(store.object)
        XCTAssertNil(help.object)
        XCTAssertEqual(harness.coordinator?.childCoordinators.count, 0)
    }

    @MainActor
    func testNothingLeaksWhenTheAppLetsGo() async throws {
        var harness: MallHarness? = MallHarness(account: Account(name: "Ada"))
        harness?.coordinator?.select(.helpFlow)
        try harness?.screen(HelpHomeViewController.self).onQuestions?()
        try harness?.screen(FaqViewController.self).onAnswer?("Returns")
        let mall = Weak(harness?.coordinator)
        let tabBar = Weak(harness?.coordinator?.tabBar)
        let tabBarController = Weak(harness?.tabBarController)
        let faq = Weak(harness?.running(FaqCoordinator.self).first)
        let answer = Weak(try harness?.screen(AnswerViewController.self))

        harness?.tearDown()
        harness = nil
        XCTAssertNil(mall.object)
        XCTAssertNil(tabBar.object)
        XCTAssertNil(tabBarController.object)
        XCTAssertNil(faq.object)
        XCTAssertNil(answer.object)
    }

    @MainActor
    func testRestartInATabsFlowRebuildsOnlyThatTab() async throws {
        let harness = MallHarness(account: nil)
        let catalog = try harness.screen(CatalogViewController.self)
        harness.coordinator?.select(.helpFlow)
        let firstHome = try harness.screen(HelpHomeViewController.self)
        firstHome.onQuestions?()
        let faq = Weak(harness.running(FaqCoordinator.self).first)

        firstHome.onReset?()
        XCTAssertNil(faq.object)
        XCTAssertEqual(try harness.stack(ofTab: 2), ["HelpHome"])
        XCTAssertFalse(try harness.screen(HelpHomeViewController.self) === firstHome)
        XCTAssertTrue(try harness.tab(0).viewControllers.first === catalog, "the other tabs stay as they were")
        XCTAssertEqual(harness.coordinator?.selectedTab, .helpFlow)
    }

    @MainActor
    func testTheTabsFlowEndingDismissesWhatItsTabsPresented() async throws {
        let harness = MallHarness(account: nil)
        // A guest asks to check out in the store tab: SignInFlow's sheet comes up.
        try harness.screen(CatalogViewController.self).onCheckoutTap?()
        XCTAssertNotNil(try harness.screen(SignInViewController.self))
        let signIn = Weak(harness.running(SignInCoordinator.self).first)
        XCTAssertNotNil(signIn.object)

        harness.coordinator?.select(.checkoutFlow)
        let cart = try XCTUnwrap(harness.tab(1).topViewController as? CartViewController)
        cart.onExpressCheckout?()
        let review = try XCTUnwrap(harness.tab(1).topViewController as? ReviewViewController)
        review.onPay?(Order(number: 1))
        XCTAssertEqual(harness.finishes, 1)
        XCTAssertNil(signIn.object)
        XCTAssertNil(harness.navigationController.presentedViewController, "the sheet is dismissed")
    }
}

