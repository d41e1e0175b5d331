// Written once by coordgen from docs/examples/Shop/Flows/StoreFlow.md. Yours to edit: coordgen keeps your edits.

import UIKit

/// The Sale screen of StoreFlow.
final class SaleViewController: UIViewController, SaleModule {
    /// Goes back one screen.
    var onBack: (() -> Void)?
    /// Presents ConfirmLeave.
    var onExit: (() -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Sale"
        // Build the screen here, then call its events when the user acts:
        // onBack?()
        // onExit?()
    }
}
