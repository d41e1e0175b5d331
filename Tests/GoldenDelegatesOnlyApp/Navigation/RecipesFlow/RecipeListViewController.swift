// Written once by coordgen from docs/examples/Flows/RecipesFlow.md. Yours to edit: coordgen keeps your edits.

import UIKit

/// All recipes of the cook, newest first, with a search field.
final class RecipeListViewController: UIViewController, RecipeListModule {
    /// Where the screen's events go. `weak`: the coordinator holds this screen, a strong route would leak it.
    weak var route: (any RecipeListViewControllerRoute)?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Recipe List"
        // Build the screen here, then call its events when the user acts:
        // route?.onRecipeSelect(recipe: recipe)
        // route?.onCreateTap()
        // route?.onSignOut()
    }
}
