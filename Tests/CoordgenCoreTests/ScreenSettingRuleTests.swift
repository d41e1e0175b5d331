import CoordgenCore
import XCTest

/// Screen settings (spec format 1.1, sections 2 and 7): `kind: external` and `tab bar: hidden`, each
/// rule with its exact message and place.
final class ScreenSettingRuleTests: XCTestCase {
    func testAnExternalScreenIsValidWithoutEvents() {
        assertValid(
            """
            # TestFlow

            ## Screens

            ### List

            - `onHelp(url: URL)` → push HelpPage

            ### HelpPage(url: URL)

            - kind: external — an SFSafariViewController
            """)
    }

    func testSettingValuesAndRepeats() {
        assertDiagnostics(
            """
            # TestFlow

            ## Screens

            ### List

            - `onHelp` → push HelpPage
            - 8️⃣kind: 1️⃣screen
            - 2️⃣kind: external
            - tab bar: 3️⃣visible

            ### HelpPage

            - 4️⃣kind: external
            - 5️⃣kind: external
            - 6️⃣knd: external
            - 7️⃣tabbar: hidden
            """,
            [
                .error("1️⃣", "expected 'alert' or 'external' after 'kind:', found 'screen'"),
                .error("3️⃣", "expected 'hidden' after 'tab bar:', found 'visible'"),
                .error("5️⃣", "'kind' is set twice for screen 'HelpPage'", notes: [("4️⃣", "first set here")]),
                .error(
                    "6️⃣", "unknown screen setting 'knd' (did you mean 'kind'?); screen settings are kind and tab bar"),
                .error(
                    "7️⃣",
                    "unknown screen setting 'tabbar' (did you mean 'tab bar'?); screen settings are kind and tab bar"),
                .error("2️⃣", "'kind' is set twice for screen 'List'", notes: [("8️⃣", "first set here")]),
            ])
    }

    func testAnyOtherKeyValueBulletKeepsTheV1Message() {
        assertDiagnostics(
            """
            # TestFlow

            ## Screens

            ### List

            - 1️⃣title: Items
            """,
            [.error("1️⃣", "expected an event in inline code, like `title: Items` → actions")])
    }

    func testAnExternalScreenHasNoEventsAndReceivesNothing() {
        assertDiagnostics(
            """
            # TestFlow

            ## Screens

            ### List

            - `onHelp` → push HelpPage
            - `onPick(topic: String)` → send topic to 2️⃣HelpPage

            ### HelpPage

            - kind: external
            - `1️⃣onDone` → pop
            """,
            [
                .error(
                    "1️⃣",
                    "screen 'HelpPage' is external (the app makes it), so it has no events; to report events, make it"
                        + " a screen of your own"),
                .error("2️⃣", "screen 'HelpPage' is external (the app makes it), so it cannot receive values"),
            ])
    }

    func testAHiddenTabBarWarnsWhereItHasNoEffect() {
        assertDiagnostics(
            """
            # TestFlow

            ## Screens

            ### List

            - `onOpen` → push Detail
            - `onFilter` → present Filter

            ### Detail

            - 1️⃣tab bar: hidden

            ### Filter

            - 2️⃣tab bar: hidden
            """,
            [
                .warning(
                    "1️⃣",
                    "screen 'Detail' hides the tab bar, but TestFlow never runs inside a tab bar; 'tab bar: hidden' has"
                        + " no effect"),
                .warning(
                    "2️⃣",
                    "screen 'Filter' hides the tab bar, but TestFlow never runs inside a tab bar; 'tab bar: hidden' has"
                        + " no effect"),
                .warning("2️⃣", "screen 'Filter' is never pushed, and 'tab bar: hidden' only applies to pushed screens"),
            ])
    }

    func testTheStylesThatCannotShowExternalScreensYetSaySo() {
        let spec = """
            # TestFlow

            ## Screens

            ### List

            - `onHelp` → push HelpPage

            ### HelpPage

            - 1️⃣kind: external
            """
        assertDiagnostics(
            spec, [.error("1️⃣", "style 'flow-controller' does not support 'kind: external' yet")],
            style: FlowControllerStyle())
        assertDiagnostics(
            spec, [.error("1️⃣", "style 'silver' does not support 'kind: external' yet")], style: SilverStyle())
    }

    /// `tab bar: hidden` works on a tab's stack, also in a flow pushed from a tab; a sheet presented
    /// from a tab has a stack of its own, under no tab bar, so there it is warned about.
    func testHidingTheTabBarCountsOnlyTheTabsStacks() {
        let pushing = { (flow: String, screen: String, marker: String) in
            "# \(flow)\n\n## Screens\n\n### \(screen)\n\n- `onNext` → push \(screen)Detail\n\n### \(screen)Detail\n\n"
                + "- \(marker)tab bar: hidden\n"
        }
        assertDiagnostics(
            files: [
                "ShopFlow.md": "# ShopFlow\n\n## Tabs\n\n### HomeFlow\n\n### CartFlow\n",
                "CartFlow.md": "# CartFlow\n\n## Screens\n\n### Cart\n",
                "HomeFlow.md": "# HomeFlow\n\n## Screens\n\n### Home\n\n- `onItem` → push ItemFlow\n"
                    + "- `onHelp` → present HelpFlow\n",
                "ItemFlow.md": pushing("ItemFlow", "Item", ""),
                "HelpFlow.md": pushing("HelpFlow", "Help", "1️⃣"),
            ],
            [
                .warning(
                    "1️⃣",
                    "screen 'HelpDetail' hides the tab bar, but HelpFlow never runs inside a tab bar; 'tab bar: hidden'"
                        + " has no effect")
            ])
    }
}
