/// The members a generated flow controller inherits from `UIViewController`, `UIResponder` and
/// `NSObject` on iOS. A flow input is a stored property of the flow controller, so one of these
/// names would be an override Swift refuses (`title`, `view`, `parent`, …).
enum UIViewControllerMemberNames {
    static let all: Set<String> = [
        // UIViewController: views, titles, containment
        "view", "viewIfLoaded", "isViewLoaded", "title", "nibName", "nibBundle", "storyboard", "parent", "children",
        "navigationController", "navigationItem", "tabBarController", "tabBarItem", "splitViewController",
        "toolbarItems", "hidesBottomBarWhenPushed", "editButtonItem", "isEditing", "restorationIdentifier",
        "restorationClass", "traitCollection", "traitOverrides", "preferredContentSize", "additionalSafeAreaInsets",
        "systemMinimumLayoutMargins", "viewRespectsSystemMinimumLayoutMargins", "edgesForExtendedLayout",
        "extendedLayoutIncludesOpaqueBars", "contentUnavailableConfiguration", "interactions",
        // presentation
        "presentedViewController", "presentingViewController", "presentationController",
        "popoverPresentationController", "sheetPresentationController", "activePresentationController",
        "modalPresentationStyle", "modalTransitionStyle", "modalPresentationCapturesStatusBarAppearance",
        "isModalInPresentation", "definesPresentationContext", "providesPresentationContextTransitionStyle",
        "transitioningDelegate", "transitionCoordinator", "isBeingPresented", "isBeingDismissed", "isMovingToParent",
        "isMovingFromParent", "disablesAutomaticKeyboardDismissal", "performsActionsWhilePresentingModally",
        // status bar, orientation, appearance
        "preferredStatusBarStyle", "prefersStatusBarHidden", "preferredStatusBarUpdateAnimation",
        "childForStatusBarStyle", "childForStatusBarHidden", "prefersHomeIndicatorAutoHidden",
        "childForHomeIndicatorAutoHidden", "childForScreenEdgesDeferringSystemGestures",
        "preferredScreenEdgesDeferringSystemGestures",
        "supportedInterfaceOrientations", "preferredInterfaceOrientationForPresentation", "shouldAutorotate",
        "overrideUserInterfaceStyle", "preferredUserInterfaceStyle", "preferredFocusEnvironments",
        "preferredFocusedView", "parentFocusEnvironment", "focusItemContainer", "focusGroupIdentifier",
        // UIResponder
        "next", "isFirstResponder", "canBecomeFirstResponder", "canResignFirstResponder", "inputView",
        "inputAccessoryView", "inputViewController", "inputAccessoryViewController", "textInputMode",
        "textInputContextIdentifier", "keyCommands", "userActivity", "undoManager", "editingInteractionConfiguration",
        "becomeFirstResponder", "resignFirstResponder", "canPerformAction", "target", "touchesBegan", "touchesMoved",
        "touchesEnded", "touchesCancelled", "pressesBegan", "pressesChanged", "pressesEnded", "pressesCancelled",
        "motionBegan", "motionEnded", "motionCancelled", "remoteControlReceived", "buildMenu", "validate",
        // UIViewController methods
        "loadView", "loadViewIfNeeded", "viewDidLoad", "viewWillAppear", "viewDidAppear", "viewWillDisappear",
        "viewDidDisappear", "viewWillLayoutSubviews", "viewDidLayoutSubviews", "viewIsAppearing",
        "updateViewConstraints", "addChild", "removeFromParent", "willMove", "didMove", "present", "dismiss", "show",
        "showDetailViewController", "setEditing", "setToolbarItems", "setNeedsStatusBarAppearanceUpdate",
        "targetViewController", "performSegue", "shouldPerformSegue", "prepare", "unwind",
        "canPerformUnwindSegueAction",
        "allowedChildrenForUnwinding", "childContaining", "beginAppearanceTransition", "endAppearanceTransition",
        "setOverrideTraitCollection", "overrideTraitCollection", "viewWillTransition", "willTransition",
        "traitCollectionDidChange", "preferredContentSizeDidChange", "systemLayoutFittingSizeDidChange", "size",
        "didReceiveMemoryWarning", "encodeRestorableState", "decodeRestorableState",
        "applicationFinishedRestoringState", "updateUserActivityState", "restoreUserActivityState",
        "setContentScrollView", "contentScrollView", "setNeedsUpdateOfHomeIndicatorAutoHidden",
        "setNeedsUpdateOfScreenEdgesDeferringSystemGestures", "setNeedsFocusUpdate", "updateFocusIfNeeded",
        "shouldUpdateFocus", "didUpdateFocus", "awakeFromNib", "registerForTraitChanges", "updateProperties",
        // NSObject
        "description", "debugDescription", "hash", "hashValue", "classForCoder", "classForKeyedArchiver", "superclass",
        "isProxy", "isEqual", "copy", "mutableCopy", "perform", "responds", "value", "setValue", "observeValue",
        "addObserver", "removeObserver", "willChangeValue", "didChangeValue", "isKind", "isMember", "conforms",
        "method", "encode", "accessibilityLabel", "accessibilityHint", "accessibilityValue", "accessibilityTraits",
        "accessibilityIdentifier", "isAccessibilityElement", "accessibilityElements", "accessibilityFrame",
    ]
}
