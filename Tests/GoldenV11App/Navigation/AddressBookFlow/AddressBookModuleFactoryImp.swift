// Written once by coordgen from Tests/GoldenV11App/Flows/AddressBookFlow.md. Yours to edit: coordgen keeps your edits.

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
