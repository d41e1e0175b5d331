// UIKit stand-in for Linux: UIView and UIColor (kept deliberately small).

import Foundation

/// An object that manages the content of a rectangular area; the stand-in stores a few properties
/// and the view hierarchy (`superview`, `subviews`), with no rendering, no window and no layout pass:
/// nothing resizes subviews (`autoresizingMask` is only stored) and `layoutSubviews`-style callbacks,
/// including the owning controller's `viewWillLayoutSubviews()`/`viewDidLayoutSubviews()`, never run.
// developer.apple.com/documentation/uikit/uiview
@MainActor
open class UIView: UIResponder {
    private var boundsOrigin: CGPoint = .zero
    private var subviewStorage: [UIView] = []

    // developer.apple.com/documentation/uikit/uiview/frame
    open var frame: CGRect

    /// The origin is `.zero` unless set; the size is always the frame's size (there are no transforms).
    /// Setting it changes the frame's size around the frame's center, as UIKit does.
    // developer.apple.com/documentation/uikit/uiview/bounds
    open var bounds: CGRect {
        get { CGRect(origin: boundsOrigin, size: frame.size) }
        set {
            boundsOrigin = newValue.origin
            let center = CGPoint(x: frame.midX, y: frame.midY)
            frame = CGRect(
                x: center.x - newValue.size.width / 2, y: center.y - newValue.size.height / 2,
                width: newValue.size.width, height: newValue.size.height)
        }
    }

    /// Stored only: the stand-in never resizes subviews.
    // developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.property
    open var autoresizingMask: UIView.AutoresizingMask = []

    // developer.apple.com/documentation/uikit/uiview/backgroundcolor
    // (UIKit declares it `@NSCopying`; the stand-in stores the reference, which is the same at call sites.)
    open var backgroundColor: UIColor?

    // developer.apple.com/documentation/uikit/uiview/ishidden
    open var isHidden: Bool = false

    // developer.apple.com/documentation/uikit/uiview/init(frame:)
    public init(frame: CGRect) {
        self.frame = frame
        super.init()
    }

    // developer.apple.com/documentation/uikit/uiview/init(coder:)
    public required init?(coder: NSCoder) {
        self.frame = .zero
        super.init()
    }

    // developer.apple.com/documentation/uikit/uiview (`UIView()` is the inherited `init()`, a convenience
    // initializer because UIView marks `init(frame:)` and `init(coder:)` as its designated initializers)
    public convenience override init() {
        self.init(frame: .zero)
    }

    // MARK: The view hierarchy

    // developer.apple.com/documentation/uikit/uiview/superview
    // (weak: the superview owns its subviews, never the reverse)
    weak open internal(set) var superview: UIView?

    /// Back-most first, as in UIKit.
    // developer.apple.com/documentation/uikit/uiview/subviews
    open var subviews: [UIView] {
        subviewStorage
    }

    /// Appends `view` on top of the receiver's subviews (keeping a strong reference), first removing it
    /// from its current superview; a view already in the receiver moves to the top. Adding the receiver
    /// itself (UIKit raises) or one of its ancestors (a cycle) is refused and recorded in
    /// `UIKitStandIn.warnings` as an exception.
    // developer.apple.com/documentation/uikit/uiview/addsubview(_:)
    open func addSubview(_ view: UIView) {
        var ancestor: UIView? = self
        while let current = ancestor {
            if current === view {
                UIKitStandIn.exception(
                    view === self ? "Can't add self as subview" : "Can't add a view's ancestor as its subview")
                return
            }
            ancestor = current.superview
        }
        view.removeFromSuperview()
        subviewStorage.append(view)
        view.superview = self
    }

    /// Unlinks the receiver from its superview, which releases it; does nothing without a superview.
    // developer.apple.com/documentation/uikit/uiview/removefromsuperview()
    open func removeFromSuperview() {
        guard let superview else { return }
        superview.subviewStorage.removeAll { $0 === self }
        self.superview = nil
    }
}

extension UIView {
    /// Options for automatic view resizing (raw values as in UIKit's `UIViewAutoresizing`; no
    /// resizing is performed by the stand-in).
    // developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct
    public struct AutoresizingMask: OptionSet, Sendable {
        public let rawValue: UInt

        // developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct/init(rawvalue:)
        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        // developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct/flexibleleftmargin
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        // developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct/flexiblewidth
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        // developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct/flexiblerightmargin
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        // developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct/flexibletopmargin
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        // developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct/flexibleheight
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        // developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct/flexiblebottommargin
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }
}

/// An object that stores color data; the stand-in keeps RGBA components and an optional
/// system-color name so that equality behaves like UIKit's (`.white == .white`,
/// `.systemBackground != .white`).
// developer.apple.com/documentation/uikit/uicolor
open class UIColor: NSObject {
    private let red: CGFloat
    private let green: CGFloat
    private let blue: CGFloat
    private let alpha: CGFloat
    private let systemName: String?

    // developer.apple.com/documentation/uikit/uicolor/init(red:green:blue:alpha:)
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
        self.systemName = nil
        super.init()
    }

    // developer.apple.com/documentation/uikit/uicolor/init(white:alpha:)
    public init(white: CGFloat, alpha: CGFloat) {
        self.red = white
        self.green = white
        self.blue = white
        self.alpha = alpha
        self.systemName = nil
        super.init()
    }

    private init(systemName: String, white: CGFloat) {
        self.red = white
        self.green = white
        self.blue = white
        self.alpha = 1
        self.systemName = systemName
        super.init()
    }

    // developer.apple.com/documentation/uikit/uicolor/black
    open class var black: UIColor { UIColor(white: 0, alpha: 1) }

    // developer.apple.com/documentation/uikit/uicolor/white
    open class var white: UIColor { UIColor(white: 1, alpha: 1) }

    // developer.apple.com/documentation/uikit/uicolor/clear
    open class var clear: UIColor { UIColor(white: 0, alpha: 0) }

    // developer.apple.com/documentation/uikit/uicolor/systembackground
    open class var systemBackground: UIColor { UIColor(systemName: "systemBackground", white: 1) }

    /// Colors are equal when their components and system name are equal (UIKit compares colors by value).
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIColor else { return false }
        return red == other.red && green == other.green && blue == other.blue && alpha == other.alpha
            && systemName == other.systemName
    }

    /// A hash consistent with `isEqual(_:)`.
    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(red)
        hasher.combine(green)
        hasher.combine(blue)
        hasher.combine(alpha)
        hasher.combine(systemName)
        return hasher.finalize()
    }
}
