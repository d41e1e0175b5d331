// Written once by coordgen from docs/examples/Flows/CookingFlow.md. Yours to edit: coordgen keeps your edits.

import UIKit

/// General kitchen tips. The cook leaves this screen with the back button.
final class CookingTipsViewController: UIViewController, CookingTipsModule {

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Cooking Tips"
    }
}
