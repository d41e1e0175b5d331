// Written once by coordgen from docs/examples/Flows/SignInFlow.md. Yours to edit: coordgen keeps your edits.

import UIKit

/// A photo of a dish, the app's name, and two buttons.
final class WelcomeViewController: UIViewController, WelcomeModule {
    /// Where the screen's events go. `weak`: the coordinator holds this screen, a strong route would leak it.
    weak var route: (any WelcomeViewControllerRoute)?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Welcome"
        // Build the screen here, then call its events when the user acts:
        // route?.onSignInTap()
        // route?.onSignUpTap()
    }
}
