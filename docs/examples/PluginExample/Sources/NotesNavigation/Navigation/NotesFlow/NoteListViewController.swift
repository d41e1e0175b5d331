// Written once by coordgen from Flows/NotesFlow.md. Yours to edit: coordgen keeps your edits.

import UIKit

/// The Note List screen of NotesFlow.
final class NoteListViewController: UIViewController, NoteListModule {
    /// Pushes NoteDetail.
    var onNoteSelect: ((String) -> Void)?
    /// Presents ComposeFlow.
    var onCompose: (() -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Note List"
        // Build the screen here, then call its events when the user acts:
        // onNoteSelect?(title)
        // onCompose?()
    }
}
