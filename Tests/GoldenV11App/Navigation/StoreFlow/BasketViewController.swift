// Written once by coordgen from docs/examples/Shop/Flows/StoreFlow.md. Yours to edit: coordgen keeps your edits.

import UIKit

/// The shopper's basket, in a sheet.
final class BasketViewController: UIViewController, BasketModule {
    /// Presents ConfirmClear.
    var onClear: ((Int) -> Void)?
    /// Dismisses what is presented.
    var onClose: (() -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Basket"
        // Build the screen here, then call its events when the user acts:
        // onClear?(count)
        // onClose?()
    }
}
