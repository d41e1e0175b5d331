import UIKit
import XCTest

@testable import GoldenV11App

/// `kind: external`: the module factory's view controller, shown with the verb that names it; the
/// user leaves it the way UIKit lets them, and the flow keeps nothing of it.
final class ExternalScreenBehaviourTests: V11TestCase {
    @MainActor
    func testAnExternalScreenIsPresentedAndDismissedWithItsSheet() async throws {
        let harness = V11Harness()
        try harness.screen(CartViewController.self).onExpressCheckout?()
        let review = try harness.screen(ReviewViewController.self)

        review.onTerms?(try XCTUnwrap(URL(string: "https://example.com/terms")))
        let released = Weak(harness.navigationController.presentedViewController)
        XCTAssertTrue(released.object.map { type(of: $0) == UIViewController.self } ?? false, "the scaffold's placeholder")

        // The user swipes the sheet down.
        XCTAssertEqual(released.object?.simulateSwipeDown(), true)
        XCTAssertNil(harness.navigationController.presentedViewController)
        XCTAssertNil(released.object)
        XCTAssertTrue(harness.top === review)
    }

    @MainActor
    func testAFlowThatEndsWhileItsExternalScreenIsUpDismissesIt() async throws {
        let harness = V11Harness()
        try harness.screen(CartViewController.self).onExpressCheckout?()
        let review = try harness.screen(ReviewViewController.self)
        review.onTerms?(try XCTUnwrap(URL(string: "https://example.com/terms")))

        review.onPay?(Order(number: 7))
        XCTAssertEqual(harness.finishedOrders, [Order(number: 7)])
        XCTAssertNil(harness.navigationController.presentedViewController)
    }
}

/// `tab bar: hidden`: the screen is pushed with `hidesBottomBarWhenPushed`; the others are not.
final class HiddenTabBarBehaviourTests: V11TestCase {
    @MainActor
    func testAScreenThatHidesTheTabBarIsPushedWithHidesBottomBarWhenPushed() async throws {
        let harness = V11Harness()
        try harness.screen(CartViewController.self).onCheckout?(1200)
        try harness.screen(DeliveryViewController.self).onNext?()

        XCTAssertTrue(try harness.screen(PaymentViewController.self).hidesBottomBarWhenPushed)
        XCTAssertFalse(harness.navigationController.viewControllers[1].hidesBottomBarWhenPushed)
    }

    @MainActor
    func testARootPathHidesTheTabBarForTheScreensThatSaySo() async throws {
        let harness = V11Harness()
        try harness.screen(CartViewController.self).onExpressCheckout?()
        try harness.screen(ReviewViewController.self).onEditPayment?(900)

        XCTAssertTrue(try harness.screen(PaymentViewController.self).hidesBottomBarWhenPushed)
    }
}
