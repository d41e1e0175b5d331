// Written once by coordgen from docs/examples/Shop/Flows/AddressBookFlow.md. Yours to edit: coordgen keeps your edits.

import UIKit

/// Makes the screens of AddressBookFlow.
extension ModuleFactoryImp: AddressBookModuleFactory {
    func makeAddresses() -> any AddressesModule {
        AddressesViewController()
    }

    func makeEditAddress() -> any EditAddressModule {
        EditAddressViewController()
    }
}
