// Written once by coordgen from docs/examples/Shop/Flows/CheckoutFlow.md. Yours to edit: coordgen keeps your edits.

import UIKit

/// The Cart screen of CheckoutFlow.
final class CartViewController: UIViewController, CartModule {
    /// Stores total, then pushes Delivery.
    var onCheckout: ((Int) -> Void)?
    /// Pushes Review.
    var onExpressCheckout: (() -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Cart"
        // Build the screen here, then call its events when the user acts:
        // onCheckout?(total)
        // onExpressCheckout?()
    }
}
