// UIKit stand-in for Linux: UITabBarController, its delegate, UITabBarItem and UIImage.

import Foundation

/// An image; the stand-in keeps only the name it was made from, so that tests can read which
/// symbol or asset a bar item shows. Every name exists (there is no catalogue to look in).
// developer.apple.com/documentation/uikit/uiimage
@MainActor
open class UIImage: NSObject {
    /// The SF Symbol or asset name the image was made from (stand-in only, not UIKit API).
    public let standInImageName: String
    /// Whether it is an SF Symbol (`init(systemName:)`) rather than an asset (stand-in only).
    public let standInIsSymbol: Bool

    // developer.apple.com/documentation/uikit/uiimage/init(systemname:)
    public init?(systemName name: String) {
        standInImageName = name
        standInIsSymbol = true
        super.init()
    }

    // developer.apple.com/documentation/uikit/uiimage/init(named:)
    public init?(named name: String) {
        standInImageName = name
        standInIsSymbol = false
        super.init()
    }
}

/// The abstract superclass of items in bars.
// developer.apple.com/documentation/uikit/uibaritem
@MainActor
open class UIBarItem: NSObject {
    // developer.apple.com/documentation/uikit/uibaritem/title
    open var title: String?
    // developer.apple.com/documentation/uikit/uibaritem/image
    open var image: UIImage?
    // developer.apple.com/documentation/uikit/uibaritem/tag
    open var tag: Int = 0
}

/// An item in a tab bar.
// developer.apple.com/documentation/uikit/uitabbaritem
@MainActor
open class UITabBarItem: UIBarItem {
    // developer.apple.com/documentation/uikit/uitabbaritem/selectedimage
    open var selectedImage: UIImage?
    // developer.apple.com/documentation/uikit/uitabbaritem/badgevalue
    open var badgeValue: String?

    public override init() {
        super.init()
    }

    // developer.apple.com/documentation/uikit/uitabbaritem/init(title:image:tag:)
    public convenience init(title: String?, image: UIImage?, tag: Int) {
        self.init()
        self.title = title
        self.image = image
        self.tag = tag
    }

    // developer.apple.com/documentation/uikit/uitabbaritem/init(title:image:selectedimage:)
    public convenience init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        self.init()
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
    }
}

/// Methods a tab bar controller's delegate implements; UIKit declares them `optional` (see
/// UIKitDelegates.swift for how the stand-in gives them defaults).
// developer.apple.com/documentation/uikit/uitabbarcontrollerdelegate
@MainActor
public protocol UITabBarControllerDelegate: NSObjectProtocol {
    // developer.apple.com/documentation/uikit/uitabbarcontrollerdelegate/tabbarcontroller(_:shouldselect:)
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController)
        -> Bool

    // developer.apple.com/documentation/uikit/uitabbarcontrollerdelegate/tabbarcontroller(_:didselect:)
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
}

extension UITabBarControllerDelegate {
    /// Default for the optional requirement: every tab may be selected.
    public func tabBarController(
        _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
    ) -> Bool {
        true
    }

    /// Default for the optional requirement: does nothing.
    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}
}

/// A container view controller that shows one of its children at a time, chosen with a tab bar.
///
/// The stand-in keeps the children and the selection; a user's tap is `simulateTabTap(_:)`
/// (Simulation.swift). As in UIKit, setting `selectedIndex` or `selectedViewController` in code
/// does not call the delegate.
// developer.apple.com/documentation/uikit/uitabbarcontroller
@MainActor
open class UITabBarController: UIViewController {
    private var selectedIndexStorage = 0

    // developer.apple.com/documentation/uikit/uitabbarcontroller/delegate
    open weak var delegate: (any UITabBarControllerDelegate)?

    // developer.apple.com/documentation/uikit/uitabbarcontroller/viewcontrollers
    open var viewControllers: [UIViewController]? {
        get { childStorage.isEmpty ? nil : childStorage }
        set { setViewControllers(newValue, animated: false) }
    }

    // developer.apple.com/documentation/uikit/uitabbarcontroller/setviewcontrollers(_:animated:)
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        for child in childStorage {
            child.willMove(toParent: nil)
            child.removeFromParent()
        }
        for child in viewControllers ?? [] {
            addChild(child)
            child.didMove(toParent: self)
        }
        if selectedIndexStorage >= childStorage.count { selectedIndexStorage = 0 }
    }

    // developer.apple.com/documentation/uikit/uitabbarcontroller/selectedindex
    open var selectedIndex: Int {
        get { selectedIndexStorage }
        set {
            guard childStorage.indices.contains(newValue) else {
                UIKitStandIn.warning("selectedIndex \(newValue) is out of range of \(childStorage.count) tabs")
                return
            }
            selectedIndexStorage = newValue
        }
    }

    // developer.apple.com/documentation/uikit/uitabbarcontroller/selectedviewcontroller
    open var selectedViewController: UIViewController? {
        get { childStorage.indices.contains(selectedIndexStorage) ? childStorage[selectedIndexStorage] : nil }
        set {
            guard let newValue, let index = childStorage.firstIndex(where: { $0 === newValue }) else { return }
            selectedIndexStorage = index
        }
    }
}
