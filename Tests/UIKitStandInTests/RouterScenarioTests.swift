import Foundation
import UIKit
import XCTest

/// A miniature of the generated `NavigationRouter`, written as it would be against real UIKit: the
/// navigation controller's delegate (back button, edge swipe) and the presentation-controller
/// delegate of what it presents (sheet swipe). It shows the stand-in supports the whole pattern.
@MainActor
final class MiniRouter: NSObject, UINavigationControllerDelegate, UIAdaptivePresentationControllerDelegate {
    private let rootController: UINavigationController
    private var pushCompletions: [(module: () -> UIViewController?, run: () -> Void)] = []
    private var onPresentedDismissed: (() -> Void)?

    init(rootController: UINavigationController) {
        self.rootController = rootController
        super.init()
        rootController.delegate = self
    }

    func push(_ module: UIViewController, animated: Bool, completion: @escaping () -> Void) {
        pushCompletions.append((module: { [weak module] in module }, run: completion))
        rootController.pushViewController(module, animated: animated)
    }

    func present(_ module: UIViewController, onDismissed: @escaping () -> Void) {
        guard rootController.presentedViewController == nil else {
            onDismissed()
            return
        }
        onPresentedDismissed = onDismissed
        module.presentationController?.delegate = self
        rootController.present(module, animated: true)
    }

    func dismissModule() {
        let onDismissed = onPresentedDismissed
        onPresentedDismissed = nil
        rootController.dismiss(animated: true) { onDismissed?() }
    }

    func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) {
        let stack = navigationController.viewControllers
        let gone = pushCompletions.filter { entry in
            guard let module = entry.module() else { return true }
            return !stack.contains { $0 === module }
        }
        pushCompletions.removeAll { entry in
            guard let module = entry.module() else { return true }
            return !stack.contains { $0 === module }
        }
        for entry in gone {
            entry.run()
        }
    }

    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        let onDismissed = onPresentedDismissed
        onPresentedDismissed = nil
        onDismissed?()
    }
}

/// The stand-in driving a router the way generated-code tests will: user gestures in, delegate calls out.
final class RouterScenarioTests: XCTestCase {
    @MainActor
    func testPushCompletionRunsOnceWhenTheUserLeavesTheScreen() async {
        let navigation = UINavigationController(rootViewController: ItemScreen(item: "root"))
        let router = MiniRouter(rootController: navigation)
        var finished: [String] = []
        router.push(ItemScreen(item: "one"), animated: true) { finished.append("one") }
        router.push(ItemScreen(item: "two"), animated: true) { finished.append("two") }

        navigation.simulateInteractiveSwipeBack(cancelled: true)
        XCTAssertEqual(finished, [], "a cancelled swipe leaves the screen on the stack")
        navigation.simulateInteractiveSwipeBack()
        XCTAssertEqual(finished, ["two"])
        navigation.simulateBackButton()
        XCTAssertEqual(finished, ["two", "one"])
        navigation.simulateBackButton()
        XCTAssertEqual(finished, ["two", "one"])
    }

    @MainActor
    func testPresentedModuleReportsSwipeDownAndProgrammaticDismissOnce() async {
        UIKitStandIn.resetWarnings()
        let navigation = UINavigationController(rootViewController: ItemScreen(item: "root"))
        let router = MiniRouter(rootController: navigation)
        var dismissed: [String] = []

        router.present(UINavigationController(rootViewController: ItemScreen(item: "sheet"))) {
            dismissed.append("swiped")
        }
        router.present(PlainScreen()) { dismissed.append("refused") }
        XCTAssertEqual(dismissed, ["refused"])
        XCTAssertTrue(navigation.presentedViewController?.simulateSwipeDown() ?? false)
        XCTAssertEqual(dismissed, ["refused", "swiped"])

        router.present(PlainScreen()) { dismissed.append("dismissed") }
        router.dismissModule()
        XCTAssertEqual(dismissed, ["refused", "swiped", "dismissed"])
        XCTAssertNil(navigation.presentedViewController)
        XCTAssertTrue(UIKitStandIn.warnings.isEmpty)
    }

    @MainActor
    func testDroppingTheRouterAndItsStackReleasesEverything() async {
        weak var weakRouter: MiniRouter?
        weak var weakNavigation: UINavigationController?
        weak var weakPushed: UIViewController?
        weak var weakSheet: UIViewController?
        do {
            let navigation = UINavigationController(rootViewController: PlainScreen())
            let router = MiniRouter(rootController: navigation)
            let pushed = PlainScreen()
            let sheet = PlainScreen()
            router.push(pushed, animated: true) {}
            router.present(sheet) {}
            weakRouter = router
            weakNavigation = navigation
            weakPushed = pushed
            weakSheet = sheet
        }
        XCTAssertNil(weakRouter)
        XCTAssertNil(weakNavigation)
        XCTAssertNil(weakPushed)
        XCTAssertNil(weakSheet)
    }
}
