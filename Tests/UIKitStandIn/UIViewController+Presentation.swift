// UIKit stand-in for Linux: the modal presentation engine behind `present` and `dismiss`
// (internal; not UIKit API).

import Foundation

extension UIViewController {
    /// How the stand-in names a view controller in warnings: its type, and its title when set.
    var standInName: String {
        let typeName = String(describing: Swift.type(of: self))
        guard let title else { return typeName }
        return "\(typeName)(\"\(title)\")"
    }

    /// This controller or its nearest ancestor that is presented modally, if any.
    var presentedAncestor: UIViewController? {
        var candidate: UIViewController? = self
        while let current = candidate {
            if current.presentingStorage != nil {
                return current
            }
            candidate = current.parent
        }
        return nil
    }

    /// Removes this controller from its container without containment callbacks (what UIKit does to
    /// a child that is added to another container).
    func detachFromParentSilently() {
        guard let parent else { return }
        parent.childStorage.removeAll { $0 === self }
        self.parent = nil
    }

    /// The outermost container of this controller (itself when it has no parent).
    var outermostAncestor: UIViewController {
        var current = self
        while let parent = current.parent {
            current = parent
        }
        return current
    }

    /// `present(_:animated:completion:)`. As in UIKit (without `definesPresentationContext`), the
    /// presentation is made by the receiver's outermost container: a screen inside a navigation
    /// controller presents from the navigation controller, a screen inside a presented container
    /// presents over that container. Refused, without calling `completion`, when UIKit refuses
    /// (that presenter already presents something: a console warning on iOS) or raises (presenting
    /// the receiver or its own container, an already presented controller, or a contained one).
    func standInPresent(_ presented: UIViewController, animated: Bool, completion: (() -> Void)?) {
        let presenter = outermostAncestor
        if presented === self || presented === presenter {
            UIKitStandIn.exception(
                "Application tried to present modal view controller on itself. Presenting controller is "
                    + "\(presented.standInName).")
            return
        }
        if let current = presenter.presentedStorage {
            UIKitStandIn.warning(
                "Attempt to present \(presented.standInName) on \(presenter.standInName) (from \(standInName)) "
                    + "which is already presenting \(current.standInName).")
            return
        }
        if let previousPresenter = presented.presentingStorage {
            UIKitStandIn.exception(
                "Application tried to present modally a view controller \(presented.standInName) that is already "
                    + "being presented by \(previousPresenter.standInName).")
            return
        }
        if let container = presented.parent {
            UIKitStandIn.exception(
                "Application tried to present modally a view controller \(presented.standInName) that has a parent "
                    + "view controller \(container.standInName).")
            return
        }
        let presentationController =
            presented.presentationControllerStorage
            ?? UIPresentationController(presentedViewController: presented, presenting: presenter)
        presentationController.presentingStorage = presenter
        presented.presentationControllerStorage = presentationController
        presented.presentingStorage = presenter
        presenter.presentedStorage = presented
        completion?()
    }

    /// `dismiss(animated:completion:)`: dismisses what the receiver (or its nearest presenting
    /// ancestor) presents, together with everything presented above it; called on a presented
    /// controller (or one inside a presented container) with nothing presented, UIKit forwards the
    /// call to the presenter. `completion` runs in every case, also when there is nothing to dismiss.
    /// No presentation-controller delegate method is called (UIKit calls them only for
    /// user-initiated dismissals).
    func standInDismiss(animated: Bool, completion: (() -> Void)?) {
        var candidate: UIViewController? = self
        while let current = candidate {
            if let presented = current.presentedStorage {
                current.removePresentation(of: presented)
                completion?()
                return
            }
            candidate = current.parent
        }
        if let presenter = presentingViewController {
            presenter.dismiss(animated: animated, completion: completion)
            return
        }
        completion?()
    }

    /// Ends the presentation of `presented` (and of everything it presents) by the receiver.
    func removePresentation(of presented: UIViewController) {
        if let above = presented.presentedStorage {
            presented.removePresentation(of: above)
        }
        presented.presentingStorage = nil
        presented.presentationControllerStorage?.presentingStorage = nil
        if presentedStorage === presented {
            presentedStorage = nil
        }
    }
}
