// Written once by coordgen from Flows/ItemFlow.md. Yours to edit: coordgen keeps your edits.

import Foundation
import UIKit

/// The Item Edit screen of ItemFlow.
final class ItemEditViewController: UIViewController, ItemEditModule {
    /// Stores item as selectedItem, then dismisses what is presented.
    var onSave: ((Item) -> Void)?
    /// Dismisses what is presented.
    var onCancel: (() -> Void)?

    /// The values the screen was opened with.
    struct Input {
        var item: Item
    }

    let input: Input

    init(item: Item) {
        input = Input(item: item)
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        nil
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Item Edit"
        // Build the screen here, then call its events when the user acts:
        // onSave?(item)
        // onCancel?()
    }
}
