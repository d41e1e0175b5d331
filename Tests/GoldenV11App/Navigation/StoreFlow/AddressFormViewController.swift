// Written once by coordgen from docs/examples/Shop/Flows/StoreFlow.md. Yours to edit: coordgen keeps your edits.

import Foundation
import UIKit

/// The Address Form screen of StoreFlow.
final class AddressFormViewController: UIViewController, AddressFormModule {
    /// Goes back one screen.
    var onSave: (() -> Void)?

    /// The values the screen was opened with.
    struct Input {
        var zone: DeliveryZone
    }

    let input: Input

    init(zone: DeliveryZone) {
        input = Input(zone: zone)
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        nil
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Address Form"
        // Build the screen here, then call its events when the user acts:
        // onSave?()
    }
}
