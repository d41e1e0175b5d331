// Written once by coordgen from Flows/PhoneVerifyFlow.md. Yours to edit: coordgen keeps your edits.

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
