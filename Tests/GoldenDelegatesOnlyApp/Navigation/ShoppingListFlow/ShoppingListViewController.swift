// Written once by coordgen from docs/examples/Flows/ShoppingListFlow.md. Yours to edit: coordgen keeps your edits.

import Foundation
import UIKit

/// The Shopping List screen of ShoppingListFlow.
final class ShoppingListViewController: UIViewController, ShoppingListModule {
    /// Where the screen's events go. `weak`: the coordinator holds this screen, a strong route would leak it.
    weak var route: (any ShoppingListViewControllerRoute)?

    /// The values the screen was opened with.
    struct Input {
        var recipe: Recipe?
    }

    let input: Input

    init(recipe: Recipe?) {
        input = Input(recipe: recipe)
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        nil
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Shopping List"
        // Build the screen here, then call its events when the user acts:
        // route?.onItemTap(ingredient: ingredient)
        // route?.onDone()
    }
}
