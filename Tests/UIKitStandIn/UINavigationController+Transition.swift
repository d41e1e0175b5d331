// UIKit stand-in for Linux: the navigation-stack transition engine (internal; not UIKit API).

import Foundation

extension UINavigationController {
    /// Replaces the stack with `newStack` in one synchronous transition (the steps are listed on
    /// `UINavigationController`). Returns the removed controllers, `[]` when nothing changed, `nil`
    /// when the change is refused (recorded in `UIKitStandIn.warnings`).
    ///
    /// `interactive` models the edge-swipe: the transition starts interactive; when `cancelled`, the
    /// user gives up: the delegate got `willShow` with the controller underneath, then the stack is
    /// restored, completion blocks run with `isCancelled == true`, and no `didShow` is sent.
    @discardableResult
    func performStackChange(
        to newStack: [UIViewController],
        animated: Bool,
        interactive: Bool = false,
        cancelled: Bool = false
    ) -> [UIViewController]? {
        guard isAcceptableStack(newStack) else { return nil }
        let oldStack = childStorage
        if oldStack.count == newStack.count && zip(oldStack, newStack).allSatisfy({ $0 === $1 }) {
            return []
        }
        if activeTransitionCount > 0 {
            UIKitStandIn.warning(
                "\(standInName): a navigation stack change started while another one is in progress "
                    + "(UIKit may drop it or break its navigation bar).")
        }
        let removed = oldStack.filter { old in !newStack.contains { $0 === old } }
        let added = newStack.filter { new in !oldStack.contains { $0 === new } }
        let oldTop = oldStack.last
        let newTop = newStack.last

        for controller in added {
            controller.detachFromParentSilently()
        }
        for controller in removed {
            controller.willMove(toParent: nil)
        }
        for controller in added {
            controller.willMove(toParent: self)
        }
        childStorage = newStack
        for controller in removed {
            controller.parent = nil
            controller.isMovingFromParentFlag = true
        }
        for controller in added {
            controller.parent = self
            controller.isMovingToParentFlag = true
        }

        var coordinator: StandInTransitionCoordinator?
        if animated, let oldTop, let newTop, oldTop !== newTop {
            coordinator = StandInTransitionCoordinator(
                from: oldTop, to: newTop, animated: true, interactive: interactive, presentationStyle: .none)
        }
        let involved = [self] + [oldTop, newTop].compactMap { $0 }
        let savedCoordinators = involved.map { $0.transitionCoordinatorStorage }
        if let coordinator {
            for controller in involved {
                controller.transitionCoordinatorStorage = coordinator
            }
        }
        defer {
            for (controller, saved) in zip(involved, savedCoordinators) {
                controller.transitionCoordinatorStorage = saved
            }
            for controller in removed + added {
                controller.isMovingFromParentFlag = false
                controller.isMovingToParentFlag = false
            }
        }

        activeTransitionCount += 1
        if let newTop {
            delegate?.navigationController(self, willShow: newTop, animated: animated)
        }
        if interactive, let coordinator {
            coordinator.endInteraction(cancelled: cancelled)
            if cancelled {
                childStorage = oldStack
                for controller in added {
                    controller.parent = nil
                }
                for controller in removed {
                    controller.parent = self
                }
                coordinator.finish()
                activeTransitionCount -= 1
                return []
            }
        }
        coordinator?.finish()
        for controller in removed {
            controller.didMove(toParent: nil)
        }
        for controller in added {
            controller.didMove(toParent: self)
        }
        activeTransitionCount -= 1
        if let newTop {
            delegate?.navigationController(self, didShow: newTop, animated: animated)
        }
        return removed
    }

    /// UIKit raises for a stack holding the same controller twice, a navigation controller, the
    /// navigation controller itself, or a controller that is presented modally.
    private func isAcceptableStack(_ stack: [UIViewController]) -> Bool {
        var seen = Set<ObjectIdentifier>()
        for controller in stack {
            if !seen.insert(ObjectIdentifier(controller)).inserted {
                UIKitStandIn.exception(
                    "Pushing the same view controller instance (\(controller.standInName)) more than once is not "
                        + "supported.")
                return false
            }
            if controller is UINavigationController {
                UIKitStandIn.exception("Pushing a navigation controller is not supported: \(controller.standInName).")
                return false
            }
            if controller.presentingStorage != nil {
                UIKitStandIn.exception(
                    "\(controller.standInName) is presented modally and cannot be put on a navigation stack.")
                return false
            }
        }
        return true
    }
}
