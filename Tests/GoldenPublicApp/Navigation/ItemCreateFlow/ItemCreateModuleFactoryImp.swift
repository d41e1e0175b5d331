// Written once by coordgen from Flows/ItemCreateFlow.md. This file is yours: coordgen never overwrites it.

import UIKit

/// Makes the screens of ItemCreateFlow.
extension ModuleFactoryImp: ItemCreateModuleFactory {
    func makeAttributes() -> any AttributesModule {
        AttributesViewController()
    }

    func makeTitle() -> any TitleModule {
        TitleViewController()
    }

    func makeSummary(attributes: [String: String], title: String) -> any SummaryModule {
        SummaryViewController(attributes: attributes, title: title)
    }
}
