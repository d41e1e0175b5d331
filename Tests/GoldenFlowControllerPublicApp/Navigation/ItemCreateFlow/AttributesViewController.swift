// Written once by coordgen from Flows/ItemCreateFlow.md. Yours to edit: coordgen keeps your edits.

import UIKit

/// The Attributes screen of ItemCreateFlow.
final class AttributesViewController: UIViewController, AttributesModule {
    /// Stores attributes, then pushes Title.
    var onNext: (([String: String]) -> Void)?
    /// Cancels the flow.
    var onCancel: (() -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Attributes"
        // Build the screen here, then call its events when the user acts:
        // onNext?(attributes)
        // onCancel?()
    }
}
