// Written once by coordgen from docs/examples/Flows/RecipesFlow.md. Yours to edit: coordgen keeps your edits.

import UIKit

/// The Ingredient Info screen of RecipesFlow.
final class IngredientInfoViewController: UIViewController {
    /// The values the screen was opened with.
    struct Input {
        var ingredient: Ingredient
    }

    let input: Input
    /// Strong: the screen's module (and its flow) lives as long as this view controller.
    private let router: IngredientInfoRouter

    init(ingredient: Ingredient, router: IngredientInfoRouter) {
        input = Input(ingredient: ingredient)
        self.router = router
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        nil
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Ingredient Info"
        view.backgroundColor = .systemBackground
        // Report what the user does through the router, for example:
        // router.onClose()
    }
}
