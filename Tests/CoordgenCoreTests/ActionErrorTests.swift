import CoordgenCore
import XCTest

/// Errors in event bullets, action lists and `## Flows` handlers.
final class ActionErrorTests: XCTestCase {
    // MARK: Events

    func testEventNotInCode() {
        assertDiagnostics(
            """
            # TestFlow

            ## Screens

            ### Home

            - 1️⃣onDone → finish
            """,
            [.error("1️⃣", "expected an event in inline code, like `onDone` → actions")])
    }

    func testMissingArrow() {
        assertDiagnostics(
            """
            # TestFlow

            ## Screens

            ### Home

            - `onDone` 1️⃣finish
            """,
            [.error("1️⃣", "expected '→' or '->' after the event, found 'finish'")])
    }

    func testEventWithoutActions() {
        assertDiagnostics(
            """
            # TestFlow

            ## Screens

            ### Home

            - `onDone1️⃣`
            """,
            // Just past the name (the text of the code span).
            [.error("1️⃣", "event 'onDone' has no actions; expected '→' and actions after it")])
    }

    func testEmptyActionList() {
        assertDiagnostics(
            """
            # TestFlow

            ## Screens

            ### Home

            - `onDone` ->1️⃣
            """,
            [.error("1️⃣", "expected at least one action after the arrow")])
    }

    // MARK: Actions

    func testUnknownActionSuggestsTheNearest() {
        assertDiagnostics(
            """
            # TestFlow

            ## Screens

            ### Home

            - `onDone` → 1️⃣finsh
            """,
            [
                .error(
                    "1️⃣",
                    "unknown action 'finsh' (did you mean 'finish'?); actions are push, present, root, pop, pop to"
                        + " root, pop to, dismiss, store, send, select tab, finish, cancel, restart")
            ])
    }

    func testPushWithoutTarget() {
        assertDiagnostics(
            """
            # TestFlow

            ## Screens

            ### Home

            - `onNext` → push1️⃣
            """,
            [.error("1️⃣", "'push' needs a screen or flow name")])
    }

    func testTwoTargets() {
        assertDiagnostics(
            """
            # TestFlow

            ## Screens

            ### Home

            - `onNext` → present Home 1️⃣Detail
            """,
            [
                .error(
                    "1️⃣",
                    "unexpected 'Detail' after 'present Home' (separate actions with commas; prose starts with ' — ')")
            ])
    }

    func testStoreWithoutValue() {
        assertDiagnostics(
            """
            # TestFlow

            ## Storage

            - `count: Int = 0`

            ## Screens

            ### Home

            - `onDone(count: Int)` → 1️⃣store, finish
            """,
            [.error("1️⃣", "expected 'store value' or 'store value as field'")])
    }

    func testStoreWithWrongConnective() {
        assertDiagnostics(
            """
            # TestFlow

            ## Storage

            - `count: Int = 0`

            ## Screens

            ### Home

            - `onDone(value: Int)` → store value 1️⃣into count
            """,
            [.error("1️⃣", "expected 'as' in 'store value as field', found 'into'")])
    }

    func testPopToWithoutAScreen() {
        assertDiagnostics(
            """
            # TestFlow

            ## Screens

            ### Home

            - `onBack` → 1️⃣pop to
            - `onBackTwice` → 2️⃣pop to Home Now
            """,
            [
                .error("1️⃣", "expected 'pop to root' or 'pop to ScreenName'"),
                .error("2️⃣", "expected 'pop to root' or 'pop to ScreenName'"),
            ])
    }

    func testWordsAfterAnActionWithoutTarget() {
        assertDiagnostics(
            """
            # TestFlow

            ## Screens

            ### Home

            - `onClose` → dismiss 1️⃣- closes the sheet
            """,
            [.error("1️⃣", "unexpected '-' after 'dismiss' (prose after the actions starts with ' — ')")])
    }

    func testEmptyActionBetweenCommas() {
        assertDiagnostics(
            """
            # TestFlow

            ## Screens

            ### Home

            - `onNext` → pop,1️⃣, finish
            """,
            [.error("1️⃣", "empty action between commas")])
    }

    func testBothArrowSpellingsAndProse() {
        assertValid(
            """
            # TestFlow

            ## Screens

            ### Home

            - `onNext` -> push Detail — opens the detail, with *emphasis* in the prose

            ### Detail

            - `onBack` → pop — returns; `code` and - dashes are fine here
            - `onDone` → finish
            """)
    }

    // MARK: Handlers

    private let child = "# ChildFlow\n\n## Screens\n\n### Leaf\n\n- `onDone` → finish\n- `onQuit` → cancel\n"

    func testHandlerWithUnknownOutcome() {
        assertDiagnostics(
            files: [
                "TestFlow.md": """
                # TestFlow

                ## Screens

                ### Home

                - `onChild` → push ChildFlow

                ## Flows

                ### ChildFlow

                - 1️⃣on finsh → pop
                """,
                "ChildFlow.md": child,
            ],
            [
                .error(
                    "1️⃣",
                    "expected 'on finish' or 'on cancel' before the arrow, found 'on finsh' (did you mean 'finish'?)")
            ])
    }

    func testHandlerWithoutArrow() {
        assertDiagnostics(
            files: [
                "TestFlow.md": """
                # TestFlow

                ## Screens

                ### Home

                - `onChild` → push ChildFlow

                ## Flows

                ### ChildFlow

                - 1️⃣on finish pop
                """,
                "ChildFlow.md": child,
            ],
            [.error("1️⃣", "expected 'on finish → actions' or 'on cancel → actions'")])
    }

    func testHandlerWrittenTwice() {
        assertDiagnostics(
            files: [
                "TestFlow.md": """
                # TestFlow

                ## Screens

                ### Home

                - `onChild` → push ChildFlow

                ## Flows

                ### ChildFlow

                - 2️⃣on cancel → pop
                - 1️⃣on cancel → pop to root
                """,
                "ChildFlow.md": child,
            ],
            [.error("1️⃣", "'on cancel' is written twice for this flow", notes: [("2️⃣", "first one is here")])])
    }
}
