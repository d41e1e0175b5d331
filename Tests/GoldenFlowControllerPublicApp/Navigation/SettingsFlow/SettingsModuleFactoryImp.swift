// Written once by coordgen from Flows/SettingsFlow.md. Yours to edit: coordgen keeps your edits.

import UIKit

/// Makes the screens of SettingsFlow.
extension ModuleFactoryImp: SettingsModuleFactory {
    func makeSettings() -> any SettingsModule {
        SettingsViewController()
    }
}
