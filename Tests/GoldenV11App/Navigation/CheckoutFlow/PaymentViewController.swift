// Written once by coordgen from docs/examples/Shop/Flows/CheckoutFlow.md. Yours to edit: coordgen keeps your edits.

import Foundation
import UIKit

/// The Payment screen of CheckoutFlow.
final class PaymentViewController: UIViewController, PaymentModule {
    /// Presents CardPicker.
    var onCardTap: (() -> Void)?
    /// Pushes Review.
    var onReview: (() -> Void)?
    /// Pushes AddressBookFlow.
    var onAddressBook: (() -> Void)?
    /// Goes back to Delivery.
    var onChangeDelivery: (() -> Void)?

    /// The values the screen was opened with.
    struct Input {
        var total: Int
    }

    let input: Input

    init(total: Int) {
        input = Input(total: total)
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        nil
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Payment"
        // Build the screen here, then call its events when the user acts:
        // onCardTap?()
        // onReview?()
        // onAddressBook?()
        // onChangeDelivery?()
    }

    func receive(paymentCard: Card) {
        // Show the new paymentCard.
    }
}
