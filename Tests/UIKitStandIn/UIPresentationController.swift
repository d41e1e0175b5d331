// UIKit stand-in for Linux: UIPresentationController.

import Foundation

/// Manages the presentation of a view controller.
///
/// A view controller owns its presentation controller (`presentationController` creates it on
/// first access, as UIKit does, so a presenter can set `delegate` before presenting). To avoid
/// retain cycles the presentation controller references both view controllers without owning
/// them: `presentedViewController` is `unowned` (the presented controller owns this object), and
/// the presenting one is weak. Before the presentation starts, and after it ends,
/// `presentingViewController` falls back to the presented controller itself (UIKit's value is
/// undefined then; the stand-in must not crash).
// developer.apple.com/documentation/uikit/uipresentationcontroller
@MainActor
open class UIPresentationController: NSObject {
    private unowned let presented: UIViewController
    weak var presentingStorage: UIViewController?

    // developer.apple.com/documentation/uikit/uipresentationcontroller/delegate
    weak open var delegate: (any UIAdaptivePresentationControllerDelegate)?

    // developer.apple.com/documentation/uikit/uipresentationcontroller/init(presentedviewcontroller:presenting:)
    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        self.presented = presentedViewController
        self.presentingStorage = presentingViewController
        super.init()
    }

    // developer.apple.com/documentation/uikit/uipresentationcontroller/presentedviewcontroller
    open var presentedViewController: UIViewController {
        presented
    }

    // developer.apple.com/documentation/uikit/uipresentationcontroller/presentingviewcontroller
    open var presentingViewController: UIViewController {
        presentingStorage ?? presented
    }

    // developer.apple.com/documentation/uikit/uipresentationcontroller/presentationstyle
    open var presentationStyle: UIModalPresentationStyle {
        presented.modalPresentationStyle
    }
}
