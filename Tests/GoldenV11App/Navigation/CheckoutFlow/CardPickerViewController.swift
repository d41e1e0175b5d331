// Written once by coordgen from docs/examples/Shop/Flows/CheckoutFlow.md. Yours to edit: coordgen keeps your edits.

import UIKit

/// The Card Picker screen of CheckoutFlow.
final class CardPickerViewController: UIViewController, CardPickerModule {
    /// Sends card as paymentCard to Payment, then dismisses what is presented.
    var onPick: ((Card) -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Card Picker"
        // Build the screen here, then call its events when the user acts:
        // onPick?(card)
    }
}
