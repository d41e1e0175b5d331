// Written once by coordgen from docs/examples/Shop/Flows/StoreFlow.md. Yours to edit: coordgen keeps your edits.

import UIKit

/// The ConfirmLeave alert of StoreFlow: a wrapper, because `UIAlertController` does not support
/// subclassing.
final class ConfirmLeaveAlert: ConfirmLeaveModule {
    /// Goes back one screen.
    var onLeaveSale: (() -> Void)?

    func toPresent() -> UIViewController? {
        let alert = UIAlertController(title: "Confirm Leave", message: nil, preferredStyle: .alert)
        // The actions keep this wrapper alive as long as the alert; it does not keep the alert.
        alert.addAction(UIAlertAction(title: "Leave Sale", style: .default) { _ in self.onLeaveSale?() })
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        return alert
    }
}
