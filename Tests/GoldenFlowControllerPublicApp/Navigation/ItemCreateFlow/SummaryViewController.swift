// Written once by coordgen from Flows/ItemCreateFlow.md. Yours to edit: coordgen keeps your edits.

import Foundation
import UIKit

/// The Summary screen of ItemCreateFlow.
final class SummaryViewController: UIViewController, SummaryModule {
    /// Finishes the flow with item, isDraft.
    var onSaved: ((Item, Bool) -> Void)?

    /// The values the screen was opened with.
    struct Input {
        var attributes: [String: String]
        var title: String
    }

    let input: Input

    init(attributes: [String: String], title: String) {
        input = Input(attributes: attributes, title: title)
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        nil
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Summary"
        // Build the screen here, then call its events when the user acts:
        // onSaved?(item, isDraft)
    }
}
