import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One row of the target table: a coordgen step against its floor, or a limit (memory, type-check).
struct TargetRow {
    var step: String
    /// What the step is compared with; `nil` for a limit with no floor.
    var floorName: String?
    /// Best-of-N milliseconds of the floor and of the step (for timed rows).
    var floor: Double?
    var measured: Double?
    /// What the coordgen column shows for a row that is not a time (megabytes, a count).
    var measuredText: String?
    /// The largest ratio (best step / best floor) that passes; `nil` for a limit row.
    var maximumRatio: Double?
    var target: String
    /// Checks beyond the ratio (files written, `dot` started, …): each failed one makes the row miss.
    var failedChecks: [String] = []
    /// Whether a limit row (no ratio) is within its limit.
    var withinLimit = true
    var skipped = false
    var note: String = ""

    var ratio: Double? {
        guard let floor, let measured, floor > 0 else { return nil }
        return measured / floor
    }

    var passes: Bool {
        if skipped { return true }
        if !failedChecks.isEmpty { return false }
        if let maximumRatio {
            guard let ratio else { return false }
            return ratio <= maximumRatio
        }
        return withinLimit
    }
}

/// The timings of a step and of its floor, taken in turns: floor, step, floor, step, …
///
/// Both sides run under the same load: a build that starts on another core in the middle of the
/// benchmark slows the floor and the step alike.
struct PairedSamples {
    var floor: [Double] = []
    var step: [Double] = []

    var bestFloor: Double { floor.min() ?? .nan }
    var bestStep: Double { step.min() ?? .nan }
    var medianRatio: Double { StepResult.median(step) / StepResult.median(floor) }

    /// Runs `floor` and `step` in turns as often as `plan` says; each returns the milliseconds it timed.
    static func measure(_ plan: RepetitionPlan, floor: () throws -> Double, step: () throws -> Double) rethrows
        -> PairedSamples
    {
        var samples = PairedSamples()
        var spent = 0.0
        while plan.continues(after: samples.step.count, spentMilliseconds: spent) {
            samples.floor.append(try floor())
            samples.step.append(try step())
            spent += samples.floor.last! + samples.step.last!
        }
        return samples
    }
}

/// Times one program run, in milliseconds.
func timed(_ body: () throws -> Void) rethrows -> Double {
    let clock = ContinuousClock()
    let start = clock.now
    try body()
    return (clock.now - start).milliseconds
}

/// The steps of issue 13's target table, each against its floor, with the checks each row makes.
struct TargetSteps {
    let workspace: Workspace
    let set: SyntheticSpecSet
    let specNames: [String]
    let coordgen: String
    let cmark: String
    let copy: String
    let plan: RepetitionPlan

    private var directory: String { workspace.processDirectory }
    private var outputFolders: [String] { [directory + "/Generated", directory + "/Navigation"] }
    private var docsFolder: String { directory + "/Docs" }
    private static let generateArguments = [
        "generate", "--specs", "../Flows", "--output", "Generated", "--scaffold", "Navigation",
    ]
    private static let docsArguments = ["docs", "--specs", "../Flows", "--output", "Docs"]

    /// What the runs found out along the way.
    private final class Tally {
        /// The largest peak memory of any `coordgen generate` process, in kilobytes.
        var generatePeakKilobytes = 0
        /// The number of files a first `generate` writes (from the first run's summary).
        var expectedFiles = 0
    }
    private let tally = Tally()

    init(
        workspace: Workspace, set: SyntheticSpecSet, specNames: [String], coordgen: String, cmark: String,
        copy: String, plan: RepetitionPlan
    ) {
        self.workspace = workspace
        self.set = set
        self.specNames = specNames
        self.coordgen = coordgen
        self.cmark = cmark
        self.copy = copy
        self.plan = plan
    }

    // MARK: Programs

    /// `cmark f1.md … f200.md > /dev/null` in the spec folder: the floor of every row.
    func cmarkFloor() throws -> Double {
        try timed { try ProcessRunner.runChecked(cmark, specNames, in: workspace.specs, discardOutput: true) }
    }

    private func generate() throws -> (milliseconds: Double, output: String) {
        var outcome: ProcessRunner.Outcome?
        let milliseconds = try timed {
            outcome = try ProcessRunner.runChecked(coordgen, Self.generateArguments, in: directory)
        }
        tally.generatePeakKilobytes = max(tally.generatePeakKilobytes, outcome?.peakKilobytes ?? 0)
        return (milliseconds, outcome?.output ?? "")
    }

    /// `coordgen generate` into empty output folders (emptied outside the timing); checks what it created.
    private func generateIntoEmpty() throws -> (milliseconds: Double, problem: String?) {
        try workspace.emptyOutput(in: directory)
        let (milliseconds, output) = try generate()
        let created = Steps.counts(in: output, prefix: "Generated ")["created"] ?? -1
        if tally.expectedFiles == 0 { tally.expectedFiles = created }
        let expected = tally.expectedFiles
        return (milliseconds, created == expected ? nil : "created \(created) files, not \(expected)")
    }

    private func docs(environment: [String]? = nil) throws -> (milliseconds: Double, output: String) {
        var outcome: ProcessRunner.Outcome?
        let milliseconds = try timed {
            outcome = try ProcessRunner.runChecked(
                coordgen, Self.docsArguments, in: directory, environment: environment)
        }
        return (milliseconds, outcome?.output ?? "")
    }

    // MARK: Rows

    /// `coordgen validate` against cmark, both as processes over the same files.
    func validate() throws -> TargetRow {
        let samples = try PairedSamples.measure(
            plan, floor: cmarkFloor,
            step: {
                try timed {
                    try ProcessRunner.runChecked(
                        coordgen, ["validate", "--specs", "../Flows"], in: directory, discardOutput: true)
                }
            })
        return row(
            "coordgen validate, 200-flow set (process)", floor: "cmark, same files (process)", samples,
            maximum: 3, note: "exit status 0 checked")
    }

    /// `coordgen generate` into empty folders against cmark plus `cp -r` of the tree it produces.
    func generateEmpty() throws -> TargetRow {
        // A first run, not timed: the tree that `cp -r` copies, and the number of files to expect.
        let first = try generateIntoEmpty()
        if let problem = first.problem { throw BenchError("coordgen generate, first run: \(problem)") }
        let reference = workspace.root + "/reference"
        let copies = workspace.root + "/copy"
        try? FileManager.default.removeItem(atPath: reference)
        try FileManager.default.createDirectory(atPath: reference, withIntermediateDirectories: true)
        try ProcessRunner.runChecked(copy, ["-r"] + outputFolders + [reference])
        let referenceTree = FolderSnapshot([reference])

        var problems: Set<String> = []
        let samples = try PairedSamples.measure(
            plan,
            floor: {
                let parse = try cmarkFloor()
                try workspace.discard(copies)
                try FileManager.default.createDirectory(atPath: copies, withIntermediateDirectories: true)
                let copying = try timed {
                    try ProcessRunner.runChecked(
                        copy, ["-r", reference + "/Generated", reference + "/Navigation", copies])
                }
                return parse + copying
            },
            step: {
                let run = try generateIntoEmpty()
                if let problem = run.problem { problems.insert(problem) }
                return run.milliseconds
            })
        var result = row(
            "coordgen generate into empty folders", floor: "cmark + cp -r of the produced tree", samples,
            maximum: 3,
            note: "\(tally.expectedFiles) files created (checked), cp -r copies \(referenceTree.fileCount) files,"
                + " \(referenceTree.byteCount / 1024) KB")
        result.failedChecks = problems.sorted()
        return result
    }

    /// `coordgen generate` again with nothing changed: must write nothing.
    func generateUnchanged() throws -> TargetRow {
        _ = try generate()  // Not timed: the state a second run starts from (and its manifest).
        let before = FolderSnapshot(outputFolders)
        var problems: Set<String> = []
        let samples = try PairedSamples.measure(
            plan, floor: cmarkFloor,
            step: {
                let (milliseconds, output) = try generate()
                let counts = Steps.counts(in: output, prefix: "Generated ")
                if counts["created"] != 0 || counts["updated"] != 0 || counts["removed"] != 0 {
                    problems.insert("it reported writing: \(output.split(separator: "\n").last ?? "")")
                }
                let changed = FolderSnapshot(outputFolders).changes(since: before)
                if !changed.isEmpty { problems.insert("files changed on disk: \(changed.joined(separator: ", "))") }
                return milliseconds
            })
        var result = row(
            "coordgen generate again, nothing changed", floor: "cmark, same files", samples, maximum: 1.5,
            note: "0 files written: summary + \(before.fileCount) mtimes/inodes checked", target: "≤ 1.5×, 0 written")
        result.failedChecks = problems.sorted()
        return result
    }

    /// `coordgen generate` after one spec of the set was edited: only that flow's files may be written.
    func generateOneEdited() throws -> TargetRow {
        let index = set.flowCount / 2
        let original = SyntheticFlow(index: index, flowCount: set.flowCount)
        let path = workspace.specs + "/" + original.name + ".md"
        var edited = false
        var written: Set<String> = []
        var problems: Set<String> = []
        let samples = try PairedSamples.measure(
            plan,
            floor: {
                // The edit, not timed: every run sees a real change, alternating between two versions.
                edited.toggle()
                var flow = original
                flow.edited = edited
                try Data(flow.specText().utf8).write(to: URL(fileURLWithPath: path))
                return try cmarkFloor()
            },
            step: {
                let before = FolderSnapshot(outputFolders)
                let (milliseconds, output) = try generate()
                let after = FolderSnapshot(outputFolders)
                let changed = after.changes(since: before, limit: .max).map {
                    String($0.dropFirst(directory.count + 1))
                }
                let counts = Steps.counts(in: output, prefix: "Generated ")
                let reported = (counts["created"] ?? 0) + (counts["updated"] ?? 0) + (counts["removed"] ?? 0)
                for file in changed where !Self.belongs(file, to: original.name) {
                    problems.insert("wrote \(file), which is not \(original.name)'s")
                }
                let outputs = changed.filter { !Self.isBookkeeping($0) }
                if outputs.isEmpty { problems.insert("wrote nothing, though the flow's events changed") }
                if reported != outputs.count {
                    problems.insert("reported \(reported) files written, \(outputs.count) changed on disk")
                }
                written.formUnion(changed)
                return milliseconds
            })
        // Back to the original spec and its output, for the rows that follow.
        try Data(original.specText().utf8).write(to: URL(fileURLWithPath: path))
        _ = try generate()
        var result = row(
            "coordgen generate after editing 1 spec of \(set.flowCount)", floor: "cmark, same files", samples,
            maximum: 2,
            note: "\(original.name).md gains/loses an event each run; written: "
                + written.sorted().joined(separator: ", "),
            target: "≤ 2×, only its files")
        result.failedChecks = problems.sorted()
        return result
    }

    /// `coordgen docs` into an empty folder against `coordgen generate` into empty folders.
    func docsEmpty() throws -> TargetRow {
        var problems: Set<String> = []
        var pages = 0
        let samples = try PairedSamples.measure(
            plan,
            floor: {
                let run = try generateIntoEmpty()
                if let problem = run.problem { problems.insert("generate " + problem) }
                return run.milliseconds
            },
            step: {
                try workspace.discard(docsFolder)
                let (milliseconds, output) = try docs()
                let created = Steps.counts(in: output, prefix: "Documented ")["created"] ?? 0
                if pages == 0 { pages = created }
                if created != pages || created < set.flowCount {
                    problems.insert("docs created \(created) pages (expected \(max(pages, set.flowCount)) or more)")
                }
                return milliseconds
            })
        var result = row(
            "coordgen docs into an empty folder", floor: "coordgen generate into empty folders", samples,
            maximum: 3,
            note: "\(pages) pages created (checked); app graph: \(SyntheticFlow.edgeCount(flowCount: set.flowCount))"
                + " flow-to-flow edges")
        result.failedChecks = problems.sorted()
        return result
    }

    /// `coordgen docs` again with nothing changed: no page written, no `dot` process started.
    ///
    /// A `dot` script first in the child's `PATH` records each start in a file, then runs the real `dot`.
    func docsUnchanged() throws -> TargetRow {
        let wrapperFolder = workspace.root + "/dot-wrapper"
        let log = workspace.root + "/dot-starts.log"
        try FileManager.default.createDirectory(atPath: wrapperFolder, withIntermediateDirectories: true)
        let realDot = ProcessRunner.which("dot") ?? "/usr/bin/dot"
        let script = "#!/bin/sh\necho \"$$\" >> '\(log)'\nexec '\(realDot)' \"$@\"\n"
        let wrapper = wrapperFolder + "/dot"
        try Data(script.utf8).write(to: URL(fileURLWithPath: wrapper))
        guard chmod(wrapper, 0o755) == 0 else { throw BenchError("cannot make \(wrapper) executable") }
        var environment = ProcessInfo.processInfo.environment
        environment["PATH"] = wrapperFolder + ":" + (environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin")
        let pairs = environment.map { "\($0.key)=\($0.value)" }

        // Not timed: the state a second run starts from, made with the same `dot` (which is part of the
        // docs run manifest's key: another `dot` may draw other pictures).
        _ = try docs(environment: pairs)
        try? FileManager.default.removeItem(atPath: log)
        let before = FolderSnapshot([docsFolder])
        var problems: Set<String> = []
        let samples = try PairedSamples.measure(
            plan, floor: cmarkFloor,
            step: {
                let (milliseconds, output) = try docs(environment: pairs)
                let counts = Steps.counts(in: output, prefix: "Documented ")
                if counts["created"] != 0 || counts["updated"] != 0 || counts["removed"] != 0 {
                    problems.insert("it reported writing: \(output.split(separator: "\n").last ?? "")")
                }
                let changed = FolderSnapshot([docsFolder]).changes(since: before)
                if !changed.isEmpty { problems.insert("pages changed on disk: \(changed.joined(separator: ", "))") }
                return milliseconds
            })
        let starts = ((try? String(contentsOfFile: log, encoding: .utf8)) ?? "").split(separator: "\n").count
        if starts > 0 { problems.insert("\(starts) dot processes started over \(samples.step.count) runs") }
        var result = row(
            "coordgen docs again, nothing changed", floor: "cmark, same files", samples, maximum: 2,
            note: "dot started \(starts) times (wrapper first in PATH); \(before.fileCount) pages unchanged (checked)",
            target: "≤ 2×, no dot")
        result.failedChecks = problems.sorted()
        return result
    }

    /// The largest peak resident memory of the `generate` processes run so far.
    func peakMemory() -> TargetRow {
        let megabytes = Double(tally.generatePeakKilobytes) / 1024
        return TargetRow(
            step: "peak memory of coordgen generate", floorName: nil,
            measuredText: String(format: "%.1f MB", megabytes),
            target: "≤ 64 MB", withinLimit: megabytes <= 64,
            note: "largest ru_maxrss (wait4) of every generate process above, first runs included")
    }

    // MARK: Helpers

    private func row(
        _ step: String, floor: String, _ samples: PairedSamples, maximum: Double, note: String, target: String? = nil
    ) -> TargetRow {
        TargetRow(
            step: step, floorName: floor, floor: samples.bestFloor, measured: samples.bestStep,
            maximumRatio: maximum, target: target ?? "≤ " + String(format: "%g×", maximum),
            note: note + String(format: "; n=%d, median ratio %.2f×", samples.step.count, samples.medianRatio))
    }

    /// Whether `file` (relative to the process folder) is one of the flow's own outputs, or coordgen's
    /// bookkeeping (`.coordgen-manifest`, `.coordgen-scaffolds`, …), which every writing run updates.
    static func belongs(_ file: String, to flow: String) -> Bool {
        if isBookkeeping(file) { return true }
        let parts = file.split(separator: "/").map(String.init)
        if parts.count == 2, parts[0] == "Generated", parts[1] == flow + ".swift" { return true }
        return parts.count >= 3 && parts[0] == "Navigation" && parts[1] == flow
    }

    static func isBookkeeping(_ file: String) -> Bool {
        file.split(separator: "/").last?.hasPrefix(".") ?? false
    }
}
