// Written once by coordgen from docs/examples/Flows/SignInFlow.md. Yours to edit: coordgen keeps your edits.

import UIKit

/// The Welcome screen of SignInFlow.
final class WelcomeViewController: UIViewController {
    /// Strong: the screen's module (and its flow) lives as long as this view controller.
    private let router: WelcomeRouter

    init(router: WelcomeRouter) {
        self.router = router
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        nil
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Welcome"
        view.backgroundColor = .systemBackground
        // Report what the user does through the router, for example:
        // router.onSignInTap()
        // router.onSignUpTap()
    }
}
