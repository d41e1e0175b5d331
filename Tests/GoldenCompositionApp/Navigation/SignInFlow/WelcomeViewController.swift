// Written once by coordgen from docs/examples/Flows/SignInFlow.md. Yours to edit: coordgen keeps your edits.

import UIKit

/// A photo of a dish, the app's name, and two buttons.
final class WelcomeViewController: UIViewController, WelcomeModule {
    /// Pushes SignIn.
    var onSignInTap: (() -> Void)?
    /// Pushes SignUp.
    var onSignUpTap: (() -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Welcome"
        // Build the screen here, then call its events when the user acts:
        // onSignInTap?()
        // onSignUpTap?()
    }
}
