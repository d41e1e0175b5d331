// Written once by coordgen from docs/examples/Shop/Flows/HelpFlow.md. Yours to edit: coordgen keeps your edits.

import UIKit

/// Makes the screens of HelpFlow.
extension ModuleFactoryImp: HelpModuleFactory {
    func makeHelpHome(topic: String?) -> any HelpHomeModule {
        HelpHomeViewController(topic: topic)
    }
}
