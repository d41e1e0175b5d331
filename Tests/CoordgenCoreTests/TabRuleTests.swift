import CoordgenCore
import XCTest

/// The rules of `## Tabs` (spec format 1.1, section 3), each with its exact message and place. A
/// tabs flow is not generated yet, which every test also hears (at `0️⃣`, the `## Tabs` heading).
final class TabRuleTests: XCTestCase {
    private static let notGenerated = ExpectedDiagnostic.error(
        "0️⃣", "coordgen does not generate '## Tabs' yet (spec format 1.1)")

    /// A flow with one screen and no events.
    private static func leaf(_ name: String, input: String? = nil) -> String {
        "# \(name)\n\n" + (input.map { "- input: `\($0)`\n\n" } ?? "") + "## Screens\n\n### \(name.dropLast(4))Home\n"
    }

    private static func files(_ shop: String, extra: [String: String] = [:]) -> [String: String] {
        var files = ["ShopFlow.md": shop, "HomeFlow.md": leaf("HomeFlow"), "CartFlow.md": leaf("CartFlow")]
        files.merge(extra) { _, new in new }
        return files
    }

    func testAWellWrittenTabsFlowGetsOnlyTheNotGeneratedMessage() {
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
            [Self.notGenerated])
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
                Self.notGenerated,
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
                Self.notGenerated,
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

                - on finish → 3️⃣pop, 4️⃣send order to Extra, present HomeFlow

                ### HomeFlow

                - on finish → dismiss
                """,
                extra: [
                    "CartFlow.md":
                        "# CartFlow\n\n- result: `order: Int`\n\n## Screens\n\n### Cart\n\n- `onDone(order: Int)` → finish\n",
                    "HomeFlow.md": "# HomeFlow\n\n## Screens\n\n### Home\n\n- `onDone` → finish\n",
                ]),
            [
                Self.notGenerated,
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
                """,
                extra: [
                    "HomeFlow.md": Self.leaf("HomeFlow", input: "token: Token"),
                    "InnerFlow.md": "# InnerFlow\n\n5️⃣## Tabs\n\n### CartFlow\n\n### OtherFlow\n",
                    "OtherFlow.md": Self.leaf("OtherFlow"),
                    "AppFlow.md":
                        "# AppFlow\n\n## Storage\n\n- `session: Session?`\n\n## Screens\n\n### Start\n\n- `onShop` → 3️⃣push InnerFlow\n",
                ]),
            [
                Self.notGenerated,
                .error(
                    "1️⃣",
                    "no value named 'token' for input 'token: Token' of 'HomeFlow'; values are matched by name from"
                        + " ShopFlow's storage and inputs"),
                .error("2️⃣", "a tab bar cannot hold another tab bar: InnerFlow has '## Tabs' itself"),
                .error(
                    "3️⃣",
                    "InnerFlow shows a tab bar, so it cannot be pushed onto a navigation stack; use 'root InnerFlow' or"
                        + " 'present InnerFlow'"),
                .error("5️⃣", "coordgen does not generate '## Tabs' yet (spec format 1.1)"),
            ])
    }
}
