// Written once by coordgen from Flows/AuthFlow.md. Yours to edit: coordgen keeps your edits.

import UIKit

/// The Login screen of AuthFlow.
final class LoginViewController: UIViewController, LoginModule {
    /// Finishes the flow with session.
    var onLogin: ((Session) -> Void)?
    /// Pushes SignUp.
    var onSignUpTap: (() -> Void)?
    /// Pushes PasswordReset.
    var onForgotPasswordTap: (() -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Login"
        // Build the screen here, then call its events when the user acts:
        // onLogin?(session)
        // onSignUpTap?()
        // onForgotPasswordTap?()
    }
}
