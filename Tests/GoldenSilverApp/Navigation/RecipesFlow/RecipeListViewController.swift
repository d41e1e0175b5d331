// Written once by coordgen from docs/examples/Flows/RecipesFlow.md. Yours to edit: coordgen keeps your edits.

import UIKit

/// The Recipe List screen of RecipesFlow.
final class RecipeListViewController: UIViewController {
    /// Strong: the screen's module (and its flow) lives as long as this view controller.
    private let router: RecipeListRouter

    init(router: RecipeListRouter) {
        self.router = router
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        nil
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Recipe List"
        view.backgroundColor = .systemBackground
        // Report what the user does through the router, for example:
        // router.onRecipeSelect(recipe: <#Recipe#>)
        // router.onCreateTap()
        // router.onSignOut()
    }
}
