// Written once by coordgen from docs/examples/Flows/RecipesFlow.md. Yours to edit: coordgen keeps your edits.

import Foundation
import UIKit

/// Photo, ingredients scaled to the number of servings, and the steps.
final class RecipeDetailViewController: UIViewController, RecipeDetailModule {
    /// Where the screen's events go. `weak`: the coordinator holds this screen, a strong route would leak it.
    weak var route: (any RecipeDetailViewControllerRoute)?

    /// The values the screen was opened with.
    struct Input {
        var recipe: Recipe
        var servings: Int
    }

    let input: Input

    init(recipe: Recipe, servings: Int) {
        input = Input(recipe: recipe, servings: servings)
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        nil
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Recipe Detail"
        // Build the screen here, then call its events when the user acts:
        // route?.onServingsChange(servings: servings)
        // route?.onIngredientTap(ingredient: ingredient)
        // route?.onCookTap(recipe: recipe)
        // route?.onAddToShoppingList(recipe: recipe)
        // route?.onDelete()
        // route?.onBackToList()
    }
}
