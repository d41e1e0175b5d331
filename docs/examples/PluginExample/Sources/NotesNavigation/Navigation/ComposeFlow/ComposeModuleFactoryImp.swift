// Written once by coordgen from Flows/ComposeFlow.md. Yours to edit: coordgen keeps your edits.

import UIKit

/// Makes the screens of ComposeFlow.
extension ModuleFactoryImp: ComposeModuleFactory {
    func makeCompose() -> any ComposeModule {
        ComposeViewController()
    }
}
