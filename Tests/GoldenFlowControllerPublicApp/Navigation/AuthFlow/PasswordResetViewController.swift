// Written once by coordgen from Flows/AuthFlow.md. Yours to edit: coordgen keeps your edits.

import UIKit

/// The Password Reset screen of AuthFlow.
final class PasswordResetViewController: UIViewController, PasswordResetModule {
    /// Replaces the stack with Login.
    var onResetSent: (() -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Password Reset"
        // Build the screen here, then call its events when the user acts:
        // onResetSent?()
    }
}
