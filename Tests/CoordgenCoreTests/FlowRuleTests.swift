import CoordgenCore
import XCTest

/// Rules on values, action lists, how flows start each other, and the warnings.
final class FlowRuleTests: XCTestCase {
    // MARK: Values matched by name

    func testValueNotFound() {
        assertDiagnostics(
            """
            # TestFlow

            ## Screens

            ### Home

            - `onSelect(itemID: Int)` → push 1️⃣Detail

            ### Detail(item: Int)
            """,
            [
                .error(
                    "1️⃣",
                    "no value named 'item' for input 'item: Int' of 'Detail'; values are matched by name from the"
                        + " parameters of 'onSelect', then TestFlow's storage and inputs")
            ])
    }

    func testValueNotFoundSuggestsTheNearest() {
        assertDiagnostics(
            """
            # TestFlow

            - result: `item: Int`

            ## Screens

            ### Home

            - `onSelect(iten: Int)` → 1️⃣finish
            """,
            [
                .error(
                    "1️⃣",
                    "no value named 'item' for the result 'item: Int' of TestFlow (did you mean 'iten'?); values are"
                        + " matched by name from the parameters of 'onSelect', then TestFlow's storage and inputs")
            ])
    }

    func testResultNotFillableByBareFinish() {
        assertDiagnostics(
            """
            # TestFlow

            - result: `session: Session`

            ## Screens

            ### Home

            - `onLogin(session: Session)` → finish
            - `onSkip` → 1️⃣finish
            """,
            [
                .error(
                    "1️⃣",
                    "no value named 'session' for the result 'session: Session' of TestFlow; values are matched by"
                        + " name from the parameters of 'onSkip', then TestFlow's storage and inputs")
            ])
    }

    func testValueTypeMismatch() {
        assertDiagnostics(
            """
            # TestFlow

            ## Screens

            ### Home

            - `onSelect(item: String)` → push 1️⃣Detail

            ### Detail(item: Int)
            """,
            [
                .error(
                    "1️⃣",
                    "'item' is 'String' (from the parameters of 'onSelect') but input 'item: Int' of 'Detail' needs"
                        + " 'Int'")
            ])
    }

    func testOptionalPromotionGoesOneWayOnly() {
        // `Int` fills `Int?` (and `Optional<Int>`); `Int?` does not fill `Int`.
        assertDiagnostics(
            """
            # TestFlow

            ## Storage

            - `last: Int?`
            - `count: Int = 0`
            - `wrapped: Optional<Int>`

            ## Screens

            ### Home

            - `onPick(count: Int)` → store count as last, store count as wrapped, push Detail
            - `onClear(last: Int?)` → store last, store 1️⃣last as count

            ### Detail(last: Int?, count: Int)

            - `onOpen` → push 2️⃣Other

            ### Other(count: Int?, last: Int)
            """,
            [
                .error(
                    "1️⃣",
                    "'last' is 'Int?' (from the parameters of 'onClear') but storage field 'count: Int' needs 'Int'"),
                .error("2️⃣", "'last' is 'Int?' (from TestFlow's storage) but input 'last: Int' of 'Other' needs 'Int'"),
            ])
    }

    func testStoreIntoUnknownField() {
        assertDiagnostics(
            """
            # TestFlow

            ## Storage

            - `selected: Int?`

            ## Screens

            ### Home

            - `onPick(id: Int)` → store id as 1️⃣selcted
            - `onOther(id: Int)` → store 2️⃣id
            """,
            [
                .error("1️⃣", "storage field 'selcted' is not defined in TestFlow (did you mean 'selected'?)"),
                .error("2️⃣", "storage field 'id' is not defined in TestFlow"),
            ])
    }

    func testStoreWithoutStorageSection() {
        assertDiagnostics(
            """
            # TestFlow

            ## Screens

            ### Home

            - `onPick(id: Int)` → store 1️⃣id
            """,
            [.error("1️⃣", "storage field 'id' is not defined in TestFlow; declare it under '## Storage'")])
    }

    func testStorageFieldWithoutDefault() {
        assertDiagnostics(
            """
            # TestFlow

            ## Storage

            - `1️⃣count: Int`
            - `name: String?`
            - `tags: [String] = []`

            ## Screens

            ### Home
            """,
            [
                .error(
                    "1️⃣",
                    "storage field 'count: Int' needs a default value (write 'count: Int = …', or make the type"
                        + " optional)")
            ])
    }

    func testInputAndStorageShareAName() {
        assertDiagnostics(
            """
            # TestFlow

            - input: `2️⃣phone: String`

            ## Storage

            - `1️⃣phone: String = ""`

            ## Screens

            ### Home
            """,
            [
                .error(
                    "1️⃣",
                    "storage field 'phone' has the name of a flow input; values are matched by name, so rename one",
                    notes: [("2️⃣", "the input is declared here")])
            ])
    }

    // MARK: Action lists

    func testFinishNotLast() {
        assertDiagnostics(
            """
            # TestFlow

            ## Screens

            ### Home

            - `onDone` → finish, 1️⃣pop
            - `onQuit` → cancel, 2️⃣pop to root
            - `onAgain` → restart, 3️⃣dismiss, pop
            """,
            [
                .error("1️⃣", "'pop' comes after 'finish', which ends the action list; move 'finish' last"),
                .error("2️⃣", "'pop to root' comes after 'cancel', which ends the action list; move 'cancel' last"),
                .error("3️⃣", "'dismiss' comes after 'restart', which ends the action list; move 'restart' last"),
            ])
    }

    func testPresentedScreenPushing() {
        let rest =
            "; a presented screen may dismiss, present, store, finish or cancel (present a flow to get a"
            + " navigation stack in the sheet)"
        assertDiagnostics(
            """
            # TestFlow

            ## Screens

            ### Home

            - `onEdit` → present Editor

            ### Editor

            - `onMore` → 1️⃣push Home
            - `onBack` → 2️⃣pop
            - `onTop` → 3️⃣pop to root
            - `onReset` → 4️⃣root Home
            - `onClose` → dismiss, present Editor
            """,
            [
                .error("1️⃣", "screen 'Editor' is presented, so 'onMore' cannot 'push'" + rest),
                .error("2️⃣", "screen 'Editor' is presented, so 'onBack' cannot 'pop'" + rest),
                .error("3️⃣", "screen 'Editor' is presented, so 'onTop' cannot 'pop to root'" + rest),
                .error("4️⃣", "screen 'Editor' is presented, so 'onReset' cannot 'root'" + rest),
            ])
    }

    func testPushedFlowUsingRootOrRestart() {
        assertDiagnostics(
            files: [
                "TestFlow.md": "# TestFlow\n\n## Screens\n\n### Home\n\n- `onNext` → push MiddleFlow\n",
                "MiddleFlow.md": "# MiddleFlow\n\n- start: LeafFlow\n",
                "LeafFlow.md": """
                # LeafFlow

                ## Screens

                ### Leaf

                - `onReset` → 1️⃣root Leaf
                - `onAgain` → 2️⃣restart
                """,
            ],
            [
                .error(
                    "1️⃣",
                    "LeafFlow is pushed onto its parent's navigation stack (by MiddleFlow), so it cannot 'root';"
                        + " present it instead, or remove the 'root'"),
                .error(
                    "2️⃣",
                    "LeafFlow is pushed onto its parent's navigation stack (by MiddleFlow), so it cannot 'restart';"
                        + " present it instead, or remove the 'restart'"),
            ])
    }

    func testPresentedFlowMayUseRootAndRestart() {
        assertDiagnostics(
            files: [
                "TestFlow.md": "# TestFlow\n\n## Screens\n\n### Home\n\n- `onNext` → present LeafFlow\n",
                "LeafFlow.md":
                    "# LeafFlow\n\n## Screens\n\n### Leaf\n\n- `onReset` → root Leaf\n- `onAgain` → restart\n",
            ], [])
    }

    // MARK: Flows starting flows

    func testFlowPushingItself() {
        assertDiagnostics(
            """
            # TestFlow

            ## Screens

            ### Home

            - `onMore` → 1️⃣push TestFlow
            """,
            [.error("1️⃣", "TestFlow cannot push itself")])
    }

    func testFlowPushingItselfIsNotItsOwnParent() {
        assertDiagnostics(
            files: [
                "TestFlow.md": "# TestFlow\n\n## Screens\n\n### Home\n\n- `onNext` → push LeafFlow\n",
                "LeafFlow.md": """
                # LeafFlow

                ## Screens

                ### Leaf

                - `onMore` → 1️⃣push LeafFlow
                - `onAgain` → 2️⃣restart
                """,
            ],
            [
                .error("1️⃣", "LeafFlow cannot push itself"),
                .error(
                    "2️⃣",
                    "LeafFlow is pushed onto its parent's navigation stack (by TestFlow), so it cannot 'restart';"
                        + " present it instead, or remove the 'restart'"),
            ])
    }

    func testFlowStartingItself() {
        assertDiagnostics(
            "# TestFlow\n\n- start: 1️⃣TestFlow\n",
            [.error("1️⃣", "TestFlow starts itself ('start:' names it)")])
    }

    func testStartAndRootCycleAcrossFlows() {
        assertDiagnostics(
            files: [
                "AFlow.md": "# AFlow\n\n- start: 1️⃣BFlow\n",
                "BFlow.md": "# BFlow\n\n- start: CFlow\n",
                "CFlow.md": "# CFlow\n\n## Screens\n\n### C\n\n- `onAgain` → root AFlow\n",
            ],
            [
                .error(
                    "1️⃣", "flows start each other in a cycle through 'start:' and 'root': AFlow → BFlow → CFlow → AFlow")
            ])
    }
}
