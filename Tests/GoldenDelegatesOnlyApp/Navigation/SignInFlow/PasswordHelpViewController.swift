// Written once by coordgen from docs/examples/Flows/SignInFlow.md. Yours to edit: coordgen keeps your edits.

import Foundation
import UIKit

/// A sheet that sends a password reset mail.
final class PasswordHelpViewController: UIViewController, PasswordHelpModule {
    /// Where the screen's events go. `weak`: the coordinator holds this screen, a strong route would leak it.
    weak var route: (any PasswordHelpViewControllerRoute)?

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
        title = "Password Help"
        // Build the screen here, then call its events when the user acts:
        // route?.onResetSent()
        // route?.onClose()
    }
}
