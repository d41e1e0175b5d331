// Written once by coordgen from Flows/ItemCreateFlow.md. Yours to edit: coordgen keeps your edits.

import UIKit

/// The Title screen of ItemCreateFlow.
final class TitleViewController: UIViewController, TitleModule {
    /// Stores title, then pushes Summary.
    var onNext: ((String) -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Title"
        // Build the screen here, then call its events when the user acts:
        // onNext?(title)
    }
}
