// Written once by coordgen from docs/examples/Flows/RecipesFlow.md. Yours to edit: coordgen keeps your edits.

import UIKit

/// Makes the view controllers of RecipesFlow: pass each one its router, and the services it
/// needs from the locator (`locator.inject()`).
extension ViewFactoryImp: RecipesViewFactory {
    func makeRecipeList(router: RecipeListRouter, locator: ServiceLocator) -> UIViewController {
        RecipeListViewController(router: router)
    }

    func makeRecipeDetail(
        recipe: Recipe, servings: Int, router: RecipeDetailRouter, locator: ServiceLocator
    ) -> UIViewController {
        RecipeDetailViewController(recipe: recipe, servings: servings, router: router)
    }

    func makeIngredientInfo(
        ingredient: Ingredient, router: IngredientInfoRouter, locator: ServiceLocator
    ) -> UIViewController {
        IngredientInfoViewController(ingredient: ingredient, router: router)
    }
}
