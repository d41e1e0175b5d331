// Written once by coordgen from docs/examples/Flows/OnboardingFlow.md. Yours to edit: coordgen keeps your edits.

import UIKit

/// The Cuisine Picker screen of OnboardingFlow.
final class CuisinePickerViewController: UIViewController {
    /// The values the screen was opened with.
    struct Input {
        var favoriteCuisines: [String]
    }

    let input: Input
    /// Strong: the screen's module (and its flow) lives as long as this view controller.
    private let router: CuisinePickerRouter

    init(favoriteCuisines: [String], router: CuisinePickerRouter) {
        input = Input(favoriteCuisines: favoriteCuisines)
        self.router = router
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        nil
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Cuisine Picker"
        view.backgroundColor = .systemBackground
        // Report what the user does through the router, for example:
        // router.onSelectionChange(favoriteCuisines: <#[String]#>)
        // router.onDone()
    }
}
