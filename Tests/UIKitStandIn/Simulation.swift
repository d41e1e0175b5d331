// UIKit stand-in for Linux: TEST HOOKS. Nothing in this file is UIKit API.
//
// Generated code must never call these: they exist so tests can play the user (back button,
// edge swipe, sheet swipe-down) and inspect what UIKit would have refused. On iOS they do not exist,
// so any use outside tests fails to compile there.

import Foundation

/// Test hooks of the UIKit stand-in (not part of UIKit).
///
/// `warnings` records, in order, every call that UIKit would have refused: entries starting with
/// `"exception: "` are calls that raise an Objective-C exception on iOS (the app would crash);
/// entries starting with `"warning: "` are refusals UIKit only logs (for example presenting on a
/// controller that already presents something), and stand-in notes (a refused simulated gesture).
/// It is main-actor state: call `resetWarnings()` in `setUp`.
@MainActor
public enum UIKitStandIn {
    /// What UIKit would have refused or logged, oldest first (see the type's documentation).
    public private(set) static var warnings: [String] = []

    /// Whether any recorded entry is one UIKit raises an exception for.
    public static var hasExceptions: Bool {
        warnings.contains { $0.hasPrefix("exception: ") }
    }

    /// Empties `warnings`.
    public static func resetWarnings() {
        warnings = []
    }

    static func warning(_ message: String) {
        warnings.append("warning: " + message)
    }

    static func exception(_ message: String) {
        warnings.append("exception: " + message)
    }

    /// The controller the user sees in the window-less hierarchy rooted at `root`: follows
    /// presentations (`presentedViewController`, own presentations first), navigation stacks
    /// (`topViewController`) and the last embedded child of any other container view controller
    /// (a flow controller's content), and the selected tab of a tab bar controller, until none leads
    /// further.
    public static func topmostViewController(from root: UIViewController) -> UIViewController {
        var current = root
        while true {
            if let presented = current.presentedStorage {
                current = presented
            } else if let tabBarController = current as? UITabBarController,
                let selected = tabBarController.selectedViewController
            {
                current = selected
            } else if let navigationController = current as? UINavigationController,
                let top = navigationController.topViewController
            {
                current = top
            } else if !(current is UINavigationController), let child = current.childStorage.last {
                current = child
            } else {
                return current
            }
        }
    }

    /// A one-line picture of the hierarchy rooted at `root`, for assertion messages, e.g.
    /// `UINavigationController[ListVC("List"), DetailVC] -> UINavigationController[EditVC]`
    /// (`[...]`: a navigation stack, bottom first; `{...}`: embedded children of another container;
    /// `->`: presents).
    public static func hierarchyDescription(from root: UIViewController) -> String {
        var text = root.standInName
        if let navigationController = root as? UINavigationController {
            let stack = navigationController.viewControllers.map { hierarchyDescription(from: $0) }
            text += "[" + stack.joined(separator: ", ") + "]"
        } else if !root.childStorage.isEmpty {
            let embedded = root.childStorage.map { hierarchyDescription(from: $0) }
            text += "{" + embedded.joined(separator: ", ") + "}"
        }
        if let presented = root.presentedStorage {
            text += " -> " + hierarchyDescription(from: presented)
        }
        return text
    }
}

extension UINavigationController {
    /// TEST HOOK (not UIKit): the user taps the back button.
    ///
    /// Like UIKit, this calls `popViewController(animated:)` (so subclass overrides run), with the
    /// usual delegate calls and, when `animated`, a transition coordinator (`.from`: the popped
    /// controller, `.to`: the one underneath). Refused (returns `false`, records a warning) when
    /// there is no back button to tap: a single controller on the stack, the navigation bar hidden,
    /// or the stack covered by a modal presentation.
    @discardableResult
    public func simulateBackButton(animated: Bool = true) -> Bool {
        guard canUserGoBack(gesture: "back button") else { return false }
        if isNavigationBarHidden {
            UIKitStandIn.warning("\(standInName): back button tapped while the navigation bar is hidden; ignored.")
            return false
        }
        return popViewController(animated: animated) != nil
    }

    /// TEST HOOK (not UIKit): the user swipes back from the left screen edge (animated, interactive).
    ///
    /// The top controller is popped as by the back button, but the coordinator starts interactive
    /// (`isInteractive`/`initiallyInteractive` are `true` during `willShow`); when the finger lifts,
    /// `notifyWhenInteractionChanges` handlers run. With `cancelled: true` the user gives up
    /// half-way: `willShow` is sent for the controller underneath, then the stack is restored,
    /// completion blocks see `isCancelled == true`, and no `didShow` is sent (the stand-in's model of
    /// UIKit; the Apple documentation does not spell the delegate sequence out). Refused like the
    /// back button, including when the navigation bar is hidden (UIKit disables the gesture then).
    @discardableResult
    public func simulateInteractiveSwipeBack(cancelled: Bool = false) -> Bool {
        guard canUserGoBack(gesture: "edge swipe") else { return false }
        if isNavigationBarHidden {
            UIKitStandIn.warning(
                "\(standInName): edge swipe while the navigation bar is hidden; UIKit disables the gesture.")
            return false
        }
        let result = performStackChange(
            to: Array(childStorage.dropLast()), animated: true, interactive: true, cancelled: cancelled)
        return !cancelled && !(result ?? []).isEmpty
    }

    private func canUserGoBack(gesture: String) -> Bool {
        guard childStorage.count > 1 else {
            UIKitStandIn.warning("\(standInName): \(gesture) with \(childStorage.count) controller(s) on the stack.")
            return false
        }
        if let cover = outermostAncestor.presentedStorage {
            UIKitStandIn.warning("\(standInName): \(gesture) while covered by \(cover.standInName).")
            return false
        }
        return true
    }
}

extension UIViewController {
    /// TEST HOOK (not UIKit): the user drags the sheet that shows this controller down.
    ///
    /// The sheet is this controller or its nearest ancestor that is presented. UIKit's sequence:
    /// 1. if the sheet, or a controller it shows (navigation tops, recursively), has
    ///    `isModalInPresentation == true`: `presentationControllerDidAttemptToDismiss(_:)`, stop;
    /// 2. if `presentationControllerShouldDismiss(_:)` returns `false`: `...DidAttemptToDismiss(_:)`, stop;
    /// 3. `presentationControllerWillDismiss(_:)`, with an animated, interactive coordinator on the sheet
    ///    and its presenter (`.from`: the sheet, `.to`: the presenter) and `isBeingDismissed == true`;
    /// 4. the finger lifts: interaction-change handlers run; with `completes: false` the sheet springs
    ///    back (completions see `isCancelled == true`) and it stops here, without `didDismiss`;
    /// 5. the presentation is removed (as by `dismiss`), completion blocks run,
    ///    then `presentationControllerDidDismiss(_:)`.
    /// Returns whether the sheet was dismissed. Refused, with a warning, when nothing is presented,
    /// when something is presented over the sheet, or for styles the user cannot swipe away
    /// (only `.automatic`, `.pageSheet`, `.formSheet` and `.popover` can be).
    @discardableResult
    public func simulateSwipeDown(completes: Bool = true) -> Bool {
        guard let sheet = presentedAncestor, let presenter = sheet.presentingStorage,
            let presentationController = sheet.presentationControllerStorage
        else {
            UIKitStandIn.warning("\(standInName): swipe down, but it is not presented.")
            return false
        }
        let shown = sheet.shownControllers
        if let cover = shown.lazy.compactMap({ $0.presentedStorage }).first {
            UIKitStandIn.warning("\(sheet.standInName): swipe down while covered by \(cover.standInName).")
            return false
        }
        let swipeable: [UIModalPresentationStyle] = [.automatic, .pageSheet, .formSheet, .popover]
        guard swipeable.contains(sheet.modalPresentationStyle) else {
            UIKitStandIn.warning(
                "\(sheet.standInName): swipe down on a \(sheet.modalPresentationStyle) presentation, which the user "
                    + "cannot swipe away.")
            return false
        }
        let delegate = presentationController.delegate
        if shown.contains(where: { $0.isModalInPresentation })
            || delegate?.presentationControllerShouldDismiss(presentationController) == false
        {
            delegate?.presentationControllerDidAttemptToDismiss(presentationController)
            return false
        }

        let coordinator = StandInTransitionCoordinator(
            from: sheet, to: presenter, animated: true, interactive: true,
            presentationStyle: sheet.modalPresentationStyle)
        let involved = [sheet, presenter]
        let saved = involved.map { $0.transitionCoordinatorStorage }
        for controller in involved {
            controller.transitionCoordinatorStorage = coordinator
        }
        sheet.isBeingDismissedFlag = true
        let endTransition = {
            coordinator.finish()
            sheet.isBeingDismissedFlag = false
            for (controller, previous) in zip(involved, saved) {
                controller.transitionCoordinatorStorage = previous
            }
        }

        presentationController.delegate?.presentationControllerWillDismiss(presentationController)
        coordinator.endInteraction(cancelled: !completes)
        guard completes else {
            endTransition()
            return false
        }
        presenter.removePresentation(of: sheet)
        endTransition()
        presentationController.delegate?.presentationControllerDidDismiss(presentationController)
        return true
    }

    /// This controller and the controllers it shows through containment: navigation tops, recursively.
    var shownControllers: [UIViewController] {
        var chain: [UIViewController] = [self]
        var current: UIViewController = self
        while let navigationController = current as? UINavigationController,
            let top = navigationController.topViewController
        {
            chain.append(top)
            current = top
        }
        return chain
    }
}

extension UIAlertController {
    /// The user taps the button titled `title`. UIKit closes the alert and then runs the button's
    /// handler; with `handlerFirst` the handler runs while the alert is still up, the other order an
    /// app must also survive. Refused, with a warning, when the alert is not presented or has no
    /// enabled button of that title.
    @discardableResult
    public func simulateTap(_ title: String, handlerFirst: Bool = false) -> Bool {
        guard let action = actions.first(where: { $0.title == title && $0.isEnabled }) else {
            UIKitStandIn.warning("\(standInName): no enabled button titled '\(title)'.")
            return false
        }
        guard let presenter = presentingViewController else {
            UIKitStandIn.warning("\(standInName): button '\(title)' tapped, but the alert is not presented.")
            return false
        }
        if handlerFirst {
            action.handler?(action)
            // The handler may have dismissed what is under the alert, and the alert with it.
            if presentingViewController != nil { presenter.dismiss(animated: true) }
        } else {
            presenter.dismiss(animated: true) { action.handler?(action) }
        }
        return true
    }
}

extension UITabBarController {
    /// Plays the user tapping tab `index`, as UIKit does: asks the delegate
    /// (`tabBarController(_:shouldSelect:)`) first, even for the selected tab; a refusal changes
    /// nothing. Tapping the selected tab again pops its navigation controller to the root; tapping
    /// another selects it; either way the delegate hears it next (`tabBarController(_:didSelect:)`,
    /// which UIKit calls for a tap on the selected tab too). Returns
    /// whether the tap was taken (`false` for an index with no tab, or a refusal).
    @discardableResult
    public func simulateTabTap(_ index: Int) -> Bool {
        guard let tabs = viewControllers, tabs.indices.contains(index) else {
            UIKitStandIn.warning("simulateTabTap(\(index)): there is no tab at that index")
            return false
        }
        let tapped = tabs[index]
        if let delegate, !delegate.tabBarController(self, shouldSelect: tapped) { return false }
        if index == selectedIndex {
            (tapped as? UINavigationController)?.popToRootViewController(animated: true)
            delegate?.tabBarController(self, didSelect: tapped)
            return true
        }
        selectedIndex = index
        delegate?.tabBarController(self, didSelect: tapped)
        return true
    }

    /// Whether UIKit would hide the tab bar now: a controller above the root of the selected tab's
    /// navigation stack was pushed with `hidesBottomBarWhenPushed` (UIKit keeps the bar hidden for
    /// every controller pushed above it).
    public var standInHidesTabBar: Bool {
        guard let stack = (selectedViewController as? UINavigationController)?.viewControllers else { return false }
        return stack.dropFirst().contains { $0.hidesBottomBarWhenPushed }
    }
}
