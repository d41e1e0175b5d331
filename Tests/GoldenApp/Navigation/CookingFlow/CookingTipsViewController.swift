// Written once by coordgen from docs/examples/Flows/CookingFlow.md. This file is yours: coordgen never overwrites it.

import UIKit

/// General kitchen tips. The cook leaves this screen with the back button.
final class CookingTipsViewController: UIViewController, CookingTipsModule {

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Cooking Tips"
    }
}
