// Written once by coordgen from docs/examples/Flows/RecipesFlow.md. Yours to edit: coordgen keeps your edits.

import UIKit

/// Makes the screens of RecipesFlow.
extension ModuleFactoryImp: RecipesModuleFactory {
    func makeRecipeList() -> any RecipeListModule {
        RecipeListViewController()
    }

    func makeRecipeDetail(recipe: Recipe, servings: Int) -> any RecipeDetailModule {
        RecipeDetailViewController(recipe: recipe, servings: servings)
    }

    func makeIngredientInfo(ingredient: Ingredient) -> any IngredientInfoModule {
        IngredientInfoViewController(ingredient: ingredient)
    }
}
