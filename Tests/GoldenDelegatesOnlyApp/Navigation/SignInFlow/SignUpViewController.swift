// Written once by coordgen from docs/examples/Flows/SignInFlow.md. Yours to edit: coordgen keeps your edits.

import UIKit

/// The Sign Up screen of SignInFlow.
final class SignUpViewController: UIViewController, SignUpModule {
    /// Where the screen's events go. `weak`: the coordinator holds this screen, a strong route would leak it.
    weak var route: (any SignUpViewControllerRoute)?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Sign Up"
        // Build the screen here, then call its events when the user acts:
        // route?.onSignedUp(session: session)
    }
}
