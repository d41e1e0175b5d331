// UIKit stand-in for Linux: UIView and UIColor (kept deliberately small).

import Foundation

/// An object that manages the content of a rectangular area; the stand-in only stores a few
/// properties (there is no rendering, layout or view hierarchy).
// developer.apple.com/documentation/uikit/uiview
@MainActor
open class UIView: UIResponder {
    // developer.apple.com/documentation/uikit/uiview/frame
    open var frame: CGRect

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
