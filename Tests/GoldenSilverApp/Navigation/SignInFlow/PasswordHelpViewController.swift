// Written once by coordgen from docs/examples/Flows/SignInFlow.md. Yours to edit: coordgen keeps your edits.

import UIKit

/// The Password Help screen of SignInFlow.
final class PasswordHelpViewController: UIViewController {
    /// The values the screen was opened with.
    struct Input {
        var email: String
    }

    let input: Input
    /// Strong: the screen's module (and its flow) lives as long as this view controller.
    private let router: PasswordHelpRouter

    init(email: String, router: PasswordHelpRouter) {
        input = Input(email: email)
        self.router = router
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        nil
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Password Help"
        view.backgroundColor = .systemBackground
        // Report what the user does through the router, for example:
        // router.onResetSent()
        // router.onClose()
    }
}
