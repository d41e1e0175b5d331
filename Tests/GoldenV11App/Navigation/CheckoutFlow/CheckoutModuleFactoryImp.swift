// Written once by coordgen from docs/examples/Shop/Flows/CheckoutFlow.md. Yours to edit: coordgen keeps your edits.

import UIKit

/// Makes the screens of CheckoutFlow.
extension ModuleFactoryImp: CheckoutModuleFactory {
    func makeCart() -> any CartModule {
        CartViewController()
    }

    func makeDelivery() -> any DeliveryModule {
        DeliveryViewController()
    }

    func makePayment(total: Int) -> any PaymentModule {
        PaymentViewController(total: total)
    }

    func makeReview() -> any ReviewModule {
        ReviewViewController()
    }

    func makeTerms(url: URL) -> UIViewController {
        UIViewController()  // return SFSafariViewController(url: url), or another controller of your own
    }

    func makeCardPicker() -> any CardPickerModule {
        CardPickerViewController()
    }
}
