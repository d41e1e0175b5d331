import Foundation
import UIKit
import XCTest

/// UITabBarController in the stand-in: children and selection, the delegate on a user's tap only,
/// a tap on the selected tab popping its stack, bar items and images.
final class TabBarTests: XCTestCase {
    @MainActor
    private final class Delegate: NSObject, UITabBarControllerDelegate {
        var allows = true
        private(set) var asked: [Int] = []
        private(set) var selected: [Int] = []

        func tabBarController(
            _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
        ) -> Bool {
            asked.append(tabBarController.viewControllers?.firstIndex(of: viewController) ?? -1)
            return allows
        }

        func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
            selected.append(tabBarController.viewControllers?.firstIndex(of: viewController) ?? -1)
        }
    }

    @MainActor
    func testATapAsksTheDelegateAndCodeDoesNot() async {
        let tabBarController = UITabBarController()
        let tabs = [UINavigationController(), UINavigationController(), UIViewController()]
        tabBarController.setViewControllers(tabs, animated: false)
        let delegate = Delegate()
        tabBarController.delegate = delegate
        XCTAssertEqual(tabBarController.selectedIndex, 0)
        XCTAssertTrue(tabBarController.selectedViewController === tabs[0])
        XCTAssertTrue(tabs[2].tabBarController === tabBarController)

        XCTAssertTrue(tabBarController.simulateTabTap(1))
        XCTAssertEqual(delegate.asked, [1])
        XCTAssertEqual(delegate.selected, [1])
        tabBarController.selectedIndex = 2
        XCTAssertEqual(delegate.asked, [1], "programmatic selection does not reach the delegate")

        delegate.allows = false
        XCTAssertFalse(tabBarController.simulateTabTap(0))
        XCTAssertEqual(tabBarController.selectedIndex, 2)
        XCTAssertFalse(tabBarController.simulateTabTap(7))
        XCTAssertTrue(UIKitStandIn.topmostViewController(from: tabBarController) === tabs[2])
    }

    @MainActor
    func testTappingTheSelectedTabPopsItsStackToTheRoot() async {
        let tabBarController = UITabBarController()
        let stack = UINavigationController(rootViewController: UIViewController())
        stack.pushViewController(UIViewController(), animated: false)
        tabBarController.viewControllers = [stack, UIViewController()]
        let pushed = UIViewController()
        pushed.hidesBottomBarWhenPushed = true
        stack.pushViewController(pushed, animated: false)
        XCTAssertTrue(tabBarController.standInHidesTabBar)
        XCTAssertTrue(pushed.tabBarController === tabBarController)

        XCTAssertTrue(tabBarController.simulateTabTap(0))
        XCTAssertEqual(stack.viewControllers.count, 1)
        XCTAssertFalse(tabBarController.standInHidesTabBar)
    }

    @MainActor
    func testBarItemsAndImages() async {
        let screen = UIViewController()
        screen.title = "Home"
        XCTAssertEqual(screen.tabBarItem.title, "Home")
        let item = UITabBarItem(
            title: "Cart", image: UIImage(systemName: "cart"), selectedImage: UIImage(named: "CartFilled"))
        screen.tabBarItem = item
        XCTAssertTrue(screen.tabBarItem === item)
        XCTAssertEqual(item.image?.standInImageName, "cart")
        XCTAssertEqual(item.image?.standInIsSymbol, true)
        XCTAssertEqual(item.selectedImage?.standInIsSymbol, false)
        XCTAssertEqual(UITabBarItem(title: nil, image: nil, tag: 3).tag, 3)
    }
}
