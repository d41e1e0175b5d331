// Written once by coordgen from docs/examples/Flows/RecipeEditorFlow.md. Yours to edit: coordgen keeps your edits.

import UIKit

/// The Recipe Preview screen of RecipeEditorFlow.
final class RecipePreviewViewController: UIViewController {
    /// The values the screen was opened with.
    struct Input {
        var title: String
        var ingredients: [Ingredient]
    }

    let input: Input
    /// Strong: the screen's module (and its flow) lives as long as this view controller.
    private let router: RecipePreviewRouter

    init(title: String, ingredients: [Ingredient], router: RecipePreviewRouter) {
        input = Input(title: title, ingredients: ingredients)
        self.router = router
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        nil
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Recipe Preview"
        view.backgroundColor = .systemBackground
        // Report what the user does through the router, for example:
        // router.onPublish(recipe: <#Recipe#>, isPublished: <#Bool#>)
        // router.onClose()
    }
}
