// Written once by coordgen from Flows/ItemCreateFlow.md. Yours to edit: coordgen keeps your edits.

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
