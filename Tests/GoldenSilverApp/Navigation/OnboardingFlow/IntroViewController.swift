// Written once by coordgen from docs/examples/Flows/OnboardingFlow.md. Yours to edit: coordgen keeps your edits.

import UIKit

/// The Intro screen of OnboardingFlow.
final class IntroViewController: UIViewController {
    /// The values the screen was opened with.
    struct Input {
        var session: Session
    }

    let input: Input
    /// Strong: the screen's module (and its flow) lives as long as this view controller.
    private let router: IntroRouter

    init(session: Session, router: IntroRouter) {
        input = Input(session: session)
        self.router = router
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        nil
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Intro"
        view.backgroundColor = .systemBackground
        // Report what the user does through the router, for example:
        // router.onContinue()
        // router.onStartOver()
    }
}
