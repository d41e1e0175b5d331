// Written once by coordgen from docs/examples/Shop/Flows/StoreFlow.md. Yours to edit: coordgen keeps your edits.

import UIKit

/// The Pickup Points screen of StoreFlow.
final class PickupPointsViewController: UIViewController, PickupPointsModule {
    /// Goes back one screen.
    var onPick: (() -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Pickup Points"
        // Build the screen here, then call its events when the user acts:
        // onPick?()
    }
}
