// Written once by coordgen from docs/examples/Flows/RecipesFlow.md. Yours to edit: coordgen keeps your edits.

import UIKit

/// The Recipe Detail screen of RecipesFlow.
final class RecipeDetailViewController: UIViewController {
    /// The values the screen was opened with.
    struct Input {
        var recipe: Recipe
        var servings: Int
    }

    let input: Input
    /// Strong: the screen's module (and its flow) lives as long as this view controller.
    private let router: RecipeDetailRouter

    init(recipe: Recipe, servings: Int, router: RecipeDetailRouter) {
        input = Input(recipe: recipe, servings: servings)
        self.router = router
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        nil
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Recipe Detail"
        view.backgroundColor = .systemBackground
        // Report what the user does through the router, for example:
        // router.onServingsChange(servings: <#Int#>)
        // router.onIngredientTap(ingredient: <#Ingredient#>)
        // router.onCookTap(recipe: <#Recipe#>)
        // router.onAddToShoppingList(recipe: <#Recipe#>)
        // router.onDelete()
        // router.onBackToList()
    }
}
