/// What makes a name usable in generated Swift.
///
/// Keywords are allowed in specs and escaped with backticks in the output (`` `default` ``),
/// so a parameter can be called `class` or `default` as it would be in hand-written Swift.
public enum SwiftIdentifier {
    /// Swift's reserved words: these need backticks when used as names.
    public static let keywords: Set<String> = [
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate", "func",
        "import", "init", "inout", "internal", "let", "nonisolated", "open", "operator", "private", "precedencegroup",
        "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case",
        "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat",
        "return", "throw", "switch", "where", "while", "Any", "as", "await", "false", "is", "nil", "self", "Self",
        "super", "throws", "true", "try", "_",
    ]

    /// Names that cannot be escaped into something usable, or that would silently mean something else.
    public static let unusable: Set<String> = ["_", "self", "Self", "super", "init", "deinit", "Type", "Protocol"]

    /// The length of the longest unusable name, in UTF-8 bytes: longer names need no look-up. (Every
    /// unusable name is ASCII with no canonically equal non-ASCII spelling, so a byte length decides.)
    private static let longestUnusable = unusable.map(\.utf8.count).max() ?? 0

    /// True for a name in `unusable`.
    public static func isUnusable(_ name: String) -> Bool {
        name.utf8.count <= longestUnusable && unusable.contains(name)
    }

    /// True for a plain Swift identifier: a letter or `_`, then letters, digits or `_`.
    public static func isValid(_ name: String) -> Bool {
        // Nearly every name is ASCII: answered on its bytes, without decoding scalars.
        if let valid = name.utf8.withContiguousStorageIfAvailable(isValidASCII), let valid { return valid }
        guard let first = name.unicodeScalars.first else { return false }
        guard isHead(first) else { return false }
        return name.unicodeScalars.dropFirst().allSatisfy { isHead($0) || isDigit($0) }
    }

    /// `isValid` for ASCII bytes; nil when a byte is not ASCII (the scalars decide then).
    private static func isValidASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool? {
        guard !bytes.isEmpty else { return false }
        // Each byte's kind from a table: two calls and their range checks per byte were most of this.
        let kinds = asciiNameKinds
        var valid = true
        for (offset, byte) in bytes.enumerated() {
            guard byte < 0x80 else { return nil }
            let kind = kinds[Int(byte)]
            valid = valid && (offset == 0 ? kind == .head : kind != .other)
        }
        return valid
    }

    /// What an ASCII character may be in a name, by its value: `isHead`, else `isDigit`, else neither.
    private enum ASCIINameKind { case head, digit, other }
    private static let asciiNameKinds: [ASCIINameKind] = (0..<128).map { value in
        let scalar = Unicode.Scalar(UInt8(value))
        return isHead(scalar) ? .head : isDigit(scalar) ? .digit : .other
    }

    /// A letter or `_`: what a name may start with. ASCII, nearly every name, needs no Unicode look-up.
    static func isHead(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII {
            return scalar == "_" || ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
        }
        return scalar.properties.isAlphabetic && !scalar.properties.isWhitespace
    }

    /// A digit of any script, as Swift allows after a name's first character.
    static func isDigit(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII ? ("0"..."9").contains(scalar) : scalar.properties.numericType != nil
    }

    /// The name as it must be written in Swift source: with backticks when it is a keyword.
    public static func escaped(_ name: String) -> String {
        isKeyword(name) ? "`\(name)`" : name
    }

    /// The length of the longest keyword, in UTF-8 bytes.
    private static let longestKeyword = keywords.map(\.utf8.count).max() ?? 0

    /// True for a name in `keywords`, looked up only when it could be one: every keyword is ASCII
    /// with no capital after its first letter, and a text that `==` takes as equal to one has the
    /// same bytes (the only characters outside ASCII equal to ASCII ones stand for `K`, `;` and
    /// `` ` ``, which no keyword holds). Nearly every name a style escapes, `onItemSelect`, has a
    /// capital inside: it was hashed for every parameter and event of every file.
    static func isKeyword(_ name: String) -> Bool {
        guard name.utf8.count <= longestKeyword else { return false }
        let hasInnerCapital =
            name.utf8.withContiguousStorageIfAvailable { bytes in
                bytes.dropFirst().contains { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) }
            } ?? false
        return !hasInnerCapital && keywords.contains(name)
    }

    /// The name as an argument label at a call site: keywords need no backticks there, and Swift
    /// warns when they have them (`keyword 'let' does not need to be escaped in argument list`, which
    /// breaks `-warnings-as-errors`). Only `inout` still needs them. Declarations use `escaped`.
    public static func label(_ name: String) -> String {
        name == "inout" ? "`\(name)`" : name
    }

    /// Members of `UIViewController`, `UIResponder` and `NSObject` that an event (a property on the
    /// screen's view controller) must not hide.
    public static let viewControllerMembers: Set<String> = [
        "title", "view", "viewIfLoaded", "parent", "show", "showDetailViewController", "dismiss", "present",
        "navigationItem", "navigationController", "tabBarController", "tabBarItem", "splitViewController",
        "presentedViewController", "presentingViewController", "presentationController", "children", "addChild",
        "removeFromParent", "loadView", "viewDidLoad", "viewWillAppear", "viewDidAppear", "viewWillDisappear",
        "viewDidDisappear", "viewWillLayoutSubviews", "viewDidLayoutSubviews", "isViewLoaded", "nibName",
        "nibBundle", "storyboard", "modalPresentationStyle", "modalTransitionStyle", "isModalInPresentation",
        "preferredContentSize", "hidesBottomBarWhenPushed", "toolbarItems", "editButtonItem", "isEditing",
        "setEditing", "transitionCoordinator", "traitCollection", "definesPresentationContext",
        "providesPresentationContextTransitionStyle", "restorationIdentifier", "restorationClass",
        "performSegue", "shouldPerformSegue", "prepare", "unwind", "canPerformUnwindSegueAction",
        "additionalSafeAreaInsets", "viewRespectsSystemMinimumLayoutMargins", "edgesForExtendedLayout",
        "extendedLayoutIncludesOpaqueBars", "preferredStatusBarStyle", "prefersStatusBarHidden",
        "setNeedsStatusBarAppearanceUpdate", "transitioningDelegate", "popoverPresentationController",
        "sheetPresentationController", "isBeingPresented", "isBeingDismissed", "isMovingToParent",
        "isMovingFromParent", "willMove", "didMove", "contentScrollView", "setContentScrollView",
        "overrideUserInterfaceStyle", "preferredScreenEdgesDeferringSystemGestures", "undoManager",
        "next", "becomeFirstResponder", "resignFirstResponder", "isFirstResponder", "canBecomeFirstResponder",
        "canResignFirstResponder", "touchesBegan", "touchesMoved", "touchesEnded", "touchesCancelled",
        "inputView", "inputAccessoryView", "keyCommands", "userActivity", "description", "debugDescription",
        "hash", "hashValue", "isEqual", "copy", "mutableCopy", "perform", "responds", "value", "setValue",
        "superclass", "classForCoder", "isKind", "isMember", "conforms", "awakeFromNib", "toPresent",
        "children", "tabBarObservedScrollView", "setToolbarItems", "targetViewController",
        "collapseSecondaryViewController", "separateSecondaryViewController", "beginAppearanceTransition",
        "endAppearanceTransition", "shouldAutomaticallyForwardAppearanceMethods", "preferredFocusEnvironments",
        "setNeedsFocusUpdate", "updateFocusIfNeeded", "registerForPreviewing", "focusGroupIdentifier",
    ]
}
