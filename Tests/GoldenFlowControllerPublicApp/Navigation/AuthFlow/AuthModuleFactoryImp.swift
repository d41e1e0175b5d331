// Written once by coordgen from Flows/AuthFlow.md. Yours to edit: coordgen keeps your edits.

import UIKit

/// Makes the screens of AuthFlow.
extension ModuleFactoryImp: AuthModuleFactory {
    func makeLogin() -> any LoginModule {
        LoginViewController()
    }

    func makePasswordReset() -> any PasswordResetModule {
        PasswordResetViewController()
    }

    func makeSignUp() -> any SignUpModule {
        SignUpViewController()
    }

    func makeTerms(termsAccepted: Bool) -> any TermsModule {
        TermsViewController(termsAccepted: termsAccepted)
    }
}
