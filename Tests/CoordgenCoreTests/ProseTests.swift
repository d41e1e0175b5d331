import CoordgenCore
import XCTest

/// Free prose is documentation wherever it stands: after the settings list, and between or after
/// a screen's events, as well as right under the headings.
final class ProseTests: XCTestCase {
    func testProseAfterSettingsAndAfterEventsIsKept() {
        let text = """
            # ProseFlow

            Before the settings.

            - start: Home

            After the settings.

            ## Screens

            ### Home

            The home screen.

            - `onNext` → push Detail

            Between the events.

            - `onClose` → finish

            ### Detail
            """
        var diagnostics = Diagnostics()
        let model = Pipeline.model(from: [SourceFile(path: "ProseFlow.md", text: text)], diagnostics: &diagnostics)
        XCTAssertEqual(diagnostics.all.map(\.description), [])
        let flow = model.flow(named: "ProseFlow")
        XCTAssertEqual(flow?.description, "Before the settings.\n\nAfter the settings.")
        XCTAssertEqual(flow?.screen(named: "Home")?.description, "The home screen.\n\nBetween the events.")
    }
}
