import Foundation
import UIKit
import XCTest

/// Modal presentation, programmatic dismissal and the simulated sheet swipe-down.
final class PresentationTests: XCTestCase {
    @MainActor
    func testPresentSetsBothSidesAndCallsCompletion() async {
        UIKitStandIn.resetWarnings()
        let presenter = UINavigationController(rootViewController: ItemScreen(item: "root"))
        let sheet = ItemScreen(item: "sheet")
        var completed = 0

        presenter.present(sheet, animated: true) { completed += 1 }

        XCTAssertEqual(completed, 1)
        XCTAssertTrue(presenter.presentedViewController === sheet)
        XCTAssertTrue(sheet.presentingViewController === presenter)
        XCTAssertTrue(sheet.presentationController?.presentedViewController === sheet)
        XCTAssertTrue(sheet.presentationController?.presentingViewController === presenter)
        XCTAssertTrue(presenter.visibleViewController === sheet)
        XCTAssertTrue(
            presenter.topViewController?.presentedViewController === sheet,
            "presentedViewController also answers for a presenting ancestor")
        XCTAssertTrue(UIKitStandIn.warnings.isEmpty)
    }

    @MainActor
    func testContainedControllerPresentsFromItsOutermostContainer() async {
        UIKitStandIn.resetWarnings()
        let list = ItemScreen(item: "list")
        let navigation = UINavigationController(rootViewController: list)
        let sheet = ItemScreen(item: "sheet")

        list.present(sheet, animated: true)

        XCTAssertTrue(sheet.presentingViewController === navigation, "UIKit presents from the root container")
        XCTAssertTrue(navigation.presentedViewController === sheet)
        XCTAssertTrue(list.presentedViewController === sheet)
        navigation.present(PlainScreen(), animated: true)
        XCTAssertEqual(UIKitStandIn.warnings.count, 1, "the container already presents: refused")

        let form = ItemScreen(item: "form")
        let sheetNavigation = UINavigationController(rootViewController: form)
        navigation.dismiss(animated: false)
        navigation.present(sheetNavigation, animated: false)
        let alert = PlainScreen()
        form.present(alert, animated: false)
        XCTAssertTrue(alert.presentingViewController === sheetNavigation, "from inside a sheet: over the sheet")
        XCTAssertTrue(UIKitStandIn.topmostViewController(from: navigation) === alert)
        list.dismiss(animated: false)
        XCTAssertNil(navigation.presentedViewController, "dismissing from the bottom removes every sheet above")
        XCTAssertNil(alert.presentingViewController)
    }

    @MainActor
    func testPresentationControllerExistsBeforePresentingAndKeepsItsDelegate() async {
        let presenter = PlainScreen()
        let sheet = UINavigationController(rootViewController: ItemScreen(item: "inside"))
        let spy = PresentationSpy()
        let early = sheet.presentationController
        early?.delegate = spy
        XCTAssertEqual(early?.presentationStyle, .automatic)

        presenter.present(sheet, animated: false)

        XCTAssertTrue(sheet.presentationController === early)
        XCTAssertTrue(sheet.presentationController?.delegate === spy)
        XCTAssertTrue(sheet.topViewController?.presentingViewController === presenter)
        XCTAssertTrue(sheet.topViewController?.presentationController === early, "a child answers with its sheet's")
    }

    @MainActor
    func testPresentingWhileAlreadyPresentingIsRefused() async {
        UIKitStandIn.resetWarnings()
        let presenter = PlainScreen()
        let first = ItemScreen(item: "first")
        let second = ItemScreen(item: "second")
        presenter.present(first, animated: false)
        var completed = false

        presenter.present(second, animated: true) { completed = true }

        XCTAssertFalse(completed, "UIKit does not call the completion of a refused presentation")
        XCTAssertTrue(presenter.presentedViewController === first)
        XCTAssertNil(second.presentingViewController)
        XCTAssertEqual(UIKitStandIn.warnings.count, 1)
        XCTAssertTrue(UIKitStandIn.warnings[0].hasPrefix("warning: Attempt to present"))
        XCTAssertFalse(UIKitStandIn.hasExceptions)
    }

    @MainActor
    func testPresentingAPresentedOrContainedControllerIsAnException() async {
        UIKitStandIn.resetWarnings()
        let presenter = PlainScreen()
        let sheet = PlainScreen()
        presenter.present(sheet, animated: false)
        PlainScreen().present(sheet, animated: false)
        let contained = PlainScreen()
        let container = UINavigationController(rootViewController: contained)
        PlainScreen().present(contained, animated: false)
        XCTAssertNil(contained.presentingViewController)
        XCTAssertTrue(container.topViewController === contained)
        presenter.present(presenter, animated: false)
        XCTAssertEqual(UIKitStandIn.warnings.count, 3)
        XCTAssertTrue(UIKitStandIn.warnings.allSatisfy { $0.hasPrefix("exception: ") })
    }

    @MainActor
    func testDismissFromPresenterPresentedOrChildAndWithNothingToDismiss() async {
        let presenter = PlainScreen()
        let spy = PresentationSpy()
        var completions = 0

        let sheet = PlainScreen()
        presenter.present(sheet, animated: false)
        sheet.presentationController?.delegate = spy
        presenter.dismiss(animated: true) { completions += 1 }
        XCTAssertNil(presenter.presentedViewController)
        XCTAssertNil(sheet.presentingViewController)

        presenter.present(sheet, animated: false)
        sheet.dismiss(animated: true) { completions += 1 }
        XCTAssertNil(presenter.presentedViewController, "a presented controller forwards dismiss to its presenter")

        let inner = ItemScreen(item: "inner")
        presenter.present(UINavigationController(rootViewController: inner), animated: false)
        inner.dismiss(animated: false) { completions += 1 }
        XCTAssertNil(presenter.presentedViewController, "a child of a presented container dismisses the container")

        presenter.dismiss(animated: false) { completions += 1 }
        XCTAssertEqual(completions, 4, "the completion runs even when there is nothing to dismiss")
        XCTAssertEqual(spy.calls, [], "programmatic dismissal calls no presentation-controller delegate method")
    }

    @MainActor
    func testDismissRemovesEverythingPresentedAbove() async {
        let root = PlainScreen()
        let middle = PlainScreen()
        let top = PlainScreen()
        root.present(middle, animated: false)
        middle.present(top, animated: false)
        XCTAssertTrue(UIKitStandIn.topmostViewController(from: root) === top)

        root.dismiss(animated: true)

        XCTAssertNil(root.presentedViewController)
        XCTAssertNil(middle.presentedViewController)
        XCTAssertNil(top.presentingViewController)
    }

    @MainActor
    func testSwipeDownAsksDelegateThenDismisses() async {
        UIKitStandIn.resetWarnings()
        let presenter = UINavigationController(rootViewController: ItemScreen(item: "root"))
        let sheet = UINavigationController(rootViewController: ItemScreen(item: "form"))
        let spy = PresentationSpy()
        sheet.presentationController?.delegate = spy
        presenter.present(sheet, animated: true)

        let dismissed = sheet.topViewController?.simulateSwipeDown() ?? false

        XCTAssertTrue(dismissed)
        XCTAssertEqual(spy.calls, ["shouldDismiss", "willDismiss", "didDismiss"])
        XCTAssertNil(presenter.presentedViewController)
        XCTAssertNil(sheet.presentingViewController)
        let coordinator = spy.coordinatorSeenInWillDismiss
        XCTAssertTrue(coordinator?.viewController(forKey: .from) === sheet)
        XCTAssertTrue(coordinator?.viewController(forKey: .to) === presenter)
        XCTAssertEqual(coordinator?.initiallyInteractive, true)
        XCTAssertEqual(spy.beingDismissedInWillDismiss, true)
        XCTAssertNil(sheet.transitionCoordinator, "detached before didDismiss")
        XCTAssertFalse(sheet.isBeingDismissed)
        XCTAssertTrue(UIKitStandIn.warnings.isEmpty)
    }

    @MainActor
    func testModalInPresentationBlocksTheSwipe() async {
        let presenter = PlainScreen()
        let form = ItemScreen(item: "form")
        let sheet = UINavigationController(rootViewController: form)
        let spy = PresentationSpy()
        sheet.presentationController?.delegate = spy
        presenter.present(sheet, animated: true)

        form.isModalInPresentation = true
        XCTAssertFalse(sheet.simulateSwipeDown())
        XCTAssertEqual(spy.calls, ["didAttemptToDismiss"], "shouldDismiss is not asked when modal in presentation")
        XCTAssertTrue(presenter.presentedViewController === sheet)

        form.isModalInPresentation = false
        spy.allowDismiss = false
        XCTAssertFalse(form.simulateSwipeDown())
        XCTAssertEqual(spy.calls, ["didAttemptToDismiss", "shouldDismiss", "didAttemptToDismiss"])
        XCTAssertTrue(presenter.presentedViewController === sheet)
    }

    @MainActor
    func testCancelledSwipeKeepsThePresentation() async {
        let presenter = PlainScreen()
        let sheet = PlainScreen()
        let spy = PresentationSpy()
        sheet.presentationController?.delegate = spy
        presenter.present(sheet, animated: true)

        XCTAssertFalse(sheet.simulateSwipeDown(completes: false))

        XCTAssertEqual(spy.calls, ["shouldDismiss", "willDismiss"])
        XCTAssertTrue(presenter.presentedViewController === sheet)
        XCTAssertNil(sheet.transitionCoordinator)
        XCTAssertFalse(sheet.isBeingDismissed)
    }

    @MainActor
    func testSwipeIsRefusedWhenTheUserCannotSwipe() async {
        UIKitStandIn.resetWarnings()
        let presenter = PlainScreen()
        XCTAssertFalse(presenter.simulateSwipeDown(), "nothing presented")
        let fullScreen = PlainScreen()
        fullScreen.modalPresentationStyle = .fullScreen
        presenter.present(fullScreen, animated: false)
        XCTAssertFalse(fullScreen.simulateSwipeDown())
        presenter.dismiss(animated: false)
        let lower = PlainScreen()
        presenter.present(lower, animated: false)
        lower.present(PlainScreen(), animated: false)
        XCTAssertFalse(lower.simulateSwipeDown(), "covered by another sheet")
        XCTAssertEqual(UIKitStandIn.warnings.count, 3)
        XCTAssertTrue(presenter.presentedViewController === lower)
    }
}
