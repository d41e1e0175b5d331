// Written once by coordgen from docs/examples/Flows/CookingFlow.md. Yours to edit: coordgen keeps your edits.

import UIKit

/// The Cooking Tips screen of CookingFlow.
final class CookingTipsViewController: UIViewController {
    /// Strong: the screen's module (and its flow) lives as long as this view controller.
    private let router: CookingTipsRouter

    init(router: CookingTipsRouter) {
        self.router = router
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        nil
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Cooking Tips"
        view.backgroundColor = .systemBackground
    }
}
