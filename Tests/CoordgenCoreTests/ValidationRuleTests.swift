import CoordgenCore
import XCTest

/// Rules on names and targets: what must exist, what must be unique, what Swift and UIKit allow.
final class ValidationRuleTests: XCTestCase {
    // MARK: Targets

    func testUnknownScreenSuggestsTheNearest() {
        // The misspelt push leaves ItemDetail unreachable: that warning is expected too.
        assertDiagnostics(
            """
            # TestFlow

            ## Screens

            ### ItemList

            - `onSelect` → push 1️⃣ItemDetial

            ### 2️⃣ItemDetail

            - `onDone` → finish
            """,
            [
                .error("1️⃣", "screen 'ItemDetial' is not defined in TestFlow (did you mean 'ItemDetail'?)"),
                .warning("2️⃣", "screen 'ItemDetail' is not reachable from the start of TestFlow; no event shows it"),
            ])
    }

    func testUnknownStartScreen() {
        assertDiagnostics(
            """
            # TestFlow

            - start: 1️⃣Hom

            ## Screens

            ### Home
            """,
            [.error("1️⃣", "screen 'Hom' is not defined in TestFlow (did you mean 'Home'?)")])
    }

    func testUnknownFlow() {
        assertDiagnostics(
            files: [
                "TestFlow.md": """
                # TestFlow

                ## Screens

                ### Home

                - `onSettings` → present 1️⃣SettingFlow
                - `onHelp` → push 2️⃣HelpFlow

                ## Flows

                ### 3️⃣SettingFlow

                - on finish → dismiss
                """,
                "SettingsFlow.md": "# SettingsFlow\n\n## Screens\n\n### Settings\n",
            ],
            [
                .error("1️⃣", "flow 'SettingFlow' is not defined in the spec set (did you mean 'SettingsFlow'?)"),
                .error("2️⃣", "flow 'HelpFlow' is not defined in the spec set"),
                .error("3️⃣", "flow 'SettingFlow' is not defined in the spec set (did you mean 'SettingsFlow'?)"),
            ])
    }

    func testScreenOfAnotherFlow() {
        assertDiagnostics(
            files: [
                "TestFlow.md": """
                # TestFlow

                ## Screens

                ### Home

                - `onProfile` → push 1️⃣Profile
                """,
                "ProfileFlow.md": "# ProfileFlow\n\n## Screens\n\n### Profile\n",
            ],
            [
                .error(
                    "1️⃣",
                    "screen 'Profile' belongs to ProfileFlow; a flow shows only its own screens (start ProfileFlow"
                        + " instead)")
            ])
    }

    // MARK: Uniqueness

    func testDuplicateFlowNamesAcrossFilesAreReportedAtBothPlaces() {
        assertDiagnostics(
            files: [
                "A/TestFlow.md": "# 1️⃣TestFlow\n\n## Screens\n\n### Home\n",
                "B/TestFlow.md": "# 2️⃣TestFlow\n\n## Screens\n\n### Other\n",
            ],
            [
                .error("1️⃣", "flow 'TestFlow' is defined twice", notes: [("2️⃣", "also defined here")]),
                .error("2️⃣", "flow 'TestFlow' is defined twice", notes: [("1️⃣", "also defined here")]),
            ])
    }

    func testDuplicateScreensAcrossFiles() {
        assertDiagnostics(
            files: [
                "TestFlow.md": "# TestFlow\n\n## Screens\n\n### 1️⃣Home\n",
                "OtherFlow.md": "# OtherFlow\n\n## Screens\n\n### 2️⃣Home\n",
            ],
            [
                .error(
                    "1️⃣",
                    "screen 'Home' is also defined in OtherFlow; screen names are unique across all flows (each"
                        + " becomes 'HomeModule')", notes: [("2️⃣", "the other 'Home' is here")]),
                .error(
                    "2️⃣",
                    "screen 'Home' is also defined in TestFlow; screen names are unique across all flows (each"
                        + " becomes 'HomeModule')", notes: [("1️⃣", "the other 'Home' is here")]),
            ])
    }

    func testDuplicateScreenInOneFlow() {
        assertDiagnostics(
            """
            # TestFlow

            ## Screens

            ### 2️⃣Home

            ### 1️⃣Home
            """,
            [.error("1️⃣", "screen 'Home' is declared twice", notes: [("2️⃣", "first declared here")])])
    }

    func testDuplicateEvents() {
        assertDiagnostics(
            """
            # TestFlow

            ## Screens

            ### Home

            - `2️⃣onDone` → finish
            - `1️⃣onDone(id: Int)` → cancel
            """,
            [.error("1️⃣", "event 'onDone' is declared twice", notes: [("2️⃣", "first declared here")])])
    }

    func testDuplicateFields() {
        assertDiagnostics(
            """
            # TestFlow

            - input: `2️⃣id: Int, 1️⃣id: String`

            ## Storage

            - `4️⃣count: Int = 0`
            - `3️⃣count: Int = 1`

            ## Dependencies

            - `6️⃣api: API`
            - `5️⃣api: API`

            ## Screens

            ### Home(8️⃣id: Int, 7️⃣id: Int)

            - `onPick(0️⃣a: Int, 9️⃣a: Int)` → finish
            """,
            [
                .error("1️⃣", "flow input 'id' is declared twice", notes: [("2️⃣", "first declared here")]),
                .error("3️⃣", "storage field 'count' is declared twice", notes: [("4️⃣", "first declared here")]),
                .error("5️⃣", "dependency 'api' is declared twice", notes: [("6️⃣", "first declared here")]),
                .error("7️⃣", "screen input 'id' is declared twice", notes: [("8️⃣", "first declared here")]),
                .error("9️⃣", "event parameter 'a' is declared twice", notes: [("0️⃣", "first declared here")]),
            ])
    }

    // MARK: Names

    func testEventNamedLikeAViewControllerMember() {
        assertDiagnostics(
            """
            # TestFlow

            ## Screens

            ### Home

            - `1️⃣title` → finish
            - `2️⃣dismiss` → cancel
            """,
            [
                .error(
                    "1️⃣",
                    "event 'title' would hide UIViewController's 'title' on the screen's view controller; rename it"
                        + " (for example 'onTitle')"),
                .error(
                    "2️⃣",
                    "event 'dismiss' would hide UIViewController's 'dismiss' on the screen's view controller; rename"
                        + " it (for example 'onDismiss')"),
            ])
    }

    func testInvalidIdentifiers() {
        assertDiagnostics(
            """
            # TestFlow

            - input: `1️⃣user-id: Int`

            ## Storage

            - `2️⃣9lives: Int = 9`

            ## Screens

            ### 3️⃣Item-List

            - `4️⃣on.done` → finish
            """,
            [
                .error("1️⃣", "flow input 'user-id' is not a valid Swift identifier (did you mean 'userid'?)"),
                .error("2️⃣", "storage field '9lives' is not a valid Swift identifier"),
                .error("3️⃣", "screen name 'Item-List' is not a valid Swift identifier (did you mean 'ItemList'?)"),
                .error("4️⃣", "event name 'on.done' is not a valid Swift identifier (did you mean 'ondone'?)"),
            ])
    }

    func testUnusableNames() {
        assertDiagnostics(
            """
            # TestFlow

            - result: `1️⃣self: Int`

            ## Dependencies

            - `2️⃣Type: API`

            ## Screens

            ### Home

            - `3️⃣init` → cancel
            - `onPick(4️⃣super: Int)` → cancel
            """,
            [
                .error("1️⃣", "'self' cannot be used as a result field in generated Swift; choose another name"),
                .error("2️⃣", "'Type' cannot be used as a dependency in generated Swift; choose another name"),
                .error("3️⃣", "'init' cannot be used as an event name in generated Swift; choose another name"),
                .error("4️⃣", "'super' cannot be used as an event parameter in generated Swift; choose another name"),
            ])
    }

    func testFlowNameWithoutFlowSuffix() {
        assertDiagnostics(
            files: ["Test.md": "# 1️⃣Test\n\n## Screens\n\n### Home\n"],
            [.error("1️⃣", "flow name 'Test' must end in 'Flow' after a base name (did you mean 'TestFlow'?)")])
    }

    func testFlowNameThatIsOnlyTheSuffix() {
        assertDiagnostics(
            files: ["Flow.md": "# 1️⃣Flow\n\n## Screens\n\n### Home\n"],
            [.error("1️⃣", "flow name 'Flow' has no base name; name the flow after what it does, like 'ItemFlow'")])
    }

    func testLowercaseNames() {
        assertDiagnostics(
            """
            # 1️⃣testFlow

            ## Screens

            ### 2️⃣home
            """,
            [
                .error("1️⃣", "flow name 'testFlow' must be UpperCamelCase (did you mean 'TestFlow'?)"),
                .error("2️⃣", "screen name 'home' must be UpperCamelCase (did you mean 'Home'?)"),
            ])
    }

    func testScreenNamedLikeAFlow() {
        assertDiagnostics(
            """
            # TestFlow

            ## Screens

            ### 1️⃣HomeFlow
            """,
            [.error("1️⃣", "screen name 'HomeFlow' ends in 'Flow', which marks flows; rename the screen")])
    }

    func testDependencyWithTwoTypesInTwoFlows() {
        assertDiagnostics(
            files: [
                "AFlow.md": "# AFlow\n\n## Dependencies\n\n- `2️⃣api: API`\n\n## Screens\n\n### A\n",
                "BFlow.md": "# BFlow\n\n## Dependencies\n\n- `1️⃣api: APIClient`\n\n## Screens\n\n### B\n",
                "CFlow.md": "# CFlow\n\n## Dependencies\n\n- `api: API`\n\n## Screens\n\n### C\n",
            ],
            [
                .error(
                    "1️⃣",
                    "dependency 'api' is 'APIClient' here but 'API' in AFlow; one container provides both, so use one"
                        + " type or another name", notes: [("2️⃣", "declared here")])
            ])
    }

    func testFlowWithNoScreensAndNoStart() {
        assertDiagnostics(
            "# 1️⃣TestFlow\n\nOnly a description.\n",
            [.error("1️⃣", "flow 'TestFlow' has no screens; add '## Screens' with a '### Screen', or 'start:' a flow")])
    }

    func testFlowWhoseStartIsAFlowNeedsNoScreens() {
        assertDiagnostics(
            files: [
                "TestFlow.md": "# TestFlow\n\n- start: ChildFlow\n",
                "ChildFlow.md": "# ChildFlow\n\n## Screens\n\n### Leaf\n",
            ], [])
    }
}
