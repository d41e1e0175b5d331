import Foundation
import XCTest

@testable import CoordgenCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Mistakes a tester found that were silent or read badly: spec lines that lost their space, formatted
/// headings, unreadable folders, control characters in file names, mixed bad bytes, empty paths, unreadable
/// configuration files, a second YAML document.
final class RobustnessTests: XCTestCase {
    // MARK: Spec lines that lost the space after their marker

    func testBulletWithoutItsSpaceInAScreenIsAnError() {
        assertDiagnostics(
            """
            # TestFlow

            ## Screens

            ### Home

            1️⃣-`onGo` → push Detail

            2️⃣*`onBack` → pop

            3️⃣+`onHelp` → push Detail

            - `onNext` → push Detail

            ### Detail
            """,
            [
                .error("1️⃣", "this line looks like a bullet; put a space after '-'"),
                .error("2️⃣", "this line looks like a bullet; put a space after '*'"),
                .error("3️⃣", "this line looks like a bullet; put a space after '+'"),
            ])
    }

    func testHeadingWithoutItsSpaceIsAnError() {
        assertDiagnostics(
            """
            # TestFlow

            ## Screens

            ### Home

            - `onNext` → push Detail

            ### Detail

            Shows one item.

            1️⃣###Edit

            2️⃣##Flows

              3️⃣#Indented
            """,
            [
                .error("1️⃣", "this line looks like a heading; put a space after '###'"),
                .error("2️⃣", "this line looks like a heading; put a space after '##'"),
                .error("3️⃣", "this line looks like a heading; put a space after '#'"),
            ])
    }

    func testEveryLineOfAParagraphIsChecked() {
        // Lazy continuation lines, in the description, after the settings, in sections and child flow entries.
        assertDiagnostics(
            files: [
                "TestFlow.md": """
                # TestFlow

                Lists the items.
                1️⃣-`input`: x
                2️⃣#Screens

                - start: Home

                Notes after the settings.
                3️⃣######Detail

                ## Storage

                The values kept.
                4️⃣-`count: Int = 0`

                ## Screens

                ### Home

                - `onChild` → present ChildFlow

                ## Flows

                ### ChildFlow

                When it ends:
                5️⃣-`on finish` → dismiss
                """,
                "ChildFlow.md": "# ChildFlow\n\n## Screens\n\n### Leaf\n\n- `onDone` → finish\n",
            ],
            [
                .error("1️⃣", "this line looks like a bullet; put a space after '-'"),
                .error("2️⃣", "this line looks like a heading; put a space after '#'"),
                .error("3️⃣", "this line looks like a heading; put a space after '######'"),
                .error("4️⃣", "this line looks like a bullet; put a space after '-'"),
                .error("5️⃣", "this line looks like a bullet; put a space after '-'"),
            ])
    }

    func testBulletThatLostItsSpaceAfterAnotherBulletIsNamed() {
        // The second line continues the first bullet lazily; the message says why instead of reporting the mix.
        assertDiagnostics(
            """
            # TestFlow

            ## Screens

            ### Home

            - `onNext` → push Detail
            - `onDone` → finish
            1️⃣-`onBack` → pop
            - `onClose` → finish
              2️⃣###Detail

            ### Detail
            """,
            [
                .error("1️⃣", "this line looks like a bullet; put a space after '-'"),
                .error("2️⃣", "this line looks like a heading; put a space after '###'"),
            ])
    }

    func testProseThatOnlyResemblesASpecLineIsAllowed() {
        // Inline code (also one going on over a line), emphasis, escapes, lowercase words, numbers and
        // seven `#` stay prose. The emphasis after the multi-line code span is on its line.
        assertValid(
            """
            # TestFlow

            Tags: see the code `multi
            #Bar` and
            *`onGo` is in italics* here.
            #hashtag, #1 and
            #######Seven hashes are no heading.
            \\#Escaped and
            \\-`x` too; -- a dash,
            ** bold **, +1, `-`x and `#Y`.

            - start: Home

            ## Screens

            ### Home

            *`onGo`* is described in italics,
            *`onGo`* also on a continuation line.
            """)
    }

    func testLookAlikeRuleItself() {
        func check(_ line: String) -> String? {
            SpecParser.lookAlike(Array(line.unicodeScalars)[...]).map { "\($0.0) \($0.1)" }
        }
        XCTAssertEqual(check("-`onGo` → push B"), "a bullet -")
        XCTAssertEqual(check("*`x`"), "a bullet *")
        XCTAssertEqual(check("+`x`"), "a bullet +")
        XCTAssertEqual(check("###B"), "a heading ###")
        XCTAssertEqual(check("######Émile"), "a heading ######")
        XCTAssertNil(check("#######B"))
        XCTAssertNil(check("#hashtag"))
        XCTAssertNil(check("#1"))
        XCTAssertNil(check("- `x`"))
        XCTAssertNil(check("-x"))
        XCTAssertNil(check("--`x`"))
        XCTAssertNil(check("`#B`"))
        XCTAssertNil(check(""))
    }

    // MARK: Formatted headings

    func testFormattedHeadingsReadAsTheirText() {
        assertDiagnostics(
            files: [
                "XFlow.md": """
                # *XFlow*

                ## *Screens*

                ### **Home**

                - `onChild` → present YFlow

                ## Flows

                ### [YFlow](YFlow.md)

                - on finish → dismiss
                """,
                "YFlow.md": "# YFlow\n\n## Screens\n\n### Leaf\n\n- `onDone` → finish\n",
            ], [])
    }

    func testFormattedHeadingsDoNotLeakPlaceholdersIntoMessages() {
        assertDiagnostics(
            """
            # TestFlow

            1️⃣## _Screen_

            ### Home

            2️⃣# *Second*
            """,
            [
                .error(
                    "1️⃣",
                    "unknown section '## Screen' (did you mean 'Screens'?); sections are Storage, Dependencies, Screens, Flows,"
                        + " Tabs and Links"
                ),
                .error(
                    "2️⃣",
                    "a spec has exactly one '#' heading; '# Second' is a second one (each flow goes in its own file)"),
            ])
        var diagnostics = Diagnostics()
        let spec = SpecParser().parse(SourceFile(path: "A.md", text: "# *Bad Name*\n"), diagnostics: &diagnostics)
        XCTAssertEqual(spec?.name.name, "Bad Name")
        XCTAssertFalse(diagnostics.all.contains { $0.message.unicodeScalars.contains("\u{FFFC}") })
    }

    func testFormattedHeadingTextIsLocated() throws {
        let text = "# *XFlow*\n\n### [YFlow](y.md) and `code`\n"
        let file = SourceFile(path: "X.md", text: text)
        let blocks = try XCTUnwrap(MarkdownDocument(markdown: text)).blocks
        let title = LocatedText(
            inlines: blocks[0].children, file: file, start: file.location(line: 1), formatting: .plainText)
        XCTAssertEqual(title.string, "XFlow")
        XCTAssertEqual(title.location, SourceLocation(file: "X.md", line: 1, column: 4))
        let entry = LocatedText(
            inlines: blocks[1].children, file: file, start: file.location(line: 3), formatting: .plainText)
        XCTAssertEqual(entry.string, "YFlow and code")
        XCTAssertEqual(entry.location, SourceLocation(file: "X.md", line: 3, column: 6))
        // Bullets keep the placeholder, so formatting before ' — ' is still reported.
        let placeholder = LocatedText(inlines: blocks[0].children, file: file, start: file.location(line: 1))
        XCTAssertEqual(placeholder.string, "\u{FFFC}")
    }

    // MARK: The spec folder

    func testUnreadableSubfolderIsReported() throws {
        if geteuid() == 0 {
            throw XCTSkip("running as root: folder permissions do not stop reads")
        }
        let folder = try TemporaryDirectory()
        try folder.write("TestFlow.md", "# TestFlow\n\n## Screens\n\n### Home\n")
        try folder.write("Locked/OtherFlow.md", "# OtherFlow\n\n## Screens\n\n### Other\n")
        try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: folder.path + "/Locked")
        var diagnostics = Diagnostics()
        let files = SpecSetLoader().load(directory: folder.path, diagnostics: &diagnostics)
        XCTAssertEqual(files.map(\.path), [folder.path + "/TestFlow.md"])
        XCTAssertEqual(
            diagnostics.sorted.map(\.description),
            ["\(folder.path)/Locked: error: cannot read this folder (check its permissions)"])
    }

    func testUnreadableFolderError() {
        // What the enumerator's error handler reports, also where permissions cannot be taken away.
        XCTAssertEqual(
            SpecSetLoader.unreadableFolder("Flows/Private").description,
            "Flows/Private: error: cannot read this folder (check its permissions)")
        XCTAssertEqual(
            SpecSetLoader.unreadableFolder("Flows/Pri\nvate").description,
            "Flows/Pri\\nvate: error: cannot read this folder (check its permissions)")
    }

    func testFileNamesWithControlCharactersAreRefused() throws {
        let folder = try TemporaryDirectory()
        let spec = "# TestFlow\n\n## Screens\n\n### Home\n"
        try folder.write("TestFlow.md", spec)
        try folder.write("Bad\nFlow.md", spec.replacingOccurrences(of: "TestFlow", with: "BadFlow"))
        try folder.write("Tab\tFlow.md", spec.replacingOccurrences(of: "TestFlow", with: "TabFlow"))
        try folder.write("Sub\u{1B}Folder/AFlow.md", spec.replacingOccurrences(of: "TestFlow", with: "AFlow"))
        try folder.write("Sub\u{1B}Folder/Deeper/BFlow.md", spec.replacingOccurrences(of: "TestFlow", with: "BFlow"))
        var diagnostics = Diagnostics()
        let files = SpecSetLoader().load(directory: folder.path, diagnostics: &diagnostics)
        XCTAssertEqual(files.map(\.path), [folder.path + "/TestFlow.md"])
        XCTAssertEqual(
            diagnostics.all.map(\.description).sorted(),
            [
                "\(folder.path)/Bad\\nFlow.md: error: the file name contains a control character; rename the file",
                "\(folder.path)/Sub\\u{1B}Folder: error: the folder name contains a control character; rename the folder",
                "\(folder.path)/Tab\\tFlow.md: error: the file name contains a control character; rename the file",
            ])
    }

    func testSpecFolderWithAControlCharacterIsRefused() throws {
        let folder = try TemporaryDirectory()
        try folder.write("Fl\rows/TestFlow.md", "# TestFlow\n\n## Screens\n\n### Home\n")
        var diagnostics = Diagnostics()
        let files = SpecSetLoader().load(directory: folder.path + "/Fl\rows", diagnostics: &diagnostics)
        XCTAssertEqual(files.count, 0)
        XCTAssertEqual(
            diagnostics.all.map(\.description),
            ["\(folder.path)/Fl\\rows: error: the folder name contains a control character; rename the folder"])
    }

    func testPrintablePaths() {
        XCTAssertEqual(
            SpecSetLoader.printable("a\nb\tc\rd\u{1B}e\u{7F}f\u{85}g"), "a\\nb\\tc\\rd\\u{1B}e\\u{7F}f\\u{85}g")
        XCTAssertEqual(SpecSetLoader.printable("Flows/Café → 1.md"), "Flows/Café → 1.md")
    }

    // MARK: Bad bytes

    func testFirstBadByteIsReported() {
        func decode(_ bytes: [UInt8]) -> [String] {
            var diagnostics = Diagnostics()
            XCTAssertNil(
                SpecSetLoader.decode(
                    Data(Array("# TestFlow\n\n".utf8) + bytes), path: "T.md", diagnostics: &diagnostics))
            return diagnostics.all.map(\.description)
        }
        // `ab\xffcd\0ef`: the invalid byte comes first.
        XCTAssertEqual(
            decode(Array("ab".utf8) + [0xFF] + Array("cd".utf8) + [0] + Array("ef".utf8)),
            ["T.md:3:3: error: invalid UTF-8; save the spec as UTF-8 text"])
        // `ab\0cd\xffef`: the NUL comes first.
        XCTAssertEqual(
            decode(Array("ab".utf8) + [0] + Array("cd".utf8) + [0xFF] + Array("ef".utf8)),
            ["T.md:3:3: error: binary content (a NUL byte); a flow spec is Markdown text"])
        // A NUL on an earlier line than a bad byte.
        XCTAssertEqual(
            decode([0] + Array("\nx".utf8) + [0xC3]),
            ["T.md:3:1: error: binary content (a NUL byte); a flow spec is Markdown text"])
    }

    // MARK: Configuration

    private func loadConfiguration(_ text: String) -> [String] {
        var diagnostics = Diagnostics()
        _ = ConfigurationLoader().load(text, path: "coordgen.yml", diagnostics: &diagnostics)
        return diagnostics.sorted.map(\.description)
    }

    func testEmptyValuesAreRefusedForEveryKey() {
        let examples = [
            "specs": "Flows", "output": "Generated", "scaffold": "Navigation", "docs": "docs/flows", "access": "public",
            "templates": "Templates", "style": "coordinator", "children": "composition",
            "outputs": "delegates",
        ]
        XCTAssertEqual(Set(examples.keys), Set(Configuration.keys))
        for key in Configuration.keys {
            for empty in ["\"\"", "''"] {
                XCTAssertEqual(
                    loadConfiguration("\(key): \(empty)\n"),
                    [
                        "coordgen.yml:1:\(key.count + 3): error: '\(key)' cannot be empty; write a value, like"
                            + " '\(key): \(examples[key]!)'"
                    ])
            }
        }
    }

    func testSecondYAMLDocumentIsNamed() {
        let message = "error: coordgen.yml holds one YAML document; remove the '---' and what follows"
        XCTAssertEqual(loadConfiguration("specs: A\n---\nspecs: B\n"), ["coordgen.yml:2:1: " + message])
        XCTAssertEqual(loadConfiguration("---\nspecs: A\n\n--- # more\noutput: B\n"), ["coordgen.yml:4:1: " + message])
        XCTAssertEqual(loadConfiguration("specs: A\n---\n"), ["coordgen.yml:2:1: " + message])
        // One document with its start marker is fine.
        XCTAssertEqual(loadConfiguration("---\nspecs: A\n"), [])
    }

    func testNonUTF8TextIsLocated() {
        XCTAssertEqual(
            SpecSetLoader.firstInvalidUTF8Location(in: Data(Array("specs: A\nout: Fl".utf8) + [0xE9]), path: "c.yml"),
            SourceLocation(file: "c.yml", line: 2, column: 8))
        XCTAssertNil(SpecSetLoader.firstInvalidUTF8Location(in: Data("specs: Café\n".utf8), path: "c.yml"))
    }
}

/// The same problems seen from the command line: empty paths, unreadable configuration files, the summary
/// with --warnings-as-errors, and help texts that say what the tool does.
final class RobustnessCLITests: CommandLineTestCase {
    private let validSpec = "# TestFlow\n\n## Screens\n\n### Home\n"

    func testEmptySpecsFlagIsAnError() throws {
        // A spec in the current folder that would be read (with an error) if '' meant '.'.
        try folder.write("Notes.md", "not a spec\n")
        let result = try coordgen("validate", "--specs", "")
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(
            result.errors,
            "coordgen: error: the specs folder is empty text; pass a folder, like --specs Flows\n"
                + "coordgen: validation failed: 1 error, 0 warnings\n")
    }

    func testEmptySpecsInTheConfigurationIsAnError() throws {
        try folder.write("Notes.md", "not a spec\n")
        try folder.write("coordgen.yml", "specs: \"\"\n")
        let result = try coordgen("validate")
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(
            result.errors.hasPrefix(
                "coordgen.yml:1:8: error: 'specs' cannot be empty; write a value, like 'specs: Flows'\n"),
            result.errors)
        XCTAssertFalse(result.errors.contains("Notes.md"), result.errors)
    }

    func testNewWithAnEmptySpecsFlagWritesNothing() throws {
        let result = try coordgen("new", "ItemFlow", "--specs", "")
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.errors.contains("the specs folder is empty text"), result.errors)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), [])
    }

    func testEmptyConfigFlagIsAnError() throws {
        let result = try coordgen("validate", "--config", "")
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(
            result.errors.hasPrefix(
                "coordgen: error: the configuration path is empty text; pass a file, like --config coordgen.yml\n"),
            result.errors)
    }

    func testConfigurationThatIsAFolder() throws {
        try FileManager.default.createDirectory(
            atPath: folder.path + "/Settings", withIntermediateDirectories: true)
        let flagged = try coordgen("validate", "--config", "Settings")
        XCTAssertEqual(flagged.status, 1)
        XCTAssertTrue(
            flagged.errors.hasPrefix(
                "Settings: error: the configuration file is a folder; pass a file, like --config coordgen.yml\n"),
            flagged.errors)
        // The default name, as a folder.
        try FileManager.default.createDirectory(
            atPath: folder.path + "/coordgen.yml", withIntermediateDirectories: true)
        let plain = try coordgen("validate")
        XCTAssertEqual(plain.status, 1)
        XCTAssertTrue(plain.errors.hasPrefix("coordgen.yml: error: the configuration file is a folder"), plain.errors)
    }

    func testConfigurationThatIsNotUTF8IsLocated() throws {
        try folder.write("coordgen.yml", data: Data(Array("specs: Flows\noutput: Gen".utf8) + [0xE9, 0x0A]))
        let result = try coordgen("validate")
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(
            result.errors.hasPrefix(
                "coordgen.yml:2:12: error: the configuration file is not UTF-8 text; save it as UTF-8\n"),
            result.errors)
    }

    func testConfigurationThatIsAFIFODoesNotHang() throws {
        XCTAssertEqual(mkfifo(folder.path + "/coordgen.yml", 0o644), 0)
        let result = try coordgen("validate")
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(
            result.errors.hasPrefix("coordgen.yml: error: the configuration file is not a regular file\n"),
            result.errors)
    }

    func testUnreadableConfiguration() throws {
        if geteuid() == 0 {
            throw XCTSkip("running as root: file permissions do not stop reads")
        }
        let path = try folder.write("coordgen.yml", "specs: Flows\n")
        try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: path)
        let result = try coordgen("validate")
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(
            result.errors.hasPrefix(
                "coordgen.yml: error: cannot read the configuration file (check its permissions)\n"),
            result.errors)
    }

    func testSecondYAMLDocument() throws {
        try folder.write("coordgen.yml", "specs: Flows\n---\noutput: Gen\n")
        let result = try coordgen("validate")
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(
            result.errors.hasPrefix(
                "coordgen.yml:2:1: error: coordgen.yml holds one YAML document; remove the '---' and what follows\n"),
            result.errors)
    }

    func testWarningsAsErrorsCountInTheSummary() throws {
        try folder.write("Flows/TestFlow.md", validSpec + "\n### Orphan\n\n### Lost\n\n- `onGo` → push Nowhere\n")
        let result = try coordgen("validate", "--warnings-as-errors")
        XCTAssertEqual(result.status, 1)
        XCTAssertFalse(result.errors.contains("warning:"), result.errors)
        XCTAssertTrue(result.errors.hasSuffix("coordgen: validation failed: 3 errors, 0 warnings\n"), result.errors)
        // Without the flag, the same specs: one error and two warnings.
        let plain = try coordgen("validate")
        XCTAssertTrue(plain.errors.hasSuffix("coordgen: validation failed: 1 error, 2 warnings\n"), plain.errors)
    }

    func testValidateHelpFitsAndShowsAWholeDiagnostic() throws {
        let help = try coordgen("validate", "--help").output
        let discussion = help.components(separatedBy: "\nUSAGE:")[0]
        for line in discussion.split(separator: "\n") {
            XCTAssertLessThanOrEqual(line.count, 78, "too long: \(line)")
        }
        XCTAssertTrue(
            discussion.contains("\n  Flows/ItemFlow.md:14:5: error: screen 'ItemDetial' is not defined\n"), discussion)
        XCTAssertTrue(discussion.contains("did you mean 'ItemDetail'?"), discussion)
    }

    func testNewHelpDescribesTheStarterSpec() throws {
        let help = try coordgen("new", "--help").output
        let words = help.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        XCTAssertTrue(words.contains("(two screens, a push and two finishes, with comments"), help)
        let starter = StarterSpec.text(flowName: "ItemFlow")
        XCTAssertEqual(starter.components(separatedBy: "\n### ").count - 1, 2, "two screens")
        XCTAssertEqual(starter.components(separatedBy: "→ push ").count - 1, 1, "a push")
        XCTAssertEqual(starter.components(separatedBy: "→ finish").count - 1, 2, "two finishes")
    }
}
