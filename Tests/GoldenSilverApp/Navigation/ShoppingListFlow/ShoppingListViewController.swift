// Written once by coordgen from docs/examples/Flows/ShoppingListFlow.md. Yours to edit: coordgen keeps your edits.

import UIKit

/// The Shopping List screen of ShoppingListFlow.
final class ShoppingListViewController: UIViewController {
    /// The values the screen was opened with.
    struct Input {
        var recipe: Recipe?
    }

    let input: Input
    /// Strong: the screen's module (and its flow) lives as long as this view controller.
    private let router: ShoppingListRouter

    init(recipe: Recipe?, router: ShoppingListRouter) {
        input = Input(recipe: recipe)
        self.router = router
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        nil
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Shopping List"
        view.backgroundColor = .systemBackground
        // Report what the user does through the router, for example:
        // router.onItemTap(ingredient: <#Ingredient#>)
        // router.onDone()
    }
}
