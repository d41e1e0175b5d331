// Written once by coordgen from docs/examples/Flows/RecipeEditorFlow.md. Yours to edit: coordgen keeps your edits.

import UIKit

/// Makes the screens of RecipeEditorFlow.
extension ModuleFactoryImp: RecipeEditorModuleFactory {
    func makeEditorBasics() -> any EditorBasicsModule {
        EditorBasicsViewController()
    }

    func makeEditorIngredients(title: String) -> any EditorIngredientsModule {
        EditorIngredientsViewController(title: title)
    }

    func makeEditorReview(title: String, ingredients: [Ingredient]) -> any EditorReviewModule {
        EditorReviewViewController(title: title, ingredients: ingredients)
    }

    func makeRecipePreview(title: String, ingredients: [Ingredient]) -> any RecipePreviewModule {
        RecipePreviewViewController(title: title, ingredients: ingredients)
    }
}
