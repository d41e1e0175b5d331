import CoordgenCore
import XCTest

/// The construct of spec format 1.1 that coordgen does not generate yet (`## Links`) is reported as
/// such, at the heading, rather than with a v1 grammar message.
final class NotYetGeneratedTests: XCTestCase {
    func testLinksSaySo() {
        assertDiagnostics(
            files: [
                "TestFlow.md": """
                # TestFlow

                ## Screens

                ### A

                - `onNext(x: Int?)` → push B

                ### B

                6️⃣## Links
                """
            ],
            [.error("6️⃣", "coordgen does not generate '## Links' yet (spec format 1.1)")])
    }
}
