// Written once by coordgen from Tests/GoldenV11App/Flows/CheckoutFlow.md. Yours to edit: coordgen keeps your edits.

import UIKit

/// The Card Picker screen of CheckoutFlow.
final class CardPickerViewController: UIViewController, CardPickerModule {
    /// Dismisses what is presented.
    var onPick: (() -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Card Picker"
        // Build the screen here, then call its events when the user acts:
        // onPick?()
    }
}
