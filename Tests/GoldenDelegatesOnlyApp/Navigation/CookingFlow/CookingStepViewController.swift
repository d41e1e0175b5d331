// Written once by coordgen from docs/examples/Flows/CookingFlow.md. Yours to edit: coordgen keeps your edits.

import Foundation
import UIKit

/// The current step in large type, with the quantities for `servings` people.
final class CookingStepViewController: UIViewController, CookingStepModule {
    /// Where the screen's events go. `weak`: the coordinator holds this screen, a strong route would leak it.
    weak var route: (any CookingStepViewControllerRoute)?

    /// The values the screen was opened with.
    struct Input {
        var recipe: Recipe
        var servings: Int
    }

    let input: Input

    init(recipe: Recipe, servings: Int) {
        input = Input(recipe: recipe, servings: servings)
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        nil
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Cooking Step"
        // Build the screen here, then call its events when the user acts:
        // route?.onTimerStart(repeat: `repeat`)
        // route?.onTipsTap()
        // route?.onTimerSettingsTap()
        // route?.onDone()
        // route?.onQuit()
    }
}
