// Written once by coordgen from docs/examples/Shop/Flows/CheckoutFlow.md. Yours to edit: coordgen keeps your edits.

import UIKit

/// The Review screen of CheckoutFlow.
final class ReviewViewController: UIViewController, ReviewModule {
    /// Goes back to Delivery.
    var onChangeDelivery: (() -> Void)?
    /// Replaces the stack with Cart > Delivery > Payment.
    var onEditPayment: ((Int) -> Void)?
    /// Presents Terms.
    var onTerms: ((URL) -> Void)?
    /// Finishes the flow with order.
    var onPay: ((Order) -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Review"
        // Build the screen here, then call its events when the user acts:
        // onChangeDelivery?()
        // onEditPayment?(total)
        // onTerms?(url)
        // onPay?(order)
    }
}
