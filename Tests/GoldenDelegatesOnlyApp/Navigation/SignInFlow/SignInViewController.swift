// Written once by coordgen from docs/examples/Flows/SignInFlow.md. Yours to edit: coordgen keeps your edits.

import Foundation
import UIKit

/// The email field starts with the address the cook typed before.
final class SignInViewController: UIViewController, SignInModule {
    /// Where the screen's events go. `weak`: the coordinator holds this screen, a strong route would leak it.
    weak var route: (any SignInViewControllerRoute)?

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
        // route?.onSignedIn(session: session)
        // route?.onForgotPasswordTap(email: email)
    }
}
