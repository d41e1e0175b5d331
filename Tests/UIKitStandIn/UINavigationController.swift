// UIKit stand-in for Linux: UINavigationController (declarations; the stack-change logic lives in
// UINavigationController+Transition.swift).

import Foundation

/// A container view controller that manages a stack of child view controllers.
///
/// Every stack change (push, pop, pop-to, pop-to-root, `setViewControllers`, assigning
/// `viewControllers`, and the simulated back button / swipe) runs one synchronous transition:
/// 1. the removed controllers get `willMove(toParent: nil)`, the added ones `willMove(toParent: self)`;
/// 2. the stack, `parent` and `navigationController` are updated (a removed controller's
///    `navigationController` is `nil` from here on; `isMovingFromParent`/`isMovingToParent` are
///    `true` until the transition ends);
/// 3. when animated and the top changes, a transition coordinator is attached to the navigation
///    controller and to the outgoing (`.from`) and incoming (`.to`) controllers; not animated: none;
/// 4. `delegate.navigationController(_:willShow:animated:)` with the new top;
/// 5. coordinator completion blocks, then `didMove(toParent:)` for the removed and added controllers;
/// 6. `delegate.navigationController(_:didShow:animated:)` with the new top (coordinator still set);
/// 7. the coordinator is detached.
/// Nothing happens (no delegate call) when the new stack equals the old one or is refused.
// developer.apple.com/documentation/uikit/uinavigationcontroller
@MainActor
open class UINavigationController: UIViewController {
    var activeTransitionCount = 0

    // MARK: Creating a navigation controller

    // developer.apple.com/documentation/uikit/uinavigationcontroller/init(rootviewcontroller:)
    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        performStackChange(to: [rootViewController], animated: false)
    }

    // developer.apple.com/documentation/uikit/uinavigationcontroller/init(nibname:bundle:)
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    // developer.apple.com/documentation/uikit/uinavigationcontroller/init(coder:)
    public required init?(coder aDecoder: NSCoder) {
        super.init(coder: aDecoder)
    }

    // MARK: The stack

    // developer.apple.com/documentation/uikit/uinavigationcontroller/viewcontrollers
    open var viewControllers: [UIViewController] {
        get { childStorage }
        set { setViewControllers(newValue, animated: false) }
    }

    // developer.apple.com/documentation/uikit/uinavigationcontroller/topviewcontroller
    open var topViewController: UIViewController? {
        childStorage.last
    }

    // developer.apple.com/documentation/uikit/uinavigationcontroller/visibleviewcontroller
    open var visibleViewController: UIViewController? {
        presentedStorage ?? topViewController
    }

    // developer.apple.com/documentation/uikit/uinavigationcontroller/delegate
    weak open var delegate: (any UINavigationControllerDelegate)?

    // developer.apple.com/documentation/uikit/uinavigationcontroller/setviewcontrollers(_:animated:)
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        performStackChange(to: viewControllers, animated: animated)
    }

    // developer.apple.com/documentation/uikit/uinavigationcontroller/pushviewcontroller(_:animated:)
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        guard !childStorage.contains(where: { $0 === viewController }) else {
            UIKitStandIn.exception("Pushing the same view controller instance more than once is not supported.")
            return
        }
        performStackChange(to: childStorage + [viewController], animated: animated)
    }

    /// Pops the top view controller; does nothing and returns `nil` when the root is on top.
    // developer.apple.com/documentation/uikit/uinavigationcontroller/popviewcontroller(animated:)
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard childStorage.count > 1 else { return nil }
        return performStackChange(to: Array(childStorage.dropLast()), animated: animated)?.last
    }

    /// Pops down to `viewController`; an empty array when it is already on top, `nil` (and an
    /// exception recorded in `UIKitStandIn.warnings`, as UIKit raises one) when it is not on the stack.
    // developer.apple.com/documentation/uikit/uinavigationcontroller/poptoviewcontroller(_:animated:)
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        guard let index = childStorage.firstIndex(where: { $0 === viewController }) else {
            UIKitStandIn.exception(
                "Tried to pop to a view controller that doesn't exist: \(viewController.standInName).")
            return nil
        }
        return performStackChange(to: Array(childStorage[...index]), animated: animated)
    }

    /// Pops down to the root; an empty array when the root is already on top, `nil` for an empty stack.
    // developer.apple.com/documentation/uikit/uinavigationcontroller/poptorootviewcontroller(animated:)
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard let root = childStorage.first else { return nil }
        return performStackChange(to: [root], animated: animated)
    }

    // MARK: The navigation bar

    // developer.apple.com/documentation/uikit/uinavigationcontroller/isnavigationbarhidden
    open var isNavigationBarHidden: Bool = false

    // developer.apple.com/documentation/uikit/uinavigationcontroller/setnavigationbarhidden(_:animated:)
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        isNavigationBarHidden = hidden
    }
}
