// Written once by coordgen from docs/examples/Flows/RecipeEditorFlow.md. Yours to edit: coordgen keeps your edits.

import UIKit

/// The Editor Basics screen of RecipeEditorFlow.
final class EditorBasicsViewController: UIViewController, EditorBasicsModule {
    /// Stores title, then pushes EditorIngredients.
    var onNext: ((String) -> Void)?
    /// Cancels the flow.
    var onCancel: (() -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Editor Basics"
        // Build the screen here, then call its events when the user acts:
        // onNext?(title)
        // onCancel?()
    }
}
