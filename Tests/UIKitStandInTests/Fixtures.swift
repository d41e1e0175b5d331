// Fixtures for the UIKit stand-in tests: screens and delegates written the way generated code and
// apps write them against real UIKit (so these also check that the usual subclassing patterns compile).

import Foundation
import UIKit
import XCTest

/// A screen with only default-initialised properties: inherits `init()` like a UIKit subclass.
final class PlainScreen: UIViewController {
    var onDone: (() -> Void)?
}

/// A screen with an input: the usual designated initializer plus a non-crashing `init?(coder:)`.
final class ItemScreen: UIViewController {
    let item: String

    init(item: String) {
        self.item = item
        super.init(nibName: nil, bundle: nil)
        title = item
    }

    required init?(coder: NSCoder) {
        nil
    }
}

/// A screen declaring its own `init()` without `override`, as UIKit allows.
final class NoArgumentScreen: UIViewController {
    private(set) var loadCount = 0

    init() {
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        nil
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        loadCount += 1
    }
}

/// A navigation controller subclass that counts `popViewController(animated:)` calls.
final class CountingNavigationController: UINavigationController {
    private(set) var popCount = 0

    override func popViewController(animated: Bool) -> UIViewController? {
        popCount += 1
        return super.popViewController(animated: animated)
    }
}

/// What a `UINavigationControllerDelegate` saw, one entry per call.
struct NavigationEvent: Equatable {
    /// Which delegate method was called.
    enum Kind: Equatable { case willShow, didShow }
    let kind: Kind
    let shown: ObjectIdentifier
    let animated: Bool
    let from: ObjectIdentifier?
    let to: ObjectIdentifier?
    let interactive: Bool?
    let stack: [ObjectIdentifier]
}

/// Records every navigation-delegate call, with the transition coordinator state at that moment.
@MainActor
final class NavigationSpy: NSObject, UINavigationControllerDelegate {
    private(set) var events: [NavigationEvent] = []
    var onWillShow: ((UINavigationController) -> Void)?
    var onDidShow: ((UINavigationController) -> Void)?

    func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool
    ) {
        record(.willShow, navigationController, viewController, animated)
        onWillShow?(navigationController)
    }

    func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) {
        record(.didShow, navigationController, viewController, animated)
        onDidShow?(navigationController)
    }

    private func record(
        _ kind: NavigationEvent.Kind, _ navigationController: UINavigationController,
        _ viewController: UIViewController, _ animated: Bool
    ) {
        let coordinator = navigationController.transitionCoordinator
        events.append(
            NavigationEvent(
                kind: kind,
                shown: ObjectIdentifier(viewController),
                animated: animated,
                from: coordinator?.viewController(forKey: .from).map(ObjectIdentifier.init),
                to: coordinator?.viewController(forKey: .to).map(ObjectIdentifier.init),
                interactive: coordinator?.isInteractive,
                stack: navigationController.viewControllers.map(ObjectIdentifier.init)))
    }
}

/// Records presentation-controller delegate calls; `allowDismiss` answers `presentationControllerShouldDismiss`.
@MainActor
final class PresentationSpy: NSObject, UIAdaptivePresentationControllerDelegate {
    private(set) var calls: [String] = []
    var allowDismiss = true
    private(set) var coordinatorSeenInWillDismiss: (any UIViewControllerTransitionCoordinator)?
    private(set) var beingDismissedInWillDismiss: Bool?

    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        calls.append("shouldDismiss")
        return allowDismiss
    }

    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
        calls.append("willDismiss")
        coordinatorSeenInWillDismiss = presentationController.presentedViewController.transitionCoordinator
        beingDismissedInWillDismiss = presentationController.presentedViewController.isBeingDismissed
    }

    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        calls.append("didDismiss")
    }

    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
        calls.append("didAttemptToDismiss")
    }
}

/// A delegate implementing only `didShow`: the other requirement keeps its default.
@MainActor
final class DidShowOnlyDelegate: NSObject, UINavigationControllerDelegate {
    private(set) var count = 0

    func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) {
        count += 1
    }
}

/// Shorthand for comparing identities in assertions.
func id(_ object: AnyObject) -> ObjectIdentifier {
    ObjectIdentifier(object)
}

/// A screen that records its containment callbacks and the flags UIKit sets around them.
final class ContainmentRecordingScreen: UIViewController {
    private(set) var log: [String] = []

    override func willMove(toParent parent: UIViewController?) {
        super.willMove(toParent: parent)
        log.append(parent == nil ? "willMove(nil)" : "willMove(parent)")
    }

    override func didMove(toParent parent: UIViewController?) {
        super.didMove(toParent: parent)
        log.append(
            parent == nil ? "didMove(nil) moving=\(isMovingFromParent)" : "didMove(parent) moving=\(isMovingToParent)")
    }
}
