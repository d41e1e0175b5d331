// Written once by coordgen from docs/examples/Flows/ShoppingListFlow.md. Yours to edit: coordgen keeps your edits.

import UIKit

/// The Shopping Item screen of ShoppingListFlow.
final class ShoppingItemViewController: UIViewController {
    /// The values the screen was opened with.
    struct Input {
        var ingredient: Ingredient
    }

    let input: Input
    /// Strong: the screen's module (and its flow) lives as long as this view controller.
    private let router: ShoppingItemRouter

    init(ingredient: Ingredient, router: ShoppingItemRouter) {
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
        title = "Shopping Item"
        view.backgroundColor = .systemBackground
        // Report what the user does through the router, for example:
        // router.onBought()
    }
}
