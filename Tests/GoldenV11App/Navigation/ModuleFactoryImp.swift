// Written once by coordgen from docs/examples/Shop/Flows. Yours to edit: coordgen keeps your edits.

import UIKit

/// Makes every screen of the app: one extension per flow, next to its view controllers.
///
/// coordgen wrote this file once as a starting point; edit it freely.
@MainActor
final class ModuleFactoryImp {
    /// The app's services, for the screens that need them.
    let dependencies: any ModuleDependencies

    init(dependencies: any ModuleDependencies) {
        self.dependencies = dependencies
    }
}
