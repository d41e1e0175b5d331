// Written once by coordgen from docs/examples/Shop/Flows/AddressBookFlow.md. Yours to edit: coordgen keeps your edits.

import UIKit

/// The Addresses screen of AddressBookFlow.
final class AddressesViewController: UIViewController, AddressesModule {
    /// Pushes EditAddress.
    var onAdd: (() -> Void)?
    /// Finishes the flow with address.
    var onDone: ((Address) -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Addresses"
        // Build the screen here, then call its events when the user acts:
        // onAdd?()
        // onDone?(address)
    }
}
