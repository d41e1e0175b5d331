import UIKit
import XCTest

@testable import GoldenV11App

/// `pop to X`: back to the module of X shown last, releasing the pushed child flows above it;
/// nothing when X is not on the stack.
final class PopToBehaviourTests: V11TestCase {
    @MainActor
    private func goToReview(_ harness: V11Harness) throws {
        try harness.screen(CartViewController.self).onCheckout?(1200)
        try harness.screen(DeliveryViewController.self).onNext?()
        try harness.screen(PaymentViewController.self).onReview?()
        XCTAssertEqual(
            harness.stack,
            ["CartViewController", "DeliveryViewController", "PaymentViewController", "ReviewViewController"])
    }

    @MainActor
    func testPopToGoesBackToTheScreenShownLast() async throws {
        let harness = V11Harness()
        try goToReview(harness)
        let delivery = harness.navigationController.viewControllers[1]

        try harness.screen(ReviewViewController.self).onChangeDelivery?()
        XCTAssertEqual(harness.stack, ["CartViewController", "DeliveryViewController"])
        XCTAssertIdentical(harness.top, delivery, "the same screen, not a new one")
    }

    @MainActor
    func testPopToAgainAfterGoingForwardAgain() async throws {
        let harness = V11Harness()
        try goToReview(harness)
        try harness.screen(ReviewViewController.self).onChangeDelivery?()
        try harness.screen(DeliveryViewController.self).onNext?()
        try harness.screen(PaymentViewController.self).onReview?()

        try harness.screen(ReviewViewController.self).onChangeDelivery?()
        XCTAssertEqual(harness.stack, ["CartViewController", "DeliveryViewController"])
    }

    @MainActor
    func testPopToAScreenThatIsNotOnTheStackDoesNothing() async throws {
        let harness = V11Harness()
        // Delivery was shown, then left with the back button: it is gone.
        try harness.screen(CartViewController.self).onCheckout?(1200)
        harness.navigationController.popViewController(animated: false)
        try harness.screen(CartViewController.self).onExpressCheckout?()

        try harness.screen(ReviewViewController.self).onChangeDelivery?()
        XCTAssertEqual(harness.stack, ["CartViewController", "ReviewViewController"])
    }

    @MainActor
    func testPopToReleasesThePushedChildFlowAboveTheScreen() async throws {
        let harness = V11Harness()
        try harness.screen(CartViewController.self).onCheckout?(1200)
        try harness.screen(DeliveryViewController.self).onNext?()
        let payment = try harness.screen(PaymentViewController.self)
        payment.onAddressBook?()
        try harness.screen(AddressesViewController.self).onAdd?()
        let addressBook = Weak(harness.coordinator(AddressBookCoordinator.self))
        XCTAssertNotNil(addressBook.object)

        // Payment, under the address book, goes back (a change pushed by the server, say).
        payment.onChangeDelivery?()
        XCTAssertEqual(harness.stack, ["CartViewController", "DeliveryViewController"])
        XCTAssertNil(addressBook.object, "the child flow above Delivery is released")
    }

    @MainActor
    func testPopToInsideAPushedChildFlowKeepsItRunning() async throws {
        let harness = V11Harness()
        try harness.screen(CartViewController.self).onCheckout?(1200)
        try harness.screen(DeliveryViewController.self).onNext?()
        try harness.screen(PaymentViewController.self).onAddressBook?()
        try harness.screen(AddressesViewController.self).onAdd?()

        try harness.screen(EditAddressViewController.self).onSave?()
        XCTAssertEqual(
            harness.stack,
            ["CartViewController", "DeliveryViewController", "PaymentViewController", "AddressesViewController"])
        XCTAssertNotNil(harness.coordinator(AddressBookCoordinator.self))
    }

    @MainActor
    func testAHandlerPopsToTheScreenThatStartedTheChild() async throws {
        let harness = V11Harness()
        try harness.screen(CartViewController.self).onCheckout?(1200)
        try harness.screen(DeliveryViewController.self).onNext?()
        try harness.screen(PaymentViewController.self).onAddressBook?()
        try harness.screen(AddressesViewController.self).onAdd?()
        try harness.screen(EditAddressViewController.self).onSave?()
        let addressBook = Weak(harness.coordinator(AddressBookCoordinator.self))

        try harness.screen(AddressesViewController.self).onDone?(Address(street: "2 High St"))
        XCTAssertEqual(harness.stack, ["CartViewController", "DeliveryViewController", "PaymentViewController"])
        XCTAssertNil(addressBook.object)
    }

    @MainActor
    func testNothingLeaksAfterPoppingTo() async throws {
        var harness: V11Harness? = V11Harness()
        try goToReview(try XCTUnwrap(harness))
        try harness?.screen(ReviewViewController.self).onChangeDelivery?()
        let checkout = Weak(harness?.coordinator(CheckoutCoordinator.self))
        let delivery = Weak(harness?.top)
        XCTAssertNotNil(checkout.object)

        harness?.tearDown()
        harness = nil
        XCTAssertNil(checkout.object)
        XCTAssertNil(delivery.object)
    }
}
