// Written once by coordgen from docs/examples/Shop/Flows/OrderFlow.md. Yours to edit: coordgen keeps your edits.

import UIKit

/// Makes the screens of OrderFlow.
extension ModuleFactoryImp: OrderModuleFactory {
    func makePay() -> any PayModule {
        PayViewController()
    }
}
