// Written once by coordgen from docs/examples/Flows/RecipeEditorFlow.md. Yours to edit: coordgen keeps your edits.

import UIKit

/// The Editor Basics screen of RecipeEditorFlow.
final class EditorBasicsViewController: UIViewController {
    /// Strong: the screen's module (and its flow) lives as long as this view controller.
    private let router: EditorBasicsRouter

    init(router: EditorBasicsRouter) {
        self.router = router
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        nil
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Editor Basics"
        view.backgroundColor = .systemBackground
        // Report what the user does through the router, for example:
        // router.onNext(title: <#String#>)
        // router.onCancel()
    }
}
