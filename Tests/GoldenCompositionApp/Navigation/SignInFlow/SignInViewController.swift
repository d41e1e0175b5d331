// Written once by coordgen from docs/examples/Flows/SignInFlow.md. Yours to edit: coordgen keeps your edits.

import Foundation
import UIKit

/// The email field starts with the address the cook typed before.
final class SignInViewController: UIViewController, SignInModule {
    /// Finishes the flow with session.
    var onSignedIn: ((Session) -> Void)?
    /// Stores email, then presents PasswordHelp.
    var onForgotPasswordTap: ((String) -> Void)?

    /// The values the screen was opened with.
    struct Input {
        var email: String
    }

    let input: Input

    init(email: String) {
        input = Input(email: email)
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        nil
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Sign In"
        // Build the screen here, then call its events when the user acts:
        // onSignedIn?(session)
        // onForgotPasswordTap?(email)
    }
}
