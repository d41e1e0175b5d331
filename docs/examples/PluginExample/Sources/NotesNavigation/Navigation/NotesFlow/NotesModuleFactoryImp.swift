// Written once by coordgen from Flows/NotesFlow.md. Yours to edit: coordgen keeps your edits.

import UIKit

/// Makes the screens of NotesFlow.
extension ModuleFactoryImp: NotesModuleFactory {
    func makeNoteList() -> any NoteListModule {
        NoteListViewController()
    }

    func makeNoteDetail(title: String) -> any NoteDetailModule {
        NoteDetailViewController(title: title)
    }
}
