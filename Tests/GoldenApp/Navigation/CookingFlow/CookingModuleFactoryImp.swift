// Written once by coordgen from docs/examples/Flows/CookingFlow.md. This file is yours: coordgen never overwrites it.

import UIKit

/// Makes the screens of CookingFlow.
extension ModuleFactoryImp: CookingModuleFactory {
    func makeCookingStep(recipe: Recipe, servings: Int) -> any CookingStepModule {
        CookingStepViewController(recipe: recipe, servings: servings)
    }

    func makeCookingTips() -> any CookingTipsModule {
        CookingTipsViewController()
    }

    func makeTimerSettings() -> any TimerSettingsModule {
        TimerSettingsViewController()
    }
}
