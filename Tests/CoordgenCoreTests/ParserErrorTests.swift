import CoordgenCore
import XCTest

/// Every error of the spec grammar (`SpecParser`, `BulletParser`, `SignatureParser`), with its exact
/// message and position. Markers (`1️⃣`) stand where the diagnostic must point.
final class ParserErrorTests: XCTestCase {
    // MARK: Headings and sections

    func testMissingTitleBeforeAnotherHeading() {
        assertDiagnostics(
            """
            1️⃣## Screens

            ### Home
            """,
            [.error("1️⃣", "expected '# NameFlow' before any other heading")])
    }

    func testTextBeforeTitle() {
        assertDiagnostics(
            """
            1️⃣Navigation for items.

            # TestFlow

            ## Screens

            ### Home
            """,
            [.error("1️⃣", "expected '# NameFlow' as the first heading, before any text")])
    }

    func testListBeforeTitle() {
        assertDiagnostics(
            """
            1️⃣- start: Home

            # TestFlow

            ## Screens

            ### Home
            """,
            [.error("1️⃣", "expected '# NameFlow' as the first heading, before any list")])
    }

    func testProseOnlyFileHasNoTitle() {
        assertDiagnostics(
            "1️⃣Just some notes about navigation.\n",
            [.error("1️⃣", "expected '# NameFlow' as the first heading, before any text")])
    }

    func testSecondTitle() {
        assertDiagnostics(
            """
            # TestFlow

            ## Screens

            ### Home

            1️⃣# OtherFlow
            """,
            [
                .error(
                    "1️⃣",
                    "a spec has exactly one '#' heading; '# OtherFlow' is a second one (each flow goes in its own file)"
                )
            ])
    }

    func testEmptyTitle() {
        assertDiagnostics(
            """
            1️⃣#

            ## Screens

            ### Home
            """,
            [.error("1️⃣", "expected the flow name after '#'")])
    }

    func testUnknownSectionSuggestsTheNearestAndIsReadAsIt() {
        // `## Screen` is read as `## Screens`, so its screens do not cascade into more errors.
        assertDiagnostics(
            """
            # TestFlow

            - start: Home

            1️⃣## Screen

            ### Home

            - `onDone` → finish
            """,
            [
                .error(
                    "1️⃣",
                    "unknown section '## Screen' (did you mean 'Screens'?); sections are Storage, Dependencies,"
                        + " Screens, Flows, Tabs and Links")
            ])
    }

    func testUnknownSectionWithoutSuggestionIsSkipped() {
        assertDiagnostics(
            """
            # TestFlow

            1️⃣## Notes

            - anything at all
            ### Even headings

            ## Screens

            ### Home
            """,
            [
                .error(
                    "1️⃣",
                    "unknown section '## Notes'; sections are Storage, Dependencies, Screens, Flows, Tabs"
                        + " and Links")
            ])
    }

    func testSectionTwice() {
        assertDiagnostics(
            """
            # TestFlow

            2️⃣## Screens

            ### Home

            - `onNext` → push Detail

            1️⃣## Screens

            ### Detail
            """,
            [
                .error(
                    "1️⃣", "section '## Screens' appears twice; write all of it in one place",
                    notes: [("2️⃣", "first '## Screens' is here")])
            ])
    }

    func testEntryHeadingBeforeAnySection() {
        assertDiagnostics(
            """
            # TestFlow

            1️⃣### Home

            ## Screens

            ### Home
            """,
            [.error("1️⃣", "'### Home' must be under '## Screens', '## Flows' or '## Tabs'")])
    }

    func testEntryHeadingUnderStorage() {
        assertDiagnostics(
            """
            # TestFlow

            ## Storage

            1️⃣### Home

            ## Screens

            ### Home
            """,
            [.error("1️⃣", "'###' headings belong under '## Screens', '## Flows' or '## Tabs', not '## Storage'")])
    }

    func testHeadingDeeperThanThree() {
        assertDiagnostics(
            """
            # TestFlow

            ## Screens

            ### Home

            1️⃣#### Details
            """,
            [.error("1️⃣", "headings deeper than '###' are not part of a flow spec")])
    }

    func testChildFlowHeadingWithParameters() {
        assertDiagnostics(
            files: [
                "TestFlow.md": """
                # TestFlow

                ## Screens

                ### Home

                - `onChild` → present ChildFlow

                ## Flows

                1️⃣### ChildFlow(id: Int)

                - on finish → dismiss
                """,
                "ChildFlow.md": "# ChildFlow\n\n## Screens\n\n### Leaf\n\n- `onDone` → finish\n",
            ],
            [
                .error(
                    "1️⃣", "a child flow takes its inputs by name from this flow; write only '### ChildFlow'")
            ])
    }

    // MARK: Blocks that are not part of the format

    func testNumberedList() {
        assertDiagnostics(
            """
            # TestFlow

            ## Screens

            ### Home

            1️⃣1. `onDone` → finish
            """,
            [.error("1️⃣", "use '-' bullets; numbered lists are not part of a flow spec")])
    }

    func testRawHTMLBlock() {
        assertDiagnostics(
            """
            # TestFlow

            1️⃣<div align="center">Items</div>

            ## Screens

            ### Home
            """,
            [.error("1️⃣", "raw HTML is not part of a flow spec; use Markdown, or an HTML comment for notes")])
    }

    func testHTMLCommentIsAllowed() {
        assertValid(
            """
            # TestFlow

            <!-- Reviewed by the design team. -->

            ## Screens

            ### Home
            """)
    }

    func testProseBlocksAreAllowedEverywhere() {
        assertValid(
            """
            # TestFlow

            Intro with **bold**, a [link](https://example.com) and `code`.

            > A note quoted from the design document.

            ---

                an indented code block

            ## Screens

            Some words about the screens.

            ### Home

            What the home screen shows.

            - `onDone` → finish — ends the flow, see [docs](x)
            """)
    }

    func testEventsOutsideAScreen() {
        assertDiagnostics(
            """
            # TestFlow

            ## Screens

            1️⃣- `onDone` → finish

            ### Home
            """,
            [.error("1️⃣", "events belong under a screen heading, like '### ScreenName'")])
    }

    func testHandlersOutsideAChildFlow() {
        assertDiagnostics(
            """
            # TestFlow

            ## Screens

            ### Home

            ## Flows

            1️⃣- on finish → dismiss
            """,
            [.error("1️⃣", "handlers belong under a child flow heading, like '### ChildFlow'")])
    }

    func testNestedList() {
        assertDiagnostics(
            """
            # TestFlow

            ## Screens

            ### Home

            - `onDone` → finish
              1️⃣- a nested detail
            """,
            [.error("1️⃣", "a bullet holds one line of the spec; nested lists and extra paragraphs are not allowed")])
    }

    func testEmptyBullet() {
        assertDiagnostics(
            """
            # TestFlow

            ## Screens

            ### Home

            - `onDone` → finish
            1️⃣-
            """,
            [.error("1️⃣", "expected text after the bullet")])
    }

    func testSecondSettingsList() {
        assertDiagnostics(
            """
            # TestFlow

            - start: Home

            More description.

            1️⃣- result: `id: Int`

            ## Screens

            ### Home
            """,
            [.error("1️⃣", "settings go in one bullet list right under the description")])
    }

    func testFormattingBeforeProse() {
        assertDiagnostics(
            """
            # TestFlow

            ## Screens

            ### Home

            - 1️⃣*`onDone`* → finish
            """,
            [
                .error(
                    "1️⃣",
                    "only plain text and inline code may come before ' — '; formatting and links go in the prose"
                        + " after it")
            ])
    }
}
