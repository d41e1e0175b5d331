// Written once by coordgen from docs/examples/Flows/CookingFlow.md. Yours to edit: coordgen keeps your edits.

import UIKit

/// Makes the view controllers of CookingFlow: pass each one its router, and the services it
/// needs from the locator (`locator.inject()`).
extension ViewFactoryImp: CookingViewFactory {
    func makeCookingStep(
        recipe: Recipe, servings: Int, router: CookingStepRouter, locator: ServiceLocator
    ) -> UIViewController {
        CookingStepViewController(recipe: recipe, servings: servings, router: router)
    }

    func makeCookingTips(router: CookingTipsRouter, locator: ServiceLocator) -> UIViewController {
        CookingTipsViewController(router: router)
    }

    func makeTimerSettings(router: TimerSettingsRouter, locator: ServiceLocator) -> UIViewController {
        TimerSettingsViewController(router: router)
    }
}
