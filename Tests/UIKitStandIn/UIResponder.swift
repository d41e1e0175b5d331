// UIKit stand-in for Linux: UIResponder.
//
// Part of the `UIKit` module that generated coordinator code is compiled against on Linux.
// Every public declaration mirrors the Swift signature of real UIKit on iOS; the comment above
// each one names the Apple documentation page it was checked against.
//
// The stand-in deliberately does not re-export Foundation: a file that uses `NSObject` must
// `import Foundation` itself, as the generated-code contract requires.

import Foundation

/// An object that can respond to events; the superclass of `UIView` and `UIViewController`.
///
/// The stand-in has no event handling: it exists so that the class hierarchy (and therefore
/// `is`/`as?` checks and `NSObject` behaviour) matches UIKit.
// developer.apple.com/documentation/uikit/uiresponder
@MainActor
open class UIResponder: NSObject {
    // developer.apple.com/documentation/objectivec/nsobject/init() (inherited by UIResponder)
    public override init() {
        super.init()
    }
}
