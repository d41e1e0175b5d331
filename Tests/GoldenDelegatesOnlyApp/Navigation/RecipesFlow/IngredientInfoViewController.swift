// Written once by coordgen from docs/examples/Flows/RecipesFlow.md. Yours to edit: coordgen keeps your edits.

import Foundation
import UIKit

/// Where an ingredient comes from and what can replace it.
final class IngredientInfoViewController: UIViewController, IngredientInfoModule {
    /// Where the screen's events go. `weak`: the coordinator holds this screen, a strong route would leak it.
    weak var route: (any IngredientInfoViewControllerRoute)?

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
        title = "Ingredient Info"
        // Build the screen here, then call its events when the user acts:
        // route?.onClose()
    }
}
