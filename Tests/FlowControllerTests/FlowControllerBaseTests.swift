import UIKit
import XCTest

@testable import GoldenFlowControllerApp

/// A flow controller whose start the test chooses, to reach the cases of the base class that the
/// example specs do not: a `.pushed` flow's `root X`, a flow without screens replacing its embedded
/// flow, `pop` removing the flow controller itself, refused presentations.
@MainActor
final class ProbeFlow: FlowController {
    enum Start {
        case screen(String)
        case flow(ProbeFlow)
        case nothing
    }

    private var nextStart: Start
    private(set) var starts = 0

    init(placement: FlowPlacement, start: Start = .nothing) {
        nextStart = start
        super.init(placement: placement)
    }

    /// What the next `start()` shows; a flow is handed over, not kept.
    func willStart(_ start: Start) {
        nextStart = start
    }

    override func start() {
        starts += 1
        let start = nextStart
        if case .flow = nextStart {
            nextStart = .nothing
        }
        switch start {
        case .screen(let title): setRootScreen(Screen(title))
        case .flow(let child): embedFlow(child)
        case .nothing: break
        }
    }
}

/// A screen that records the containment calls it receives.
final class Screen: UIViewController {
    var log: [String] = []

    init(_ title: String) {
        super.init(nibName: nil, bundle: nil)
        self.title = title
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        nil
    }

    override func willMove(toParent parent: UIViewController?) {
        super.willMove(toParent: parent)
        log.append("willMove(\(parent == nil ? "nil" : "parent")) inView=\(viewIfLoaded?.superview != nil)")
    }

    override func didMove(toParent parent: UIViewController?) {
        super.didMove(toParent: parent)
        log.append("didMove(\(parent == nil ? "nil" : "parent")) inView=\(viewIfLoaded?.superview != nil)")
    }
}

final class FlowControllerBaseTests: XCTestCase {
    override func setUp() async throws {
        await MainActor.run { UIKitStandIn.resetWarnings() }
    }

    override func tearDown() async throws {
        let warnings = await MainActor.run { UIKitStandIn.warnings }
        XCTAssertFalse(warnings.contains { $0.hasPrefix("exception: ") }, "UIKit would raise: \(warnings)")
        XCTAssertEqual(warnings, [], "UIKit would log")
    }

    @MainActor
    private func titles(_ navigation: UINavigationController?) -> [String] {
        (navigation?.viewControllers ?? []).map { $0.title ?? String(describing: type(of: $0)) }
    }

    @MainActor
    func testAddAndRemoveFollowTheContainmentOrder() async throws {
        let flow = ProbeFlow(placement: .root)
        flow.view.frame = CGRect(x: 0, y: 0, width: 100, height: 200)
        let screen = Screen("A")
        flow.add(childController: screen)
        XCTAssertEqual(screen.log, ["willMove(parent) inView=false", "didMove(parent) inView=true"])
        XCTAssertTrue(screen.parent === flow)
        XCTAssertEqual(screen.view.frame, flow.view.bounds)
        screen.log = []
        flow.remove(childController: screen)
        XCTAssertEqual(screen.log, ["willMove(nil) inView=true", "didMove(nil) inView=false"])
        XCTAssertNil(screen.parent)
    }

    @MainActor
    func testAFlowWithoutScreensEmbedsItsStartFlowAndReplacesIt() async throws {
        var first: ProbeFlow? = ProbeFlow(placement: .root, start: .screen("First"))
        let weakFirst = Weak(first)
        let parent = ProbeFlow(placement: .root, start: .flow(try XCTUnwrap(first)))
        first = nil
        parent.loadViewIfNeeded()
        XCTAssertEqual(weakFirst.object?.starts, 1, "the parent loads the child's view, so it starts at once")
        XCTAssertTrue(parent.content === weakFirst.object)
        XCTAssertTrue(weakFirst.object?.parentFlowController === parent)
        XCTAssertTrue(weakFirst.object?.view.superview === parent.view)
        XCTAssertNil(parent.flowNavigationController)
        XCTAssertEqual(titles(weakFirst.object?.flowNavigationController), ["First"])

        // `root XFlow` in a flow without screens: embedFlow replaces the embedded flow.
        var second: ProbeFlow? = ProbeFlow(placement: .root, start: .screen("Second"))
        let weakSecond = Weak(second)
        parent.embedFlow(try XCTUnwrap(second))
        second = nil
        XCTAssertNil(weakFirst.object, "the replaced flow is released")
        XCTAssertEqual(parent.children.count, 1)
        XCTAssertTrue(parent.childFlowControllers.elementsEqual([weakSecond.object].compactMap { $0 }, by: ===))

        // endChild of an embedded child removes it.
        parent.endChild(try XCTUnwrap(weakSecond.object))
        XCTAssertNil(weakSecond.object)
        XCTAssertNil(parent.content)
        XCTAssertTrue(parent.children.isEmpty)
    }

    @MainActor
    func testRestartOfAFlowWithoutScreensReplacesTheEmbeddedFlow() async throws {
        var first: ProbeFlow? = ProbeFlow(placement: .root, start: .screen("First"))
        let weakFirst = Weak(first)
        let parent = ProbeFlow(placement: .root, start: .flow(try XCTUnwrap(first)))
        first = nil
        parent.loadViewIfNeeded()
        let weakScreen = Weak(weakFirst.object?.flowNavigationController?.topViewController)
        XCTAssertNotNil(weakScreen.object)
        parent.willStart(.flow(ProbeFlow(placement: .root, start: .screen("Again"))))
        parent.restart()
        XCTAssertEqual(parent.starts, 2)
        XCTAssertNil(weakFirst.object)
        XCTAssertNil(weakScreen.object)
        XCTAssertEqual(titles((parent.content as? FlowController)?.flowNavigationController), ["Again"])
    }

    @MainActor
    func testEndChildDoesNothingForAnotherFlowsChild() async throws {
        let parent = ProbeFlow(placement: .root, start: .screen("List"))
        let other = ProbeFlow(placement: .root, start: .screen("Other"))
        parent.loadViewIfNeeded()
        other.loadViewIfNeeded()
        let child = ProbeFlow(placement: .pushed, start: .screen("Child"))
        parent.pushFlow(child)
        other.endChild(child)
        XCTAssertTrue(parent.flowNavigationController?.topViewController === child)
        let stranger = ProbeFlow(placement: .root)
        parent.endChild(stranger)
        XCTAssertEqual(parent.flowNavigationController?.viewControllers.count, 2)
    }

    @MainActor
    func testAPushedFlowsRootScreenReplacesItsStartScreenAndPopsBackToIt() async throws {
        let parent = ProbeFlow(placement: .root, start: .screen("List"))
        parent.loadViewIfNeeded()
        var child: ProbeFlow? = ProbeFlow(placement: .pushed, start: .screen("Start"))
        parent.pushFlow(try XCTUnwrap(child))
        let weakChild = Weak(child)
        let start = Weak(child?.content)
        child?.pushScreen(Screen("Second"))
        child?.pushScreen(Screen("Third"))
        let second = Weak(parent.flowNavigationController?.viewControllers[2])
        XCTAssertEqual(titles(parent.flowNavigationController), ["List", "ProbeFlow", "Second", "Third"])
        XCTAssertTrue(child?.flowNavigationController === parent.flowNavigationController)

        let replacement = Screen("New start")
        child?.setRootScreen(replacement)
        XCTAssertEqual(titles(parent.flowNavigationController), ["List", "ProbeFlow"])
        XCTAssertTrue(child?.content === replacement)
        XCTAssertTrue(child?.navigationItem === replacement.navigationItem)
        XCTAssertNil(start.object, "the old start screen is released")
        XCTAssertNil(second.object)

        // `pop` on the flow's own start screen pops the flow controller itself, which releases it.
        child?.popScreen()
        child = nil
        XCTAssertNil(weakChild.object)
        XCTAssertEqual(titles(parent.flowNavigationController), ["List"])
    }

    @MainActor
    func testPopToRootInAPushedFlowPopsTheFlowControllerToo() async throws {
        let parent = ProbeFlow(placement: .root, start: .screen("List"))
        parent.loadViewIfNeeded()
        parent.pushScreen(Screen("Detail"))
        var child: ProbeFlow? = ProbeFlow(placement: .pushed, start: .screen("Start"))
        parent.pushFlow(try XCTUnwrap(child))
        child?.pushScreen(Screen("Second"))
        let weakChild = Weak(child)
        child?.popToRootScreen()
        child = nil
        XCTAssertNil(weakChild.object)
        XCTAssertEqual(titles(parent.flowNavigationController), ["List"])
        XCTAssertTrue(parent.childFlowControllers.isEmpty)
    }

    @MainActor
    func testAPushedFlowWithoutScreensEmbedsAPushedStartFlow() async throws {
        let parent = ProbeFlow(placement: .root, start: .screen("List"))
        parent.loadViewIfNeeded()
        let inner = ProbeFlow(placement: .pushed, start: .screen("Inner start"))
        let outer = ProbeFlow(placement: .pushed, start: .flow(inner))
        parent.pushFlow(outer)
        XCTAssertEqual(titles(parent.flowNavigationController), ["List", "ProbeFlow"])
        XCTAssertTrue(outer.content === inner)
        XCTAssertTrue(inner.flowNavigationController === parent.flowNavigationController)
        XCTAssertEqual(UIKitStandIn.topmostViewController(from: parent).title, "Inner start")
        XCTAssertTrue(outer.navigationItem === inner.content?.navigationItem, "the start screen's item, through both")

        inner.pushScreen(Screen("Second"))
        XCTAssertEqual(titles(parent.flowNavigationController), ["List", "ProbeFlow", "Second"])
        inner.setRootScreen(Screen("Inner again"))
        XCTAssertEqual(titles(parent.flowNavigationController), ["List", "ProbeFlow"], "popped back to the outer flow")
        XCTAssertEqual(UIKitStandIn.topmostViewController(from: parent).title, "Inner again")
    }

    @MainActor
    func testRestartOfAFlowWithScreensReplacesItsStackAndReleasesPushedChildren() async throws {
        let parent = ProbeFlow(placement: .root, start: .screen("List"))
        parent.loadViewIfNeeded()
        let navigation = parent.flowNavigationController
        var child: ProbeFlow? = ProbeFlow(placement: .pushed, start: .screen("Start"))
        parent.pushFlow(try XCTUnwrap(child))
        child?.presentScreen(Screen("Sheet"))
        let weakChild = Weak(child)
        let sheet = Weak(parent.presentedViewController)
        XCTAssertEqual(sheet.object?.title, "Sheet")
        child = nil
        parent.restart()
        XCTAssertEqual(parent.starts, 2)
        XCTAssertNil(weakChild.object)
        XCTAssertNil(sheet.object, "restart dismisses what the children presented")
        XCTAssertTrue(parent.flowNavigationController === navigation, "the own navigation controller is kept")
        XCTAssertEqual(titles(parent.flowNavigationController), ["List"])
    }

    @MainActor
    func testARefusedPresentFlowStillMakesAndLoadsTheChildAndKeepsNothing() async throws {
        let parent = ProbeFlow(placement: .root, start: .screen("List"))
        parent.loadViewIfNeeded()
        let alert = UIViewController()
        parent.present(alert, animated: false)
        var child: ProbeFlow? = ProbeFlow(placement: .root, start: .screen("Sheet"))
        let weakChild = Weak(child)
        parent.presentFlow(try XCTUnwrap(child))
        XCTAssertEqual(child?.starts, 1, "loaded before UIKit refused")
        child = nil
        XCTAssertNil(weakChild.object, "nothing kept")
        XCTAssertTrue(parent.childFlowControllers.isEmpty)
        XCTAssertTrue(parent.presentedViewController === alert)

        // dismissPresented never dismisses what someone else presented.
        parent.dismissPresented()
        XCTAssertTrue(parent.presentedViewController === alert)
        alert.dismiss(animated: false)
    }

    @MainActor
    func testEndChildDismissesAPresentedChildAndWhatItPresented() async throws {
        let parent = ProbeFlow(placement: .root, start: .screen("List"))
        parent.loadViewIfNeeded()
        var child: ProbeFlow? = ProbeFlow(placement: .root, start: .screen("Sheet"))
        parent.presentFlow(try XCTUnwrap(child))
        child?.presentScreen(Screen("Over the sheet"))
        let weakChild = Weak(child)
        let over = Weak(child?.presentedViewController)
        XCTAssertNotNil(over.object)
        parent.endChild(try XCTUnwrap(child))
        child = nil
        XCTAssertNil(parent.presentedViewController)
        XCTAssertNil(weakChild.object)
        XCTAssertNil(over.object)
    }

    @MainActor
    func testAFlowPresentsOverItsOwnPresentationAndDismissPresentationsTakesAll() async throws {
        let parent = ProbeFlow(placement: .root, start: .screen("List"))
        parent.loadViewIfNeeded()
        parent.presentScreen(Screen("One"))
        parent.presentScreen(Screen("Two"))
        XCTAssertEqual(UIKitStandIn.topmostViewController(from: parent).title, "Two")
        parent.dismissPresentations()
        XCTAssertNil(parent.presentedViewController)
        XCTAssertTrue(UIKitStandIn.warnings.isEmpty, "\(UIKitStandIn.warnings)")
    }

    @MainActor
    func testDismissTakesOnlyTheLastPresentationAndASecondDismissDoesNothingMore() async throws {
        let parent = ProbeFlow(placement: .root, start: .screen("List"))
        parent.loadViewIfNeeded()
        parent.presentScreen(Screen("One"))
        parent.presentScreen(Screen("Two"))
        parent.dismissPresented()
        XCTAssertEqual(UIKitStandIn.topmostViewController(from: parent).title, "One")
        parent.dismissPresented()
        XCTAssertNil(parent.presentedViewController)
        parent.dismissPresented()
        XCTAssertNil(parent.presentedViewController, "nothing presented: nothing happens")
    }

    @MainActor
    func testAFlowWithoutScreensPushesAndPopsOnTheStackOfTheFlowItEmbeds() async throws {
        let child = ProbeFlow(placement: .root, start: .screen("Home"))
        let parent = ProbeFlow(placement: .root, start: .flow(child))
        parent.loadViewIfNeeded()
        XCTAssertNil(parent.flowNavigationController, "a flow without screens has no stack of its own")
        parent.pushScreen(Screen("Pushed"))
        XCTAssertEqual(titles(child.flowNavigationController), ["Home", "Pushed"])
        XCTAssertTrue(parent.content === child, "the embedded flow stays")
        parent.popScreen()
        XCTAssertEqual(titles(child.flowNavigationController), ["Home"])
    }

    @MainActor
    func testPushingAScreenAlreadyOnTheStackDoesNothing() async throws {
        let parent = ProbeFlow(placement: .root, start: .screen("List"))
        parent.loadViewIfNeeded()
        let detail = Screen("Detail")
        parent.pushScreen(detail)
        parent.pushScreen(detail)
        XCTAssertEqual(titles(parent.flowNavigationController), ["List", "Detail"])
    }

    @MainActor
    func testAPushedChildPoppedByTheParentWhilePresentingIsReleased() async throws {
        let parent = ProbeFlow(placement: .root, start: .screen("List"))
        parent.loadViewIfNeeded()
        var child: ProbeFlow? = ProbeFlow(placement: .pushed, start: .screen("Start"))
        parent.pushFlow(try XCTUnwrap(child))
        child?.presentScreen(Screen("Sheet"))
        let weakChild = Weak(child)
        let sheet = Weak(parent.presentedViewController)
        XCTAssertNotNil(sheet.object)
        child = nil
        parent.popToRootScreen()
        XCTAssertNil(weakChild.object, "popped: released")
        XCTAssertNil(parent.presentedViewController, "with its screens: the one it presented too")
        XCTAssertNil(sheet.object)

        // The parent presents again afterwards.
        parent.presentScreen(Screen("Parent's sheet"))
        XCTAssertEqual(parent.presentedViewController?.title, "Parent's sheet")
        parent.dismissPresented()
        XCTAssertNil(parent.presentedViewController)
    }
}
