import Foundation
import XCTest

/// `coordgen generate` killed with SIGKILL in the middle of a large run leaves every file either
/// old or new (never half written), and the next run cleans up and converges.
///
/// "Old" is the output of a first spec set; "new" is the output of a changed set, generated in a
/// separate folder. The killed runs turn old into new. Each kill waits for the run's first write,
/// then a delay from a fixed seed spread over the write phase of an uninterrupted run (rendering
/// comes first and takes most of a run), so most kills land in the middle of the writes.
final class GenerateContractInterruptionTests: XCTestCase {
    static let kills = 12
    static let seed: UInt64 = 20_240_601

    /// 150 flows; the new set changes 140 of them (every generated file and most fresh scaffolds
    /// differ), drops 10 and adds 10, so the run creates, updates and removes files.
    static func specs(version: Int) -> [String: String] {
        let range = version == 1 ? 0..<150 : 0..<140
        var files: [String: String] = [:]
        for index in range {
            let name = flowName(index)
            files[name + ".md"] =
                version == 1
                ? ContractFixtures.tinyFlow(name, description: "Synthetic flow \(index), first version.")
                : ContractFixtures.tinyFlow(
                    name, description: "Synthetic flow \(index), second version.", detailEvents: ["- `onBack` → pop"])
        }
        if version == 2 {
            for index in 150..<160 { files[flowName(index) + ".md"] = ContractFixtures.tinyFlow(flowName(index)) }
        }
        return files
    }

    static func flowName(_ index: Int) -> String {
        "Synth" + String(String(1000 + index).dropFirst()) + "Flow"
    }

    private func writeSpecs(_ files: [String: String], to folder: TemporaryDirectory) throws {
        try? FileManager.default.removeItem(atPath: folder.path + "/Flows")
        for (name, text) in files { try folder.write("Flows/" + name, text) }
    }

    /// Generated and scaffold files of a folder, by relative path (spec files left out).
    private func outputs(_ folder: TemporaryDirectory) throws -> [String: Data] {
        try FileTree(folder.url).contents.filter { !$0.key.hasPrefix("Flows/") }
    }

    /// Puts the old output back into `work`.
    private func reset(_ work: TemporaryDirectory, from old: TemporaryDirectory) throws {
        for name in ["Generated", "Navigation"] {
            try? FileManager.default.removeItem(atPath: work.path + "/" + name)
            try FileManager.default.copyItem(atPath: old.path + "/" + name, toPath: work.path + "/" + name)
        }
    }

    /// Waits until `process` changes the output folder (its first temporary file), or exits.
    private func waitForFirstWrite(in work: TemporaryDirectory, of process: Process) throws -> Date {
        let folder = work.path + "/Generated"
        let before = try FileManager.default.attributesOfItem(atPath: folder)[.modificationDate] as? Date
        while process.isRunning {
            let now = try FileManager.default.attributesOfItem(atPath: folder)[.modificationDate] as? Date
            if now != before { break }
            usleep(200)
        }
        return Date()
    }

    func testKilledRunsLeaveEveryFileOldOrNewAndTheNextRunConverges() throws {
        _ = try CoordgenRunner.binary()
        let old = try TemporaryDirectory()
        let new = try TemporaryDirectory()
        let work = try TemporaryDirectory()
        try writeSpecs(Self.specs(version: 1), to: old)
        try writeSpecs(Self.specs(version: 2), to: new)
        XCTAssertEqual(try CoordgenRunner.run(["generate"], in: old.url).status, 0)
        XCTAssertEqual(try CoordgenRunner.run(["generate"], in: new.url).status, 0)
        let oldFiles = try outputs(old)
        let newFiles = try outputs(new)
        XCTAssertEqual(oldFiles.count, 603)  // 150 flows + 2 shared files, 3 scaffolds a flow + 1
        XCTAssertEqual(newFiles.count, 603)  // 140 changed + 10 new flows
        let inBoth = Set(oldFiles.keys).intersection(newFiles.keys)
        let changed = inBoth.filter { oldFiles[$0] != newFiles[$0] }
        XCTAssertGreaterThanOrEqual(changed.count, 141 + 140)  // the flows' files, the factory, detail scaffolds

        // How long the write phase of one uninterrupted run from old to new takes: the kills
        // spread over it (rendering 150 flows comes first and takes most of a run's time).
        try writeSpecs(Self.specs(version: 2), to: work)
        try reset(work, from: old)
        let calibration = try CoordgenRunner.start(["generate"], in: work.url)
        let firstWrite = try waitForFirstWrite(in: work, of: calibration)
        calibration.waitUntilExit()
        XCTAssertEqual(calibration.terminationStatus, 0)
        let window = max(0.01, Date().timeIntervalSince(firstWrite) * 1.2)

        var random = SplitMix64(seed: Self.seed)
        var outcomes = (untouched: 0, midway: 0, finished: 0, temporaryFiles: 0)
        let start = Date()
        for kill in 0..<Self.kills {
            try reset(work, from: old)
            let delay = Double(random.next() % 1_000) / 1_000 * window
            let process = try CoordgenRunner.start(["generate"], in: work.url)
            _ = try waitForFirstWrite(in: work, of: process)
            Thread.sleep(forTimeInterval: delay)
            Foundation.kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()

            let files = try outputs(work)
            var sawNew = false
            var sawOld = false
            for (path, data) in files {
                if path.contains(".coordgen-tmp-") {
                    outcomes.temporaryFiles += 1
                    sawNew = true
                    continue
                }
                let isOld = oldFiles[path] == data
                let isNew = newFiles[path] == data
                XCTAssertTrue(
                    isOld || isNew,
                    "kill \(kill), \(Int(delay * 1000)) ms into the writes: \(path) is neither old nor new")
                if isNew, !isOld { sawNew = true }
                // Generated files tell how far the run got.
                if isOld, !isNew, path.hasPrefix("Generated/") { sawOld = true }
            }
            for path in inBoth where files[path] == nil {
                XCTFail("kill \(kill), \(Int(delay * 1000)) ms into the writes: \(path) is missing")
            }
            if process.terminationReason == .exit {
                outcomes.finished += 1
            } else if sawNew, sawOld {
                outcomes.midway += 1
            } else if !sawNew {
                outcomes.untouched += 1
            } else {
                outcomes.finished += 1  // killed after the last write, before exiting
            }
        }
        let elapsed = Date().timeIntervalSince(start)
        print(
            "GenerateContractInterruptionTests: \(Self.kills) kills in \(String(format: "%.1f", elapsed)) s, each 0–"
                + "\(Int(window * 1000)) ms after the first write: \(outcomes.untouched) before any file changed,"
                + " \(outcomes.midway) in the middle, \(outcomes.finished) after the writes;"
                + " \(outcomes.temporaryFiles) temporary files left behind")

        // The last killed run's leftovers are cleaned up, and the next run converges.
        let result = try CoordgenRunner.run(["generate"], in: work.url)
        XCTAssertEqual(result.status, 0, result.errors)
        let final = try outputs(work)
        XCTAssertEqual(final.keys.filter { $0.contains(".coordgen-tmp-") }, [])
        for (path, data) in newFiles where path.hasPrefix("Generated/") {
            XCTAssertEqual(final[path], data, path)
        }
        // Nobody edited a scaffold, so the scaffolds follow the specs too (the dropped flows' are
        // removed), whichever writes the killed runs got to: the tree is the new output.
        for (path, data) in final {
            XCTAssertEqual(data, newFiles[path], path)
        }
        XCTAssertEqual(final.count, newFiles.count)
        XCTAssertEqual(try CoordgenRunner.run(["generate", "--check"], in: work.url).status, 0)
    }
}
