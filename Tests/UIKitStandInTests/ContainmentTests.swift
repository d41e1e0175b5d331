import Foundation
import UIKit
import XCTest

/// The view hierarchy, custom container view controllers ("flow controllers") written as on iOS,
/// and navigation items.
final class ContainmentTests: XCTestCase {
    @MainActor
    override func setUp() async throws {
        UIKitStandIn.resetWarnings()
    }

    // MARK: Views

    @MainActor
    func testAddSubviewAndRemoveFromSuperview() async {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let other = UIView()
        let first = UIView()
        let second = UIView()
        XCTAssertNil(first.superview)
        XCTAssertTrue(container.subviews.isEmpty)

        container.addSubview(first)
        container.addSubview(second)
        XCTAssertEqual(container.subviews.map(id), [id(first), id(second)], "back-most first")
        XCTAssertTrue(first.superview === container)

        container.addSubview(first)
        XCTAssertEqual(container.subviews.map(id), [id(second), id(first)], "re-adding moves it to the top")

        other.addSubview(first)
        XCTAssertTrue(first.superview === other, "a view has one superview: adding moves it")
        XCTAssertEqual(container.subviews.map(id), [id(second)])
        XCTAssertEqual(other.subviews.map(id), [id(first)])

        first.removeFromSuperview()
        XCTAssertNil(first.superview)
        XCTAssertTrue(other.subviews.isEmpty)
        first.removeFromSuperview()
        XCTAssertNil(first.superview, "removing a view without a superview does nothing")
        XCTAssertTrue(UIKitStandIn.warnings.isEmpty)
    }

    @MainActor
    func testAddingSelfOrAnAncestorIsRefused() async {
        let outer = UIView()
        let inner = UIView()
        outer.addSubview(inner)
        inner.addSubview(inner)
        inner.addSubview(outer)
        XCTAssertTrue(inner.subviews.isEmpty)
        XCTAssertTrue(inner.superview === outer)
        XCTAssertNil(outer.superview)
        XCTAssertEqual(UIKitStandIn.warnings.count, 2)
        XCTAssertTrue(UIKitStandIn.hasExceptions)
    }

    @MainActor
    func testSuperviewIsWeakAndSubviewsAreOwned() async {
        weak var weakChild: UIView?
        weak var weakContainer: UIView?
        let survivor = UIView()
        do {
            let container = UIView()
            let child = UIView()
            container.addSubview(child)
            container.addSubview(survivor)
            weakChild = child
            weakContainer = container
        }
        XCTAssertNil(weakContainer, "a subview does not keep its superview alive")
        XCTAssertNil(weakChild)
        XCTAssertNil(survivor.superview)

        let container = UIView()
        do {
            let child = UIView()
            container.addSubview(child)
            weakChild = child
        }
        XCTAssertNotNil(weakChild, "the superview owns its subviews")
        container.subviews.first?.removeFromSuperview()
        XCTAssertNil(weakChild, "removeFromSuperview releases the view")
    }

    @MainActor
    func testBoundsFollowTheFrameAndAutoresizingMaskIsStored() async {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        XCTAssertEqual(view.bounds, CGRect(x: 0, y: 0, width: 100, height: 50))
        view.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        XCTAssertEqual(view.bounds, CGRect(x: 0, y: 0, width: 320, height: 480))

        view.bounds = CGRect(x: 5, y: 5, width: 300, height: 400)
        XCTAssertEqual(view.bounds, CGRect(x: 5, y: 5, width: 300, height: 400))
        XCTAssertEqual(view.frame, CGRect(x: 10, y: 40, width: 300, height: 400), "resized around its center")

        let child = UIView(frame: view.bounds)
        XCTAssertEqual(child.autoresizingMask, [])
        child.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        XCTAssertTrue(child.autoresizingMask.contains(.flexibleHeight))
        XCTAssertFalse(child.autoresizingMask.contains(.flexibleTopMargin))
        XCTAssertEqual(child.autoresizingMask.rawValue, 18)
        XCTAssertEqual(
            UIView.AutoresizingMask([
                .flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin, .flexibleTopMargin, .flexibleHeight,
                .flexibleBottomMargin,
            ]).rawValue, 63)
    }

    // MARK: Custom containers

    @MainActor
    func testContainmentSequenceAndRelease() async {
        let flow = FlowController()
        flow.view.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        var child: ContainmentRecordingScreen? = ContainmentRecordingScreen()
        weak var weakChild: ContainmentRecordingScreen?
        weak var weakChildView: UIView?
        weakChild = child
        weakChildView = child?.view

        flow.show(child!)
        XCTAssertTrue(child?.parent === flow)
        XCTAssertEqual(flow.children.map(id), [id(child!)])
        XCTAssertTrue(child?.view.superview === flow.view)
        XCTAssertEqual(flow.view.subviews.map(id), [id(child!.view)])
        XCTAssertEqual(child?.view.frame, CGRect(x: 0, y: 0, width: 320, height: 480))
        XCTAssertEqual(child?.log, ["willMove(parent)", "didMove(parent) moving=false"])
        XCTAssertNil(child?.navigationController)
        XCTAssertNil(child?.presentingViewController)

        flow.hide(child!)
        XCTAssertEqual(
            child?.log,
            ["willMove(parent)", "didMove(parent) moving=false", "willMove(nil)", "didMove(nil) moving=false"],
            "addChild calls willMove(toParent:) and removeFromParent calls didMove(toParent: nil), once each")
        XCTAssertNil(child?.parent)
        XCTAssertNil(child?.view.superview)
        XCTAssertTrue(flow.children.isEmpty)
        XCTAssertTrue(flow.view.subviews.isEmpty)
        XCTAssertTrue(UIKitStandIn.warnings.isEmpty)

        child = nil
        XCTAssertNil(weakChild, "neither the container nor its view keeps the removed child alive")
        XCTAssertNil(weakChildView)
    }

    @MainActor
    func testChildIsReleasedWithItsContainer() async {
        weak var weakFlow: FlowController?
        weak var weakChild: UIViewController?
        do {
            let flow = FlowController()
            let child = PlainScreen()
            flow.show(child)
            weakFlow = flow
            weakChild = child
        }
        XCTAssertNil(weakFlow, "the child's parent and its view's superview are weak")
        XCTAssertNil(weakChild)
    }

    @MainActor
    func testFlowControllerInsideNavigationAndPresentation() async {
        let flow = FlowController()
        let child = PlainScreen()
        flow.show(child)
        let navigation = UINavigationController(rootViewController: flow)
        XCTAssertTrue(flow.parent === navigation, "stack controllers are the navigation controller's children")
        XCTAssertEqual(navigation.children.map(id), [id(flow)])
        XCTAssertTrue(child.navigationController === navigation, "navigationController walks the parents")

        let sheet = PlainScreen()
        child.present(sheet, animated: false)
        XCTAssertNil(sheet.parent, "a presented controller has no parent")
        XCTAssertNil(sheet.navigationController)
        XCTAssertTrue(sheet.presentingViewController === navigation)
        XCTAssertFalse(navigation.children.contains { $0 === sheet })
    }

    @MainActor
    func testLayoutMethodsAreNotCalledByTheStandIn() async {
        let flow = FlowController()
        flow.view.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        flow.show(PlainScreen())
        XCTAssertEqual(flow.layoutCount, 0)
        flow.viewWillLayoutSubviews()
        flow.viewDidLayoutSubviews()
        XCTAssertEqual(flow.layoutCount, 2)
    }

    // MARK: Navigation items

    @MainActor
    func testNavigationItemIsCreatedOnceAndFollowsTheTitle() async {
        let screen = ItemScreen(item: "List")
        let item = screen.navigationItem
        XCTAssertTrue(screen.navigationItem === item, "kept")
        XCTAssertEqual(item.title, "List", "created with the controller's title")
        XCTAssertNil(item.backButtonTitle)
        screen.title = "Items"
        XCTAssertEqual(item.title, "Items", "setting the title updates the navigation item")
        item.title = "Custom"
        XCTAssertEqual(screen.title, "Items", "not the reverse")
        item.backButtonTitle = "Back to items"
        XCTAssertEqual(screen.navigationItem.backButtonTitle, "Back to items")

        XCTAssertNil(PlainScreen().navigationItem.title)
        XCTAssertEqual(UINavigationItem(title: "Title").title, "Title")
        XCTAssertNil(UINavigationItem().title)
    }

    @MainActor
    func testNavigationItemCanBeOverridden() async {
        let screen = CustomItemScreen()
        XCTAssertTrue(screen.navigationItem === screen.customItem)
        XCTAssertEqual(screen.navigationItem.title, "Custom")
        let asBase: UIViewController = screen
        XCTAssertTrue(asBase.navigationItem === screen.customItem, "dynamic dispatch through the base class")
        screen.title = "Other"
        XCTAssertEqual(screen.customItem.title, "Custom", "only the item UIKit created follows the title")
    }
}

/// A custom container written exactly as on iOS.
final class FlowController: UIViewController {
    private(set) var layoutCount = 0

    func show(_ child: UIViewController) {
        addChild(child)
        child.view.frame = view.bounds
        child.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(child.view)
        child.didMove(toParent: self)
    }

    func hide(_ child: UIViewController) {
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
    }

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        layoutCount += 1
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        layoutCount += 1
    }
}

/// A screen returning its own navigation item, as UIKit's documentation suggests.
final class CustomItemScreen: UIViewController {
    let customItem = UINavigationItem(title: "Custom")

    override var navigationItem: UINavigationItem {
        customItem
    }
}
