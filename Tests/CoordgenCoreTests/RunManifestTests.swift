import Foundation
import XCTest

@testable import CoordgenCore

/// The run manifest (`Generated/.coordgen-manifest`): a run with nothing to do ends after hashing
/// the specs, and any doubt sends it down the full path, with the same output.
final class RunManifestTests: CommandLineTestCase {
    static let shortcut = "nothing changed since the last run (manifest)\n"
    let manifest = "Generated/" + RunManifest.fileName

    @discardableResult
    func generateExamples() throws -> CoordgenRunner.Result {
        try ContractFixtures.copyExamples(to: folder)
        let result = try coordgen("generate")
        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertTrue(exists(manifest), "a clean run records its manifest")
        return result
    }

    func tree() throws -> FileTree { try FileTree(folder.url) }

    func read(_ relative: String) throws -> Data {
        try Data(contentsOf: folder.url.appendingPathComponent(relative))
    }

    func exists(_ relative: String) -> Bool {
        FileManager.default.fileExists(atPath: folder.url.appendingPathComponent(relative).path)
    }

    func remove(_ relative: String) throws {
        try FileManager.default.removeItem(at: folder.url.appendingPathComponent(relative))
    }

    private func noChangeSummary() throws -> String {
        let counts = try ContractFixtures.exampleOutput()
        return ContractFixtures.summary(flows: counts.flows, unchanged: counts.generated, kept: counts.scaffolds)
    }

    /// The verbose report of a run with nothing to do, as the full path prints it.
    private func fullNoChangeReport() throws -> String {
        let result = try coordgen("generate", "--verbose")
        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertFalse(result.output.contains(Self.shortcut), result.output)
        return result.output
    }

    func testNoChangeRunTakesTheShortcutWritesNothingAndReportsEveryFileUnchanged() throws {
        try generateExamples()
        // The full path's report of a run with nothing to do, without a manifest to trust.
        try remove(manifest)
        let full = try fullNoChangeReport()
        let before = try tree()
        let manifestPath = folder.url.appendingPathComponent(manifest).path
        let recorded = try read(manifest)
        let identity = try FileManager.default.attributesOfItem(atPath: manifestPath)[.systemFileNumber] as? NSNumber
        FileTree.letTheClockMove()

        let result = try coordgen("generate", "--verbose")
        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertEqual(result.errors, "")
        XCTAssertEqual(result.output, Self.shortcut + full)
        assertUntouched(before, try tree())
        XCTAssertEqual(try read(manifest), recorded)
        XCTAssertEqual(
            try FileManager.default.attributesOfItem(atPath: manifestPath)[.systemFileNumber] as? NSNumber, identity,
            "the manifest is not rewritten either")

        let quiet = try coordgen("generate")
        XCTAssertEqual(quiet.output, try noChangeSummary())
    }

    func testHandEditedGeneratedFileIsReportedByCheckAndRestored() throws {
        try generateExamples()
        let path = "Generated/CookingFlow.swift"
        let original = try read(path)
        try folder.write(path, data: original + Data("// a quick fix\n".utf8))

        let check = try coordgen("generate", "--check")
        XCTAssertEqual(check.status, 1)
        XCTAssertTrue(check.errors.hasPrefix("\(path): error: generated file is stale or was edited by hand"))

        let result = try coordgen("generate", "--verbose")
        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertFalse(result.output.contains(Self.shortcut), result.output)
        XCTAssertTrue(result.output.contains("update    \(path)\n"), result.output)
        XCTAssertEqual(try read(path), original)

        // An edit of the same size is caught too: the files are hashed, not just measured.
        var bytes = [UInt8](original)
        bytes[bytes.count - 2] = bytes[bytes.count - 2] == UInt8(ascii: "x") ? UInt8(ascii: "y") : UInt8(ascii: "x")
        try folder.write(path, data: Data(bytes))
        XCTAssertEqual(try coordgen("generate", "--check").status, 1)
        XCTAssertTrue(try coordgen("generate", "--verbose").output.contains("update    \(path)\n"))
        XCTAssertEqual(try read(path), original)

        // So is one written in place (same inode, same size): its modification time moves on.
        let handle = try FileHandle(forWritingTo: folder.url.appendingPathComponent(path))
        try handle.seek(toOffset: UInt64(bytes.count - 2))
        try handle.write(contentsOf: Data([bytes[bytes.count - 2]]))
        try handle.close()
        XCTAssertNotEqual(try read(path), original)
        XCTAssertTrue(try coordgen("generate", "--verbose").output.contains("update    \(path)\n"))
        XCTAssertEqual(try read(path), original)
    }

    func testAStaleFileOrAMissingScaffoldSendsTheRunDownTheFullPath() throws {
        try generateExamples()
        try folder.write(
            "Generated/OldFlow.swift", GeneratedFile.headerPrefix + " from Flows/OldFlow.md. Do not edit.\n")
        let stale = try coordgen("generate", "--verbose")
        XCTAssertFalse(stale.output.contains(Self.shortcut), stale.output)
        XCTAssertTrue(stale.output.contains("remove    Generated/OldFlow.swift\n"), stale.output)
        XCTAssertFalse(exists("Generated/OldFlow.swift"))

        // One in a subfolder, and a killed run's temporary file, which a full run cleans up.
        try folder.write(
            "Generated/Old/OldFlow.swift", GeneratedFile.headerPrefix + " from Flows/OldFlow.md. Do not edit.\n")
        let leftover = "Generated/.AppFlow.swift.coordgen-tmp-4194300-0123456789abcdef"
        try folder.write(leftover, "half a file")
        let nested = try coordgen("generate", "--verbose")
        XCTAssertFalse(nested.output.contains(Self.shortcut), nested.output)
        XCTAssertTrue(nested.output.contains("remove    Generated/Old/OldFlow.swift\n"), nested.output)
        XCTAssertFalse(exists(leftover))

        let scaffold = "Navigation/CookingFlow/CookingTipsViewController.swift"
        try remove(scaffold)
        let missing = try coordgen("generate", "--verbose")
        XCTAssertTrue(missing.output.contains("create    \(scaffold)\n"), missing.output)
        XCTAssertTrue(exists(scaffold))
        // The manifest is coordgen's own: never removed or reported as a stale file.
        XCTAssertTrue(exists(manifest))
        XCTAssertEqual(try coordgen("generate", "--check").output, "Generated code is up to date.\n")
    }

    /// The folders are listed once, when the run plans: a Swift file that appears while the run writes is not in
    /// the manifest, and the next run, which lists the folders again, does the full work.
    func testAFileAddedWhileTheRunWritesIsNotTrusted() throws {
        let writer = OutputWriter(
            outputDirectory: folder.url.path + "/Generated", scaffoldDirectory: folder.url.path + "/Navigation")
        let file = GeneratedFile(
            path: "AFlow.swift", contents: GeneratedFile.headerPrefix + " from Flows/AFlow.md. Do not edit.\n",
            kind: .generated)
        let key = RunManifest.Key(build: "b", configuration: "c", templates: "t", inputs: [:])
        let plan = writer.plan([file])
        try folder.write("Generated/Late.swift", "// added while coordgen writes\n")
        try writer.apply(plan)
        let recorded = try XCTUnwrap(writer.runManifest(key: key, flows: 1, plan: plan, files: [file], messages: []))
        // The scaffold manifest is always listed (absent here: this run has no scaffolds).
        XCTAssertEqual(
            recorded.entries.map { ($0.path as NSString).lastPathComponent }, ["AFlow.swift", ".coordgen-scaffolds"])
        try writer.write(recorded)
        XCTAssertNil(writer.unchangedRun(for: key), "an unlisted Swift file sends the next run down the full path")

        let listed = writer.plan([file])
        let next = try XCTUnwrap(writer.runManifest(key: key, flows: 1, plan: listed, files: [file], messages: []))
        XCTAssertEqual(
            next.entries.map { ($0.path as NSString).lastPathComponent }.sorted(),
            [".coordgen-scaffolds", "AFlow.swift", "Late.swift"])
    }

    /// The manifest lists every file the plan found, also when a path is both produced and removed
    /// (which `plan` never makes, but a plan may say): the user's file beside it is not lost.
    func testAPathBothProducedAndRemovedHidesNoOtherListedFile() throws {
        let writer = OutputWriter(
            outputDirectory: folder.url.path + "/Generated", scaffoldDirectory: folder.url.path + "/Navigation")
        let contents = GeneratedFile.headerPrefix + " from Flows/AFlow.md. Do not edit.\n"
        let file = GeneratedFile(path: "AFlow.swift", contents: contents, kind: .generated)
        try folder.write("Generated/AFlow.swift", contents)
        try folder.write("Generated/Users.swift", "// the user's\n")
        let path = { (name: String) in self.folder.url.path + "/Generated/" + name }
        var plan = OutputPlan(
            changes: [
                .init(action: .unchanged, path: path("AFlow.swift"), kind: .generated, contents: nil),
                .init(action: .remove, path: path("AFlow.swift"), kind: .generated, contents: nil),
            ], diagnostics: Diagnostics())
        plan.listedFiles = [path("AFlow.swift"), path("Users.swift")]
        let key = RunManifest.Key(build: "b", configuration: "c", templates: "t", inputs: [:])
        let recorded = try XCTUnwrap(writer.runManifest(key: key, flows: 1, plan: plan, files: [file], messages: []))
        XCTAssertEqual(
            recorded.entries.map { ($0.path as NSString).lastPathComponent },
            ["AFlow.swift", "Users.swift", ".coordgen-scaffolds"])
    }

    func testADeletedOrCorruptManifestFallsBackToAFullRunWithTheSameOutput() throws {
        try generateExamples()
        let recorded = try read(manifest)
        let expected = try fullNoChangeReportAfter { try self.remove(self.manifest) }
        XCTAssertEqual(try read(manifest), recorded, "a full run records the manifest again")

        let corruptions: [String] = [
            "",
            "garbage\n",
            String(decoding: recorded, as: UTF8.self).replacingOccurrences(of: "\nflows ", with: "\nflow "),
            String(String(decoding: recorded, as: UTF8.self).dropLast(30)),
        ]
        for corrupt in corruptions {
            let output = try fullNoChangeReportAfter { try self.folder.write(self.manifest, corrupt) }
            XCTAssertEqual(output, expected)
            XCTAssertEqual(try read(manifest), recorded)
        }
    }

    private func fullNoChangeReportAfter(_ change: () throws -> Void) throws -> String {
        try change()
        let before = try tree()
        FileTree.letTheClockMove()
        let output = try fullNoChangeReport()
        assertUntouched(before, try tree())
        return output
    }

    func testWarningsArePrintedOnEveryRun() throws {
        try folder.write(
            "Flows/ItemFlow.md",
            ContractFixtures.tinyFlow("ItemFlow", screens: "\n### ItemOrphan\n\n- `onClose` → pop\n"))
        // A scaffold that no longer meets its protocol warns too, from the state of the disk.
        let first = try coordgen("generate")
        XCTAssertEqual(first.status, 0, first.errors)
        let scaffold = "Navigation/ItemFlow/ItemModuleFactoryImp.swift"
        let text = String(decoding: try read(scaffold), as: UTF8.self)
        try folder.write(scaffold, text.replacingOccurrences(of: "func makeItemList", with: "func makeItemLister"))
        let second = try coordgen("generate", "--verbose")
        XCTAssertEqual(second.status, 0, second.errors)
        XCTAssertFalse(second.output.contains(Self.shortcut), second.output)
        XCTAssertTrue(second.errors.contains("ItemOrphan"), second.errors)
        XCTAssertTrue(second.errors.contains("\(scaffold): warning: "), second.errors)

        let before = try tree()
        FileTree.letTheClockMove()
        let third = try coordgen("generate", "--verbose")
        XCTAssertEqual(third.status, 0, third.errors)
        XCTAssertTrue(third.output.hasPrefix(Self.shortcut), third.output)
        XCTAssertEqual(third.errors, second.errors, "the warnings are printed again, as they were")
        XCTAssertEqual(third.output, Self.shortcut + second.output)
        assertUntouched(before, try tree())
    }

    func testStyleOptionsAccessAndTemplatesInvalidateTheManifest() throws {
        try generateExamples()
        let override = "Templates/Coordinator/Swift/Flow.mustache"
        let builtin = try XCTUnwrap(TemplateLibrary.builtinFiles["Coordinator/Swift/Flow.mustache"])
        try folder.write(override, builtin)
        let runs: [[String]] = [
            ["--style", "flow-controller"], ["--style", "coordinator"], ["--children", "composition"],
            ["--outputs", "delegates"], ["--access", "public"], ["--templates", "Templates"],
        ]
        for arguments in runs {
            let result = try coordgen(["generate", "--verbose"] + arguments)
            XCTAssertEqual(result.status, 0, result.errors)
            XCTAssertFalse(result.output.contains(Self.shortcut), "\(arguments): \(result.output)")
            XCTAssertTrue(try coordgen(["generate", "--verbose"] + arguments).output.hasPrefix(Self.shortcut))
        }
        // A template override that changes, with the same command line.
        try folder.write(override, builtin + "// overridden\n")
        let changed = try coordgen("generate", "--verbose", "--templates", "Templates")
        XCTAssertEqual(changed.status, 0, changed.errors)
        XCTAssertFalse(changed.output.contains(Self.shortcut), changed.output)
        XCTAssertTrue(changed.output.contains("update    Generated/AppFlow.swift\n"), changed.output)
        XCTAssertTrue(try coordgen("generate", "-v", "--templates", "Templates").output.hasPrefix(Self.shortcut))
    }

    func testCheckAndDryRunNeverTrustTheManifest() throws {
        try generateExamples()
        let check = try coordgen("generate", "--check", "--verbose")
        XCTAssertEqual(check.status, 0, check.errors)
        XCTAssertFalse(check.output.contains(Self.shortcut))
        let dryRun = try coordgen("generate", "--dry-run", "--verbose")
        XCTAssertFalse(dryRun.output.contains(Self.shortcut))
        XCTAssertTrue(dryRun.output.contains("Dry run: 0 created, 0 updated,"), dryRun.output)
    }

    func testTheManifestTextKeepsMultiLineMessagesAndRefusesWhatItDoesNotWrite() throws {
        let key = RunManifest.Key(
            build: "0.1.0 1 2.3", configuration: String(repeating: "a", count: 64),
            templates: String(repeating: "b", count: 64), inputs: ["Flows/A Flow.md": String(repeating: "c", count: 64)]
        )
        let messages = ["one: warning: x\nnote: y", "two\r\nthree \\n not a break", ""]
        let entries = [
            RunManifest.Entry(
                action: .unchanged, size: 3, digest: String(repeating: "d", count: 64),
                stamp: FileStamp(seconds: 1_764_220_000, nanoseconds: 123_456_789, inode: 42), path: "G/A B.swift"),
            RunManifest.Entry(
                action: nil, size: 0, digest: RunManifest.absent, stamp: nil, path: "N/.coordgen-scaffolds"),
        ]
        let manifest = RunManifest(key: key, flows: 1, messages: messages, entries: entries)
        XCTAssertEqual(RunManifest(text: manifest.text), manifest)
        XCTAssertEqual(RunManifest(bytes: Array(manifest.text.utf8)), manifest)
        var early = manifest
        for seconds in [-86_400, Int.min, Int.max, 0] {
            early.entries[0].stamp = FileStamp(seconds: seconds, nanoseconds: 5, inode: UInt64.max)
            XCTAssertEqual(RunManifest(text: early.text), early, "\(seconds) and the largest inode read back")
        }
        let text = manifest.text
        for broken in [
            text.replacingOccurrences(of: "message ", with: "mesage "),
            text.replacingOccurrences(of: "file unchanged 3", with: "file unchanged -3"),
            text.replacingOccurrences(of: "file unchanged", with: "file created"),
            text.replacingOccurrences(of: ".123456789:42", with: ".123456789"),
            text.replacingOccurrences(of: "1764220000.", with: "1764220000,"),
            text.replacingOccurrences(of: "file unchanged 3", with: "file unchanged +3"),
            text.replacingOccurrences(of: "file unchanged 3", with: "file unchanged 99999999999999999999"),
            text.replacingOccurrences(of: ".123456789:42", with: ".123456789:4x"),
            text.replacingOccurrences(of: ".123456789:42", with: ".:42"),
            text.replacingOccurrences(of: "file unchanged", with: "file  unchanged"),
            text + "message bad \\q\n",
            String(text.dropLast()),
            String(text.dropFirst()),
        ] {
            XCTAssertNil(RunManifest(text: broken), broken)
        }
    }
}
