// Written once by coordgen from Flows/PhoneVerifyFlow.md. Yours to edit: coordgen keeps your edits.

import Foundation
import UIKit

/// The Enter Phone screen of PhoneVerifyFlow.
final class EnterPhoneViewController: UIViewController, EnterPhoneModule {
    /// Pushes EnterCode.
    var onSubmit: ((String) -> Void)?
    /// Cancels the flow.
    var onCancel: (() -> Void)?

    /// The values the screen was opened with.
    struct Input {
        var phone: String
    }

    let input: Input

    init(phone: String) {
        input = Input(phone: phone)
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        nil
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Enter Phone"
        // Build the screen here, then call its events when the user acts:
        // onSubmit?(phone)
        // onCancel?()
    }
}
