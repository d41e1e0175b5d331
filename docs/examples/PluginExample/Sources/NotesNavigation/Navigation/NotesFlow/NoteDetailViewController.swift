// Written once by coordgen from Flows/NotesFlow.md. Yours to edit: coordgen keeps your edits.

import Foundation
import UIKit

/// The Note Detail screen of NotesFlow.
final class NoteDetailViewController: UIViewController, NoteDetailModule {
    /// Goes back one screen.
    var onDone: (() -> Void)?

    /// The values the screen was opened with.
    struct Input {
        var title: String
    }

    let input: Input

    init(title: String) {
        input = Input(title: title)
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        nil
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Note Detail"
        // Build the screen here, then call its events when the user acts:
        // onDone?()
    }
}
