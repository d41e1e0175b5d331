import CoordgenCore
import XCTest

/// The warnings: parts of a flow that can never take effect, and sheets that would stay up.
final class WarningTests: XCTestCase {
    private let child = "# ChildFlow\n\n- result: `id: Int`\n\n## Screens\n\n### Leaf\n\n- `onDone(id: Int)` → finish\n"

    func testUnreachableScreen() {
        assertDiagnostics(
            """
            # TestFlow

            ## Screens

            ### Home

            - `onNext` → push Detail

            ### Detail

            ### 1️⃣Orphan

            - `onBack` → push Detail
            """,
            [.warning("1️⃣", "screen 'Orphan' is not reachable from the start of TestFlow; no event shows it")])
    }

    func testScreensReachedThroughChildHandlersAndRestartAreReachable() {
        assertDiagnostics(
            files: [
                "TestFlow.md": """
                # TestFlow

                - start: one of Home, ChildFlow

                ## Screens

                ### Home

                - `onAgain` → restart

                ### Done(id: Int)

                ## Flows

                ### ChildFlow

                - on finish → root Done
                """,
                "ChildFlow.md": child,
            ], [])
    }

    func testFlowsEntryNeverStarted() {
        assertDiagnostics(
            files: [
                "TestFlow.md": """
                # TestFlow

                ## Screens

                ### Home

                ## Flows

                ### 1️⃣ChildFlow

                - on finish → pop
                """,
                "ChildFlow.md": child,
            ],
            [.warning("1️⃣", "TestFlow never starts ChildFlow; this '### ChildFlow' entry has no effect")])
    }

    func testPresentedChildHandlerWithoutDismiss() {
        assertDiagnostics(
            files: [
                "TestFlow.md": """
                # TestFlow

                ## Storage

                - `id: Int = 0`

                ## Screens

                ### Home

                - `onChild` → present ChildFlow

                ## Flows

                ### ChildFlow

                - 1️⃣on finish → store id
                - 2️⃣on cancel → present ChildFlow
                """,
                "ChildFlow.md": child,
            ],
            [
                .warning("1️⃣", "ChildFlow is presented, but 'on finish' does not 'dismiss': its sheet would stay up"),
                .warning("2️⃣", "ChildFlow never uses 'cancel'; this 'on cancel' handler never runs"),
            ])
    }

    func testPresentedChildHandlerThatDismissesOrEnds() {
        assertDiagnostics(
            files: [
                "TestFlow.md": """
                # TestFlow

                - result: `id: Int`

                ## Screens

                ### Home

                - `onChild` → present ChildFlow

                ## Flows

                ### ChildFlow

                - on finish → finish
                - 1️⃣on cancel → dismiss
                """,
                "ChildFlow.md": child,
            ], [.warning("1️⃣", "ChildFlow never uses 'cancel'; this 'on cancel' handler never runs")])
    }

    func testPushedChildHandlerNeedsNoDismiss() {
        assertDiagnostics(
            files: [
                "TestFlow.md": """
                # TestFlow

                ## Screens

                ### Home

                - `onChild` → push ChildFlow

                ## Flows

                ### ChildFlow

                - on finish → pop
                """,
                "ChildFlow.md": child,
            ], [])
    }

    func testWarningsAndErrorsAreReportedTogether() {
        assertDiagnostics(
            """
            # TestFlow

            ## Screens

            ### Home

            - `onNext` → push 1️⃣Detial

            ### 2️⃣Detail

            - `onDone` → 3️⃣finsh
            """,
            [
                .error("1️⃣", "screen 'Detial' is not defined in TestFlow (did you mean 'Detail'?)"),
                .warning("2️⃣", "screen 'Detail' is not reachable from the start of TestFlow; no event shows it"),
                .error(
                    "3️⃣",
                    "unknown action 'finsh' (did you mean 'finish'?); actions are push, present, root, pop, pop to"
                        + " root, pop to, dismiss, store, send, select tab, finish, cancel, restart"),
            ])
    }

    func testRootedChildWithoutHandlerLeavesDeadScreens() {
        assertDiagnostics(
            files: [
                "TestFlow.md": """
                # TestFlow

                ## Screens

                ### Home

                - `onChild` → 1️⃣root ChildFlow
                """,
                "ChildFlow.md": child,
            ],
            [
                .warning(
                    "1️⃣",
                    "when ChildFlow ends with 'finish', its screens stay up with nothing behind them: it replaced"
                        + " the stack, so add 'on finish → …' under '### ChildFlow' in '## Flows'")
            ])
    }

    func testPushedChildHandlerThatLeavesItsScreens() {
        assertDiagnostics(
            files: [
                "TestFlow.md": """
                # TestFlow

                ## Storage

                - `id: Int = 0`

                ## Screens

                ### Home

                - `onChild` → push ChildFlow

                ## Flows

                ### ChildFlow

                - 1️⃣on finish → store id
                """,
                "ChildFlow.md": child,
            ],
            [
                .warning(
                    "1️⃣",
                    "ChildFlow is pushed, but 'on finish' neither pops nor ends the flow: its screens would stay on"
                        + " the stack with nothing behind them")
            ])
    }
}
