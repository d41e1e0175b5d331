// Written once by coordgen from docs/examples/Shop/Flows/StoreFlow.md. Yours to edit: coordgen keeps your edits.

import UIKit

/// Makes the screens of StoreFlow.
extension ModuleFactoryImp: StoreModuleFactory {
    func makeCatalog() -> any CatalogModule {
        CatalogViewController()
    }

    func makeSale() -> any SaleModule {
        SaleViewController()
    }

    func makeBasket() -> any BasketModule {
        BasketViewController()
    }

    func makeConfirmClear(count: Int) -> any ConfirmClearModule {
        ConfirmClearAlert(count: count)
    }

    func makeConfirmLeave() -> any ConfirmLeaveModule {
        ConfirmLeaveAlert()
    }

    func makePickupPoints() -> any PickupPointsModule {
        PickupPointsViewController()
    }

    func makeAddressForm(zone: DeliveryZone) -> any AddressFormModule {
        AddressFormViewController(zone: zone)
    }

    func makeOrderPlaced(order: Order) -> any OrderPlacedModule {
        OrderPlacedViewController(order: order)
    }
}
