import CoordgenCore
import XCTest

/// `--diagnostics-format text|json|github`: the same problems in each format, byte for byte, through
/// the built binary; and the escaping of the formatter in CoordgenCore.
final class DiagnosticFormatTests: CommandLineTestCase {
    /// A spec set with an error that has a note (a screen declared twice) and a warning (a screen no event shows).
    private func writeSpecs(folder name: String = "Flows") throws {
        try folder.write(
            "\(name)/TestFlow.md",
            "# TestFlow\n\n## Screens\n\n### Home\n\n- `onDone` → finish\n\n### Home\n\n- `onDone` → finish\n\n"
                + "### Lost\n\n- `onDone` → finish\n")
    }

    func testTextIsTodaysOutput() throws {
        try writeSpecs()
        let result = try coordgen("validate", "--diagnostics-format", "text")
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.output, "")
        XCTAssertEqual(
            result.errors,
            """
            Flows/TestFlow.md:9:5: error: screen 'Home' is declared twice
            Flows/TestFlow.md:5:5: note: first declared here
            Flows/TestFlow.md:13:5: warning: screen 'Lost' is not reachable from the start of TestFlow; no event shows it
            coordgen: validation failed: 1 error, 1 warning

            """)
        XCTAssertEqual(try coordgen("validate").errors, result.errors)
    }

    func testJSONPrintsOneObjectPerLineAndNothingElse() throws {
        try writeSpecs()
        let result = try coordgen("validate", "--diagnostics-format", "json")
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(
            result.errors,
            #"""
            {"severity":"error","file":"Flows/TestFlow.md","line":9,"column":5,"message":"screen 'Home' is declared twice","notes":[{"severity":"note","file":"Flows/TestFlow.md","line":5,"column":5,"message":"first declared here"}]}
            {"severity":"warning","file":"Flows/TestFlow.md","line":13,"column":5,"message":"screen 'Lost' is not reachable from the start of TestFlow; no event shows it","notes":[]}

            """#)
        for line in result.errors.split(separator: "\n") {
            XCTAssertNoThrow(try JSONSerialization.jsonObject(with: Data(line.utf8)), String(line))
        }
    }

    func testGitHubPrintsAnnotationsWithTheNoteInTheMessage() throws {
        try writeSpecs()
        let result = try coordgen("generate", "--diagnostics-format", "github")
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(
            result.errors,
            """
            ::error file=Flows/TestFlow.md,line=9,col=5::screen 'Home' is declared twice%0AFlows/TestFlow.md:5:5: note: first declared here
            ::warning file=Flows/TestFlow.md,line=13,col=5::screen 'Lost' is not reachable from the start of TestFlow; no event shows it
            coordgen: nothing generated: 1 error, 1 warning

            """)
    }

    func testGitHubEscapesThePathAndTheMessage() throws {
        try writeSpecs(folder: "a,b:c%")
        let result = try coordgen("validate", "--specs", "a,b:c%", "--diagnostics-format", "github")
        XCTAssertTrue(
            result.errors.hasPrefix(
                "::error file=a%2Cb%3Ac%25/TestFlow.md,line=9,col=5::screen 'Home' is declared twice%0A"
                    + "a,b:c%25/TestFlow.md:5:5: note: first declared here\n"),
            result.errors)
    }

    func testEveryCommandThatReadsSpecsTakesTheFormat() throws {
        try writeSpecs()
        for command in [["validate"], ["generate"], ["docs"], ["graph"], ["dump-model"], ["new", "OtherFlow"]] {
            let result = try coordgen(command + ["--diagnostics-format", "json"])
            XCTAssertEqual(result.status, 1, "\(command)")
            XCTAssertTrue(
                result.errors.hasPrefix(#"{"severity":"error","file":"Flows/TestFlow.md","line":9"#),
                "\(command): \(result.errors)")
        }
        let wrong = try coordgen("validate", "--diagnostics-format", "xml")
        XCTAssertEqual(wrong.status, 64)
        XCTAssertTrue(wrong.errors.contains("text"), wrong.errors)
    }

    // MARK: - The formatter

    func testJSONEscapesControlCharactersAndHasNullsWithoutAPlace() {
        var located = Diagnostic.warning("", at: .file("x.md"))
        located.message = "a \"b\"\\c\td"  // as a note or template error could carry it
        XCTAssertEqual(
            DiagnosticFormat.json.render(located),
            #"{"severity":"warning","file":"x.md","line":null,"column":null,"message":"a \"b\"\\c\td","notes":[]}"#)
        let nowhere = Diagnostic.error("the specs folder does not exist", at: nil)
        XCTAssertEqual(
            DiagnosticFormat.json.render(nowhere),
            #"{"severity":"error","file":null,"line":null,"column":null,"message":"the specs folder does not exist","notes":[]}"#
        )
    }

    func testGitHubEscapesPercentAndLineBreaks() {
        var diagnostic = Diagnostic.error("50%", at: SourceLocation(file: "x.md", line: 2, column: 3))
        diagnostic.message = "50% done\r\nnext"
        XCTAssertEqual(
            DiagnosticFormat.github.render(diagnostic), "::error file=x.md,line=2,col=3::50%25 done%0D%0Anext")
        XCTAssertEqual(DiagnosticFormat.github.render(.warning("w", at: nil)), "::warning::w")
        XCTAssertEqual(
            DiagnosticFormat.github.render(.error("e", at: .file("a:b,c.md"))), "::error file=a%3Ab%2Cc.md::e")
    }
}
