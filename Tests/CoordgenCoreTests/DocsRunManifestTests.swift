import Foundation
import XCTest

@testable import CoordgenCore

/// The run manifest of the docs folder (`docs/flows/.coordgen-manifest`): `coordgen docs` with
/// nothing changed ends after hashing the specs and starts no `dot`; any doubt (an edited page, a
/// spec, the time limit of `dot`, a missing manifest) sends it down the full path, same output.
final class DocsRunManifestTests: CommandLineTestCase {
    private static let shortcut = "nothing changed since the last run (manifest)\n"
    private let manifest = "docs/flows/" + RunManifest.fileName

    /// A `dot` first in `PATH` that notes each start in `dot-starts.log`, then runs Graphviz's.
    private func countingDot() throws -> [String: String] {
        var real: String?
        for directory in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":") {
            let candidate = String(directory) + "/dot"
            if FileManager.default.isExecutableFile(atPath: candidate) {
                real = candidate
                break
            }
        }
        guard let real else { throw XCTSkip("Graphviz is not installed") }
        let path = try folder.write(
            "bin/dot", "#!/bin/sh\necho started >> '\(folder.path)/dot-starts.log'\nexec '\(real)' \"$@\"\n")
        XCTAssertEqual(chmod(path, 0o755), 0)
        return ["PATH": folder.path + "/bin:" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")]
    }

    private func docs(_ arguments: String..., environment: [String: String]) throws -> CoordgenRunner.Result {
        try CoordgenRunner.run(["docs"] + arguments, in: folder.url, environment: environment)
    }

    private func dotStarts() -> Int {
        let log = (try? String(contentsOfFile: folder.path + "/dot-starts.log", encoding: .utf8)) ?? ""
        return log.split(separator: "\n").count
    }

    private func docsTree() throws -> FileTree { try FileTree(folder.url.appendingPathComponent("docs/flows")) }

    private func page(_ name: String) -> String { folder.path + "/docs/flows/" + name }

    /// The examples documented once, with the manifest recorded.
    private func documentExamples(_ environment: [String: String]) throws {
        try ContractFixtures.copyExamples(to: folder)
        let first = try docs(environment: environment)
        XCTAssertEqual(first.status, 0, first.errors)
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder.path + "/" + manifest), "a clean run records it")
        XCTAssertGreaterThan(dotStarts(), 0)
    }

    func testNoChangeRunStartsNoDotWritesNothingAndReportsLikeAFullRun() throws {
        let environment = try countingDot()
        try documentExamples(environment)
        try FileManager.default.removeItem(atPath: folder.path + "/" + manifest)
        let full = try docs("--verbose", environment: environment)
        XCTAssertEqual(full.status, 0, full.errors)
        XCTAssertFalse(full.output.contains(Self.shortcut))
        let before = try docsTree()
        let starts = dotStarts()
        FileTree.letTheClockMove()

        let again = try docs("--verbose", environment: environment)
        XCTAssertEqual(again.status, 0, again.errors)
        XCTAssertEqual(again.errors, full.errors)
        XCTAssertEqual(again.output, Self.shortcut + full.output)
        XCTAssertEqual(dotStarts(), starts, "a run with nothing to do starts no dot")
        assertUntouched(before, try docsTree())
    }

    func testAnEditedPageIsRestoredAndReportedByCheck() throws {
        let environment = try countingDot()
        try documentExamples(environment)
        let index = page(DocsLinks.indexPage)
        let original = try Data(contentsOf: URL(fileURLWithPath: index))
        try (String(decoding: original, as: UTF8.self) + "<!-- edited -->\n").write(
            toFile: index, atomically: false, encoding: .utf8)

        let check = try docs("--check", environment: environment)
        XCTAssertEqual(check.status, 1, check.output)
        XCTAssertTrue(
            check.errors.contains("index.html: error: docs page is stale or was edited by hand"), check.errors)
        let result = try docs(environment: environment)
        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertTrue(result.output.contains(": 0 created, 1 updated, "), result.output)
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: index)), original)
    }

    func testASpecTheTimeLimitOfDotOrAMissingManifestSendTheRunDownTheFullPath() throws {
        let environment = try countingDot()
        try documentExamples(environment)
        let before = try docsTree()

        var starts = dotStarts()
        let longer = try docs(environment: environment.merging(["COORDGEN_DOT_TIMEOUT": "30"]) { $1 })
        XCTAssertEqual(longer.status, 0, longer.errors)
        XCTAssertGreaterThan(dotStarts(), starts, "another time limit may draw other pictures")

        starts = dotStarts()
        try FileManager.default.removeItem(atPath: folder.path + "/" + manifest)
        let rebuilt = try docs(environment: environment)
        XCTAssertEqual(rebuilt.status, 0, rebuilt.errors)
        XCTAssertGreaterThan(dotStarts(), starts)
        XCTAssertEqual(try docsTree().paths, before.paths)
        for (path, entry) in before.entries {
            XCTAssertEqual(try docsTree().entries[path]?.data, entry.data, "\(path) differs after a full run")
        }

        let spec = try XCTUnwrap(
            try FileManager.default.contentsOfDirectory(atPath: folder.path + "/Flows").sorted().first)
        let specPath = folder.path + "/Flows/" + spec
        let text = try String(contentsOfFile: specPath, encoding: .utf8)
        let heading = try XCTUnwrap(text.range(of: "\n\n"))
        try text.replacingCharacters(in: heading, with: "\n\nOne more paragraph of prose.\n\n").write(
            toFile: specPath, atomically: false, encoding: .utf8)
        starts = dotStarts()
        let edited = try docs(environment: environment)
        XCTAssertEqual(edited.status, 0, edited.errors)
        XCTAssertGreaterThan(dotStarts(), starts)
        XCTAssertFalse(edited.output.contains(" 0 updated,"), "the spec's page is updated: \(edited.output)")
    }
}
