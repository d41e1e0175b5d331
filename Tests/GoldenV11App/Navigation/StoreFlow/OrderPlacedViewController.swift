// Written once by coordgen from docs/examples/Shop/Flows/StoreFlow.md. Yours to edit: coordgen keeps your edits.

import Foundation
import UIKit

/// The Order Placed screen of StoreFlow.
final class OrderPlacedViewController: UIViewController, OrderPlacedModule {
    /// Goes back to the first screen.
    var onDone: (() -> Void)?

    /// The values the screen was opened with.
    struct Input {
        var order: Order
    }

    let input: Input

    init(order: Order) {
        input = Input(order: order)
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        nil
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Order Placed"
        // Build the screen here, then call its events when the user acts:
        // onDone?()
    }
}
