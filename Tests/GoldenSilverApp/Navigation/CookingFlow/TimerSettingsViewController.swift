// Written once by coordgen from docs/examples/Flows/CookingFlow.md. Yours to edit: coordgen keeps your edits.

import UIKit

/// The Timer Settings screen of CookingFlow.
final class TimerSettingsViewController: UIViewController {
    /// Strong: the screen's module (and its flow) lives as long as this view controller.
    private let router: TimerSettingsRouter

    init(router: TimerSettingsRouter) {
        self.router = router
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        nil
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Timer Settings"
        view.backgroundColor = .systemBackground
        // Report what the user does through the router, for example:
        // router.onClose()
    }
}
