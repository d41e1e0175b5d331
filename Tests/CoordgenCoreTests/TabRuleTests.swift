import CoordgenCore
import XCTest

/// The rules of `## Tabs` and `select tab` (spec format 1.1, section 3), each with its exact
/// message and place.
final class TabRuleTests: XCTestCase {
    /// A flow with one screen and no events.
    private static func leaf(_ name: String, input: String? = nil) -> String {
        "# \(name)\n\n" + (input.map { "- input: `\($0)`\n\n" } ?? "") + "## Screens\n\n### \(name.dropLast(4))Home\n"
    }

    private static func files(_ shop: String, extra: [String: String] = [:]) -> [String: String] {
        var files = ["ShopFlow.md": shop, "HomeFlow.md": leaf("HomeFlow"), "CartFlow.md": leaf("CartFlow")]
        files.merge(extra) { _, new in new }
        return files
    }

    func testAWellWrittenTabsFlowIsValid() {
        assertDiagnostics(
            files: Self.files(
                """
                # ShopFlow

                - input: `session: Session?`

                0️⃣## Tabs

                ### HomeFlow

                The catalogue.

                - title: Home
                - image: `house`
                - selected image: asset `HomeFilled`

                ### CartFlow

                - load: eager — the badge shows the count at once

                ## Flows

                ### CartFlow

                - on finish → finish
                """, extra: ["CartFlow.md": "# CartFlow\n\n## Screens\n\n### Cart\n\n- `onDone` → finish\n"]),
            [])
    }

    func testTheNumberOfTabsAndEachFlowOnce() {
        assertDiagnostics(
            files: Self.files(
                """
                # ShopFlow

                0️⃣## Tabs

                ### 4️⃣HomeFlow

                ### 2️⃣HomeFlow

                ### 3️⃣NoSuchFlow

                ### CartFlow

                ### AFlow

                ### BFlow

                ### 1️⃣CFlow
                """,
                extra: ["AFlow.md": Self.leaf("AFlow"), "BFlow.md": Self.leaf("BFlow"), "CFlow.md": Self.leaf("CFlow")]),
            [
                .error(
                    "1️⃣",
                    "'## Tabs' lists 6 tabs, but UIKit moves tabs past the fifth into a More list that has no stack of"
                        + " its own; keep five or fewer"),
                .error(
                    "2️⃣", "HomeFlow is already a tab of ShopFlow; each flow is one tab", notes: [("4️⃣", "first tab here")]
                ),
                .error("3️⃣", "flow 'NoSuchFlow' is not defined in the spec set"),
            ])
    }

    func testTabSettings() {
        assertDiagnostics(
            files: Self.files(
                """
                # ShopFlow

                0️⃣## Tabs

                ### HomeFlow

                - 1️⃣titel: Home
                - title:2️⃣
                - 5️⃣image: 3️⃣house
                - load: 4️⃣later
                - 6️⃣image: asset `house`
                - 7️⃣image: `house.fill`

                ### CartFlow
                """),
            [
                .error(
                    "1️⃣",
                    "unknown tab setting 'titel' (did you mean 'title'?); tab settings are title, image, selected image"
                        + " and load"),
                .error("2️⃣", "expected a title after 'title:'"),
                .error(
                    "3️⃣",
                    "write the image in inline code: an SF Symbol name like `house`, or asset `Name` for the asset"
                        + " catalog"),
                .error("4️⃣", "expected 'lazy' or 'eager' after 'load:', found 'later'"),
                .error("6️⃣", "'image' is set twice for tab 'HomeFlow'", notes: [("5️⃣", "first set here")]),
                .error("7️⃣", "'image' is set twice for tab 'HomeFlow'", notes: [("5️⃣", "first set here")]),
            ])
    }

    func testATabsFlowHasNoScreensNoStartAndNoStack() {
        assertDiagnostics(
            files: Self.files(
                """
                # ShopFlow

                - 1️⃣start: Extra

                0️⃣## Tabs

                ### HomeFlow

                ### CartFlow

                2️⃣## Screens

                ### Extra

                ## Flows

                ### CartFlow

                - on finish → 3️⃣pop, 4️⃣send order to Extra, 5️⃣pop to Extra, present HomeFlow

                ### HomeFlow

                - on finish → dismiss
                """,
                extra: [
                    "CartFlow.md":
                        "# CartFlow\n\n- result: `order: Int`\n\n## Screens\n\n### Cart\n\n- `onDone(order: Int)` → finish\n",
                    "HomeFlow.md": "# HomeFlow\n\n## Screens\n\n### Home\n\n- `onDone` → finish\n",
                ]),
            [
                .error("1️⃣", "a flow with '## Tabs' starts with its tabs; remove 'start:'"),
                .error("2️⃣", "a flow with '## Tabs' shows no screens of its own; move its screens into a tab's flow"),
                .error(
                    "3️⃣",
                    "ShopFlow shows tabs, not a navigation stack, so it cannot 'pop'; a tabs flow may select tab, present,"
                        + " dismiss, store, finish, cancel and restart"),
                .error(
                    "4️⃣",
                    "ShopFlow shows tabs, not a navigation stack, so it cannot 'send'; a tabs flow may select tab, present,"
                        + " dismiss, store, finish, cancel and restart"),
                .error(
                    "5️⃣",
                    "ShopFlow shows tabs, not a navigation stack, so it cannot 'pop to'; a tabs flow may select tab,"
                        + " present, dismiss, store, finish, cancel and restart"),
            ])
    }

    func testATabBarIsNeverPushedNorATab() {
        assertDiagnostics(
            files: Self.files(
                """
                # ShopFlow

                - input: `session: Session`

                0️⃣## Tabs

                ### 1️⃣HomeFlow

                ### 2️⃣InnerFlow

                ### 4️⃣WrapFlow
                """,
                extra: [
                    "HomeFlow.md": Self.leaf("HomeFlow", input: "token: Token"),
                    "WrapFlow.md": "# WrapFlow\n\n- start: InnerFlow\n\n## Flows\n\n### InnerFlow\n",
                    "InnerFlow.md": "# InnerFlow\n\n5️⃣## Tabs\n\n### CartFlow\n\n### OtherFlow\n",
                    "OtherFlow.md": Self.leaf("OtherFlow"),
                    "AppFlow.md":
                        "# AppFlow\n\n## Storage\n\n- `session: Session?`\n\n## Screens\n\n### Start\n\n- `onShop` → 3️⃣push InnerFlow\n",
                ]),
            [
                .error(
                    "1️⃣",
                    "no value named 'token' for input 'token: Token' of 'HomeFlow'; values are matched by name from"
                        + " ShopFlow's storage and inputs"),
                .error("2️⃣", "a tab bar cannot hold another tab bar: InnerFlow has '## Tabs' itself"),
                .error(
                    "4️⃣", "a tab bar cannot hold another tab bar: WrapFlow starts with InnerFlow, which has '## Tabs'"),
                .error(
                    "3️⃣",
                    "InnerFlow shows a tab bar, so it cannot be pushed onto a navigation stack; use 'root InnerFlow' or"
                        + " 'present InnerFlow'"),
            ])
    }

    /// `select tab`: its grammar, a tab's flow, one of the tabs of the one tab bar above.
    func testSelectTabNamesATabOfTheTabBarAbove() {
        assertDiagnostics(
            files: Self.files(
                """
                # ShopFlow

                ## Tabs

                ### HomeFlow

                ### CartFlow

                ## Flows

                ### CartFlow

                - on finish → select tab 1️⃣OtherFlow
                """,
                extra: [
                    "HomeFlow.md": """
                    # HomeFlow

                    ## Screens

                    ### Home

                    - `onCart` → select tab CartFlow
                    - `onSelf` → select tab HomeFlow — nothing happens: it is selected
                    - `onBad` → 2️⃣select CartFlow
                    - `onScreen` → select tab 3️⃣Home
                    - `onUnknown` → select tab 4️⃣NowhereFlow
                    - `onOther` → select tab 5️⃣OtherFlow
                    - `onMore` → push MoreFlow
                    """,
                    "CartFlow.md": "# CartFlow\n\n## Screens\n\n### Cart\n\n- `onDone` → finish\n",
                    "OtherFlow.md": Self.leaf("OtherFlow"),
                    "MoreFlow.md": """
                    # MoreFlow

                    ## Screens

                    ### More

                    - `onCart` → select tab CartFlow, finish
                    """,
                ]),
            [
                .error(
                    "1️⃣",
                    "'select tab OtherFlow': OtherFlow is not a tab of ShopFlow; its tabs are HomeFlow and CartFlow"),
                .error("2️⃣", "expected 'select tab FlowName'"),
                .error("3️⃣", "'select tab' takes the flow of a tab; 'Home' is a screen"),
                .error("4️⃣", "flow 'NowhereFlow' is not defined in the spec set (did you mean 'OtherFlow'?)"),
                .error(
                    "5️⃣",
                    "'select tab OtherFlow': OtherFlow is not a tab of ShopFlow; its tabs are HomeFlow and CartFlow"),
            ])
    }

    /// `select tab` needs exactly one tab bar above every way the flow starts.
    func testSelectTabNeedsOneTabBarAbove() {
        let picker = """
            # PickerFlow

            ## Screens

            ### Picker

            - `onCart` → 1️⃣select tab CartFlow
            """
        assertDiagnostics(
            files: [
                "PickerFlow.md": picker,
                "CartFlow.md": Self.leaf("CartFlow"),
            ],
            [.error("1️⃣", "'select tab' needs a tab bar, but PickerFlow runs outside one (the app starts it)")])
        assertDiagnostics(
            files: Self.files(
                "# ShopFlow\n\n## Tabs\n\n### HomeFlow\n\n### CartFlow\n",
                extra: [
                    "PickerFlow.md": picker,
                    "HomeFlow.md": "# HomeFlow\n\n## Screens\n\n### Home\n\n- `onPick` → present PickerFlow\n",
                    "AppFlow.md": "# AppFlow\n\n## Screens\n\n### Start\n\n- `onPick` → present PickerFlow\n",
                ]),
            [
                .error(
                    "1️⃣",
                    "'select tab' needs a tab bar, but PickerFlow runs outside one (AppFlow starts it, outside a tab bar)"
                )
            ])
        assertDiagnostics(
            files: Self.files(
                "# ShopFlow\n\n## Tabs\n\n### HomeFlow\n\n### CartFlow\n",
                extra: [
                    "PickerFlow.md": picker,
                    "HomeFlow.md": "# HomeFlow\n\n## Screens\n\n### Home\n\n- `onPick` → present PickerFlow\n",
                    "MallFlow.md": "# MallFlow\n\n## Tabs\n\n### OtherFlow\n\n### CartFlow\n",
                    "OtherFlow.md": "# OtherFlow\n\n## Screens\n\n### Other\n\n- `onPick` → present PickerFlow\n",
                ]),
            [
                .error(
                    "1️⃣",
                    "'select tab' is ambiguous in PickerFlow: it runs under MallFlow and ShopFlow, which have different tabs"
                )
            ])
    }

    /// Names the generated tabs coordinator takes: its members and its `run…Tab` methods.
    func testATabsFlowsInputsDoNotClashWithItsSwift() {
        assertDiagnostics(
            files: [
                "ShopFlow.md": """
                # ShopFlow

                - input: `1️⃣tabBar: Int`, `2️⃣runListFlowTab: Int`

                ## Tabs

                ### ListFlow

                ### OtherFlow
                """,
                "ListFlow.md": "# ListFlow\n\n- input: `tabBar: Int`\n\n## Screens\n\n### List\n",
                "OtherFlow.md": "# OtherFlow\n\n## Screens\n\n### Other\n\n- `onGo` → select tab ListFlow\n",
            ],
            [
                .error(
                    "1️⃣",
                    "flow input 'tabBar' clashes with a name the generated ShopCoordinator already uses (style"
                        + " coordinator); rename it"),
                .error(
                    "2️⃣",
                    "flow input 'runListFlowTab' clashes with a name the generated ShopCoordinator already uses"
                        + " (style coordinator); rename it"),
            ])
    }

    /// A tabs flow that is the start of a pushed flow is reported there, once: it is not on a stack,
    /// so its own `restart` is not "a pushed flow restarting".
    func testATabBarAsTheStartOfAPushedFlowIsReportedOnce() {
        assertDiagnostics(
            files: Self.files(
                "# ShopFlow\n\n## Tabs\n\n### HomeFlow\n\n### CartFlow\n\n## Flows\n\n### CartFlow\n\n- on finish → restart\n",
                extra: [
                    "CartFlow.md": "# CartFlow\n\n## Screens\n\n### Cart\n\n- `onDone` → finish\n",
                    "WrapFlow.md": "# WrapFlow\n\n- start: 1️⃣ShopFlow\n",
                    "AppFlow.md": "# AppFlow\n\n## Screens\n\n### Start\n\n- `onShop` → push WrapFlow\n",
                ]),
            [
                .error(
                    "1️⃣",
                    "ShopFlow shows a tab bar, so it cannot be pushed onto a navigation stack; use 'root ShopFlow' or"
                        + " 'present ShopFlow'")
            ])
    }

    /// With `outputs: delegates` the listener tells children apart by type: a tab's flow is not also
    /// started another way by its tabs flow.
    func testWithDelegatesATabIsNotAlsoPresentedByItsTabsFlow() {
        var options = CoordinatorOptions()
        options.outputs = .delegates
        assertDiagnostics(
            files: Self.files(
                "# ShopFlow\n\n## Tabs\n\n### HomeFlow\n\n### CartFlow\n\n## Flows\n\n### CartFlow\n\n- on finish → 1️⃣present HomeFlow\n",
                extra: ["CartFlow.md": "# CartFlow\n\n## Screens\n\n### Cart\n\n- `onDone` → finish\n"]),
            [
                .error(
                    "1️⃣",
                    "HomeFlow is a tab of ShopFlow, which cannot also 'present' it with 'outputs: delegates': its"
                        + " listener tells its children apart by their type; start another flow, or use 'outputs:"
                        + " closures'")
            ], style: CoordinatorStyle(options: options))
    }

    /// A tab starts its flow as a `start:` does: a tab whose flow starts the tabs flow again is a cycle.
    func testACycleThroughATabIsReported() {
        assertDiagnostics(
            files: Self.files(
                "# ShopFlow\n\n## Tabs\n\n### HomeFlow\n\n### CartFlow\n",
                extra: [
                    "HomeFlow.md": "# HomeFlow\n\n- start: 1️⃣WrapFlow\n",
                    "WrapFlow.md": "# WrapFlow\n\n- start: ShopFlow\n",
                    "AppFlow.md": "# AppFlow\n\n- start: ShopFlow\n",
                ]),
            [
                .error(
                    "1️⃣",
                    "flows start each other in a cycle through 'start:' and 'root': HomeFlow → WrapFlow → ShopFlow →"
                        + " HomeFlow")
            ])
    }
}
