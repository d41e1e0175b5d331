// UIKit stand-in for Linux: alerts and action sheets.

/// An alert or action sheet: a view controller with a title, a message and buttons (actions).
/// UIKit does not support subclassing it; apps configure one and present it.
// developer.apple.com/documentation/uikit/uialertcontroller
@MainActor
open class UIAlertController: UIViewController {
    // developer.apple.com/documentation/uikit/uialertcontroller/style
    public enum Style: Int, Sendable {
        // developer.apple.com/documentation/uikit/uialertcontroller/style/actionsheet
        case actionSheet = 0
        // developer.apple.com/documentation/uikit/uialertcontroller/style/alert
        case alert = 1
    }

    // developer.apple.com/documentation/uikit/uialertcontroller/actions
    public private(set) var actions: [UIAlertAction] = []

    // developer.apple.com/documentation/uikit/uialertcontroller/message
    open var message: String?

    // developer.apple.com/documentation/uikit/uialertcontroller/preferredstyle
    public private(set) var preferredStyle: UIAlertController.Style = .actionSheet

    // developer.apple.com/documentation/uikit/uialertcontroller/preferredaction
    open var preferredAction: UIAlertAction?

    // developer.apple.com/documentation/uikit/uialertcontroller/init(title:message:preferredstyle:)
    public convenience init(title: String?, message: String?, preferredStyle: UIAlertController.Style) {
        self.init(nibName: nil, bundle: nil)
        self.title = title
        self.message = message
        self.preferredStyle = preferredStyle
    }

    // developer.apple.com/documentation/uikit/uialertcontroller/addaction(_:)
    open func addAction(_ action: UIAlertAction) {
        actions.append(action)
    }
}

/// A button of an alert, with the block that runs when the user taps it.
// developer.apple.com/documentation/uikit/uialertaction
@MainActor
open class UIAlertAction: NSObject {
    // developer.apple.com/documentation/uikit/uialertaction/style-swift.enum
    public enum Style: Int, Sendable {
        // developer.apple.com/documentation/uikit/uialertaction/style-swift.enum/default
        case `default` = 0
        // developer.apple.com/documentation/uikit/uialertaction/style-swift.enum/cancel
        case cancel = 1
        // developer.apple.com/documentation/uikit/uialertaction/style-swift.enum/destructive
        case destructive = 2
    }

    // developer.apple.com/documentation/uikit/uialertaction/title
    public private(set) var title: String?

    // developer.apple.com/documentation/uikit/uialertaction/style-swift.property
    public private(set) var style: UIAlertAction.Style = .default

    // developer.apple.com/documentation/uikit/uialertaction/isenabled
    open var isEnabled = true

    var handler: ((UIAlertAction) -> Void)?

    override init() {
        super.init()
    }

    // developer.apple.com/documentation/uikit/uialertaction/init(title:style:handler:)
    public convenience init(title: String?, style: UIAlertAction.Style, handler: ((UIAlertAction) -> Void)? = nil) {
        self.init()
        self.title = title
        self.style = style
        self.handler = handler
    }
}
