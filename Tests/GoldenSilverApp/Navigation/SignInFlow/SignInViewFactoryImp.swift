// Written once by coordgen from docs/examples/Flows/SignInFlow.md. Yours to edit: coordgen keeps your edits.

import UIKit

/// Makes the view controllers of SignInFlow: pass each one its router, and the services it
/// needs from the locator (`locator.inject()`).
extension ViewFactoryImp: SignInViewFactory {
    func makeWelcome(router: WelcomeRouter, locator: ServiceLocator) -> UIViewController {
        WelcomeViewController(router: router)
    }

    func makeSignIn(email: String, router: SignInRouter, locator: ServiceLocator) -> UIViewController {
        SignInViewController(email: email, router: router)
    }

    func makePasswordHelp(email: String, router: PasswordHelpRouter, locator: ServiceLocator) -> UIViewController {
        PasswordHelpViewController(email: email, router: router)
    }

    func makeSignUp(router: SignUpRouter, locator: ServiceLocator) -> UIViewController {
        SignUpViewController(router: router)
    }
}
