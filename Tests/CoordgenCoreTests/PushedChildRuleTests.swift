import CoordgenCore
import XCTest

/// A pushed child flow that can end deeper than its parent's handler pops leaves screens behind.
final class PushedChildRuleTests: XCTestCase {
    static let address = """
        # AddressFlow

        - result: `address: String`

        ## Screens

        ### AddressForm

        - `onNext` → push AddressConfirm
        - `onQuick(address: String)` → finish
        - `onClose` → cancel

        ### AddressConfirm

        - `onConfirm(address: String)` → finish
        """

    static func parent(_ handlers: String) -> String {
        """
        # ParentFlow

        ## Storage

        - `address: String = ""`

        ## Screens

        ### Home

        - `onAddress` → push AddressFlow
        - `onOther` → push Other

        ### Other

        ## Flows

        ### AddressFlow

        \(handlers)
        """
    }

    /// The warning for a handler that pops once after AddressFlow finished two screens deep.
    static func addressFormLeftBehind(_ marker: String) -> ExpectedDiagnostic {
        .warning(
            marker,
            "AddressFlow can end with 'finish' 2 screens deep (AddressForm → AddressConfirm), but this handler"
                + " removes only 1: 'AddressForm' would stay on the stack with events that do nothing;"
                + " use 'pop to root' or 'pop, pop'")
    }

    func testAPopAfterAChildThatEndsTwoScreensDeep() {
        assertDiagnostics(
            files: [
                "ParentFlow.md": Self.parent("- 1️⃣on finish → store address, pop\n- 2️⃣on cancel → push Other"),
                "AddressFlow.md": Self.address,
            ],
            [
                Self.addressFormLeftBehind("1️⃣"),
                .warning(
                    "2️⃣",
                    "AddressFlow can end with 'cancel' 1 screen deep (AddressForm), but this handler removes none of"
                        + " them: 'AddressForm' would stay on the stack with events that do nothing; use 'pop to root'"
                        + " or 'pop'"),
            ])
    }

    /// Enough pops, `pop to root`, ending the parent, and pops of what the handler pushed itself.
    func testHandlersThatRemoveEnough() {
        for handlers in [
            "- on finish → store address, pop, pop\n- on cancel → pop",
            "- on finish → store address, pop to root, push Other\n- on cancel → pop, push Other",
            "- on finish → pop, finish\n- on cancel → cancel",
        ] {
            assertDiagnostics(
                files: ["ParentFlow.md": Self.parent(handlers), "AddressFlow.md": Self.address], [])
        }
        assertDiagnostics(
            files: [
                "ParentFlow.md": Self.parent("- 1️⃣on finish → push Other, pop, pop"),
                "AddressFlow.md": Self.address,
            ],
            [
                Self.addressFormLeftBehind("1️⃣")
            ])
    }

    /// A child's own pushed child counts: its screens are on the same stack.
    func testAGrandchildsScreensCount() {
        let address = """
            # AddressFlow

            ## Screens

            ### AddressForm

            - `onMap` → push MapFlow

            ### AddressConfirm

            - `onConfirm` → finish

            ## Flows

            ### MapFlow

            - 2️⃣on finish → push AddressConfirm
            """
        let map =
            "# MapFlow\n\n## Screens\n\n### MapPicker\n\n- `onPick` → push MapPin\n\n### MapPin\n\n- `onDone` → finish\n"
        assertDiagnostics(
            files: [
                "ParentFlow.md": Self.parent("- 1️⃣on finish → pop"),
                "AddressFlow.md": address,
                "MapFlow.md": map,
            ],
            [
                .warning(
                    "1️⃣",
                    "AddressFlow can end with 'finish' 4 screens deep (AddressForm → MapFlow → AddressConfirm), but"
                        + " this handler removes only 1: 'AddressForm', 'MapFlow' and 'AddressConfirm' would stay on"
                        + " the stack with events that do nothing; use 'pop to root' or 'pop, pop, pop, pop'"),
                .warning(
                    "2️⃣",
                    "MapFlow can end with 'finish' 2 screens deep (MapPicker → MapPin), but this handler removes none"
                        + " of them: 'MapPicker' and 'MapPin' would stay on the stack with events that do nothing;"
                        + " use 'pop to root' or 'pop, pop'"),
            ])
    }

    func testAChildThatCanPushWithoutLimit() {
        let loop = """
            # LoopFlow

            ## Screens

            ### Page

            - `onNext` → push Leaf

            ### Leaf

            - `onMore` → push Page
            - `onDone` → finish
            """
        assertDiagnostics(
            files: [
                "ParentFlow.md": Self.parent("- 1️⃣on finish → pop").replacingOccurrences(
                    of: "AddressFlow", with: "LoopFlow"),
                "LoopFlow.md": loop,
            ],
            [
                .warning(
                    "1️⃣",
                    "LoopFlow can end with 'finish' any number of screens deep (its pushes can repeat: Page → Leaf → …), but"
                        + " this handler removes only 1: its screens would stay on the stack with events that do"
                        + " nothing; use 'pop to root'")
            ])
    }

    /// A presented child's screens are in its own sheet.
    func testPresentedChildrenAreNotChecked() {
        let parent = Self.parent("- on finish → dismiss\n- on cancel → dismiss")
            .replacingOccurrences(of: "push AddressFlow", with: "present AddressFlow")
        assertDiagnostics(files: ["ParentFlow.md": parent, "AddressFlow.md": Self.address], [])
    }
}
