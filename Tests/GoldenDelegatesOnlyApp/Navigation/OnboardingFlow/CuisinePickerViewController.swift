// Written once by coordgen from docs/examples/Flows/OnboardingFlow.md. Yours to edit: coordgen keeps your edits.

import Foundation
import UIKit

/// A grid of cuisines; tapping one selects or deselects it.
final class CuisinePickerViewController: UIViewController, CuisinePickerModule {
    /// Where the screen's events go. `weak`: the coordinator holds this screen, a strong route would leak it.
    weak var route: (any CuisinePickerViewControllerRoute)?

    /// The values the screen was opened with.
    struct Input {
        var favoriteCuisines: [String]
    }

    let input: Input

    init(favoriteCuisines: [String]) {
        input = Input(favoriteCuisines: favoriteCuisines)
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        nil
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Cuisine Picker"
        // Build the screen here, then call its events when the user acts:
        // route?.onSelectionChange(favoriteCuisines: favoriteCuisines)
        // route?.onDone()
    }
}
