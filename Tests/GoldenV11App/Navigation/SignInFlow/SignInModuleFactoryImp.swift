// Written once by coordgen from Tests/GoldenV11App/Flows/SignInFlow.md. Yours to edit: coordgen keeps your edits.

import UIKit

/// Makes the screens of SignInFlow.
extension ModuleFactoryImp: SignInModuleFactory {
    func makeSignIn() -> any SignInModule {
        SignInViewController()
    }
}
