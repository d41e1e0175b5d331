// UIKit stand-in for Linux: value types shared by the view-controller classes.

// UIKit re-exports Foundation on iOS: `import UIKit` alone gives a file NSCoder, UUID, …
@_exported import Foundation

/// Modal presentation styles available when presenting view controllers (raw values as in UIKit's
/// `UIModalPresentationStyle`). `blurOverFullScreen` is tvOS-only and therefore omitted.
///
/// Note: UIKit's enum is imported from C and is non-frozen, so code switching over it on iOS needs
/// `@unknown default`; the stand-in cannot enforce that (it is an ordinary Swift enum).
// developer.apple.com/documentation/uikit/uimodalpresentationstyle
public enum UIModalPresentationStyle: Int, Sendable {
    // developer.apple.com/documentation/uikit/uimodalpresentationstyle/fullscreen
    case fullScreen = 0
    // developer.apple.com/documentation/uikit/uimodalpresentationstyle/pagesheet
    case pageSheet = 1
    // developer.apple.com/documentation/uikit/uimodalpresentationstyle/formsheet
    case formSheet = 2
    // developer.apple.com/documentation/uikit/uimodalpresentationstyle/currentcontext
    case currentContext = 3
    // developer.apple.com/documentation/uikit/uimodalpresentationstyle/custom
    case custom = 4
    // developer.apple.com/documentation/uikit/uimodalpresentationstyle/overfullscreen
    case overFullScreen = 5
    // developer.apple.com/documentation/uikit/uimodalpresentationstyle/overcurrentcontext
    case overCurrentContext = 6
    // developer.apple.com/documentation/uikit/uimodalpresentationstyle/popover
    case popover = 7
    // developer.apple.com/documentation/uikit/uimodalpresentationstyle/none
    case none = -1
    // developer.apple.com/documentation/uikit/uimodalpresentationstyle/automatic
    case automatic = -2
}

/// The keys that identify the view controllers involved in a transition.
// developer.apple.com/documentation/uikit/uitransitioncontextviewcontrollerkey
public struct UITransitionContextViewControllerKey: Hashable, Equatable, RawRepresentable, Sendable {
    /// The key's string value.
    public var rawValue: String

    // developer.apple.com/documentation/uikit/uitransitioncontextviewcontrollerkey/init(rawvalue:)
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    // developer.apple.com/documentation/uikit/uitransitioncontextviewcontrollerkey/from
    public static let from = UITransitionContextViewControllerKey(rawValue: "UITransitionContextFromViewControllerKey")

    // developer.apple.com/documentation/uikit/uitransitioncontextviewcontrollerkey/to
    public static let to = UITransitionContextViewControllerKey(rawValue: "UITransitionContextToViewControllerKey")
}
