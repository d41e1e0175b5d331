// Written once by coordgen from Flows/AuthFlow.md. Yours to edit: coordgen keeps your edits.

import Foundation
import UIKit

/// The terms of service. The switch starts in the state stored for the flow.
final class TermsViewController: UIViewController, TermsModule {
    /// Stores termsAccepted, then goes back one screen.
    var onAccept: ((Bool) -> Void)?

    /// The values the screen was opened with.
    struct Input {
        var termsAccepted: Bool
    }

    let input: Input

    init(termsAccepted: Bool) {
        input = Input(termsAccepted: termsAccepted)
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        nil
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Terms"
        // Build the screen here, then call its events when the user acts:
        // onAccept?(termsAccepted)
    }
}
