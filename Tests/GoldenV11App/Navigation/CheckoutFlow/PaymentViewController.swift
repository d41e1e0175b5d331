// Written once by coordgen from Tests/GoldenV11App/Flows/CheckoutFlow.md. Yours to edit: coordgen keeps your edits.

import UIKit

/// The Payment screen of CheckoutFlow.
final class PaymentViewController: UIViewController, PaymentModule {
    /// Presents CardPicker.
    var onCardTap: (() -> Void)?
    /// Pushes Review.
    var onNext: (() -> Void)?
    /// Pushes AddressBookFlow.
    var onAddressBook: (() -> Void)?
    /// Goes back to Delivery.
    var onChangeDelivery: (() -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Payment"
        // Build the screen here, then call its events when the user acts:
        // onCardTap?()
        // onNext?()
        // onAddressBook?()
        // onChangeDelivery?()
    }
}
