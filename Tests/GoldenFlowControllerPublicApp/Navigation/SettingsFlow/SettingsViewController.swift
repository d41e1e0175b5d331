// Written once by coordgen from Flows/SettingsFlow.md. Yours to edit: coordgen keeps your edits.

import UIKit

/// The Settings screen of SettingsFlow.
final class SettingsViewController: UIViewController, SettingsModule {
    /// Presents PhoneVerifyFlow.
    var onChangePhoneTap: ((String) -> Void)?
    /// Finishes the flow.
    var onClose: (() -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Settings"
        // Build the screen here, then call its events when the user acts:
        // onChangePhoneTap?(phone)
        // onClose?()
    }
}
