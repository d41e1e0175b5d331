// UIKit stand-in for Linux: UINavigationItem (kept deliberately small: no bar button items).

import Foundation

/// The items a navigation bar displays for a view controller; the stand-in only stores titles
/// (there is no navigation bar).
// developer.apple.com/documentation/uikit/uinavigationitem
@MainActor
open class UINavigationItem: NSObject {
    // developer.apple.com/documentation/uikit/uinavigationitem/title
    open var title: String?

    // developer.apple.com/documentation/uikit/uinavigationitem/backbuttontitle
    open var backButtonTitle: String?

    // developer.apple.com/documentation/uikit/uinavigationitem/init(title:)
    public init(title: String) {
        self.title = title
        super.init()
    }

    // developer.apple.com/documentation/uikit/uinavigationitem (`init(coder:)`: UINavigationItem
    // adopts NSCoding, so its `init?(coder:)` is required)
    public required init?(coder: NSCoder) {
        super.init()
    }

    // developer.apple.com/documentation/uikit/uinavigationitem (`UINavigationItem()`: NSObject's
    // `init()`, which UINavigationItem keeps as a designated initializer; the title is `nil`)
    public override init() {
        super.init()
    }
}
