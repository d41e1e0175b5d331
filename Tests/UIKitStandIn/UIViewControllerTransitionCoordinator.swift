// UIKit stand-in for Linux: transition coordinator protocols and the stand-in's coordinator object.

import Foundation

/// Information about an in-progress view controller transition.
// developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinatorcontext
@MainActor
public protocol UIViewControllerTransitionCoordinatorContext: NSObjectProtocol {
    // developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinatorcontext/isanimated
    var isAnimated: Bool { get }

    // developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinatorcontext/presentationstyle
    var presentationStyle: UIModalPresentationStyle { get }

    // developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinatorcontext/initiallyinteractive
    var initiallyInteractive: Bool { get }

    // developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinatorcontext/isinteractive
    var isInteractive: Bool { get }

    // developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinatorcontext/iscancelled
    var isCancelled: Bool { get }

    // developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinatorcontext/transitionduration
    var transitionDuration: TimeInterval { get }

    // developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinatorcontext/viewcontroller(forkey:)
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
}

/// Support for animations and notifications associated with a view controller transition.
// developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinator
@MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    // developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinator/animate(alongsidetransition:completion:)
    // (UIKit gives `completion` a `nil` default; a Swift protocol requirement cannot, so the
    // one-argument form is provided by the extension below.)
    @discardableResult
    func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool

    // developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinator/notifywheninteractionchanges(_:)
    func notifyWhenInteractionChanges(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void)
}

extension UIViewControllerTransitionCoordinator {
    // developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinator/animate(alongsidetransition:completion:)
    /// `animate(alongsideTransition:completion:)` with UIKit's default `completion: nil`.
    @discardableResult
    public func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        animate(alongsideTransition: animation, completion: nil)
    }
}

/// The stand-in's transition coordinator (UIKit's own is a private class).
///
/// Transitions in the stand-in complete synchronously, inside the UIKit call that started them
/// (there is no run loop and no animation). While the transition runs the coordinator is attached
/// to the view controllers involved, so `transitionCoordinator` returns it:
/// - alongside animation blocks run immediately, when they are registered;
/// - completion blocks run when the transition completes (before `didShow` for navigation);
/// - interaction-change handlers run when an interactive transition stops being interactive.
/// Once the transition is over, `animate(alongsideTransition:completion:)` returns `false` and runs nothing.
/// The coordinator references the view controllers weakly, so keeping it does not keep them alive.
@MainActor
final class StandInTransitionCoordinator: NSObject, UIViewControllerTransitionCoordinator {
    let isAnimated: Bool
    let presentationStyle: UIModalPresentationStyle
    let initiallyInteractive: Bool
    private(set) var isInteractive: Bool
    private(set) var isCancelled = false
    let transitionDuration: TimeInterval

    private weak var fromViewController: UIViewController?
    private weak var toViewController: UIViewController?
    private var completions: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var interactionHandlers: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var isFinished = false

    init(
        from: UIViewController?,
        to: UIViewController?,
        animated: Bool,
        interactive: Bool,
        presentationStyle: UIModalPresentationStyle
    ) {
        self.fromViewController = from
        self.toViewController = to
        self.isAnimated = animated
        self.initiallyInteractive = interactive && animated
        self.isInteractive = interactive && animated
        self.presentationStyle = presentationStyle
        self.transitionDuration = animated ? 0.35 : 0
        super.init()
    }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        switch key {
        case .from: return fromViewController
        case .to: return toViewController
        default: return nil
        }
    }

    @discardableResult
    func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        guard !isFinished else { return false }
        animation?(self)
        if let completion {
            completions.append(completion)
        }
        return true
    }

    func notifyWhenInteractionChanges(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void) {
        guard !isFinished else { return }
        interactionHandlers.append(handler)
    }

    /// Ends the interactive phase (the user lifts the finger): runs the interaction-change handlers.
    func endInteraction(cancelled: Bool) {
        guard isInteractive else { return }
        isInteractive = false
        isCancelled = cancelled
        let handlers = interactionHandlers
        interactionHandlers = []
        for handler in handlers {
            handler(self)
        }
    }

    /// Completes the transition: runs the queued completion blocks once.
    func finish() {
        guard !isFinished else { return }
        let blocks = completions
        completions = []
        for block in blocks {
            block(self)
        }
        isFinished = true
        interactionHandlers = []
    }
}
