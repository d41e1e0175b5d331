// Written once by coordgen from docs/examples/Flows/ShoppingListFlow.md. Yours to edit: coordgen keeps your edits.

import Foundation
import UIKit

/// The Shopping Item screen of ShoppingListFlow.
final class ShoppingItemViewController: UIViewController, ShoppingItemModule {
    /// Where the screen's events go. `weak`: the coordinator holds this screen, a strong route would leak it.
    weak var route: (any ShoppingItemViewControllerRoute)?

    /// The values the screen was opened with.
    struct Input {
        var ingredient: Ingredient
    }

    let input: Input

    init(ingredient: Ingredient) {
        input = Input(ingredient: ingredient)
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        nil
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Shopping Item"
        // Build the screen here, then call its events when the user acts:
        // route?.onBought()
    }
}
