import Foundation
import UIKit
import XCTest

/// Navigation stack behaviour. XCTest on Linux crashes on synchronous `@MainActor` test methods,
/// so every test is `@MainActor ... async`.
final class NavigationTests: XCTestCase {
    @MainActor
    private func makeStack(_ titles: [String]) -> (UINavigationController, [ItemScreen]) {
        UIKitStandIn.resetWarnings()
        let screens = titles.map { ItemScreen(item: $0) }
        let navigation = UINavigationController()
        navigation.setViewControllers(screens, animated: false)
        return (navigation, screens)
    }

    @MainActor
    func testPushUpdatesStackParentAndDelegate() async {
        let (navigation, screens) = makeStack(["root"])
        let spy = NavigationSpy()
        navigation.delegate = spy
        let detail = ItemScreen(item: "detail")

        navigation.pushViewController(detail, animated: false)

        XCTAssertEqual(navigation.viewControllers.map(id), [id(screens[0]), id(detail)])
        XCTAssertTrue(navigation.topViewController === detail)
        XCTAssertTrue(navigation.visibleViewController === detail)
        XCTAssertTrue(detail.navigationController === navigation)
        XCTAssertTrue(detail.parent === navigation)
        XCTAssertEqual(navigation.children.map(id), navigation.viewControllers.map(id))
        XCTAssertEqual(spy.events.map(\.kind), [.willShow, .didShow])
        XCTAssertEqual(spy.events.map(\.shown), [id(detail), id(detail)])
        XCTAssertEqual(spy.events[0].stack, [id(screens[0]), id(detail)], "the stack is updated before willShow")
        XCTAssertNil(spy.events[0].from, "no coordinator when not animated")
        XCTAssertTrue(UIKitStandIn.warnings.isEmpty)
    }

    @MainActor
    func testInitialisersBuildTheRootStack() async {
        let root = PlainScreen()
        let navigation = UINavigationController(rootViewController: root)
        XCTAssertEqual(navigation.viewControllers.map(id), [id(root)])
        XCTAssertTrue(root.navigationController === navigation)
        XCTAssertTrue(UINavigationController().viewControllers.isEmpty)
        XCTAssertNil(UINavigationController(nibName: nil, bundle: nil).topViewController)
    }

    @MainActor
    func testPopClearsNavigationControllerAndCallsDelegate() async {
        let (navigation, screens) = makeStack(["a", "b", "c"])
        let spy = NavigationSpy()
        navigation.delegate = spy

        let popped = navigation.popViewController(animated: false)

        XCTAssertTrue(popped === screens[2])
        XCTAssertEqual(navigation.viewControllers.map(id), [id(screens[0]), id(screens[1])])
        XCTAssertNil(screens[2].navigationController)
        XCTAssertNil(screens[2].parent)
        XCTAssertEqual(spy.events.map(\.kind), [.willShow, .didShow])
        XCTAssertEqual(spy.events.map(\.shown), [id(screens[1]), id(screens[1])])
        XCTAssertEqual(spy.events.map(\.from), [nil, nil], "not animated: no transition coordinator")
    }

    @MainActor
    func testPopOnRootDoesNothing() async {
        let (navigation, _) = makeStack(["root"])
        let spy = NavigationSpy()
        navigation.delegate = spy
        XCTAssertNil(navigation.popViewController(animated: true))
        XCTAssertTrue(spy.events.isEmpty)
        XCTAssertTrue(UIKitStandIn.warnings.isEmpty)
    }

    @MainActor
    func testAnimatedBackButtonExposesOutgoingControllerAsFrom() async {
        UIKitStandIn.resetWarnings()
        let screens = ["a", "b", "c"].map { ItemScreen(item: $0) }
        let navigation = CountingNavigationController()
        navigation.setViewControllers(screens, animated: false)
        let spy = NavigationSpy()
        navigation.delegate = spy
        var poppedCoordinatorFrom: UIViewController?
        var incomingHasCoordinator = false
        spy.onDidShow = { _ in
            poppedCoordinatorFrom = screens[2].transitionCoordinator?.viewController(forKey: .from)
            incomingHasCoordinator = screens[1].transitionCoordinator != nil
        }

        XCTAssertTrue(navigation.simulateBackButton())

        XCTAssertEqual(navigation.popCount, 1, "the back button goes through popViewController(animated:)")
        XCTAssertEqual(spy.events.map(\.kind), [.willShow, .didShow])
        for event in spy.events {
            XCTAssertEqual(event.from, id(screens[2]))
            XCTAssertEqual(event.to, id(screens[1]))
            XCTAssertEqual(event.interactive, false)
            XCTAssertTrue(event.animated)
            XCTAssertFalse(event.stack.contains(id(screens[2])))
        }
        XCTAssertTrue(poppedCoordinatorFrom === screens[2], "the popped controller sees the coordinator too")
        XCTAssertTrue(incomingHasCoordinator)
        XCTAssertNil(navigation.transitionCoordinator, "detached once the transition is over")
        XCTAssertNil(screens[2].transitionCoordinator)
    }

    @MainActor
    func testAnimatedPushHasCoordinatorAndNonAnimatedHasNone() async {
        let (navigation, screens) = makeStack(["a"])
        let spy = NavigationSpy()
        navigation.delegate = spy
        let next = ItemScreen(item: "b")

        navigation.pushViewController(next, animated: true)
        navigation.popViewController(animated: false)

        XCTAssertEqual(spy.events.count, 4)
        XCTAssertEqual(spy.events[0].from, id(screens[0]))
        XCTAssertEqual(spy.events[0].to, id(next))
        XCTAssertNil(spy.events[2].from)
        XCTAssertNil(spy.events[3].to)
    }

    @MainActor
    func testCoordinatorRunsAnimationsAndCompletionsThenExpires() async {
        let (navigation, _) = makeStack(["a", "b"])
        var log: [String] = []
        var kept: (any UIViewControllerTransitionCoordinator)?
        let spy = NavigationSpy()
        spy.onWillShow = { navigation in
            kept = navigation.transitionCoordinator
            navigation.transitionCoordinator?.animate(
                alongsideTransition: { _ in log.append("animation") },
                completion: { context in log.append("completion cancelled=\(context.isCancelled)") })
        }
        spy.onDidShow = { _ in log.append("didShow") }
        navigation.delegate = spy

        navigation.popViewController(animated: true)

        XCTAssertEqual(log, ["animation", "completion cancelled=false", "didShow"])
        XCTAssertEqual(kept?.animate(alongsideTransition: { _ in log.append("late") }), false)
        XCTAssertEqual(log.count, 3)
    }

    @MainActor
    func testPopToAndPopToRootAndSetViewControllers() async {
        let (navigation, screens) = makeStack(["a", "b", "c", "d"])
        let spy = NavigationSpy()
        navigation.delegate = spy

        let toB = navigation.popToViewController(screens[1], animated: true)
        XCTAssertEqual(toB?.map(id), [id(screens[2]), id(screens[3])])
        XCTAssertNil(screens[2].navigationController)
        XCTAssertEqual(spy.events.last?.from, id(screens[3]))
        XCTAssertEqual(navigation.popToViewController(screens[1], animated: false)?.count, 0)

        let toRoot = navigation.popToRootViewController(animated: false)
        XCTAssertEqual(toRoot?.map(id), [id(screens[1])])
        XCTAssertEqual(navigation.popToRootViewController(animated: false)?.count, 0)

        let fresh = ItemScreen(item: "fresh")
        navigation.setViewControllers([fresh], animated: false)
        XCTAssertNil(screens[0].parent)
        XCTAssertTrue(fresh.navigationController === navigation)
        let eventsBefore = spy.events.count
        navigation.viewControllers = [fresh]
        XCTAssertEqual(spy.events.count, eventsBefore, "an unchanged stack sends no delegate calls")
        XCTAssertEqual(spy.events.map(\.kind), [.willShow, .didShow, .willShow, .didShow, .willShow, .didShow])
    }

    @MainActor
    func testRefusedStackChangesRecordExceptions() async {
        let (navigation, screens) = makeStack(["a", "b"])
        navigation.pushViewController(screens[0], animated: true)
        XCTAssertEqual(navigation.viewControllers.count, 2)
        XCTAssertNil(navigation.popToViewController(ItemScreen(item: "stranger"), animated: true))
        navigation.pushViewController(UINavigationController(), animated: false)
        XCTAssertEqual(UIKitStandIn.warnings.count, 3)
        XCTAssertTrue(UIKitStandIn.warnings.allSatisfy { $0.hasPrefix("exception: ") })
        XCTAssertTrue(UIKitStandIn.hasExceptions)
    }

    @MainActor
    func testInteractiveSwipeBackIsInteractiveUntilTheFingerLifts() async {
        let (navigation, screens) = makeStack(["a", "b"])
        let spy = NavigationSpy()
        var log: [String] = []
        spy.onWillShow = { navigation in
            navigation.transitionCoordinator?.notifyWhenInteractionChanges { context in
                log.append("interaction ended interactive=\(context.isInteractive) cancelled=\(context.isCancelled)")
            }
            log.append("initially=\(navigation.transitionCoordinator?.initiallyInteractive == true)")
        }
        navigation.delegate = spy

        XCTAssertTrue(navigation.simulateInteractiveSwipeBack())

        XCTAssertEqual(spy.events.map(\.kind), [.willShow, .didShow])
        XCTAssertEqual(spy.events[0].interactive, true)
        XCTAssertEqual(spy.events[1].interactive, false)
        XCTAssertEqual(spy.events[1].from, id(screens[1]))
        XCTAssertEqual(log, ["initially=true", "interaction ended interactive=false cancelled=false"])
        XCTAssertNil(screens[1].navigationController)
    }

    @MainActor
    func testCancelledSwipeBackRestoresTheStackWithoutDidShow() async {
        let (navigation, screens) = makeStack(["a", "b"])
        let spy = NavigationSpy()
        var cancelledSeen: Bool?
        spy.onWillShow = { navigation in
            navigation.transitionCoordinator?.animate(alongsideTransition: nil) { cancelledSeen = $0.isCancelled }
        }
        navigation.delegate = spy

        XCTAssertFalse(navigation.simulateInteractiveSwipeBack(cancelled: true))

        XCTAssertEqual(spy.events.map(\.kind), [.willShow])
        XCTAssertEqual(spy.events[0].shown, id(screens[0]))
        XCTAssertEqual(cancelledSeen, true)
        XCTAssertEqual(navigation.viewControllers.map(id), screens.map(id))
        XCTAssertTrue(screens[1].navigationController === navigation)
    }

    @MainActor
    func testUserGesturesAreRefusedWhenUnavailable() async {
        let (navigation, screens) = makeStack(["a"])
        XCTAssertFalse(navigation.simulateBackButton())
        navigation.pushViewController(ItemScreen(item: "b"), animated: false)
        navigation.setNavigationBarHidden(true, animated: true)
        XCTAssertTrue(navigation.isNavigationBarHidden)
        XCTAssertFalse(navigation.simulateBackButton())
        XCTAssertFalse(navigation.simulateInteractiveSwipeBack())
        navigation.isNavigationBarHidden = false
        screens[0].present(PlainScreen(), animated: false)
        XCTAssertFalse(navigation.simulateBackButton(), "a sheet covers the back button")
        XCTAssertEqual(navigation.viewControllers.count, 2)
        XCTAssertEqual(UIKitStandIn.warnings.count, 4)
        XCTAssertFalse(UIKitStandIn.hasExceptions)
    }

    @MainActor
    func testContainmentCallbacksAndMovingFlags() async {
        let (navigation, _) = makeStack(["a"])
        let screen = ContainmentRecordingScreen()
        navigation.pushViewController(screen, animated: true)
        navigation.popViewController(animated: true)
        XCTAssertEqual(
            screen.log,
            ["willMove(parent)", "didMove(parent) moving=true", "willMove(nil)", "didMove(nil) moving=true"])
        XCTAssertFalse(screen.isMovingFromParent)
        XCTAssertFalse(screen.isMovingToParent)
    }

    @MainActor
    func testOptionalDelegateMethodsHaveDefaults() async {
        let (navigation, _) = makeStack(["a"])
        let delegate = DidShowOnlyDelegate()
        navigation.delegate = delegate
        navigation.pushViewController(PlainScreen(), animated: true)
        XCTAssertEqual(delegate.count, 1)
    }

    @MainActor
    func testStackChangeFromWillShowIsFlagged() async {
        let (navigation, _) = makeStack(["a", "b"])
        let spy = NavigationSpy()
        spy.onWillShow = { navigation in
            if navigation.viewControllers.count == 1 {
                navigation.pushViewController(PlainScreen(), animated: true)
            }
        }
        navigation.delegate = spy
        navigation.popViewController(animated: true)
        XCTAssertEqual(UIKitStandIn.warnings.count, 1)
        XCTAssertEqual(navigation.viewControllers.count, 2)
    }
}
