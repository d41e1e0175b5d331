// Written once by coordgen from docs/examples/Flows/CookingFlow.md. Yours to edit: coordgen keeps your edits.

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
