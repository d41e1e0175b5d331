// Written once by coordgen from Flows/SettingsFlow.md. This file is yours: coordgen never overwrites it.

import UIKit

/// Makes the screens of SettingsFlow.
extension ModuleFactoryImp: SettingsModuleFactory {
    func makeSettings() -> any SettingsModule {
        SettingsViewController()
    }
}
