import CoordgenCore
import Foundation
import XCTest

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Files and folders that are not usable specs: each gives exactly one located error, never a crash
/// or a hang.
final class BadInputTests: XCTestCase {
    private var folder: TemporaryDirectory!

    override func setUpWithError() throws {
        folder = try TemporaryDirectory()
    }

    override func tearDown() {
        folder = nil
    }

    /// Loads `directory` (the test folder by default) and runs the pipeline the way `coordgen validate` does.
    private func run(_ directory: String? = nil) -> [Diagnostic] {
        var diagnostics = Diagnostics()
        let files = SpecSetLoader().load(directory: directory ?? folder.path, diagnostics: &diagnostics)
        if !files.isEmpty {
            _ = Pipeline.model(from: files, diagnostics: &diagnostics)
        }
        return diagnostics.sorted
    }

    /// Asserts exactly one error with `message` at `location`.
    private func assertOneError(
        _ diagnostics: [Diagnostic], _ message: String, at location: SourceLocation, file: StaticString = #filePath,
        line: UInt = #line
    ) {
        XCTAssertEqual(
            diagnostics.map(\.description), [Diagnostic.error(message, at: location).description], file: file,
            line: line)
    }

    private func at(_ name: String, _ line: Int, _ column: Int) -> SourceLocation {
        SourceLocation(file: folder.path + "/" + name, line: line, column: column)
    }

    // MARK: Contents

    func testEmptyFile() throws {
        try folder.write("TestFlow.md", "")
        assertOneError(run(), "the spec is empty; expected '# NameFlow' as its first line", at: at("TestFlow.md", 1, 1))
    }

    func testWhitespaceOnlyFile() throws {
        try folder.write("TestFlow.md", "  \n\n\t\r\n   \n")
        assertOneError(run(), "the spec is empty; expected '# NameFlow' as its first line", at: at("TestFlow.md", 1, 1))
    }

    func testBinaryFile() throws {
        try folder.write("TestFlow.md", data: Data(Array("# TestFlow\n\nab".utf8) + [0, 1, 2, 0xFF, 0x0A]))
        assertOneError(run(), "binary content (a NUL byte); a flow spec is Markdown text", at: at("TestFlow.md", 3, 3))
    }

    func testInvalidUTF8IsLocatedInCharacters() throws {
        // `é` and `→` are one column each; the cut-off `→` starts at the 8th character of line 3.
        try folder.write("TestFlow.md", data: Data(Array("# TestFlow\n\nhé → x ".utf8) + [0xE2, 0x86, 0x0A]))
        assertOneError(run(), "invalid UTF-8; save the spec as UTF-8 text", at: at("TestFlow.md", 3, 8))
    }

    func testInvalidUTF8AfterCarriageReturnLineEndings() throws {
        try folder.write("TestFlow.md", data: Data(Array("# TestFlow\r\r\nab".utf8) + [0xFF, 0x0D]))
        assertOneError(run(), "invalid UTF-8; save the spec as UTF-8 text", at: at("TestFlow.md", 3, 3))
    }

    func testLatin1File() throws {
        try folder.write("TestFlow.md", data: Data(Array("# TestFlow\n\n## Screens\n\n### Caf".utf8) + [0xE9, 0x0A]))
        assertOneError(run(), "invalid UTF-8; save the spec as UTF-8 text", at: at("TestFlow.md", 5, 8))
    }

    func testHugeFile() throws {
        let line = "- `onTap` → push Detail\n"
        try folder.write("TestFlow.md", String(repeating: line, count: 20_000_000 / line.utf8.count + 1))
        assertOneError(
            run(), "file is 19.1 MB; a flow spec may be at most 4.0 MB (split it into several flows)",
            at: at("TestFlow.md", 1, 1))
    }

    func testDeeplyNestedBlockQuotes() throws {
        try folder.write("TestFlow.md", String(repeating: ">", count: 100_000) + " text\n")
        assertOneError(
            run(), "expected '# NameFlow' as the first heading, before any text", at: at("TestFlow.md", 1, 1))
    }

    func testDeeplyNestedLists() throws {
        let nested = String(repeating: "- ", count: 50_000) + "x"
        try folder.write("TestFlow.md", "# TestFlow\n\n## Screens\n\n### Home\n\n" + nested + "\n")
        assertOneError(run(), "expected text after the bullet", at: at("TestFlow.md", 7, 1))
    }

    func testDeeplyNestedEmphasis() throws {
        let nested = String(repeating: "*", count: 50_000) + "`onTap`" + String(repeating: "*", count: 50_000)
        try folder.write("TestFlow.md", "# TestFlow\n\n## Screens\n\n### Home\n\n- " + nested + " → finish\n")
        assertOneError(
            run(),
            "only plain text and inline code may come before ' — '; formatting and links go in the prose after it",
            at: at("TestFlow.md", 7, 3))
    }

    func testDeeplyNestedTypeBrackets() throws {
        let type = String(repeating: "[", count: 100_000) + "Int"
        try folder.write("TestFlow.md", "# TestFlow\n\n## Storage\n\n- `x: \(type)`\n\n## Screens\n\n### Home\n")
        // In an over-long message, words of more than 80 characters are cut to their first 40 and last 20.
        let shown = "'" + String(repeating: "[", count: 39) + "…" + String(repeating: "[", count: 16) + "Int'"
        assertOneError(
            run(), "\(shown) is not a valid Swift type: the type is nested more than 64 levels deep",
            at: at("TestFlow.md", 5, 7 + 64))
    }

    func testVeryLongNameIsAbbreviatedInMessages() throws {
        let name = String(repeating: "A", count: 200_000)
        try folder.write("TestFlow.md", "# TestFlow\n\n- start: \(name)\n\n## Screens\n\n### Home\n")
        let shown = "'" + String(repeating: "A", count: 39) + "…" + String(repeating: "A", count: 19) + "'"
        assertOneError(run(), "screen \(shown) is not defined in TestFlow", at: at("TestFlow.md", 3, 10))
    }

    // MARK: Folders and file kinds

    func testFolderDoesNotExist() {
        let missing = folder.path + "/Flows"
        assertOneError(
            run(missing), "spec folder does not exist; create a flow with 'coordgen new NameFlow', or pass --specs DIR",
            at: .file(missing))
    }

    func testPathIsAFile() throws {
        let path = try folder.write("TestFlow.md", "# TestFlow\n\n## Screens\n\n### Home\n")
        assertOneError(run(path), "expected a folder of flow specs, found a file", at: .file(path))
    }

    func testFolderWithoutSpecs() throws {
        try folder.write("README.txt", "# TestFlow\n")
        try folder.write(".hidden/TestFlow.md", "# TestFlow\n\n## Screens\n\n### Home\n")
        assertOneError(
            run(), "no flow specs (*.md) in this folder; create one with 'coordgen new NameFlow'",
            at: .file(folder.path))
    }

    func testSpecsInSubfoldersAreFound() throws {
        try folder.write("Auth/TestFlow.md", "# TestFlow\n\n## Screens\n\n### Home\n")
        try folder.write("Other/OtherFlow.MD", "# OtherFlow\n\n## Screens\n\n### Other\n")
        XCTAssertEqual(run().map(\.description), [])
    }

    func testUnreadableFile() throws {
        if geteuid() == 0 {
            throw XCTSkip("running as root: file permissions do not stop reads")
        }
        let path = try folder.write("TestFlow.md", "# TestFlow\n\n## Screens\n\n### Home\n")
        try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: path)
        assertOneError(run(), "cannot read the file (check its permissions)", at: .file(path))
    }

    func testFIFODoesNotHang() throws {
        let path = folder.path + "/TestFlow.md"
        XCTAssertEqual(mkfifo(path, 0o644), 0)
        assertOneError(run(), "not a regular file; a flow spec is a Markdown text file", at: .file(path))
    }

    func testSymlinkToDevZeroDoesNotHang() throws {
        let path = folder.path + "/TestFlow.md"
        try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: "/dev/zero")
        assertOneError(run(), "not a regular file; a flow spec is a Markdown text file", at: .file(path))
    }

    func testFolderNamedLikeASpec() throws {
        try FileManager.default.createDirectory(
            atPath: folder.path + "/TestFlow.md", withIntermediateDirectories: true)
        assertOneError(
            run(), "not a regular file; a flow spec is a Markdown text file", at: .file(folder.path + "/TestFlow.md"))
    }

    func testBrokenSymlink() throws {
        let path = folder.path + "/TestFlow.md"
        try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: "Missing.txt")
        assertOneError(run(), "broken symbolic link; its target does not exist", at: .file(path))
    }

    func testSymlinksToSpecsAreFollowed() throws {
        try folder.write("store/real.txt", "# TestFlow\n\n## Screens\n\n### Home\n")
        try FileManager.default.createSymbolicLink(
            atPath: folder.path + "/store/link.txt", withDestinationPath: "real.txt")
        try FileManager.default.createSymbolicLink(
            atPath: folder.path + "/TestFlow.md", withDestinationPath: "store/link.txt")
        XCTAssertEqual(run().map(\.description), [])
    }

    func testOneBadFileDoesNotHideTheOthers() throws {
        try folder.write("AFlow.md", "")
        try folder.write("BFlow.md", "# BFlow\n\n## Screens\n\n### Home\n\n- `onDone` → finsh\n")
        XCTAssertEqual(
            run().map(\.description),
            [
                "\(at("AFlow.md", 1, 1)): error: the spec is empty; expected '# NameFlow' as its first line",
                "\(at("BFlow.md", 7, 14)): error: unknown action 'finsh' (did you mean 'finish'?); actions are push,"
                    + " present, root, pop, pop to root, pop to, dismiss, store, send, select tab, finish, cancel, restart",
            ])
    }
}
