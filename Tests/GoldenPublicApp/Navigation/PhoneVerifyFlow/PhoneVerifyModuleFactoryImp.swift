// Written once by coordgen from Flows/PhoneVerifyFlow.md. This file is yours: coordgen never overwrites it.

import UIKit

/// Makes the screens of PhoneVerifyFlow.
extension ModuleFactoryImp: PhoneVerifyModuleFactory {
    func makeEnterPhone(phone: String) -> any EnterPhoneModule {
        EnterPhoneViewController(phone: phone)
    }

    func makeEnterCode(phone: String) -> any EnterCodeModule {
        EnterCodeViewController(phone: phone)
    }
}
