// Written once by coordgen from docs/examples/Flows/RecipeEditorFlow.md. Yours to edit: coordgen keeps your edits.

import UIKit

/// Makes the view controllers of RecipeEditorFlow: pass each one its router, and the services it
/// needs from the locator (`locator.inject()`).
extension ViewFactoryImp: RecipeEditorViewFactory {
    func makeEditorBasics(router: EditorBasicsRouter, locator: ServiceLocator) -> UIViewController {
        EditorBasicsViewController(router: router)
    }

    func makeEditorIngredients(
        title: String, router: EditorIngredientsRouter, locator: ServiceLocator
    ) -> UIViewController {
        EditorIngredientsViewController(title: title, router: router)
    }

    func makeEditorReview(
        title: String, ingredients: [Ingredient], router: EditorReviewRouter, locator: ServiceLocator
    ) -> UIViewController {
        EditorReviewViewController(title: title, ingredients: ingredients, router: router)
    }

    func makeRecipePreview(
        title: String, ingredients: [Ingredient], router: RecipePreviewRouter, locator: ServiceLocator
    ) -> UIViewController {
        RecipePreviewViewController(title: title, ingredients: ingredients, router: router)
    }
}
