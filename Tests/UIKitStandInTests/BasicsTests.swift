import Foundation
import UIKit
import XCTest

/// Views, colors, view loading, containment and the inspection hooks.
final class BasicsTests: XCTestCase {
    @MainActor
    func testViewLoadsOnceOnFirstAccess() async {
        let screen = NoArgumentScreen()
        XCTAssertFalse(screen.isViewLoaded)
        XCTAssertNil(screen.viewIfLoaded)
        screen.view.backgroundColor = .systemBackground
        XCTAssertTrue(screen.isViewLoaded)
        screen.loadViewIfNeeded()
        XCTAssertEqual(screen.loadCount, 1)
        XCTAssertEqual(screen.view.backgroundColor, UIColor.systemBackground)
        XCTAssertNotEqual(UIColor.systemBackground, UIColor.white)
        XCTAssertEqual(UIColor.white, UIColor(white: 1, alpha: 1))
        XCTAssertEqual(UIColor(red: 0, green: 0, blue: 0, alpha: 0), .clear)
        XCTAssertEqual(UIView().frame, .zero)
        XCTAssertFalse(UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)).isHidden)
    }

    @MainActor
    func testGenericContainment() async {
        let container = PlainScreen()
        let child = ContainmentRecordingScreen()
        container.addChild(child)
        XCTAssertTrue(child.parent === container)
        XCTAssertEqual(container.children.map(id), [id(child)])
        XCTAssertNil(child.navigationController)
        child.removeFromParent()
        XCTAssertNil(child.parent)
        XCTAssertEqual(child.log, ["willMove(parent)", "didMove(nil) moving=false"])

        let navigation = UINavigationController(rootViewController: container)
        container.addChild(child)
        XCTAssertTrue(child.navigationController === navigation, "the nearest navigation ancestor")
    }

    @MainActor
    func testTopmostControllerAndHierarchyDescription() async {
        let list = ItemScreen(item: "List")
        let detail = ItemScreen(item: "Detail")
        let root = UINavigationController(rootViewController: list)
        root.pushViewController(detail, animated: false)
        XCTAssertTrue(UIKitStandIn.topmostViewController(from: root) === detail)

        let edit = ItemScreen(item: "Edit")
        detail.present(UINavigationController(rootViewController: edit), animated: false)

        XCTAssertTrue(UIKitStandIn.topmostViewController(from: root) === edit)
        XCTAssertEqual(
            UIKitStandIn.hierarchyDescription(from: root),
            "UINavigationController[ItemScreen(\"List\"), ItemScreen(\"Detail\")] -> "
                + "UINavigationController[ItemScreen(\"Edit\")]")
    }

    @MainActor
    func testTransitionContextKeys() async {
        XCTAssertNotEqual(UITransitionContextViewControllerKey.from, .to)
        XCTAssertEqual(
            UITransitionContextViewControllerKey(rawValue: UITransitionContextViewControllerKey.to.rawValue), .to)
        XCTAssertEqual(UIModalPresentationStyle.automatic.rawValue, -2)
        XCTAssertEqual(UIModalPresentationStyle.fullScreen.rawValue, 0)
        XCTAssertEqual(PlainScreen().modalPresentationStyle, .automatic)
    }
}
