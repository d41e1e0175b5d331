// Written once by coordgen from docs/examples/Shop/Flows/SignInFlow.md. Yours to edit: coordgen keeps your edits.

import UIKit

/// Makes the screens of SignInFlow.
extension ModuleFactoryImp: SignInModuleFactory {
    func makeSignIn() -> any SignInModule {
        SignInViewController()
    }
}
