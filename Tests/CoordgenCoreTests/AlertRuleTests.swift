import CoordgenCore
import XCTest

/// The rules of `kind: alert` (spec format 1.1, section 7), each with its exact message and place.
final class AlertRuleTests: XCTestCase {
    /// `Confirm` is an alert; `Sheet` a presented screen; `Detail` a pushed one.
    private static let flow = """
        # TestFlow

        ## Screens

        ### Home

        - `onSheet` → present Sheet
        - `onDetail` → push Detail
        - `onConfirm` → present Confirm

        ### Detail

        - `onConfirm` → present Confirm

        ### Sheet

        - `onAsk` → present Ask

        ### Confirm

        Sign out?

        - kind: alert
        - `onYes` → pop — an alert over a pushed screen may pop

        ### Ask

        - kind: alert

        """

    func testAlertsPresentedOverPushedScreensArePlainModules() {
        assertValid(Self.flow + "- `onOK` → dismiss\n")
    }

    func testAnAlertIsOnlyPresentedAndNeverTheStart() {
        assertDiagnostics(
            Self.flow + """
                - `onOK` → dismiss

                ### 4️⃣Other

                - `onA` → 1️⃣push Confirm
                - `onB` → 2️⃣root Confirm
                - `onC` → root Detail > 3️⃣Confirm

                """,
            [
                .error("1️⃣", "screen 'Confirm' is an alert, so it can only be presented; 'push' cannot show it"),
                .error("2️⃣", "screen 'Confirm' is an alert, so it can only be presented; 'root' cannot show it"),
                .error("3️⃣", "screen 'Confirm' is an alert, so it can only be presented; 'root' cannot show it"),
                // `root Detail > Confirm` asks for an event of Detail that pushes Confirm, too.
                .error(
                    "3️⃣",
                    "no event of 'Detail' pushes 'Confirm'; a 'root' path lists screens in the order the user pushes"
                        + " them"),
                .warning("4️⃣", "screen 'Other' is not reachable from the start of TestFlow; no event shows it"),
            ])
    }

    func testTheButtonsOfAnAlertOverAPresentedScreenDoNotChangeTheStack() {
        assertDiagnostics(
            Self.flow + """
                - `onOK` → dismiss
                - `onBack` → 1️⃣pop, dismiss

                """,
            [
                .error(
                    "1️⃣",
                    "alert 'Ask' is shown over presented screen 'Sheet', so 'onBack' cannot 'pop'; a presented screen"
                        + " may dismiss, present, store, send, finish or cancel")
            ])
    }

    func testAnAlertShownByAnAlertOverAPresentedScreenFollowsThatScreensRules() {
        assertDiagnostics(
            Self.flow + """
                - `onOK` → dismiss
                - `onMore` → present Again

                ### Again

                - kind: alert
                - `onBack` → 1️⃣pop

                """,
            [
                .error(
                    "1️⃣",
                    "alert 'Again' is shown over presented screen 'Sheet', so 'onBack' cannot 'pop'; a presented screen"
                        + " may dismiss, present, store, send, finish or cancel")
            ])
    }

    func testAnAlertCannotBeTheStartNorReceiveValues() {
        assertDiagnostics(
            """
            # TestFlow

            - start: 1️⃣Confirm

            ## Screens

            ### Confirm

            - kind: alert
            - `onMore` → push More

            ### More

            - `onPick(choice: String)` → send choice to 2️⃣Confirm, pop
            """,
            [
                .error("1️⃣", "screen 'Confirm' is an alert, so it cannot be the start of TestFlow"),
                .error(
                    "2️⃣",
                    "screen 'Confirm' is an alert and goes away when a button is tapped, so it cannot receive values"),
            ])
    }

    func testAnAlertNamedAlertIsWarnedAbout() {
        assertDiagnostics(
            """
            # TestFlow

            ## Screens

            ### Home

            - `onAsk` → present SignOutAlert

            ### 1️⃣SignOutAlert

            - kind: alert
            """,
            [
                .warning(
                    "1️⃣",
                    "alert 'SignOutAlert' gets the wrapper 'SignOutAlertAlert'; name the screen 'SignOut' to get"
                        + " 'SignOutAlert'")
            ])
    }

    func testTheOtherStylesRefuseAlerts() {
        for name in ["flow-controller", "silver"] {
            guard let style = OutputStyles.named(name) else { return XCTFail("style \(name) missing") }
            assertDiagnostics(
                Self.flow.replacingOccurrences(of: "- kind: alert\n- `onYes`", with: "- 1️⃣kind: alert\n- `onYes`")
                    .replacingOccurrences(of: "### Ask\n\n- kind: alert", with: "### Ask\n\n- 2️⃣kind: alert")
                    + "- `onOK` → dismiss\n",
                [
                    .error("1️⃣", "style '\(name)' does not support 'kind: alert' yet"),
                    .error("2️⃣", "style '\(name)' does not support 'kind: alert' yet"),
                ], style: style)
        }
    }
}
