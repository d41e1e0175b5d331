import UIKit
import XCTest

@testable import GoldenV11App

/// The scaffolded screens, except that Delivery and Payment record what they receive.
@MainActor
final class ReceivingModuleFactory: ModuleFactory {
    final class Delivery: UIViewController, DeliveryModule {
        var onNext: (() -> Void)?
        private(set) var addresses: [Address] = []

        func receive(address: Address) {
            addresses.append(address)
        }
    }

    final class Payment: UIViewController, PaymentModule {
        var onCardTap: (() -> Void)?
        var onReview: (() -> Void)?
        var onAddressBook: (() -> Void)?
        var onChangeDelivery: (() -> Void)?
        private(set) var cards: [Card] = []

        func receive(paymentCard: Card) {
            cards.append(paymentCard)
        }
    }

    private let scaffold = ModuleFactoryImp(dependencies: V11Harness.Container())

    func makeAddresses() -> any AddressesModule { scaffold.makeAddresses() }
    func makeEditAddress() -> any EditAddressModule { scaffold.makeEditAddress() }
    func makeCart() -> any CartModule { scaffold.makeCart() }
    func makeDelivery() -> any DeliveryModule { Delivery() }
    func makePayment(total: Int) -> any PaymentModule { Payment() }
    func makeReview() -> any ReviewModule { scaffold.makeReview() }
    func makeCardPicker() -> any CardPickerModule { scaffold.makeCardPicker() }
    func makeTerms(url: URL) -> UIViewController { scaffold.makeTerms(url: url) }
    func makeCatalog() -> any CatalogModule { scaffold.makeCatalog() }
    func makeSale() -> any SaleModule { scaffold.makeSale() }
    func makePickupPoints() -> any PickupPointsModule { scaffold.makePickupPoints() }
    func makeAddressForm(zone: DeliveryZone) -> any AddressFormModule { scaffold.makeAddressForm(zone: zone) }
    func makeOrderPlaced(order: Order) -> any OrderPlacedModule { scaffold.makeOrderPlaced(order: order) }
    func makeSignIn() -> any SignInModule { scaffold.makeSignIn() }
    func makePay() -> any PayModule { scaffold.makePay() }
    func makeBasket() -> any BasketModule { scaffold.makeBasket() }
    func makeConfirmClear(count: Int) -> any ConfirmClearModule { scaffold.makeConfirmClear(count: count) }
    func makeConfirmLeave() -> any ConfirmLeaveModule { scaffold.makeConfirmLeave() }
    func makeHelpHome(topic: String?) -> any HelpHomeModule { scaffold.makeHelpHome(topic: topic) }
    func makeFaq() -> any FaqModule { scaffold.makeFaq() }
    func makeAnswer(answer: String) -> any AnswerModule { scaffold.makeAnswer(answer: answer) }
}

/// `send x to Screen`: the module of Screen shown last receives the value before the next action runs;
/// nothing happens when that screen has gone.
final class SendBehaviourTests: V11TestCase {
    @MainActor
    private func goToPayment(_ harness: V11Harness) throws -> ReceivingModuleFactory.Payment {
        try harness.screen(CartViewController.self).onCheckout?(1200)
        try harness.screen(ReceivingModuleFactory.Delivery.self).onNext?()
        return try harness.screen(ReceivingModuleFactory.Payment.self)
    }

    @MainActor
    func testAPresentedPickerSendsItsValueToTheScreenUnderIt() async throws {
        let harness = V11Harness(moduleFactory: ReceivingModuleFactory())
        let payment = try goToPayment(harness)
        payment.onCardTap?()

        try harness.screen(CardPickerViewController.self).onPick?(Card(last4: "4242"))
        XCTAssertEqual(payment.cards, [Card(last4: "4242")])
        XCTAssertTrue(harness.top === payment, "and the picker is dismissed")
    }

    @MainActor
    func testAHandlerSendsTheChildsResultThenPops() async throws {
        let harness = V11Harness(moduleFactory: ReceivingModuleFactory())
        let delivery = try XCTUnwrap(try goToPayment(harness).navigationController?.viewControllers[1])
        try harness.screen(ReceivingModuleFactory.Payment.self).onAddressBook?()

        try harness.screen(AddressesViewController.self).onDone?(Address(street: "1 Main St"))
        XCTAssertEqual((delivery as? ReceivingModuleFactory.Delivery)?.addresses, [Address(street: "1 Main St")])
        XCTAssertEqual(harness.stack.count, 3, "popped back to Payment")
    }

    @MainActor
    func testSendingToAScreenThatHasGoneDoesNothing() async throws {
        let harness = V11Harness(moduleFactory: ReceivingModuleFactory())
        let payment = Weak(try goToPayment(harness))
        payment.object?.onCardTap?()
        let picker = try harness.screen(CardPickerViewController.self)
        // The user goes back past Payment while the picker is up (the sheet goes with it).
        harness.navigationController.dismiss(animated: false)
        harness.navigationController.popToRootViewController(animated: false)
        XCTAssertNil(payment.object)

        picker.onPick?(Card(last4: "4242"))
        XCTAssertEqual(harness.stack, ["CartViewController"])
    }
}
