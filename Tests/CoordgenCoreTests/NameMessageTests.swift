import CoordgenCore
import XCTest

/// How names are judged and printed: invisible characters escaped in every message, one rule for
/// flow names in `new` and `validate`, and screens whose view controller would say `View` twice.
final class NameMessageTests: XCTestCase {
    func testInvisibleCharactersInNamesAreEscapedInMessages() {
        assertDiagnostics(
            """
            # TestFlow

            ## Screens

            ### Home

            - `onNext` → push 1️⃣Item\u{200D}Lsit

            ### 2️⃣Item\u{200D}List
            """,
            [
                .error(
                    "1️⃣",
                    "screen 'Item\\u{200D}Lsit' is not defined in TestFlow (did you mean 'Item\\u{200D}List'?)"),
                .error(
                    "2️⃣", "screen name 'Item\\u{200D}List' is not a valid Swift identifier (did you mean 'ItemList'?)"),
                .warning(
                    "2️⃣",
                    "screen 'Item\\u{200D}List' is not reachable from the start of TestFlow; no event shows it"),
            ])
    }

    func testEscapingShowsWhatCannotBeSeen() {
        XCTAssertEqual(
            Diagnostic.escapingInvisibles("a\u{200B}b\u{00A0}c\u{FEFF}d\u{202E}e\tf\u{FE0F}"),
            "a\\u{200B}b\\u{00A0}c\\u{FEFF}d\\u{202E}e\\u{0009}f\\u{FE0F}")
        XCTAssertEqual(Diagnostic.escapingInvisibles("Écran → 'ItemList' — ok"), "Écran → 'ItemList' — ok")
        let diagnostic = Diagnostic.error(
            "name 'a\u{200D}b'", at: nil, notes: [.init(message: "here 'a\u{200D}b'", location: nil)])
        XCTAssertEqual(
            diagnostic.description, "coordgen: error: name 'a\\u{200D}b'\ncoordgen: note: here 'a\\u{200D}b'")
    }

    func testScreenNamesEndingInViewGetAWarning() {
        assertDiagnostics(
            """
            # TestFlow

            ## Screens

            ### 1️⃣NoteView

            - `onNext` → push NoteDetailViewController

            ### 2️⃣NoteDetailViewController

            - `onNext` → push Preview

            ### Preview

            - `onNext` → push View

            ### View
            """,
            [
                .warning(
                    "1️⃣",
                    "screen 'NoteView' gets the view controller 'NoteViewViewController'; name the screen 'Note' to get"
                        + " 'NoteViewController'"),
                .warning(
                    "2️⃣",
                    "screen 'NoteDetailViewController' gets the view controller"
                        + " 'NoteDetailViewControllerViewController'; name the screen 'NoteDetail' to get"
                        + " 'NoteDetailViewController'"),
            ])
    }

    /// `coordgen new` and `validate` judge flow names by one rule: a name `new` accepts gives a starter
    /// spec that validates, and a name it refuses fails validation with the same message.
    func testNewAndValidateAgreeOnFlowNames() {
        let names = [
            "ItemFlow", "ÜberFlow", "ÉcranFlow", "Item2Flow", "itemFlow", "Item", "Flow", "BaseFlow", "ModuleFlow",
            "CoordinatorFlow", "DefaultCoordinatorFlow", "Item\u{200D}Flow", "Item\u{00A0}Flow", "ItemFlow.md",
            "Élan_Flow", "日本Flow",
        ]
        for name in names {
            var diagnostics = Diagnostics()
            let spec = SourceFile(path: "\(name).md", text: StarterSpec.text(flowName: name))
            _ = Pipeline.model(from: [spec], diagnostics: &diagnostics)
            let titleErrors = diagnostics.sorted.filter { $0.severity == .error && $0.location?.line == 1 }
            if let problem = NamingRules.flowNameProblem(name) {
                XCTAssertEqual(titleErrors.map(\.message), [Diagnostic.escapingInvisibles(problem)], name)
            } else {
                XCTAssertEqual(diagnostics.sorted.map(\.description), [], name)
            }
        }
        XCTAssertNil(NamingRules.flowNameProblem("ÜberFlow"), "Swift allows Unicode letters, and so do both")
    }
}
