// Written once by coordgen from docs/examples/Flows/SignInFlow.md. Yours to edit: coordgen keeps your edits.

import UIKit

/// The Sign Up screen of SignInFlow.
final class SignUpViewController: UIViewController {
    /// Strong: the screen's module (and its flow) lives as long as this view controller.
    private let router: SignUpRouter

    init(router: SignUpRouter) {
        self.router = router
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        nil
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Sign Up"
        view.backgroundColor = .systemBackground
        // Report what the user does through the router, for example:
        // router.onSignedUp(session: <#Session#>)
    }
}
