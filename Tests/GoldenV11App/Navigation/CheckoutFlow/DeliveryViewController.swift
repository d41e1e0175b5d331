// Written once by coordgen from docs/examples/Shop/Flows/CheckoutFlow.md. Yours to edit: coordgen keeps your edits.

import UIKit

/// The Delivery screen of CheckoutFlow.
final class DeliveryViewController: UIViewController, DeliveryModule {
    /// Pushes Payment.
    var onNext: (() -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Delivery"
        // Build the screen here, then call its events when the user acts:
        // onNext?()
    }

    func receive(address: Address) {
        // Show the new address.
    }
}
