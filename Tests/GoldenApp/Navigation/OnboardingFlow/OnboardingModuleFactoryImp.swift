// Written once by coordgen from docs/examples/Flows/OnboardingFlow.md. This file is yours: coordgen never overwrites it.

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
