// Written once by coordgen from docs/examples/Flows/RecipeEditorFlow.md. Yours to edit: coordgen keeps your edits.

import UIKit

/// The Editor Basics screen of RecipeEditorFlow.
final class EditorBasicsViewController: UIViewController, EditorBasicsModule {
    /// Where the screen's events go. `weak`: the coordinator holds this screen, a strong route would leak it.
    weak var route: (any EditorBasicsViewControllerRoute)?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Editor Basics"
        // Build the screen here, then call its events when the user acts:
        // route?.onNext(title: title)
        // route?.onCancel()
    }
}
