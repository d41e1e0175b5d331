import UIKit
import XCTest

@testable import GoldenV11App

/// `root A > B > C`: the stack becomes exactly A, B, C; A and B arrive without animation, C with one;
/// each screen's inputs are filled by name.
final class RootPathBehaviourTests: V11TestCase {
    @MainActor
    private func expressReview(_ harness: V11Harness) throws -> ReviewViewController {
        try harness.screen(CartViewController.self).onExpressCheckout?()
        return try harness.screen(ReviewViewController.self)
    }

    @MainActor
    func testARootPathBuildsTheWholeStackAndAnimatesOnlyTheLastScreen() async throws {
        let harness = V11Harness()
        let review = try expressReview(harness)
        harness.navigationController.forgetChanges()

        review.onEditPayment?(900)
        XCTAssertEqual(harness.stack, ["CartViewController", "DeliveryViewController", "PaymentViewController"])
        XCTAssertEqual(
            harness.navigationController.changes,
            ["set Cart not animated", "push Delivery not animated", "push Payment animated"])
    }

    @MainActor
    func testTheScreensOfAPathGetTheirInputsByName() async throws {
        let harness = V11Harness()
        try harness.screen(CartViewController.self).onCheckout?(1200)
        harness.navigationController.popViewController(animated: false)

        try expressReview(harness).onEditPayment?(900)
        XCTAssertEqual(try harness.screen(PaymentViewController.self).input.total, 900, "from the event, before storage")
    }

    @MainActor
    func testThePathsScreensAreLiveAndTheOldOnesReleased() async throws {
        let harness = V11Harness()
        let cart = Weak(try harness.screen(CartViewController.self))
        let review = Weak(try expressReview(harness))

        review.object?.onEditPayment?(900)
        XCTAssertNil(review.object, "the replaced screens are released")
        XCTAssertNil(cart.object, "the path makes a new first screen too")
        try harness.screen(PaymentViewController.self).onChangeDelivery?()
        XCTAssertEqual(harness.stack, ["CartViewController", "DeliveryViewController"], "the new Delivery is the one kept")
        try harness.screen(DeliveryViewController.self).onNext?()
        XCTAssertEqual(harness.stack.count, 3)
    }
}
