// Written once by coordgen from docs/examples/Flows/RecipeEditorFlow.md. Yours to edit: coordgen keeps your edits.

import Foundation
import UIKit

/// The Editor Review screen of RecipeEditorFlow.
final class EditorReviewViewController: UIViewController, EditorReviewModule {
    /// Where the screen's events go. `weak`: the coordinator holds this screen, a strong route would leak it.
    weak var route: (any EditorReviewViewControllerRoute)?

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
        // route?.onSave(recipe: recipe, isPublished: isPublished)
        // route?.onDiscard()
        // route?.onPreviewTap()
    }
}
