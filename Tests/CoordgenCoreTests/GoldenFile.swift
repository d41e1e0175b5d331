import Foundation
import XCTest

/// Compares `actual` with the expected file at `Tests/CoordgenCoreTests/Golden/<relativePath>`.
///
/// On a mismatch the failure shows a unified diff (expected → actual). With `COORDGEN_RECORD=1`
/// in the environment the expected file is rewritten instead, and the test still fails, so a
/// recording run can never pass in CI by accident: run once to record, review the diff in git,
/// then run again without the variable.
///
/// Files are compared as text with exactly one trailing newline.
func assertGolden(_ actual: String, at relativePath: String, file: StaticString = #filePath, line: UInt = #line) {
    let url = TestPaths.goldenDirectory.appendingPathComponent(relativePath)
    let actual = GoldenFile.normalized(actual)
    if ProcessInfo.processInfo.environment[GoldenFile.recordVariable] == "1" {
        do {
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(actual.utf8).write(to: url)
            XCTFail(
                "recorded Golden/\(relativePath) because \(GoldenFile.recordVariable)=1; review it with 'git diff'"
                    + " and run the tests again without the variable", file: file, line: line)
        } catch {
            XCTFail("could not record Golden/\(relativePath): \(error)", file: file, line: line)
        }
        return
    }
    guard let data = FileManager.default.contents(atPath: url.path) else {
        XCTFail(
            "missing golden file Golden/\(relativePath); run the tests with \(GoldenFile.recordVariable)=1 to record it",
            file: file, line: line)
        return
    }
    let expected = String(decoding: data, as: UTF8.self)
    guard expected != actual else { return }
    XCTFail(
        "output differs from Golden/\(relativePath) (re-record with \(GoldenFile.recordVariable)=1 if the change is"
            + " intended):\n" + GoldenFile.unifiedDiff(expected: expected, actual: actual, name: relativePath),
        file: file, line: line)
}

/// Helpers of `assertGolden`.
enum GoldenFile {
    static let recordVariable = "COORDGEN_RECORD"

    /// Lines of diff shown at most; the rest is summarised.
    static let maximumDiffLines = 300

    static func normalized(_ text: String) -> String {
        var text = text
        while text.hasSuffix("\n") { text.removeLast() }
        return text + "\n"
    }

    /// `diff -u` output, or a plain line-by-line diff when `/usr/bin/diff` is not there.
    static func unifiedDiff(expected: String, actual: String, name: String) -> String {
        let lines = (systemDiff(expected: expected, actual: actual, name: name) ?? lineDiff(expected, actual))
            .split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.count > maximumDiffLines else { return lines.joined(separator: "\n") }
        return lines.prefix(maximumDiffLines).joined(separator: "\n")
            + "\n… \(lines.count - maximumDiffLines) more lines of diff"
    }

    private static func systemDiff(expected: String, actual: String, name: String) -> String? {
        let diffPath = "/usr/bin/diff"
        guard FileManager.default.isExecutableFile(atPath: diffPath) else { return nil }
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("coordgen-golden-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let expectedURL = folder.appendingPathComponent("expected")
        let actualURL = folder.appendingPathComponent("actual")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(expected.utf8).write(to: expectedURL)
            try Data(actual.utf8).write(to: actualURL)
        } catch {
            return nil
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: diffPath)
        process.arguments = [
            "-u", "--label", "expected/\(name)", "--label", "actual/\(name)", expectedURL.path, actualURL.path,
        ]
        let pipe = Pipe()
        process.standardOutput = pipe
        do {
            try process.run()
        } catch {
            return nil
        }
        // Read before waiting, so a large diff cannot fill the pipe and block diff.
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        // diff exits with 1 when the files differ, 2 on trouble.
        guard process.terminationStatus == 1 else { return nil }
        return String(decoding: output, as: UTF8.self)
    }

    /// A minimal diff: the common prefix and suffix are skipped, the differing middle is shown.
    static func lineDiff(_ expected: String, _ actual: String) -> String {
        let old = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
        var prefix = 0
        while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < old.count - prefix, suffix < new.count - prefix,
            old[old.count - 1 - suffix] == new[new.count - 1 - suffix]
        {
            suffix += 1
        }
        var lines = ["@@ line \(prefix + 1) @@"]
        lines += old[prefix..<(old.count - suffix)].map { "-" + $0 }
        lines += new[prefix..<(new.count - suffix)].map { "+" + $0 }
        return lines.joined(separator: "\n")
    }
}
