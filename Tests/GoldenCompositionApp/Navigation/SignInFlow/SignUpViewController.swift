// Written once by coordgen from docs/examples/Flows/SignInFlow.md. Yours to edit: coordgen keeps your edits.

import UIKit

/// The Sign Up screen of SignInFlow.
final class SignUpViewController: UIViewController, SignUpModule {
    /// Replaces the stack with OnboardingFlow.
    var onSignedUp: ((Session) -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Sign Up"
        // Build the screen here, then call its events when the user acts:
        // onSignedUp?(session)
    }
}
