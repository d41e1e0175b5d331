// Written once by coordgen from docs/examples/Shop/Flows/AddressBookFlow.md. Yours to edit: coordgen keeps your edits.

import UIKit

/// The Edit Address screen of AddressBookFlow.
final class EditAddressViewController: UIViewController, EditAddressModule {
    /// Goes back to Addresses.
    var onSave: (() -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Edit Address"
        // Build the screen here, then call its events when the user acts:
        // onSave?()
    }
}
