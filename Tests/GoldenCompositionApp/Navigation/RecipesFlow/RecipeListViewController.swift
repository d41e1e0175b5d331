// Written once by coordgen from docs/examples/Flows/RecipesFlow.md. Yours to edit: coordgen keeps your edits.

import UIKit

/// All recipes of the cook, newest first, with a search field.
final class RecipeListViewController: UIViewController, RecipeListModule {
    /// Stores recipe as selectedRecipe, then pushes RecipeDetail.
    var onRecipeSelect: ((Recipe) -> Void)?
    /// Presents RecipeEditorFlow.
    var onCreateTap: (() -> Void)?
    /// Finishes the flow.
    var onSignOut: (() -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Recipe List"
        // Build the screen here, then call its events when the user acts:
        // onRecipeSelect?(recipe)
        // onCreateTap?()
        // onSignOut?()
    }
}
