// Written once by coordgen from docs/examples/Flows/RecipesFlow.md. Yours to edit: coordgen keeps your edits.

import Foundation
import UIKit

/// Photo, ingredients scaled to the number of servings, and the steps.
final class RecipeDetailViewController: UIViewController, RecipeDetailModule {
    /// Stores servings.
    var onServingsChange: ((Int) -> Void)?
    /// Presents IngredientInfo.
    var onIngredientTap: ((Ingredient) -> Void)?
    /// Pushes CookingFlow.
    var onCookTap: ((Recipe) -> Void)?
    /// Pushes ShoppingListFlow.
    var onAddToShoppingList: ((Recipe) -> Void)?
    /// Goes back one screen.
    var onDelete: (() -> Void)?
    /// Goes back to the first screen.
    var onBackToList: (() -> Void)?

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
        // onServingsChange?(servings)
        // onIngredientTap?(ingredient)
        // onCookTap?(recipe)
        // onAddToShoppingList?(recipe)
        // onDelete?()
        // onBackToList?()
    }
}
