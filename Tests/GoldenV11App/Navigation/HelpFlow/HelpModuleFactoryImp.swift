// Written once by coordgen from Tests/GoldenV11App/Flows/HelpFlow.md. Yours to edit: coordgen keeps your edits.

import UIKit

/// Makes the screens of HelpFlow.
extension ModuleFactoryImp: HelpModuleFactory {
    func makeHelpHome() -> any HelpHomeModule {
        HelpHomeViewController()
    }
}
