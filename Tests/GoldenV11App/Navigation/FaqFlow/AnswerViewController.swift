// Written once by coordgen from docs/examples/Shop/Flows/FaqFlow.md. Yours to edit: coordgen keeps your edits.

import Foundation
import UIKit

/// The Answer screen of FaqFlow.
final class AnswerViewController: UIViewController, AnswerModule {
    /// The values the screen was opened with.
    struct Input {
        var answer: String
    }

    let input: Input

    init(answer: String) {
        input = Input(answer: answer)
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        nil
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Answer"
    }
}
