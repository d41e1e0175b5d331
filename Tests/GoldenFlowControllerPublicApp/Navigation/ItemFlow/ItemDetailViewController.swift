// Written once by coordgen from Flows/ItemFlow.md. Yours to edit: coordgen keeps your edits.

import Foundation
import UIKit

/// The Item Detail screen of ItemFlow.
final class ItemDetailViewController: UIViewController, ItemDetailModule {
    /// Presents ItemEdit.
    var onEdit: ((Item) -> Void)?
    /// Goes back one screen.
    var onDelete: (() -> Void)?
    /// Goes back to the first screen.
    var onBackToList: (() -> Void)?

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
        title = "Item Detail"
        // Build the screen here, then call its events when the user acts:
        // onEdit?(item)
        // onDelete?()
        // onBackToList?()
    }
}
