// Written once by coordgen from Tests/GoldenV11App/Flows/FaqFlow.md. Yours to edit: coordgen keeps your edits.

import UIKit

/// The Answer screen of FaqFlow.
final class AnswerViewController: UIViewController, AnswerModule {

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Answer"
    }
}
