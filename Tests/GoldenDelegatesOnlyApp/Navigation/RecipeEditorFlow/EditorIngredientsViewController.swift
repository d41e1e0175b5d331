// Written once by coordgen from docs/examples/Flows/RecipeEditorFlow.md. Yours to edit: coordgen keeps your edits.

import Foundation
import UIKit

/// The title stays visible while the cook adds ingredients.
final class EditorIngredientsViewController: UIViewController, EditorIngredientsModule {
    /// Where the screen's events go. `weak`: the coordinator holds this screen, a strong route would leak it.
    weak var route: (any EditorIngredientsViewControllerRoute)?

    /// The values the screen was opened with.
    struct Input {
        var title: String
    }

    let input: Input

    init(title: String) {
        input = Input(title: title)
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        nil
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Editor Ingredients"
        // Build the screen here, then call its events when the user acts:
        // route?.onIngredientsChange(ingredients: ingredients)
        // route?.onNext()
    }
}
