// Written once by coordgen from docs/examples/Shop/Flows/SignInFlow.md. Yours to edit: coordgen keeps your edits.

import UIKit

/// The Sign In screen of SignInFlow.
final class SignInViewController: UIViewController, SignInModule {
    /// Finishes the flow with session.
    var onSignedIn: ((Session) -> Void)?
    /// Finishes the flow with session.
    var onGuest: (() -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Sign In"
        // Build the screen here, then call its events when the user acts:
        // onSignedIn?(session)
        // onGuest?()
    }
}
