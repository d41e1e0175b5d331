// Written once by coordgen from docs/examples/Shop/Flows/StoreFlow.md. Yours to edit: coordgen keeps your edits.

import Foundation
import UIKit

/// The ConfirmClear alert of StoreFlow: a wrapper, because `UIAlertController` does not support
/// subclassing.
final class ConfirmClearAlert: ConfirmClearModule {
    /// Dismisses what is presented.
    var onEmpty: (() -> Void)?

    /// The values the alert was opened with.
    struct Input {
        var count: Int
    }

    let input: Input

    init(count: Int) {
        input = Input(count: count)
    }

    func toPresent() -> UIViewController? {
        let alert = UIAlertController(title: "Empty the basket?", message: nil, preferredStyle: .alert)
        // The actions keep this wrapper alive as long as the alert; it does not keep the alert.
        alert.addAction(UIAlertAction(title: "Empty", style: .default) { _ in self.onEmpty?() })
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        return alert
    }
}
