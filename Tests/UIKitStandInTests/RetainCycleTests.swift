import Foundation
import UIKit
import XCTest

/// The stand-in itself must not keep anything alive: tests of generated code prove releases with
/// weak references, so every back pointer in the stand-in is weak or unowned.
final class RetainCycleTests: XCTestCase {
    @MainActor
    func testDroppingTheRootReleasesTheWholeHierarchy() async {
        weak var weakRoot: UINavigationController?
        weak var weakPushed: UIViewController?
        weak var weakSheet: UINavigationController?
        weak var weakSheetChild: UIViewController?
        weak var weakPresentationController: UIPresentationController?
        weak var weakNavigationSpy: NavigationSpy?
        weak var weakPresentationSpy: PresentationSpy?
        var navigationSpy: NavigationSpy? = NavigationSpy()
        var presentationSpy: PresentationSpy? = PresentationSpy()
        weakNavigationSpy = navigationSpy
        weakPresentationSpy = presentationSpy

        do {
            let root = UINavigationController(rootViewController: ItemScreen(item: "root"))
            root.delegate = navigationSpy
            let pushed = ItemScreen(item: "pushed")
            root.pushViewController(pushed, animated: true)
            let sheetChild = ItemScreen(item: "sheet child")
            let sheet = UINavigationController(rootViewController: sheetChild)
            sheet.presentationController?.delegate = presentationSpy
            root.present(sheet, animated: true)
            weakRoot = root
            weakPushed = pushed
            weakSheet = sheet
            weakSheetChild = sheetChild
            weakPresentationController = sheet.presentationController
            XCTAssertNotNil(weakSheet)
        }

        XCTAssertNil(weakRoot)
        XCTAssertNil(weakPushed)
        XCTAssertNil(weakSheet)
        XCTAssertNil(weakSheetChild)
        XCTAssertNil(weakPresentationController)
        XCTAssertNotNil(weakNavigationSpy, "delegates are not owned by the stand-in ...")
        navigationSpy = nil
        presentationSpy = nil
        XCTAssertNil(weakNavigationSpy, "... nor kept alive by it")
        XCTAssertNil(weakPresentationSpy)
    }

    @MainActor
    func testPoppedAndDismissedControllersAreReleased() async {
        let root = UINavigationController(rootViewController: PlainScreen())
        weak var weakPopped: UIViewController?
        weak var weakSwipedPop: UIViewController?
        weak var weakDismissed: UIViewController?
        weak var weakSwipedSheet: UIViewController?
        weak var weakCoordinatorFrom: UIViewController?
        var keptCoordinator: (any UIViewControllerTransitionCoordinator)?
        let spy = NavigationSpy()
        spy.onWillShow = { navigation in keptCoordinator = navigation.transitionCoordinator }
        root.delegate = spy

        do {
            let popped = PlainScreen()
            root.pushViewController(popped, animated: true)
            weakPopped = popped
        }
        root.simulateBackButton()
        XCTAssertNil(weakPopped, "popped with the back button, released even though a coordinator is kept")
        XCTAssertNotNil(keptCoordinator)
        weakCoordinatorFrom = keptCoordinator?.viewController(forKey: .from)
        XCTAssertNil(weakCoordinatorFrom)

        do {
            let swiped = PlainScreen()
            root.pushViewController(swiped, animated: false)
            weakSwipedPop = swiped
        }
        root.simulateInteractiveSwipeBack()
        XCTAssertNil(weakSwipedPop)

        do {
            let sheet = PlainScreen()
            _ = sheet.presentationController
            root.present(sheet, animated: true)
            weakDismissed = sheet
        }
        root.dismiss(animated: true)
        XCTAssertNil(weakDismissed)

        do {
            let sheet = UINavigationController(rootViewController: PlainScreen())
            root.present(sheet, animated: true)
            weakSwipedSheet = sheet
        }
        weakSwipedSheet?.simulateSwipeDown()
        XCTAssertNil(weakSwipedSheet)
        XCTAssertNil(root.presentedViewController)
    }

    @MainActor
    func testUnpresentedPresentationControllerAndLoadedViewDoNotLeak() async {
        weak var weakScreen: NoArgumentScreen?
        weak var weakView: UIView?
        do {
            let screen = NoArgumentScreen()
            screen.presentationController?.delegate = PresentationSpy()
            weakView = screen.view
            weakScreen = screen
        }
        XCTAssertNil(weakScreen)
        XCTAssertNil(weakView)
    }
}
