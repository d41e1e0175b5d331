// Written once by coordgen from docs/examples/Flows/OnboardingFlow.md. Yours to edit: coordgen keeps your edits.

import UIKit

/// Makes the view controllers of OnboardingFlow: pass each one its router, and the services it
/// needs from the locator (`locator.inject()`).
extension ViewFactoryImp: OnboardingViewFactory {
    func makeIntro(session: Session, router: IntroRouter, locator: ServiceLocator) -> UIViewController {
        IntroViewController(session: session, router: router)
    }

    func makeCuisinePicker(
        favoriteCuisines: [String], router: CuisinePickerRouter, locator: ServiceLocator
    ) -> UIViewController {
        CuisinePickerViewController(favoriteCuisines: favoriteCuisines, router: router)
    }
}
