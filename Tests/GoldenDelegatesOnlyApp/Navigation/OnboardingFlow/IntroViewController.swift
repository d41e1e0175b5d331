// Written once by coordgen from docs/examples/Flows/OnboardingFlow.md. Yours to edit: coordgen keeps your edits.

import Foundation
import UIKit

/// Greets the cook by the name in the session.
final class IntroViewController: UIViewController, IntroModule {
    /// Where the screen's events go. `weak`: the coordinator holds this screen, a strong route would leak it.
    weak var route: (any IntroViewControllerRoute)?

    /// The values the screen was opened with.
    struct Input {
        var session: Session
    }

    let input: Input

    init(session: Session) {
        input = Input(session: session)
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        nil
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Intro"
        // Build the screen here, then call its events when the user acts:
        // route?.onContinue()
        // route?.onStartOver()
    }
}
