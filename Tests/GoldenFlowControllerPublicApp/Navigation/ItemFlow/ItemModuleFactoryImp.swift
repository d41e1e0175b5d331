// Written once by coordgen from Flows/ItemFlow.md. Yours to edit: coordgen keeps your edits.

import UIKit

/// Makes the screens of ItemFlow.
extension ModuleFactoryImp: ItemModuleFactory {
    func makeItemList() -> any ItemListModule {
        ItemListViewController()
    }

    func makeItemDetail(item: Item) -> any ItemDetailModule {
        ItemDetailViewController(item: item)
    }

    func makeItemEdit(item: Item) -> any ItemEditModule {
        ItemEditViewController(item: item)
    }
}
