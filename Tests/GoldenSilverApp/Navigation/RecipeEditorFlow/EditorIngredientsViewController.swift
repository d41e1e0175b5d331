// Written once by coordgen from docs/examples/Flows/RecipeEditorFlow.md. Yours to edit: coordgen keeps your edits.

import UIKit

/// The Editor Ingredients screen of RecipeEditorFlow.
final class EditorIngredientsViewController: UIViewController {
    /// The values the screen was opened with.
    struct Input {
        var title: String
    }

    let input: Input
    /// Strong: the screen's module (and its flow) lives as long as this view controller.
    private let router: EditorIngredientsRouter

    init(title: String, router: EditorIngredientsRouter) {
        input = Input(title: title)
        self.router = router
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        nil
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Editor Ingredients"
        view.backgroundColor = .systemBackground
        // Report what the user does through the router, for example:
        // router.onIngredientsChange(ingredients: <#[Ingredient]#>)
        // router.onNext()
    }
}
