import CoordgenCore
import XCTest

/// The rules of `send x [as y] to Screen` (spec format 1.1, section 5), each with its exact message
/// and place.
final class SendRuleTests: XCTestCase {
    /// Bullets appended to it are events of `Picker`, pushed by `Home`.
    private static let flow = """
        # TestFlow

        ## Storage

        - `count: Int = 0`

        ## Screens

        ### Home

        - `onPick` → push Picker
        - `onOther` → push Other

        ### Other

        - `onDone` → pop

        ### Picker

        """

    func testSendingAValueToAScreenUnderTheSenderIsValid() {
        assertValid(
            Self.flow + """
                - `onPick(category: String)` → send category to Home, pop
                - `onPickAll(all: String)` → send all as category to Home, send count to Home, pop

                """)
    }

    func testSendGrammar() {
        assertDiagnostics(
            Self.flow + """
                - `onA(category: String)` → 1️⃣send category
                - `onB(category: String)` → 2️⃣send category into Home
                - `onC(category: String)` → 3️⃣send category as to Home

                """,
            [
                .error("1️⃣", "expected 'send value to Screen' or 'send value as name to Screen'"),
                .error("2️⃣", "expected 'send value to Screen' or 'send value as name to Screen'"),
                .error("3️⃣", "expected 'send value to Screen' or 'send value as name to Screen'"),
            ])
    }

    func testSendTakesAScreenOfThisFlowAndAValueInScope() {
        assertDiagnostics(
            files: [
                "TestFlow.md": Self.flow + """
                    - `onA(category: String)` → send category to 1️⃣HelpFlow
                    - `onB(category: String)` → send category to 2️⃣Hom
                    - `onC(category: String)` → send 3️⃣categry to Home

                    """,
                "HelpFlow.md": helpFlowFixture,
            ],
            [
                .error("1️⃣", "'send' hands a value to a screen of this flow; 'HelpFlow' is a flow"),
                .error("2️⃣", "screen 'Hom' is not defined in TestFlow (did you mean 'Home'?)"),
                .error(
                    "3️⃣",
                    "no value named 'categry' for 'send' to 'Home' (did you mean 'category'?); values are matched by"
                        + " name from the parameters of 'onC', then TestFlow's storage and inputs"),
            ])
    }

    func testTheFieldASendNamesIsASwiftIdentifier() {
        assertDiagnostics(
            Self.flow + """
                - `onA(count: Int)` → send count as 1️⃣9lives to Home
                - `onB(count: Int)` → send count as 2️⃣my-field to Home
                - `onC(count: Int)` → send count as 3️⃣_ to Home

                """,
            [
                .error("1️⃣", "sent value name '9lives' is not a valid Swift identifier"),
                .error("2️⃣", "sent value name 'my-field' is not a valid Swift identifier (did you mean 'myfield'?)"),
                .error("3️⃣", "'_' cannot be used as a sent value name in generated Swift; choose another name"),
            ])
    }

    func testSendAndPopToReachOnlyThisFlowsScreens() {
        assertDiagnostics(
            files: [
                "TestFlow.md": Self.flow + """
                    - `onA(count: Int)` → send count to 1️⃣Help
                    - `onB` → pop to 2️⃣Help

                    """,
                "HelpFlow.md": helpFlowFixture,
            ],
            [
                .error(
                    "1️⃣",
                    "screen 'Help' belongs to HelpFlow; 'send' reaches only this flow's screens"),
                .error(
                    "2️⃣",
                    "screen 'Help' belongs to HelpFlow; 'pop to' reaches only this flow's screens"),
            ])
    }

    func testSendNeedsTheScreenUnderTheSenderAndNotItself() {
        assertDiagnostics(
            Self.flow + """
                - `onA(category: String)` → send category to 1️⃣Other
                - `onB(category: String)` → send category to 2️⃣Picker

                """,
            [
                .error("1️⃣", "'send' needs 'Other' under 'Picker', but no event of 'Other' leads to 'Picker'"),
                .error(
                    "2️⃣", "'send' from an event of 'Picker' to 'Picker' does nothing; the screen already has 'category'"),
            ])
    }

    func testAScreenReceivesAFieldWithOneType() {
        assertDiagnostics(
            Self.flow + """
                - `onA(category: String)` → send 1️⃣category to Home
                - `onB(category: Int)` → send 2️⃣category to Home

                """,
            [
                .error(
                    "2️⃣",
                    "screen 'Home' receives 'category' as 'Int' here but as 'String' elsewhere; use one type or another"
                        + " name", notes: [("1️⃣", "the other 'send' is here")])
            ])
    }

    func testAScreenThatReceivesHasNoEventNamedReceive() {
        assertDiagnostics(
            """
            # TestFlow

            ## Screens

            ### Home

            - `onPick` → push Picker
            - `1️⃣receive` → pop

            ### Picker

            - `onPick(category: String)` → send category to Home, pop
            """,
            [.error("1️⃣", "screen 'Home' receives values, so it cannot have an event named 'receive'")])
    }

    func testAHandlerSendsToAScreenThatLeadsToTheChild() {
        assertDiagnostics(
            files: [
                "TestFlow.md": """
                # TestFlow

                ## Storage

                - `tint: String = ""`

                ## Screens

                ### Home

                - `onColor` → present ColorFlow
                - `onOther` → push Other

                ### Other

                - `onDone` → pop

                ## Flows

                ### ColorFlow

                - on finish → send color to Home, dismiss
                - on cancel → send 1️⃣color to Home, send tint to 2️⃣Other, dismiss
                """,
                "ColorFlow.md": """
                # ColorFlow

                - result: `color: String`

                ## Screens

                ### Colors

                - `onPick(color: String)` → finish
                - `onClose` → cancel
                """,
            ],
            [
                .error(
                    "1️⃣",
                    "no value named 'color' for 'send' to 'Home'; values are matched by name from TestFlow's storage"
                        + " and inputs"),
                .error("2️⃣", "'send' needs 'Other' under 'ColorFlow', but no event of 'Other' leads to 'ColorFlow'"),
            ])
    }

    func testTheModuleKeptForSendIsANameTaken() {
        assertDiagnostics(
            """
            # TestFlow

            - input: `1️⃣lastShownHome: Int`

            ## Screens

            ### Home

            - `onPick` → push Picker

            ### Picker

            - `onPick(category: String)` → send category to Home, pop
            """,
            [
                .error(
                    "1️⃣",
                    "flow input 'lastShownHome' clashes with a name the generated TestCoordinator already uses"
                        + " (style coordinator); rename it")
            ])
    }

    func testTheStylesThatCannotSendYetSaySo() {
        let spec = Self.flow + "- `onA(category: String)` → 1️⃣send category to Home\n"
        assertDiagnostics(
            spec, [.error("1️⃣", "style 'flow-controller' does not support 'send' yet")], style: FlowControllerStyle())
        assertDiagnostics(spec, [.error("1️⃣", "style 'silver' does not support 'send' yet")], style: SilverStyle())
    }
}
