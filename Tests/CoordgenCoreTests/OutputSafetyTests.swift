import Foundation
import XCTest

/// What `generate` may delete, how runs on the same folders take turns, and names the file
/// system cannot hold: through the built binary, with real processes.
final class OutputSafetyTests: CommandLineTestCase {
    /// The id of a process that has run and ended, so no process has it (until the system reuses it).
    static func processThatHasExited() throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "exit 0"]
        try process.run()
        process.waitUntilExit()
        return process.processIdentifier
    }

    private func exists(_ relative: String) -> Bool {
        FileManager.default.fileExists(atPath: folder.path + "/" + relative)
    }

    private func writeFlows(_ count: Int) throws {
        for index in 0..<count {
            let name = "Synth\(1000 + index)Flow"
            try folder.write("Flows/\(name).md", ContractFixtures.tinyFlow(name))
        }
    }

    // MARK: - Item 1: only coordgen's own leftovers are removed

    func testOnlyTemporaryFilesOfRunsThatEndedAreRemoved() throws {
        try folder.write("Flows/ItemFlow.md", ContractFixtures.tinyFlow("ItemFlow"))
        XCTAssertEqual(try coordgen("generate").status, 0)
        let gone = try Self.processThatHasExited()
        let alive = ProcessInfo.processInfo.processIdentifier
        let removed = [
            "Generated/.ItemFlow.swift.coordgen-tmp-\(gone)-0123456789abcdef",
            "Navigation/ItemFlow/.ItemListViewController.swift.coordgen-tmp-\(gone)-00000000ffffffff",
        ]
        let kept = [
            // The user's files and folders that only contain the marker.
            "Generated/notes.coordgen-tmp-draft.txt",
            "Generated/backup.coordgen-tmp-1/Old.swift",
            "Navigation/.Mine.swift.coordgen-tmp-\(gone)",
            "Generated/.Mine.swift.coordgen-tmp-\(gone)-0123456789ABCDEF",
            "Generated/.Mine.swift.coordgen-tmp-\(gone)-0123456789abcdef.bak",
            // A run that is still going (this test's process stands in for it).
            "Generated/.ItemFlow.swift.coordgen-tmp-\(alive)-0123456789abcdef",
            // A folder with the exact name: not a file coordgen writes.
            "Generated/.Folder.coordgen-tmp-\(gone)-0123456789abcdef/inside.txt",
        ]
        for path in removed + kept { try folder.write(path, "mine") }
        let result = try coordgen("generate")
        XCTAssertEqual(result.status, 0, result.errors)
        for path in removed { XCTAssertFalse(exists(path), path) }
        for path in kept { XCTAssertTrue(exists(path), path) }
    }

    // MARK: - Item 2: runs at the same time take turns

    func testOverlappingRunsOnTheSameFoldersAllSucceed() throws {
        try writeFlows(300)
        var runs: [(Process, Pipe)] = []
        for index in 0..<3 {
            if index > 0 { Thread.sleep(forTimeInterval: 0.4) }
            let process = Process()
            process.executableURL = try CoordgenRunner.binary()
            process.arguments = ["generate"]
            process.currentDirectoryURL = folder.url
            let errors = Pipe()
            process.standardError = errors
            process.standardOutput = FileHandle.nullDevice
            try process.run()
            runs.append((process, errors))
        }
        for (index, (process, errors)) in runs.enumerated() {
            let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            XCTAssertEqual(process.terminationStatus, 0, "run \(index): \(message)")
            XCTAssertFalse(message.contains("error"), "run \(index): \(message)")
        }
        let check = try coordgen("generate", "--check")
        XCTAssertEqual(check.status, 0, check.errors)
        let leftovers = try FileTree(folder.url).paths.filter { $0.contains(".coordgen-tmp-") }
        XCTAssertEqual(leftovers, [])
    }

    /// Runs `command` while this test holds the lock of `folder` as another run would, with a
    /// one-second limit on the wait.
    private func runWhileLocked(_ command: String, folder lockedFolder: String) throws -> CoordgenRunner.Result {
        try folder.write("Flows/ItemFlow.md", ContractFixtures.tinyFlow("ItemFlow"))
        let descriptor = open(try folder.write(lockedFolder + "/.coordgen.lock", ""), O_RDWR)
        XCTAssertEqual(flock(descriptor, LOCK_EX), 0)
        defer { close(descriptor) }
        return try CoordgenRunner.run([command], in: folder.url, environment: ["COORDGEN_LOCK_TIMEOUT": "1"])
    }

    func testARunWaitsForTheLockThenGivesUpWithAClearMessage() throws {
        let started = Date()
        let result = try runWhileLocked("generate", folder: "Generated")
        XCTAssertEqual(result.status, 1)
        XCTAssertGreaterThanOrEqual(Date().timeIntervalSince(started), 1)
        XCTAssertTrue(result.errors.contains("waiting for another coordgen run to finish"), result.errors)
        XCTAssertTrue(result.errors.contains("another coordgen run has been writing into this folder"), result.errors)
        XCTAssertFalse(exists("Generated/ItemFlow.swift"))
    }

    func testDocsTakeTheLockOfTheirFolder() throws {
        let result = try runWhileLocked("docs", folder: "docs/flows")
        XCTAssertEqual(result.status, 1, result.errors)
        XCTAssertTrue(result.errors.contains("another coordgen run has been writing into this folder"), result.errors)
        XCTAssertFalse(exists("docs/flows/index.html"))
    }

    /// A lock file that is a dangling link is not followed: nothing is created where it points.
    func testALockFileThatIsALinkMakesNoFileOutsideTheFolder() throws {
        try folder.write("Flows/ItemFlow.md", ContractFixtures.tinyFlow("ItemFlow"))
        try FileManager.default.createDirectory(atPath: folder.path + "/Generated", withIntermediateDirectories: true)
        let outside = folder.path + "/outside.lock"
        try FileManager.default.createSymbolicLink(
            atPath: folder.path + "/Generated/.coordgen.lock", withDestinationPath: outside)
        let result = try coordgen("generate")
        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertFalse(FileManager.default.fileExists(atPath: outside))
        XCTAssertTrue(exists("Generated/ItemFlow.swift"))
    }

    func testTheLockFileIsNeitherOutputNorRemoved() throws {
        try folder.write("Flows/ItemFlow.md", ContractFixtures.tinyFlow("ItemFlow"))
        XCTAssertEqual(try coordgen("generate").status, 0)
        let second = try coordgen("generate", "--verbose")
        XCTAssertEqual(second.status, 0, second.errors)
        XCTAssertFalse(second.output.contains(".coordgen.lock"), second.output)
        XCTAssertEqual(second.errors, "")
        XCTAssertTrue(second.output.hasSuffix(": 0 created, 0 updated, 3 unchanged, 0 removed, 4 kept (yours)\n"))
        XCTAssertTrue(exists("Generated/.coordgen.lock"))
        XCTAssertEqual(try coordgen("generate", "--check").status, 0)
    }

    /// A FIFO is never read (it would block the run): in the generated folder it is replaced, as any
    /// file there is; at a scaffold's path it is the user's, left as it is with a warning.
    func testAFIFOInPlaceOfAnOutputFileNeitherBlocksNorIsWrittenOverWhenItIsAScaffold() throws {
        try folder.write("Flows/ItemFlow.md", ContractFixtures.tinyFlow("ItemFlow"))
        XCTAssertEqual(try coordgen("generate").status, 0)
        let generated = folder.path + "/Generated/ItemFlow.swift"
        let scaffold = folder.path + "/Navigation/ItemFlow/ItemListViewController.swift"
        for path in [generated, scaffold] {
            try FileManager.default.removeItem(atPath: path)
            XCTAssertEqual(mkfifo(path, 0o644), 0)
        }
        try assertGenerateKeepsTheListScaffold(because: "cannot read this scaffold (not a readable file)")
        var status = stat()
        XCTAssertEqual(lstat(scaffold, &status), 0)
        XCTAssertEqual(status.st_mode & S_IFMT, S_IFIFO)
        XCTAssertEqual(lstat(generated, &status), 0)
        XCTAssertEqual(status.st_mode & S_IFMT, S_IFREG)
    }

    /// `generate` succeeds and keeps ItemFlow's list scaffold as the user's, saying `reason`.
    private func assertGenerateKeepsTheListScaffold(
        because reason: String, file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let result = try coordgen("generate")
        XCTAssertEqual(result.status, 0, result.errors, file: file, line: line)
        XCTAssertTrue(
            result.errors.contains(
                "Navigation/ItemFlow/ItemListViewController.swift: warning: \(reason); left as it is"),
            result.errors, file: file, line: line)
    }

    /// A scaffold replaced by a link to a file outside the scaffold folder is the user's: kept with a
    /// warning, never written through, and the rest of the run goes on (it used to stop the whole run).
    func testAScaffoldThatIsALinkToAFileElsewhereIsKept() throws {
        try folder.write("Flows/ItemFlow.md", ContractFixtures.tinyFlow("ItemFlow"))
        XCTAssertEqual(try coordgen("generate").status, 0)
        let shared = try folder.write("Shared/ItemListViewController.swift", "// shared with another target\n")
        let scaffold = folder.path + "/Navigation/ItemFlow/ItemListViewController.swift"
        try FileManager.default.removeItem(atPath: scaffold)
        try FileManager.default.createSymbolicLink(atPath: scaffold, withDestinationPath: shared)
        try folder.write("Flows/ItemFlow.md", ContractFixtures.tinyFlow("ItemFlow", description: "Edited."))
        try assertGenerateKeepsTheListScaffold(because: "this scaffold is a link to a file outside 'Navigation'")
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: scaffold), shared)
        XCTAssertEqual(try String(contentsOfFile: shared, encoding: .utf8), "// shared with another target\n")
        XCTAssertEqual(try coordgen("generate", "--check").status, 0)
    }

    /// A folder in the place of a generated file or a scaffold stops the run before anything is
    /// written, and `--check` and `--dry-run` say so too.
    func testAFolderInPlaceOfAnOutputFileStopsTheRunBeforeAnythingIsWritten() throws {
        try folder.write("Flows/ItemFlow.md", ContractFixtures.tinyFlow("ItemFlow"))
        try folder.write("Flows/OtherFlow.md", ContractFixtures.tinyFlow("OtherFlow"))
        XCTAssertEqual(try coordgen("generate").status, 0)
        for (path, what) in [
            ("Generated/ItemFlow.swift", "generated file"),
            ("Navigation/ItemFlow/ItemListViewController.swift", "scaffold"),
        ] {
            try FileManager.default.removeItem(atPath: folder.path + "/" + path)
            try FileManager.default.createDirectory(
                atPath: folder.path + "/" + path, withIntermediateDirectories: false)
            // An edit elsewhere, so that the run has other files to write.
            try folder.write("Flows/OtherFlow.md", ContractFixtures.tinyFlow("OtherFlow", description: "Now \(what)."))
            let before = try FileTree(folder.url)
            for arguments in [["generate"], ["generate", "--check"], ["generate", "--dry-run"]] {
                let result = try coordgen(arguments)
                XCTAssertEqual(result.status, 1, "\(arguments) \(result.output)")
                XCTAssertTrue(
                    result.errors.contains(
                        "\(path): error: a folder is in the place of this \(what); move or rename the folder"),
                    result.errors)
                XCTAssertEqual(try FileTree(folder.url), before, "\(arguments): nothing written")
            }
            try FileManager.default.removeItem(atPath: folder.path + "/" + path)
            XCTAssertEqual(try coordgen("generate").status, 0)
        }
    }

    // MARK: - Item 14: names too long for the file system

    func testNamesTooLongForTheFileSystemWriteNothing() throws {
        // 240 bytes: the flow's file fits the 255-byte limit, its temporary name does not.
        let base = "Long" + String(repeating: "x", count: 232)
        try folder.write("Flows/ShortFlow.md", ContractFixtures.tinyFlow("ShortFlow"))
        try folder.write("Flows/Long.md", ContractFixtures.tinyFlow(base + "Flow"))
        let result = try coordgen("generate")
        XCTAssertEqual(result.status, 1, result.errors)
        XCTAssertTrue(
            result.errors.contains("Generated/\(base)Flow.swift: error: the file name is 246 bytes"), result.errors)
        XCTAssertTrue(result.errors.contains("coordgen: nothing generated"), result.errors)
        XCTAssertEqual(try FileTree(folder.url).paths.filter { !$0.hasPrefix("Flows/") }, [])
    }
}
