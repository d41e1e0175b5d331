// Written once by coordgen from Flows/ComposeFlow.md. Yours to edit: coordgen keeps your edits.

import UIKit

/// The Compose screen of ComposeFlow.
final class ComposeViewController: UIViewController, ComposeModule {
    /// Finishes the flow.
    var onSave: (() -> Void)?
    /// Cancels the flow.
    var onCancel: (() -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Compose"
        // Build the screen here, then call its events when the user acts:
        // onSave?()
        // onCancel?()
    }
}
