// Written once by coordgen from Flows/ItemFlow.md. Yours to edit: coordgen keeps your edits.

import UIKit

/// All items of the user, newest first.
final class ItemListViewController: UIViewController, ItemListModule {
    /// Stores item as selectedItem, then pushes ItemDetail.
    var onItemSelect: ((Item) -> Void)?
    /// Presents ItemCreateFlow.
    var onCreateButtonTap: (() -> Void)?
    /// Pushes SettingsFlow.
    var onSettingsTap: (() -> Void)?
    /// Finishes the flow.
    var onLogout: (() -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Item List"
        // Build the screen here, then call its events when the user acts:
        // onItemSelect?(item)
        // onCreateButtonTap?()
        // onSettingsTap?()
        // onLogout?()
    }
}
