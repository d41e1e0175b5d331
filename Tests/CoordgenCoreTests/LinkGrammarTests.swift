import CoordgenCore
import XCTest

/// The grammar of a link under `## Links` (spec format 1.1, section 8), each mistake with its exact
/// message and place.
final class LinkGrammarTests: XCTestCase {
    func testEachMistakeInALinkIsReportedWhereItIsWritten() {
        assertDiagnostics(
            files: [
                "HomeFlow.md": """
                # HomeFlow

                ## Screens

                ### Home

                - `onGo` → push Detail

                ### Detail

                0️⃣## Links

                - `/` → Home — the front page
                - `/products` → Home > Detail
                - `/a/2️⃣/b` → Home
                - `/a3️⃣/` → Home
                - `4️⃣orders` → Home
                - `/a5️⃣ b` → Home
                - `/x/6️⃣:` → Home
                - `/x/:id/7️⃣:id` → Home
                - `/x/:8️⃣product-id` → Home
                - `/x/a9️⃣:b` → Home
                - `/x`🔟 Home
                - `/e1️⃣\u{0301}x` → Home
                """
            ],
            [
                .error("2️⃣", "empty segment in link path `/a//b`; remove the extra '/'"),
                .error("3️⃣", "empty segment in link path `/a/`; remove the extra '/'"),
                .error("4️⃣", "a link path starts with '/', found 'orders'"),
                .error(
                    "5️⃣",
                    "unexpected ' ' in link path; a link matches path segments only (letters, digits, '-', '_', '.'"
                        + " and '~') and ':name' parameters"),
                .error("6️⃣", "':' must be followed by a parameter name, like ':id'"),
                .error("7️⃣", "parameter ':id' appears twice in `/x/:id/:id`"),
                .error(
                    "8️⃣", "link parameter name 'product-id' is not a valid Swift identifier (did you mean 'productid'?)"),
                .error(
                    "9️⃣",
                    "unexpected ':' in link path; a link matches path segments only (letters, digits, '-', '_', '.'"
                        + " and '~') and ':name' parameters"),
                .error("🔟", "expected '→' and a screen or a path like 'Orders > OrderDetail' after the link"),
                // A combining mark alone would join the quote before it.
                .error(
                    "1️⃣",
                    "unexpected '\\u{0301}' in link path; a link matches path segments only (letters, digits, '-', '_',"
                        + " '.' and '~') and ':name' parameters"),
            ])
    }

    /// In a parameter, a character no path can hold is unexpected where it stands, as in a literal
    /// segment; one a path can hold but a Swift name cannot gets the identifier message.
    func testACharacterNoPathHoldsAfterAColon() {
        assertDiagnostics(
            files: [
                "HomeFlow.md": """
                # HomeFlow

                ## Screens

                ### Home

                ## Links

                - `/x/:a1️⃣%` → Home
                - `/y/:2️⃣b.c` → Home
                """
            ],
            [
                .error(
                    "1️⃣",
                    "unexpected '%' in link path; a link matches path segments only (letters, digits, '-', '_', '.'"
                        + " and '~') and ':name' parameters"),
                .error("2️⃣", "link parameter name 'b.c' is not a valid Swift identifier (did you mean 'bc'?)"),
            ])
    }

    func testThePathAfterTheArrow() {
        assertDiagnostics(
            files: [
                "HomeFlow.md": """
                # HomeFlow

                ## Screens

                ### Home

                - `onGo` → push Detail

                ### Detail

                0️⃣## Links

                - `/y`1️⃣ →
                - `/z` → Home >2️⃣ > Detail
                - `/w` → Home 3️⃣Detail
                - 4️⃣/plain → Home

                5️⃣### Heading
                """
            ],
            [
                .error("1️⃣", "expected '→' and a screen or a path like 'Orders > OrderDetail' after the link"),
                .error("2️⃣", "expected a screen name after '>'"),
                .error("3️⃣", "unexpected 'Detail' after 'Home' (separate steps with '>'; prose starts with ' — ')"),
                .error("4️⃣", "expected a link in inline code, like `/items/:id` → Screen"),
                .error("5️⃣", "'###' headings belong under '## Screens', '## Flows' or '## Tabs', not '## Links'"),
            ])
    }
}
