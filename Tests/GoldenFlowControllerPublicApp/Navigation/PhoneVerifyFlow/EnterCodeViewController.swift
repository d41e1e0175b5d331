// Written once by coordgen from Flows/PhoneVerifyFlow.md. Yours to edit: coordgen keeps your edits.

import Foundation
import UIKit

/// The Enter Code screen of PhoneVerifyFlow.
final class EnterCodeViewController: UIViewController, EnterCodeModule {
    /// Finishes the flow with phone.
    var onVerified: ((String) -> Void)?
    /// Goes back one screen.
    var onResend: (() -> Void)?

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
        title = "Enter Code"
        // Build the screen here, then call its events when the user acts:
        // onVerified?(phone)
        // onResend?()
    }
}
