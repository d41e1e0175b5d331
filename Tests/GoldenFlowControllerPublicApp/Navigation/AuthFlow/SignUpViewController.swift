// Written once by coordgen from Flows/AuthFlow.md. Yours to edit: coordgen keeps your edits.

import UIKit

/// The Sign Up screen of AuthFlow.
final class SignUpViewController: UIViewController, SignUpModule {
    /// Pushes PhoneVerifyFlow.
    var onVerifyPhoneTap: (() -> Void)?
    /// Pushes Terms.
    var onTermsTap: (() -> Void)?
    /// Finishes the flow with session.
    var onSignedUp: ((Session) -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Sign Up"
        // Build the screen here, then call its events when the user acts:
        // onVerifyPhoneTap?()
        // onTermsTap?()
        // onSignedUp?(session)
    }
}
