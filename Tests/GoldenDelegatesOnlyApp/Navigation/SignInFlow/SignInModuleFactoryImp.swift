// Written once by coordgen from docs/examples/Flows/SignInFlow.md. Yours to edit: coordgen keeps your edits.

import UIKit

/// Makes the screens of SignInFlow.
extension ModuleFactoryImp: SignInModuleFactory {
    func makeWelcome() -> any WelcomeModule {
        WelcomeViewController()
    }

    func makeSignIn(email: String) -> any SignInModule {
        SignInViewController(email: email)
    }

    func makePasswordHelp(email: String) -> any PasswordHelpModule {
        PasswordHelpViewController(email: email)
    }

    func makeSignUp() -> any SignUpModule {
        SignUpViewController()
    }
}
