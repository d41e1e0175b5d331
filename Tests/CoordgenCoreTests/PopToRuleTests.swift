import CoordgenCore
import XCTest

/// The rules of `pop to X` (spec format 1.1, section 6), each with its exact message and place.
final class PopToRuleTests: XCTestCase {
    func testPopToAScreenUnderTheSenderIsValid() {
        assertValid(
            """
            # TestFlow

            ## Screens

            ### List

            - `onOpen` → push Detail

            ### Detail

            - `onMore` → push More

            ### More

            - `onBackToList` → pop to List
            - `onBackToDetail` → pop to Detail
            """)
    }

    func testPopToTakesAScreenOfThisFlow() {
        assertDiagnostics(
            files: [
                "TestFlow.md": """
                # TestFlow

                ## Screens

                ### List

                - `onOpen` → push Detail
                - `onHelp` → push HelpFlow

                ### Detail

                - `onBack` → pop to 1️⃣HelpFlow
                - `onBackAgain` → pop to 2️⃣Lsit
                """,
                "HelpFlow.md": """
                # HelpFlow

                ## Screens

                ### Help

                - `onDone` → finish
                """,
            ],
            [
                .error(
                    "1️⃣", "'pop to' takes a screen of this flow; 'HelpFlow' is a flow (a child flow leaves by finishing)"
                ),
                .error("2️⃣", "screen 'Lsit' is not defined in TestFlow (did you mean 'List'?)"),
            ])
    }

    func testPopToItselfWouldNotMove() {
        assertDiagnostics(
            """
            # TestFlow

            ## Screens

            ### List

            - `onOpen` → push Detail

            ### Detail

            - `onReset` → pop to 1️⃣Detail
            """,
            [.error("1️⃣", "'pop to Detail' from an event of 'Detail' would not move; pop to a screen below it")])
    }

    func testPopToAScreenThatIsOnlyPresented() {
        assertDiagnostics(
            """
            # TestFlow

            ## Screens

            ### List

            - `onFilter` → present Filter
            - `onOpen` → push Detail

            ### Filter

            - `onDone` → dismiss

            ### Detail

            - `onBack` → pop to 1️⃣Filter
            """,
            [.error("1️⃣", "'pop to Filter': Filter is only presented, so it is never on the navigation stack")])
    }

    func testPopToNeedsTheScreenUnderTheSender() {
        assertDiagnostics(
            """
            # TestFlow

            ## Screens

            ### List

            - `onOpen` → push Detail
            - `onSettings` → push Settings

            ### Detail

            - `onBack` → pop to 1️⃣Settings

            ### Settings

            - `onDone` → root List, push Detail
            """,
            [.error("1️⃣", "'pop to' needs 'Settings' under 'Detail', but no event of 'Settings' leads to 'Detail'")])
    }

    func testAPresentedScreenCannotPopTo() {
        assertDiagnostics(
            """
            # TestFlow

            ## Screens

            ### List

            - `onFilter` → present Filter

            ### Filter

            - `onDone` → 1️⃣pop to List
            """,
            [
                .error(
                    "1️⃣",
                    "screen 'Filter' is presented, so 'onDone' cannot 'pop to'; a presented screen may dismiss,"
                        + " present, store, finish or cancel (present a flow to get a navigation stack in the sheet)")
            ])
    }

    func testAHandlerPopsToAScreenThatLeadsToTheChild() {
        assertDiagnostics(
            files: [
                "TestFlow.md": """
                # TestFlow

                ## Screens

                ### List

                - `onOpen` → push Detail
                - `onOther` → push Other

                ### Detail

                - `onEdit` → push EditFlow

                ### Other

                - `onDone` → pop

                ## Flows

                ### EditFlow

                - on finish → pop to List
                - on cancel → pop to 1️⃣Other
                """,
                "EditFlow.md": """
                # EditFlow

                ## Screens

                ### Edit

                - `onSave` → finish
                - `onDiscard` → cancel
                """,
            ],
            [.error("1️⃣", "'pop to' needs 'Other' under 'EditFlow', but no event of 'Other' leads to 'EditFlow'")])
    }

    func testTheModuleKeptForPopToIsANameTaken() {
        assertDiagnostics(
            """
            # TestFlow

            - input: `1️⃣lastShownList: Int`

            ## Screens

            ### List

            - `onOpen` → push Detail

            ### Detail(2️⃣lastShownList: Int)

            - `onBack` → pop to List
            """,
            [
                .error(
                    "1️⃣",
                    "flow input 'lastShownList' clashes with a name the generated TestCoordinator already uses"
                        + " (style coordinator); rename it"),
                .error(
                    "2️⃣",
                    "screen input 'lastShownList' clashes with a name 'showDetail' or the screen's scaffold already"
                        + " uses (style coordinator); rename it"),
            ])
    }

    func testTheStylesThatCannotPopToYetSaySo() {
        let spec = """
            # TestFlow

            ## Screens

            ### List

            - `onOpen` → push Detail

            ### Detail

            - `onBack` → 1️⃣pop to List
            """
        assertDiagnostics(
            spec, [.error("1️⃣", "style 'flow-controller' does not support 'pop to' yet")], style: FlowControllerStyle())
        assertDiagnostics(spec, [.error("1️⃣", "style 'silver' does not support 'pop to' yet")], style: SilverStyle())
    }
}
