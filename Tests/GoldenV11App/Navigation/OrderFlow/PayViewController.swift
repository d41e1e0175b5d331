// Written once by coordgen from docs/examples/Shop/Flows/OrderFlow.md. Yours to edit: coordgen keeps your edits.

import UIKit

/// The Pay screen of OrderFlow.
final class PayViewController: UIViewController, PayModule {
    /// Finishes the flow with outcome.
    var onDone: ((OrderOutcome) -> Void)?
    /// Cancels the flow.
    var onClose: (() -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Pay"
        // Build the screen here, then call its events when the user acts:
        // onDone?(outcome)
        // onClose?()
    }
}
