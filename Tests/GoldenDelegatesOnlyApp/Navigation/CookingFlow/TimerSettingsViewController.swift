// Written once by coordgen from docs/examples/Flows/CookingFlow.md. Yours to edit: coordgen keeps your edits.

import UIKit

/// A sheet over the step: how long the timer runs, and whether it starts again.
final class TimerSettingsViewController: UIViewController, TimerSettingsModule {
    /// Where the screen's events go. `weak`: the coordinator holds this screen, a strong route would leak it.
    weak var route: (any TimerSettingsViewControllerRoute)?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Timer Settings"
        // Build the screen here, then call its events when the user acts:
        // route?.onClose()
    }
}
