// UIKit stand-in for Linux: UIViewController (declarations; the presentation logic lives in
// UIViewController+Presentation.swift).

import Foundation

/// An object that manages a view hierarchy; in the stand-in, the node of a window-less view
/// controller hierarchy (containment, navigation stacks and modal presentations).
///
/// Differences from UIKit, by design:
/// - there is no window: the appearance methods (`viewWillAppear(_:)` ...) and the layout methods
///   (`viewWillLayoutSubviews()`, `viewDidLayoutSubviews()`) are never called by the stand-in (a test
///   may call them itself); accessing `view` loads it (`loadView()`, then `viewDidLoad()`) as UIKit does;
/// - containment (`addChild(_:)`, `removeFromParent()`) never touches views: as on iOS, a container
///   adds the child's view to its own view itself (`addSubview(_:)`, `removeFromSuperview()`);
/// - transitions complete synchronously, before the call that started them returns (see
///   `StandInTransitionCoordinator`), and completion handlers run before that call returns;
/// - the stand-in never owns a controller through a back pointer: `parent`, `presentingViewController`
///   and the presentation controller's references are weak/unowned, so a hierarchy is freed as soon
///   as its owner drops it.
// developer.apple.com/documentation/uikit/uiviewcontroller
@MainActor
open class UIViewController: UIResponder {
    var viewStorage: UIView?
    private var isLoadingView = false
    var childStorage: [UIViewController] = []
    var presentedStorage: UIViewController?
    weak var presentingStorage: UIViewController?
    var presentationControllerStorage: UIPresentationController?
    var transitionCoordinatorStorage: StandInTransitionCoordinator?
    var isMovingFromParentFlag = false
    var isMovingToParentFlag = false
    var isBeingDismissedFlag = false
    var isBeingPresentedFlag = false
    private var navigationItemStorage: UINavigationItem?
    private var tabBarItemStorage: UITabBarItem?

    // MARK: Creating a view controller

    // developer.apple.com/documentation/uikit/uiviewcontroller/init(nibname:bundle:)
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init()
    }

    // developer.apple.com/documentation/uikit/uiviewcontroller/init(coder:)
    public required init?(coder: NSCoder) {
        super.init()
    }

    // developer.apple.com/documentation/uikit/uiviewcontroller (`UIViewController()`: UIKit imports
    // NSObject's `init()` as a convenience initializer calling `init(nibName: nil, bundle: nil)`, so
    // subclasses with default-initialised properties inherit it)
    public convenience override init() {
        self.init(nibName: nil, bundle: nil)
    }

    // MARK: Title and view

    /// Also sets the title of the navigation item when it exists (the one `navigationItem` created;
    /// not one a subclass returns from an override), as UIKit does.
    // developer.apple.com/documentation/uikit/uiviewcontroller/title
    open var title: String? {
        didSet {
            navigationItemStorage?.title = title
        }
    }

    // developer.apple.com/documentation/uikit/uiviewcontroller/view
    open var view: UIView! {
        get {
            loadViewIfNeeded()
            return viewStorage
        }
        set {
            viewStorage = newValue
        }
    }

    // developer.apple.com/documentation/uikit/uiviewcontroller/viewifloaded
    open var viewIfLoaded: UIView? {
        viewStorage
    }

    // developer.apple.com/documentation/uikit/uiviewcontroller/isviewloaded
    open var isViewLoaded: Bool {
        viewStorage != nil
    }

    // developer.apple.com/documentation/uikit/uiviewcontroller/loadview()
    open func loadView() {
        view = UIView(frame: .zero)
    }

    // developer.apple.com/documentation/uikit/uiviewcontroller/loadviewifneeded()
    open func loadViewIfNeeded() {
        guard viewStorage == nil, !isLoadingView else { return }
        isLoadingView = true
        loadView()
        if viewStorage == nil {
            viewStorage = UIView(frame: .zero)
        }
        isLoadingView = false
        viewDidLoad()
    }

    // developer.apple.com/documentation/uikit/uiviewcontroller/viewdidload()
    open func viewDidLoad() {}

    // developer.apple.com/documentation/uikit/uiviewcontroller/viewwillappear(_:)
    open func viewWillAppear(_ animated: Bool) {}

    // developer.apple.com/documentation/uikit/uiviewcontroller/viewdidappear(_:)
    open func viewDidAppear(_ animated: Bool) {}

    // developer.apple.com/documentation/uikit/uiviewcontroller/viewwilldisappear(_:)
    open func viewWillDisappear(_ animated: Bool) {}

    // developer.apple.com/documentation/uikit/uiviewcontroller/viewdiddisappear(_:)
    open func viewDidDisappear(_ animated: Bool) {}

    /// Never called by the stand-in (there is no layout pass).
    // developer.apple.com/documentation/uikit/uiviewcontroller/viewwilllayoutsubviews()
    open func viewWillLayoutSubviews() {}

    /// Never called by the stand-in (there is no layout pass).
    // developer.apple.com/documentation/uikit/uiviewcontroller/viewdidlayoutsubviews()
    open func viewDidLayoutSubviews() {}

    // MARK: Containment

    // developer.apple.com/documentation/uikit/uiviewcontroller/parent
    weak open internal(set) var parent: UIViewController?

    // developer.apple.com/documentation/uikit/uiviewcontroller/children
    open var children: [UIViewController] {
        childStorage
    }

    // developer.apple.com/documentation/uikit/uiviewcontroller/addchild(_:)
    open func addChild(_ childController: UIViewController) {
        guard childController.parent !== self, childController !== self else { return }
        childController.detachFromParentSilently()
        childController.willMove(toParent: self)
        childStorage.append(childController)
        childController.parent = self
    }

    // developer.apple.com/documentation/uikit/uiviewcontroller/removefromparent()
    open func removeFromParent() {
        guard parent != nil else { return }
        detachFromParentSilently()
        didMove(toParent: nil)
    }

    // developer.apple.com/documentation/uikit/uiviewcontroller/willmove(toparent:)
    open func willMove(toParent parent: UIViewController?) {}

    // developer.apple.com/documentation/uikit/uiviewcontroller/didmove(toparent:)
    open func didMove(toParent parent: UIViewController?) {}

    // developer.apple.com/documentation/uikit/uiviewcontroller/navigationcontroller
    open var navigationController: UINavigationController? {
        var ancestor = parent
        while let current = ancestor {
            if let navigationController = current as? UINavigationController {
                return navigationController
            }
            ancestor = current.parent
        }
        return nil
    }

    /// Created on first access, with the controller's current `title`, and kept; subclasses may
    /// override it (`override var navigationItem: UINavigationItem { ... }`) as on iOS.
    // developer.apple.com/documentation/uikit/uiviewcontroller/navigationitem
    open var navigationItem: UINavigationItem {
        if let navigationItemStorage {
            return navigationItemStorage
        }
        let created = UINavigationItem()
        created.title = title
        navigationItemStorage = created
        return created
    }

    /// Created on first access, with the controller's current `title`, and kept.
    // developer.apple.com/documentation/uikit/uiviewcontroller/tabbaritem
    open var tabBarItem: UITabBarItem! {
        get {
            if let tabBarItemStorage {
                return tabBarItemStorage
            }
            let created = UITabBarItem(title: title, image: nil, tag: 0)
            tabBarItemStorage = created
            return created
        }
        set {
            tabBarItemStorage = newValue
        }
    }

    // developer.apple.com/documentation/uikit/uiviewcontroller/tabbarcontroller
    open var tabBarController: UITabBarController? {
        var ancestor = parent
        while let current = ancestor {
            if let tabBarController = current as? UITabBarController {
                return tabBarController
            }
            ancestor = current.parent
        }
        return nil
    }

    // developer.apple.com/documentation/uikit/uiviewcontroller/childforstatusbarstyle
    open var childForStatusBarStyle: UIViewController? {
        nil
    }

    // developer.apple.com/documentation/uikit/uiviewcontroller/childforstatusbarhidden
    open var childForStatusBarHidden: UIViewController? {
        nil
    }

    // developer.apple.com/documentation/uikit/uiviewcontroller/childforhomeindicatorautohidden
    open var childForHomeIndicatorAutoHidden: UIViewController? {
        nil
    }

    // developer.apple.com/documentation/uikit/uiviewcontroller/childforscreenedgesdeferringsystemgestures
    open var childForScreenEdgesDeferringSystemGestures: UIViewController? {
        nil
    }

    // developer.apple.com/documentation/uikit/uiviewcontroller/hidesbottombarwhenpushed
    open var hidesBottomBarWhenPushed: Bool = false

    // developer.apple.com/documentation/uikit/uiviewcontroller/ismovingtoparent
    open var isMovingToParent: Bool {
        isMovingToParentFlag
    }

    // developer.apple.com/documentation/uikit/uiviewcontroller/ismovingfromparent
    open var isMovingFromParent: Bool {
        isMovingFromParentFlag
    }

    // MARK: Presentation

    // developer.apple.com/documentation/uikit/uiviewcontroller/modalpresentationstyle
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic

    // developer.apple.com/documentation/uikit/uiviewcontroller/ismodalinpresentation
    open var isModalInPresentation: Bool = false

    // developer.apple.com/documentation/uikit/uiviewcontroller/presentedviewcontroller
    open var presentedViewController: UIViewController? {
        presentedStorage ?? parent?.presentedViewController
    }

    // developer.apple.com/documentation/uikit/uiviewcontroller/presentingviewcontroller
    open var presentingViewController: UIViewController? {
        presentingStorage ?? parent?.presentingViewController
    }

    // developer.apple.com/documentation/uikit/uiviewcontroller/presentationcontroller
    open var presentationController: UIPresentationController? {
        if let presentationControllerStorage {
            return presentationControllerStorage
        }
        if let presentedAncestor = presentedAncestor, presentedAncestor !== self {
            return presentedAncestor.presentationController
        }
        let created = UIPresentationController(presentedViewController: self, presenting: nil)
        presentationControllerStorage = created
        return created
    }

    // developer.apple.com/documentation/uikit/uiviewcontroller/transitioncoordinator
    open var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? {
        transitionCoordinatorStorage ?? parent?.transitionCoordinator
    }

    // developer.apple.com/documentation/uikit/uiviewcontroller/isbeingpresented
    open var isBeingPresented: Bool {
        isBeingPresentedFlag
    }

    // developer.apple.com/documentation/uikit/uiviewcontroller/isbeingdismissed
    open var isBeingDismissed: Bool {
        isBeingDismissedFlag
    }

    /// Presents modally from the receiver's outermost container (see `standInPresent`); the
    /// completion runs before this returns, and not at all when UIKit would refuse.
    // developer.apple.com/documentation/uikit/uiviewcontroller/present(_:animated:completion:)
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil)
    {
        standInPresent(viewControllerToPresent, animated: flag, completion: completion)
    }

    /// Dismisses what the receiver or an ancestor presents, else forwards to the presenter; the
    /// completion always runs, before this returns (see `standInDismiss`).
    // developer.apple.com/documentation/uikit/uiviewcontroller/dismiss(animated:completion:)
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        standInDismiss(animated: flag, completion: completion)
    }
}
