import CoordgenCore
import XCTest

/// Spec lines that indentation turns into something else: four spaces or a tab make a bullet an
/// indented code block, or part of the paragraph above it. Either way the line would drop out of
/// the flow, so it is reported where it stands.
final class IndentedLineTests: XCTestCase {
    func testATabBeforeAnEventMakesACodeBlock() {
        assertDiagnostics(
            """
            # TestFlow

            ## Screens

            ### ItemList

            \t1️⃣- `onNext` → push Detail

            ### 2️⃣Detail
            """,
            [
                .error(
                    "1️⃣",
                    "this line looks like an event, but it is indented by a tab, which makes it a code block that"
                        + " coordgen ignores; remove the indentation before '-'"),
                .warning("2️⃣", "screen 'Detail' is not reachable from the start of TestFlow; no event shows it"),
            ])
    }

    func testFourSpacesBeforeAnEventAfterAnotherEventPutItInsideIt() {
        assertDiagnostics(
            """
            # TestFlow

            ## Screens

            ### ItemList

            - `onOpen` → push Detail

                1️⃣- `onNext` -> push Detail
                2️⃣* `onBack`→pop

            ### Detail
            """,
            [
                .error(
                    "1️⃣",
                    "this line looks like an event, but it is indented by 4 spaces, which puts it inside the"
                        + " bullet above; remove the indentation before '-'"),
                .error(
                    "2️⃣",
                    "this line looks like an event, but it is indented by 4 spaces, which puts it inside the"
                        + " bullet above; remove the indentation before '*'"),
            ])
    }

    func testAnIndentedEventRightUnderProseJoinsTheParagraph() {
        assertDiagnostics(
            """
            # TestFlow

            ## Screens

            ### ItemList

            All items.
                1️⃣- `onNext` → push Detail

            ### 2️⃣Detail
            """,
            [
                .error(
                    "1️⃣",
                    "this line looks like an event, but it is indented by 4 spaces, which makes it part of the"
                        + " paragraph above; remove the indentation before '-'"),
                .warning("2️⃣", "screen 'Detail' is not reachable from the start of TestFlow; no event shows it"),
            ])
    }

    func testIndentedSettingsAndHandlers() {
        assertDiagnostics(
            """
            # TestFlow

            Browses items.

            \t 1️⃣- start: Detail

            ## Screens

            ### Home

            - `onHelp` → push HelpFlow

            ### 2️⃣Detail

            ## Flows

            ### HelpFlow

              \t3️⃣- on finish → pop
            """,
            [
                .error(
                    "1️⃣",
                    "this line looks like a setting, but it is indented by a tab and 1 space, which makes it a code"
                        + " block that coordgen ignores; remove the indentation before '-'"),
                .warning("2️⃣", "screen 'Detail' is not reachable from the start of TestFlow; no event shows it"),
                .error(
                    "3️⃣",
                    "this line looks like a handler, but it is indented by a tab and 2 spaces, which makes it a code"
                        + " block that coordgen ignores; remove the indentation before '-'"),
            ],
            helpFlow: true)
    }

    /// Fenced code and indented code that is no spec line stay documentation.
    func testFencedCodeAndOtherIndentedCodeAreProse() {
        assertValid(
            """
            # TestFlow

            ## Screens

            ### Home

            ```markdown
            - `onNext` → push Home
            ```

                let x = 1 - `y` → 2
                - not an event

            Prose with a hyphen - `code` → arrow in the middle of a line.
            """)
    }
}

/// `assertDiagnostics` with a `HelpFlow` next to the fixture, for tests whose spec starts it.
private func assertDiagnostics(
    _ spec: String, _ expected: [ExpectedDiagnostic], helpFlow: Bool, file: StaticString = #filePath,
    line: UInt = #line
) {
    let help = "# HelpFlow\n\n## Screens\n\n### HelpHome\n\n- `onDone` → finish\n"
    assertDiagnostics(files: [fixtureFileName: spec, "HelpFlow.md": help], expected, file: file, line: line)
}
