import CoordgenCore
import XCTest

/// The constructs of spec format 1.1 that coordgen does not generate yet are reported as such, at
/// the word that starts them, rather than with a v1 grammar message.
final class NotYetGeneratedTests: XCTestCase {
    func testTabsLinksAndSelectTabSaySo() {
        assertDiagnostics(
            files: [
                "TestFlow.md": """
                # TestFlow

                ## Screens

                ### A

                - `onNext(x: Int?)` → push B
                - `onGo` → 3️⃣select tab AFlow
                - `onChild` → push CFlow
                - `onB` → present B

                ### B

                ## Flows

                ### CFlow

                - on finish → pop

                6️⃣## Links
                """,
                "ShopFlow.md": """
                # ShopFlow

                1️⃣## Tabs

                ### CFlow

                ### DFlow
                """,
                "DFlow.md": """
                # DFlow

                ## Screens

                ### D
                """,
                "CFlow.md": """
                # CFlow

                ## Screens

                ### C

                - `onDone` → finish
                """,
            ],
            [
                .error("1️⃣", "coordgen does not generate '## Tabs' yet (spec format 1.1)"),
                .error("3️⃣", "coordgen does not generate 'select tab' yet (spec format 1.1)"),
                .error("6️⃣", "coordgen does not generate '## Links' yet (spec format 1.1)"),
            ])
    }
}

extension NotYetGeneratedTests {
    /// A tabs flow as the contract writes it (no screens, no `start:`) gets one message, not a v1 one too.
    func testATabsFlowWithoutScreensGetsOnlyTheNotGeneratedMessage() {
        assertDiagnostics(
            files: [
                "TestFlow.md": """
                # TestFlow

                1️⃣## Tabs

                ### HelpFlow

                ### OtherFlow
                """,
                "HelpFlow.md": helpFlowFixture,
                "OtherFlow.md": """
                # OtherFlow

                ## Screens

                ### Other
                """,
            ],
            [.error("1️⃣", "coordgen does not generate '## Tabs' yet (spec format 1.1)")])
    }
}
