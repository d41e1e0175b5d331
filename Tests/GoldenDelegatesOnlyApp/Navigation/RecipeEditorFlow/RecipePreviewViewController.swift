// Written once by coordgen from docs/examples/Flows/RecipeEditorFlow.md. Yours to edit: coordgen keeps your edits.

import Foundation
import UIKit

/// How the recipe will look to others. Publishing from here ends the editor while the
/// preview is still up: the flow dismisses it first.
final class RecipePreviewViewController: UIViewController, RecipePreviewModule {
    /// Where the screen's events go. `weak`: the coordinator holds this screen, a strong route would leak it.
    weak var route: (any RecipePreviewViewControllerRoute)?

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
        title = "Recipe Preview"
        // Build the screen here, then call its events when the user acts:
        // route?.onPublish(recipe: recipe, isPublished: isPublished)
        // route?.onClose()
    }
}
