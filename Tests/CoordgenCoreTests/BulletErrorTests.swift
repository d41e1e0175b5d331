import CoordgenCore
import XCTest

/// Errors in the small grammars of bullets: settings, fields, parameters and types (events and
/// actions are in `ActionErrorTests`), each at the exact column of the mistake.
final class BulletErrorTests: XCTestCase {
    // MARK: Settings

    func testUnknownSettingSuggestsTheNearest() {
        assertDiagnostics(
            """
            # TestFlow

            - 1️⃣strat: Home

            ## Screens

            ### Home
            """,
            [
                .error(
                    "1️⃣", "unknown setting 'strat' (did you mean 'start'?); settings are start, input and result")
            ])
    }

    func testSettingWithoutColon() {
        assertDiagnostics(
            """
            # TestFlow

            - 1️⃣start Home

            ## Screens

            ### Home
            """,
            [.error("1️⃣", "expected a setting 'key: value' (start, input or result)")])
    }

    func testSettingTwice() {
        assertDiagnostics(
            """
            # TestFlow

            - start: Home
            - 1️⃣start: Home

            ## Screens

            ### Home
            """,
            [.error("1️⃣", "'start' is set twice")])
    }

    func testStartWithTwoNames() {
        assertDiagnostics(
            """
            # TestFlow

            - start: Home 1️⃣Detail

            ## Screens

            ### Home

            - `onNext` → push Detail

            ### Detail
            """,
            [.error("1️⃣", "expected one screen or flow after 'start:', or 'one of A, B'")])
    }

    func testStartWithoutName() {
        assertDiagnostics(
            """
            # TestFlow

            - start:1️⃣

            ## Screens

            ### Home
            """,
            [.error("1️⃣", "expected a screen or flow after 'start:'")])
    }

    func testStartOneOfNeedsTwoNames() {
        assertDiagnostics(
            """
            # TestFlow

            - start: one of 1️⃣Home

            ## Screens

            ### Home
            """,
            [.error("1️⃣", "expected 'start: one of A, B' with two or more comma-separated names")])
    }

    func testStartOneOfListsANameTwice() {
        assertDiagnostics(
            """
            # TestFlow

            - start: one of Home, Detail, 1️⃣Home

            ## Screens

            ### Home

            ### Detail
            """,
            [.error("1️⃣", "'Home' is listed twice in 'start: one of'")])
    }

    func testInputNotInCode() {
        assertDiagnostics(
            """
            # TestFlow

            - input: 1️⃣phone: String

            ## Screens

            ### Home
            """,
            [.error("1️⃣", "write the input as Swift parameters in inline code: `phone: String`")])
    }

    func testResultWithTextOutsideCode() {
        assertDiagnostics(
            """
            # TestFlow

            - result: 1️⃣the `id: Int`

            ## Screens

            ### Home
            """,
            [.error("1️⃣", "unexpected text outside inline code in 'result'")])
    }

    func testInputAsSeveralCodeSpans() {
        assertValid(
            """
            # TestFlow

            - input: `id: Int`, `name: String` — both from the parent

            ## Screens

            ### Home(id: Int, name: String)
            """)
    }

    // MARK: Fields

    func testStorageFieldNotInCode() {
        assertDiagnostics(
            """
            # TestFlow

            ## Storage

            - `count: Int = 0` 1️⃣counts taps

            ## Screens

            ### Home
            """,
            [.error("1️⃣", "expected a field in inline code, like `name: Type`; prose goes after ' — '")])
    }

    func testDefaultValueOutsideStorage() {
        assertDiagnostics(
            """
            # TestFlow

            ## Dependencies

            - `api: API = 1️⃣API()`

            ## Screens

            ### Home
            """,
            [.error("1️⃣", "a default value is only allowed for storage fields")])
    }

    func testDefaultValueInAnEventParameter() {
        assertDiagnostics(
            """
            # TestFlow

            ## Screens

            ### Home

            - `onDone(count: Int = 1️⃣3)` → finish
            """,
            [.error("1️⃣", "a default value is only allowed for storage fields")])
    }

    func testEmptyDefaultValue() {
        assertDiagnostics(
            """
            # TestFlow

            ## Storage

            - `count: Int =1️⃣`

            ## Screens

            ### Home
            """,
            [.error("1️⃣", "expected a default value after '='")])
    }

    // MARK: Parameters and types

    func testParameterWithoutColon() {
        assertDiagnostics(
            """
            # TestFlow

            ## Screens

            ### Home

            - `onSelect(1️⃣item Item)` → finish
            """,
            [.error("1️⃣", "expected 'name: Type' (write 'item: Item')")])
    }

    func testParameterWithoutName() {
        assertDiagnostics(
            """
            # TestFlow

            ## Screens

            ### Home(1️⃣: Int)
            """,
            [.error("1️⃣", "expected a name before ':'")])
    }

    func testParameterWithoutType() {
        assertDiagnostics(
            """
            # TestFlow

            ## Screens

            ### Home(id:1️⃣)
            """,
            [.error("1️⃣", "expected a type after 'id:'")])
    }

    func testEmptyParameterAfterComma() {
        assertDiagnostics(
            """
            # TestFlow

            ## Screens

            ### Home(id: Int,1️⃣)
            """,
            [.error("1️⃣", "expected 'name: Type'")])
    }

    func testMissingClosingParenthesis() {
        assertDiagnostics(
            """
            # TestFlow

            ## Screens

            ### Home(id: Int1️⃣
            """,
            [.error("1️⃣", "expected ')' at the end of 'Home(id: Int'")])
    }

    func testUnclosedTypeBracket() {
        assertDiagnostics(
            """
            # TestFlow

            ## Screens

            ### Home

            - `onSelect(items: [Item1️⃣)` → finish
            """,
            [.error("1️⃣", "'[Item' is not a valid Swift type: expected ']' after 'Item', but the type ends there")])
    }

    func testUnbalancedClosingBracket() {
        assertDiagnostics(
            """
            # TestFlow

            ## Storage

            - `map: [String: Int]1️⃣] = [:]`

            ## Screens

            ### Home
            """,
            [
                .error(
                    "1️⃣",
                    "'[String: Int]]' is not a valid Swift type: expected the end of the type after '[String: Int]',"
                        + " found ']'")
            ])
    }

    func testUnexpectedCharacterInType() {
        assertDiagnostics(
            """
            # TestFlow

            ## Dependencies

            - `api: API1️⃣;`

            ## Screens

            ### Home
            """,
            [.error("1️⃣", "'API;' is not a valid Swift type: unexpected character ';'")])
    }

    func testTypesWithGenericsClosuresAndSpacing() {
        assertValid(
            """
            # TestFlow

            - input: `handler: (Int) -> Void, map: [String:[Int]]`

            ## Storage

            - `cache: Dictionary<String, [Int?]> = [:]`
            - `service: (any Service & Sendable)?`

            ## Screens

            ### Home(map: [String: [Int]])
            """)
    }

    func testKeywordNamesAreAccepted() {
        assertValid(
            """
            # TestFlow

            - input: `class: String`
            - result: `default: Int`

            ## Storage

            - `for: Int = 0`

            ## Screens

            ### Home

            - `onPick(default: Int, in: String)` → store default as for, push Detail
            - `onDone(default: Int)` → finish

            ### Detail(in: String, class: String)
            """)
    }
}
