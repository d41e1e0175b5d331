import UIKit
import XCTest

@testable import GoldenV11App

/// `## Links`: `DeepLink` parses URLs and gives each case its path; `open(_:)` on the root flow
/// clears what covers the tab bar, selects the tab and rebuilds the stack the link names, parent
/// screens first; a flow step starts its child flow, which builds the rest.
final class LinkBehaviourTests: V11TestCase {
    func testURLsAndPaths() {
        XCTAssertEqual(DeepLink(url: URL(string: "https://shop.example/offers/?utm=mail#top")!), .sale)
        XCTAssertEqual(DeepLink(url: URL(string: "shop://store")!), .catalog)
        XCTAssertEqual(DeepLink(url: URL(string: "shop://help/answers/a%2Fb")!), .answer(answer: "a/b"))
        XCTAssertEqual(DeepLink(path: "/help/answers/returns"), .answer(answer: "returns"))
        XCTAssertNil(DeepLink(path: "/help/answers"))
        XCTAssertNil(DeepLink(path: "/Store"), "segments compare case-sensitively")
        XCTAssertNil(DeepLink(path: "store"))
        XCTAssertNil(DeepLink(path: "/help//answers"), "an empty segment matches nothing")
        XCTAssertNil(DeepLink(path: "/help/answers//"))
        XCTAssertEqual(DeepLink(url: URL(string: "shop:///store")!), .catalog, "no host: the path alone")
        XCTAssertEqual(DeepLink(path: "/help/answers/all"), .faq, "a literal wins over a parameter")
        XCTAssertEqual(DeepLink(path: "/help/answers/al"), .answer(answer: "al"))
        XCTAssertEqual(DeepLink.answer(answer: "a/b c").path, "/help/answers/a%2Fb%20c")
        XCTAssertEqual(DeepLink.sale.path, "/sale", "the first pattern is the canonical one")
        for link in [DeepLink.catalog, .sale, .basket, .faq, .answer(answer: "x y/z")] {
            XCTAssertEqual(DeepLink(path: link.path), link)
        }
    }

    /// A link clears every sheet over the tab bar, however many are stacked.
    @MainActor
    func testDismissingEverythingClearsStackedSheets() async throws {
        let navigationController = UINavigationController()
        let router = NavigationRouter(rootController: navigationController)
        router.present(UIViewController(), animated: false)
        router.present(UIViewController(), animated: false)
        // An alert is presented over them without the router, as the generated flows do.
        navigationController.presentedViewController?.presentedViewController?.present(
            UIAlertController(title: nil, message: nil, preferredStyle: .alert), animated: false)
        XCTAssertNotNil(navigationController.presentedViewController?.presentedViewController?.presentedViewController)

        router.dismissEverything()
        XCTAssertNil(navigationController.presentedViewController)
    }

    /// Parent screens first: those before the last arrive without animation, the last with it.
    @MainActor
    func testALinkPushesTheScreensBeforeTheLastWithoutAnimation() async throws {
        let harness = V11Harness()
        try harness.screen(CartViewController.self).onExpressCheckout?()
        harness.navigationController.forgetChanges()

        XCTAssertEqual(harness.checkout?.open(.payment), true)
        XCTAssertEqual(
            harness.navigationController.changes, ["push Delivery not animated", "push Payment animated"],
            "back to Cart first (a pop), then the path")
        XCTAssertEqual(harness.stack, ["CartViewController", "DeliveryViewController", "PaymentViewController"])
        XCTAssertEqual(try harness.screen(PaymentViewController.self).input.total, 0, "from the flow's storage")
    }

    @MainActor
    func testALinkBuildsItsStackInItsTabFromTheStartScreen() async throws {
        let harness = MallHarness(account: nil)
        let catalog = try harness.screen(CatalogViewController.self)
        harness.coordinator?.select(.helpFlow)

        XCTAssertEqual(harness.mall?.open(.sale), true)
        XCTAssertEqual(harness.coordinator?.selectedTab, .storeFlow)
        XCTAssertEqual(try harness.stack(ofTab: 0), ["Catalog", "Sale"])
        XCTAssertTrue(try harness.tab(0).viewControllers.first === catalog, "back to the start screen shown")

        // Opened again, the stack is rebuilt, not stacked up.
        XCTAssertEqual(harness.mall?.open(.sale), true)
        XCTAssertEqual(try harness.stack(ofTab: 0), ["Catalog", "Sale"])
        XCTAssertEqual(harness.mall?.open(.catalog), true)
        XCTAssertEqual(try harness.stack(ofTab: 0), ["Catalog"])
    }

    @MainActor
    func testALinkThroughAChildFlowStartsItAndTheLazyTab() async throws {
        let harness = MallHarness(account: nil)
        XCTAssertEqual(try harness.stack(ofTab: 2), [], "the help tab is lazy")

        XCTAssertEqual(harness.mall?.open(.answer(answer: "returns")), true)
        XCTAssertEqual(harness.coordinator?.selectedTab, .helpFlow)
        XCTAssertEqual(try harness.stack(ofTab: 2), ["HelpHome", "Faq", "Answer"])
        let answer = try harness.screen(AnswerViewController.self)
        XCTAssertEqual(answer.input.answer, "returns")
        XCTAssertTrue(answer.hidesBottomBarWhenPushed)
        XCTAssertEqual(harness.running(FaqCoordinator.self).count, 1)

        // Another answer: FaqFlow is released and started again, parents first.
        let faq = Weak(harness.running(FaqCoordinator.self).first)
        XCTAssertEqual(harness.mall?.open(.answer(answer: "sizes")), true)
        XCTAssertNil(faq.object)
        XCTAssertEqual(try harness.stack(ofTab: 2), ["HelpHome", "Faq", "Answer"])
        XCTAssertEqual(try harness.screen(AnswerViewController.self).input.answer, "sizes")
        XCTAssertEqual(harness.running(FaqCoordinator.self).count, 1)
    }

    /// A parameter that fills the declaring flow's start screen: the start screen is made again with
    /// it, as the root of the tab's stack, and what was above the old one is gone.
    @MainActor
    func testALinkMakesTheStartScreenAgainWithItsValue() async throws {
        let harness = MallHarness(account: nil)
        XCTAssertEqual(harness.mall?.open(.answer(answer: "returns")), true)
        let firstHome = Weak(try harness.tab(2).viewControllers.first as? HelpHomeViewController)
        XCTAssertNotNil(firstHome.object)
        XCTAssertNil(firstHome.object?.input.topic, "the flow's storage: no topic")

        XCTAssertEqual(harness.mall?.open(.helpHome(topic: "sizes")), true)
        XCTAssertEqual(try harness.stack(ofTab: 2), ["HelpHome"])
        XCTAssertEqual(try harness.screen(HelpHomeViewController.self).input.topic, "sizes")
        XCTAssertNil(firstHome.object, "the old start screen is released")
        XCTAssertEqual(harness.running(FaqCoordinator.self).count, 0, "the child flow above it is released")

        // A link that fills no input of the start screen builds on it as it is: the topic stays.
        XCTAssertEqual(harness.mall?.open(.faq), true)
        XCTAssertEqual(try harness.stack(ofTab: 2), ["HelpHome", "Faq"])
        XCTAssertEqual((try harness.tab(2).viewControllers.first as? HelpHomeViewController)?.input.topic, "sizes")
    }

    @MainActor
    func testALinkDismissesWhatCoversTheTabBarFirst() async throws {
        let harness = MallHarness(account: nil)
        try harness.screen(CatalogViewController.self).onCheckoutTap?()
        let signIn = Weak(harness.running(SignInCoordinator.self).first)
        XCTAssertNotNil(try harness.screen(SignInViewController.self))

        XCTAssertEqual(harness.mall?.open(.answer(answer: "returns")), true)
        XCTAssertNil(harness.navigationController.presentedViewController)
        XCTAssertNil(signIn.object)
        XCTAssertNotNil(try harness.screen(AnswerViewController.self))
    }

    @MainActor
    func testALinkToAPresentedScreenPresentsItOverItsStart() async throws {
        let harness = MallHarness(account: nil)
        try harness.screen(CatalogViewController.self).onFilter?(true)
        XCTAssertEqual(try harness.stack(ofTab: 0), ["Catalog", "Sale"])

        XCTAssertEqual(harness.mall?.open(.basket), true)
        XCTAssertEqual(try harness.stack(ofTab: 0), ["Catalog"])
        let basket = try harness.screen(BasketViewController.self)
        basket.onClose?()
        XCTAssertNil(harness.navigationController.presentedViewController)
    }

    @MainActor
    func testALinkOpenedBeforeStartWaitsForTheTabBar() async throws {
        let router = NavigationRouter(rootController: UINavigationController())
        let factory = V11Harness.factory()
        let mall = factory.makeMallCoordinatorBox(router: router, account: nil)
        XCTAssertFalse(mall.open(.sale), "kept")
        mall.start()
        let tabs = try XCTUnwrap((mall as? MallCoordinator)?.tabBar?.tabBarController.viewControllers)
        XCTAssertEqual((tabs[0] as? UINavigationController)?.viewControllers.count, 2)
        XCTAssertEqual((mall as? MallCoordinator)?.selectedTab, .storeFlow)
    }

    @MainActor
    func testNothingLeaksAfterLinks() async throws {
        var harness: MallHarness? = MallHarness(account: nil)
        harness?.mall?.open(.answer(answer: "returns"))
        let faq = Weak(harness?.running(FaqCoordinator.self).first)
        harness?.mall?.open(.helpHome(topic: "sizes"))
        harness?.mall?.open(.answer(answer: "returns"))
        harness?.mall?.open(.sale)
        let mall = Weak(harness?.coordinator)
        let help = Weak(harness?.running(HelpCoordinator.self).first)
        let home = Weak(try harness?.tab(2).viewControllers.first)
        let tabBarController = Weak(harness?.tabBarController)
        harness?.tearDown()
        harness = nil
        XCTAssertNil(mall.object)
        XCTAssertNil(faq.object)
        XCTAssertNil(help.object)
        XCTAssertNil(home.object)
        XCTAssertNil(tabBarController.object)
    }

    /// "Open the link after sign-in": AppFlow chose SignInFlow, so it keeps the link, and opens it
    /// when MallFlow, which leads to it, starts.
    @MainActor
    func testALinkIsKeptUntilSignInFinishes() async throws {
        let decisions = V11Harness.Decisions()
        decisions.appStart = .signInFlow
        let navigationController = UINavigationController()
        let router = NavigationRouter(rootController: navigationController)
        let app = V11Harness.factory(decisions: decisions).makeAppCoordinatorBox(router: router)
        app.start()
        let signIn = try XCTUnwrap(navigationController.topViewController as? SignInViewController)

        XCTAssertFalse(app.open(.sale), "kept: the running branch does not lead to it")
        XCTAssertFalse(app.open(.catalog), "a later link replaces it")
        XCTAssertFalse(app.open(.sale))
        signIn.onGuest?()
        let tabBarController = try XCTUnwrap(navigationController.viewControllers.first as? UITabBarController)
        let store = try XCTUnwrap(tabBarController.viewControllers?.first as? UINavigationController)
        XCTAssertEqual(store.viewControllers.count, 2)
        XCTAssertTrue(store.topViewController is SaleViewController)

        // Once the mall runs, links go straight through.
        XCTAssertTrue(app.open(.catalog))
        XCTAssertEqual(store.viewControllers.count, 1)
    }
}

