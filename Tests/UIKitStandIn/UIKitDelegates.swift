// UIKit stand-in for Linux: the delegate protocols of UINavigationController and UIPresentationController.
//
// UIKit declares these methods `optional` (Objective-C protocols). Optional requirements cannot
// exist on Linux, so each one is an ordinary requirement with a default implementation in a
// protocol extension: conformers may omit any of them, as on iOS. A conformer's method must match
// the signature exactly to replace the default (on iOS a near miss only draws a warning).

import Foundation

/// The interface for an object that serves as a navigation controller's delegate.
// developer.apple.com/documentation/uikit/uinavigationcontrollerdelegate
@MainActor
public protocol UINavigationControllerDelegate: NSObjectProtocol {
    // developer.apple.com/documentation/uikit/uinavigationcontrollerdelegate/navigationcontroller(_:willshow:animated:)
    func navigationController(
        _ navigationController: UINavigationController,
        willShow viewController: UIViewController,
        animated: Bool
    )

    // developer.apple.com/documentation/uikit/uinavigationcontrollerdelegate/navigationcontroller(_:didshow:animated:)
    func navigationController(
        _ navigationController: UINavigationController,
        didShow viewController: UIViewController,
        animated: Bool
    )
}

extension UINavigationControllerDelegate {
    // developer.apple.com/documentation/uikit/uinavigationcontrollerdelegate/navigationcontroller(_:willshow:animated:)
    /// Default for the optional requirement: does nothing.
    public func navigationController(
        _ navigationController: UINavigationController,
        willShow viewController: UIViewController,
        animated: Bool
    ) {}

    // developer.apple.com/documentation/uikit/uinavigationcontrollerdelegate/navigationcontroller(_:didshow:animated:)
    /// Default for the optional requirement: does nothing.
    public func navigationController(
        _ navigationController: UINavigationController,
        didShow viewController: UIViewController,
        animated: Bool
    ) {}
}

/// The delegate of a presentation controller; the stand-in covers the dismissal callbacks
/// (the adaptivity callbacks are not part of it).
// developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate
@MainActor
public protocol UIAdaptivePresentationControllerDelegate: NSObjectProtocol {
    // developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate/presentationcontrollershoulddismiss(_:)
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool

    // developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate/presentationcontrollerwilldismiss(_:)
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController)

    // developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate/presentationcontrollerdiddismiss(_:)
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)

    // developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate/presentationcontrollerdidattempttodismiss(_:)
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
    // developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate/presentationcontrollershoulddismiss(_:)
    /// Default for the optional requirement: allows the dismissal (UIKit's behaviour when not implemented).
    public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        true
    }

    // developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate/presentationcontrollerwilldismiss(_:)
    /// Default for the optional requirement: does nothing.
    public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}

    // developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate/presentationcontrollerdiddismiss(_:)
    /// Default for the optional requirement: does nothing.
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}

    // developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate/presentationcontrollerdidattempttodismiss(_:)
    /// Default for the optional requirement: does nothing.
    public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}
}
