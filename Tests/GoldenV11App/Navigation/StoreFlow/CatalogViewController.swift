// Written once by coordgen from docs/examples/Shop/Flows/StoreFlow.md. Yours to edit: coordgen keeps your edits.

import UIKit

/// The Catalog screen of StoreFlow.
final class CatalogViewController: UIViewController, CatalogModule {
    /// Runs one branch, chosen by session.
    var onCheckoutTap: (() -> Void)?
    /// Runs one branch, chosen by saleOnly.
    var onFilter: ((Bool) -> Void)?
    /// Runs one branch, chosen by method.
    var onDelivery: ((DeliveryMethod) -> Void)?
    /// Runs one branch, chosen by prefersSale.
    var onShortcut: (() -> Void)?
    /// Runs one branch, chosen by account.
    var onLeave: (() -> Void)?
    /// Presents Basket.
    var onBasket: (() -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Catalog"
        // Build the screen here, then call its events when the user acts:
        // onCheckoutTap?()
        // onFilter?(saleOnly)
        // onDelivery?(method)
        // onShortcut?()
        // onLeave?()
        // onBasket?()
    }
}
