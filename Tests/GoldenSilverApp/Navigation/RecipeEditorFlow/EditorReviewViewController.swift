// Written once by coordgen from docs/examples/Flows/RecipeEditorFlow.md. Yours to edit: coordgen keeps your edits.

import UIKit

/// The Editor Review screen of RecipeEditorFlow.
final class EditorReviewViewController: UIViewController {
    /// The values the screen was opened with.
    struct Input {
        var title: String
        var ingredients: [Ingredient]
    }

    let input: Input
    /// Strong: the screen's module (and its flow) lives as long as this view controller.
    private let router: EditorReviewRouter

    init(title: String, ingredients: [Ingredient], router: EditorReviewRouter) {
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
        title = "Editor Review"
        view.backgroundColor = .systemBackground
        // Report what the user does through the router, for example:
        // router.onSave(recipe: <#Recipe#>, isPublished: <#Bool#>)
        // router.onDiscard()
        // router.onPreviewTap()
    }
}
