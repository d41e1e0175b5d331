// Written once by coordgen from docs/examples/Shop/Flows/FaqFlow.md. Yours to edit: coordgen keeps your edits.

import UIKit

/// The Faq screen of FaqFlow.
final class FaqViewController: UIViewController, FaqModule {
    /// Pushes Answer.
    var onAnswer: ((String) -> Void)?
    /// Selects tab CheckoutFlow, then finishes the flow.
    var onCheckout: (() -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Faq"
        // Build the screen here, then call its events when the user acts:
        // onAnswer?(answer)
        // onCheckout?()
    }
}
