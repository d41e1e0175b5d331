// Written once by coordgen from docs/examples/Flows/RecipeEditorFlow.md. Yours to edit: coordgen keeps your edits.

import Foundation
import UIKit

/// The Editor Review screen of RecipeEditorFlow.
final class EditorReviewViewController: UIViewController, EditorReviewModule {
    /// Finishes the flow with recipe, isPublished.
    var onSave: ((Recipe, Bool) -> Void)?
    /// Cancels the flow.
    var onDiscard: (() -> Void)?
    /// Presents RecipePreview.
    var onPreviewTap: (() -> Void)?

    /// The values the screen was opened with.
    struct Input {
        var title: String
        var ingredients: [Ingredient]
    }

    let input: Input

    init(title: String, ingredients: [Ingredient]) {
        input = Input(title: title, ingredients: ingredients)
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        nil
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Editor Review"
        // Build the screen here, then call its events when the user acts:
        // onSave?(recipe, isPublished)
        // onDiscard?()
        // onPreviewTap?()
    }
}
