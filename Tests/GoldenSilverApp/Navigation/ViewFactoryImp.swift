// Written once by coordgen from docs/examples/Flows. Yours to edit: coordgen keeps your edits.

import UIKit

/// Makes every screen's view controller: one extension per flow, next to its view controllers.
/// It gets the service locator with every call and must not keep it (the locator keeps it).
///
/// coordgen wrote this file once as a starting point; edit it freely.
@MainActor
final class ViewFactoryImp {
    init() {}
}
