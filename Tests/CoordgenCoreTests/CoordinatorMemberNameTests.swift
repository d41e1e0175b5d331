import CoordgenCore
import XCTest

/// A flow input is a stored property of the flow's coordinator: it may not take the name of one of the
/// coordinator's members (a screen's `show…` and `prepare…` methods, a child's `run…` methods, the
/// members every coordinator has), and it may take any other name, however close.
final class CoordinatorMemberNameTests: XCTestCase {
    func testFlowInputsNamedLikeTheCoordinatorsMembersAreRefused() {
        assertDiagnostics(
            files: [
                "ItemFlow.md": """
                # ItemFlow

                - input: `1️⃣showHome: Int`, `2️⃣prepareHome: Int`, `3️⃣runDetailFlowAsStart: Int`, \
                `4️⃣runOtherFlow: Int`, `5️⃣router: Int`, `6️⃣runDetailFlowPresented: Int`, `7️⃣runOtherFlowAsRoot: Int`, \
                `8️⃣runOtherFlowPushed: Int`, `showHomeScreen: Int`, `runDetail: Int`, `prepareDetail: Int`, \
                `runOtherFlowAsRoot2: Int`

                ## Screens

                ### Home

                - `onDetail` → push DetailFlow
                - `onOther` → present OtherFlow
                """,
                "DetailFlow.md": "# DetailFlow\n\n## Screens\n\n### Detail\n\n- `onDone` → finish\n",
                "OtherFlow.md": "# OtherFlow\n\n## Screens\n\n### Other\n\n- `onDone` → finish\n",
            ],
            [
                "1️⃣": "showHome", "2️⃣": "prepareHome", "3️⃣": "runDetailFlowAsStart", "4️⃣": "runOtherFlow",
                "5️⃣": "router", "6️⃣": "runDetailFlowPresented", "7️⃣": "runOtherFlowAsRoot", "8️⃣": "runOtherFlowPushed",
            ]
            .sorted { $0.key < $1.key }
            .map {
                .error(
                    $0.key,
                    "flow input '\($0.value)' clashes with a name the generated ItemCoordinator already uses"
                        + " (style coordinator); rename it")
            })
    }
}
