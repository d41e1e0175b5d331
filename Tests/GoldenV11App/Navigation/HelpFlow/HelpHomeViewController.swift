// Written once by coordgen from docs/examples/Shop/Flows/HelpFlow.md. Yours to edit: coordgen keeps your edits.

import Foundation
import UIKit

/// The Help Home screen of HelpFlow.
final class HelpHomeViewController: UIViewController, HelpHomeModule {
    /// Selects tab StoreFlow.
    var onShop: (() -> Void)?
    /// Pushes FaqFlow.
    var onQuestions: (() -> Void)?
    /// Finishes the flow.
    var onDone: (() -> Void)?
    /// Starts the flow again.
    var onReset: (() -> Void)?

    /// The values the screen was opened with.
    struct Input {
        var topic: String?
    }

    let input: Input

    init(topic: String?) {
        input = Input(topic: topic)
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        nil
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Help Home"
        // Build the screen here, then call its events when the user acts:
        // onShop?()
        // onQuestions?()
        // onDone?()
        // onReset?()
    }
}
