// Written once by coordgen from docs/examples/Flows/OnboardingFlow.md. Yours to edit: coordgen keeps your edits.

import UIKit

/// Makes the screens of OnboardingFlow.
extension ModuleFactoryImp: OnboardingModuleFactory {
    func makeIntro(session: Session) -> any IntroModule {
        IntroViewController(session: session)
    }

    func makeCuisinePicker(favoriteCuisines: [String]) -> any CuisinePickerModule {
        CuisinePickerViewController(favoriteCuisines: favoriteCuisines)
    }
}
