// Written once by coordgen from docs/examples/Flows/CookingFlow.md. Yours to edit: coordgen keeps your edits.

import UIKit

/// The Cooking Step screen of CookingFlow.
final class CookingStepViewController: UIViewController {
    /// The values the screen was opened with.
    struct Input {
        var recipe: Recipe
        var servings: Int
    }

    let input: Input
    /// Strong: the screen's module (and its flow) lives as long as this view controller.
    private let router: CookingStepRouter

    init(recipe: Recipe, servings: Int, router: CookingStepRouter) {
        input = Input(recipe: recipe, servings: servings)
        self.router = router
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        nil
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Cooking Step"
        view.backgroundColor = .systemBackground
        // Report what the user does through the router, for example:
        // router.onTimerStart(repeat: <#Bool#>)
        // router.onTipsTap()
        // router.onTimerSettingsTap()
        // router.onDone()
        // router.onQuit()
    }
}
