import CoordgenCore
import XCTest

/// Positions that are easy to get wrong: lazy continuation lines, code spans over two lines, escapes,
/// entities, wide characters and the three kinds of line ending.
final class LocationTests: XCTestCase {
    func testLazyContinuationLine() {
        // cmark counts the second line's columns from the bullet's indentation, which it lacks.
        assertDiagnostics(
            """
            # TestFlow

            ## Screens

            ### Home

            - `onDone` → finish,
            1️⃣pop
            """,
            [.error("1️⃣", "'pop' comes after 'finish', which ends the action list; move 'finish' last")])
    }

    func testIndentedContinuationLine() {
        assertDiagnostics(
            """
            # TestFlow

            ## Screens

            ### Home

            - `onDone` → finish,
                 1️⃣pop
            """,
            [.error("1️⃣", "'pop' comes after 'finish', which ends the action list; move 'finish' last")])
    }

    func testCodeSpanOverTwoLines() {
        assertDiagnostics(
            """
            # TestFlow

            ## Screens

            ### Home

            - `onPick(count: Int,
              1️⃣name String)` → finish
            """,
            [.error("1️⃣", "expected 'name: Type' (write 'name: String')")])
    }

    func testEscapesAndEntitiesDoNotShiftLaterColumns() {
        assertDiagnostics(
            """
            # TestFlow

            ## Screens

            ### Home

            - `onA` → 1️⃣dis\\_miss, 2️⃣psuh Home
            - `onB` → 3️⃣pop&amp;x, 4️⃣psuh Home
            """,
            [
                .error(
                    "1️⃣",
                    "unknown action 'dis_miss' (did you mean 'dismiss'?); actions are push, present, root, pop, pop"
                        + " to root, pop to, dismiss, store, send, select tab, finish, cancel, restart"),
                .error(
                    "2️⃣",
                    "unknown action 'psuh' (did you mean 'push'?); actions are push, present, root, pop, pop to root,"
                        + " pop to, dismiss, store, send, select tab, finish, cancel, restart"),
                .error(
                    "3️⃣",
                    "unknown action 'pop&x'; actions are push, present, root, pop, pop to root, pop to, dismiss,"
                        + " store, send, select tab, finish, cancel, restart"),
                .error(
                    "4️⃣",
                    "unknown action 'psuh' (did you mean 'push'?); actions are push, present, root, pop, pop to root,"
                        + " pop to, dismiss, store, send, select tab, finish, cancel, restart"),
            ])
    }

    func testWideCharactersCountAsOneColumn() {
        // `→`, `é`, `日本` and an emoji are one column each, as editors show them.
        assertDiagnostics(
            """
            # TestFlow

            Les écrans 日本 🙂.

            ## Screens

            ### Home

            - `onCafé` → push 1️⃣Détail
            """,
            [.error("1️⃣", "screen 'Détail' is not defined in TestFlow")])
    }

    func testCarriageReturnLineEndings() {
        assertDiagnostics(
            "# TestFlow\r\r## Screens\r\r### Home\r\r- `onDone` → 1️⃣finsh\r",
            [
                .error(
                    "1️⃣",
                    "unknown action 'finsh' (did you mean 'finish'?); actions are push, present, root, pop, pop to"
                        + " root, pop to, dismiss, store, send, select tab, finish, cancel, restart")
            ])
    }

    func testWindowsLineEndings() {
        assertDiagnostics(
            "# TestFlow\r\n\r\n## Screens\r\n\r\n### Home\r\n\r\n- `onDone` → 1️⃣finsh\r\n",
            [
                .error(
                    "1️⃣",
                    "unknown action 'finsh' (did you mean 'finish'?); actions are push, present, root, pop, pop to"
                        + " root, pop to, dismiss, store, send, select tab, finish, cancel, restart")
            ])
    }

    func testMarkersThemselves() {
        let marked = MarkedText("ab1️⃣c\r\nd2️⃣→3️⃣\re🔟")
        XCTAssertEqual(marked.text, "abc\r\nd→\re")
        XCTAssertEqual(marked.markers["1️⃣"]?.line, 1)
        XCTAssertEqual(marked.markers["1️⃣"]?.column, 3)
        XCTAssertEqual(marked.markers["2️⃣"]?.line, 2)
        XCTAssertEqual(marked.markers["2️⃣"]?.column, 2)
        XCTAssertEqual(marked.markers["3️⃣"]?.column, 3)
        XCTAssertEqual(marked.markers["🔟"]?.line, 3)
        XCTAssertEqual(marked.markers["🔟"]?.column, 2)
    }
}
