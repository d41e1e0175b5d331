import CoordgenCore
import XCTest

/// Names that the coordinator style's Swift for `## Links` already uses (`open(_ link:)`, `pendingLink`,
/// `showLinkStart()`, `remakeLinkStart(…)`, the kept start screen): flow inputs, screen inputs and link
/// parameters may not take them, each refused where it is written.
final class LinkNameRuleTests: XCTestCase {
    /// A flow that takes part in links keeps a pending link and `open(_:)`: its inputs do not take their names.
    func testTheInputsOfAFlowThatOpensLinksDoNotClashWithItsSwift() {
        assertDiagnostics(
            files: [
                "AppFlow.md":
                    "# AppFlow\n\n- input: `1️⃣pendingLink: Int`, `2️⃣link: Int`\n\n## Screens\n\n### Home\n\n"
                    + "- `onDetail(link: String)` → push Detail\n\n### Detail(link: String)\n\n## Links\n\n- `/` → Home\n"
                    + "- `/d/:3️⃣link` → Detail\n"
            ],
            [
                .error(
                    "1️⃣",
                    "flow input 'pendingLink' clashes with a name the generated AppCoordinator already uses (style"
                        + " coordinator); rename it"),
                .error(
                    "2️⃣",
                    "flow input 'link' clashes with a name the generated AppCoordinator already uses (style"
                        + " coordinator); rename it"),
                .error(
                    "3️⃣",
                    "link parameter 'link' clashes with a name the generated 'open(_ link:)' already uses (style"
                        + " coordinator); rename it"),
            ])
    }

    /// A start screen's inputs are the parameters of `remakeLinkStart(…)`, which a link calls to make it again.
    func testTheStartScreensInputsDoNotHideWhatRemakeLinkStartUses() {
        assertDiagnostics(
            files: [
                "AppFlow.md": """
                # AppFlow

                ## Storage

                - `id: Int = 0`
                - `tearDownFlow: Int = 0`
                - `prepareHome: Int = 0`
                - `lastShownHome: Int = 0`

                ## Screens

                ### Home(id: Int, 1️⃣tearDownFlow: Int, 2️⃣prepareHome: Int, 3️⃣lastShownHome: Int)

                - `onItem` → push ItemFlow

                ## Links

                - `/h/:id` → Home
                - `/i` → ItemFlow

                """,
                // Pushed for a link, ItemFlow keeps its first screen: no `remakeLinkStart(…)` there.
                "ItemFlow.md":
                    "# ItemFlow\n\n## Storage\n\n- `tearDownFlow: Int = 0`\n- `lastShownItem: Int = 0`\n\n## Screens\n\n"
                    + "### Item(tearDownFlow: Int, 4️⃣lastShownItem: Int)\n",
            ],
            [
                .error(
                    "1️⃣",
                    "screen input 'tearDownFlow' clashes with a name the generated 'remakeLinkStart(…)' already uses"
                        + " (style coordinator); rename it"),
                .error(
                    "2️⃣",
                    "screen input 'prepareHome' clashes with a name the generated 'remakeLinkStart(…)' already uses"
                        + " (style coordinator); rename it"),
                .error(
                    "3️⃣",
                    "screen input 'lastShownHome' clashes with a name 'showHome'/'prepareHome' or the screen's scaffold"
                        + " already uses (style coordinator); rename it"),
                .error(
                    "4️⃣",
                    "screen input 'lastShownItem' clashes with a name 'showItem'/'prepareItem' or the screen's scaffold"
                        + " already uses (style coordinator); rename it"),
            ])
    }

    /// A case binds its parameters in `open(_ link:)`: a parameter named like a member of the flow's
    /// coordinator would hide it. Two screens whose names give one case name are told apart.
    func testParametersDoNotHideMembersAndCaseNamesAreOneScreensEach() {
        assertDiagnostics(
            files: [
                "AppFlow.md": "# AppFlow\n\n- start: one of AFlow, BFlow\n",
                "AFlow.md": """
                # AFlow

                ## Screens

                ### HomeA

                - `onA(prepareA: String)` → push A
                - `onPage` → push URLPage

                ### A(prepareA: String)

                - `onB` → push B

                ### B

                ### URLPage

                ## Links

                - `/a/:1️⃣prepareA` → A > B
                - `/page` → URLPage
                """,
                "BFlow.md": "# BFlow\n\n## Screens\n\n### HomeB\n\n- `onPage` → push UrlPage\n\n### UrlPage\n\n"
                    + "## Links\n\n- `2️⃣/other` → UrlPage\n",
            ],
            [
                .error(
                    "1️⃣",
                    "link parameter 'prepareA' clashes with a name the generated ACoordinator already uses (style"
                        + " coordinator); rename it"),
                .error(
                    "2️⃣",
                    "links `/page` and `/other` both open 'DeepLink.urlPage': their last screens 'URLPage' and 'UrlPage'"
                        + " take one case name; rename one of the screens"),
            ])
    }

    /// A flow with a link per screen is asked about many parameters: past the first few, the names are
    /// looked up in a set (`MemberNames`), which must refuse exactly what the search screen by screen did.
    func testManyLinkParametersAreCheckedAsFewAre() {
        let count = 12
        var text = "# ShopFlow\n\n## Screens\n\n### Home\n\n"
        text += (0..<count).map { "- `onItem\($0)(id\($0): Int)` → push Item\($0)\n" }.joined()
        text += (0..<count).map { "\n### Item\($0)(id\($0): Int)\n\n- `onBack` → pop\n" }.joined()
        text += "\n## Links\n\n"
        for index in 0..<count {
            // The tenth and the last parameters are named like the methods that show other screens.
            let parameter = index == 9 ? "showItem2" : index == count - 1 ? "prepareItem3" : "id\(index)"
            let marker = index == 9 ? "1️⃣" : index == count - 1 ? "2️⃣" : ""
            text += "- `/items\(index)/:\(marker)\(parameter)` → Item\(index)\n"
        }
        text = text.replacingOccurrences(of: "Item9(id9: Int)", with: "Item9(showItem2: Int)")
            .replacingOccurrences(of: "onItem9(id9: Int)", with: "onItem9(showItem2: Int)")
            .replacingOccurrences(of: "Item11(id11: Int)", with: "Item11(prepareItem3: Int)")
            .replacingOccurrences(of: "onItem11(id11: Int)", with: "onItem11(prepareItem3: Int)")
        assertDiagnostics(
            files: ["ShopFlow.md": text],
            [
                .error(
                    "1️⃣",
                    "link parameter 'showItem2' clashes with a name the generated ShopCoordinator already uses"
                        + " (style coordinator); rename it"),
                .error(
                    "2️⃣",
                    "link parameter 'prepareItem3' clashes with a name the generated ShopCoordinator already uses"
                        + " (style coordinator); rename it"),
            ])
    }
}
