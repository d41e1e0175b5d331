import CoordgenCore
import Foundation

// coordgen-bench: times coordgen on a synthetic spec set against floors (the `cmark` program on the
// same files, `cp -r` of the output), prints issue 13's target table, and exits 1 when a step misses
// its target.
//
// Usage: `coordgen-bench [--flows N] [--runs N] [--budget S | --all-runs] [--keep] [--skip-typecheck]
// [--no-details]`. Build in release mode first, so `coordgen` is built next to this executable:
// `make bench` does both.

/// The command-line options.
struct Options {
    var flows = 200
    /// At most this many runs of every step.
    var runs = 5
    /// Seconds after which a slow step stops at two runs; `nil` runs every step `runs` times.
    var budget: Double? = 5
    /// Leaves the temporary folder in place, for looking at the specs and the output.
    var keep = false
    /// Leaves out the type-check of the generated code (the slowest part, about a minute).
    var skipTypeCheck = false
    /// Leaves out the informative in-process table.
    var details = true

    /// Two runs at least (a best and a median need more than one), fewer when `--runs` says so.
    var plan: RepetitionPlan {
        RepetitionPlan(maximum: runs, minimum: min(2, runs), budgetSeconds: budget)
    }

    static let usage = """
        usage: coordgen-bench [--flows N] [--runs N] [--budget S | --all-runs] [--keep] [--skip-typecheck]
                              [--no-details]
          --flows N          flows in the synthetic set (default 200, each with \(SyntheticSpecSet.screensPerFlow) screens)
          --runs N           runs of every step and of its floor, at most (default 5); the table shows the best
          --budget S         a step that has taken S seconds stops after 2 runs (default 5), so the whole
                             benchmark stays within a few minutes
          --all-runs         no budget: every step runs --runs times
          --keep             keep the temporary folder with the specs and the output
          --skip-typecheck   leave out the type-check of the generated code (its row shows 'skipped')
          --no-details       leave out the informative in-process table
        Exits 1 when a row of the target table misses its target.
        """

    init(_ arguments: [String]) throws {
        var remaining = arguments[...]
        func number(after flag: String) throws -> Int {
            guard let text = remaining.popFirst(), let value = Int(text), value > 0 else {
                throw BenchError("\(flag) needs a positive number\n\(Self.usage)")
            }
            return value
        }
        while let argument = remaining.popFirst() {
            switch argument {
            case "--flows": flows = try number(after: argument)
            case "--runs": runs = try number(after: argument)
            case "--budget": budget = Double(try number(after: argument))
            case "--all-runs": budget = nil
            case "--keep": keep = true
            case "--skip-typecheck": skipTypeCheck = true
            case "--no-details": details = false
            case "-h", "--help":
                print(Self.usage)
                exit(0)
            default: throw BenchError("unknown argument '\(argument)'\n\(Self.usage)")
            }
        }
    }
}

/// Checks the synthetic set in memory before anything is timed: it must have no errors.
func checkSyntheticSet(_ set: SyntheticSpecSet) throws -> Int {
    let files = set.files.map { SourceFile(path: "Flows/" + $0.name, text: $0.text) }
    var diagnostics = Diagnostics()
    let model = Pipeline.model(from: files, diagnostics: &diagnostics)
    guard !diagnostics.hasErrors, model.flows.count == set.flowCount else {
        throw BenchError(
            "the synthetic spec set is not valid (a bug in SyntheticSpecs.swift):\n"
                + Steps.describe(diagnostics))
    }
    if diagnostics.warningCount > 0 {
        print("Warning: the synthetic set has \(diagnostics.warningCount) warnings (it should have none):")
        print(Steps.describe(diagnostics, limit: 5))
    }
    return diagnostics.warningCount
}

/// Progress on standard error, so the table on standard output stays clean: each step as it
/// starts, with the seconds since the benchmark started.
func progress(_ text: String) {
    let seconds = (ContinuousClock.now - BenchmarkClock.start).milliseconds / 1000
    FileHandle.standardError.write(Data("· \(String(format: "%5.0f", seconds)) s  \(text)\n".utf8))
}

/// When the benchmark started (first read at the start of `runBenchmark`).
enum BenchmarkClock {
    static let start = ContinuousClock.now
}

/// The rows of the target table, in the issue's order.
func measureTargets(_ targets: TargetSteps, options: Options, set: SyntheticSpecSet, workspace: Workspace) throws
    -> [TargetRow]
{
    progress("validate")
    let validate = try targets.validate()
    progress("generate into empty folders")
    let generateEmpty = try targets.generateEmpty()
    progress("generate, nothing changed")
    let generateUnchanged = try targets.generateUnchanged()
    progress("generate, one spec edited")
    let generateEdited = try targets.generateOneEdited()
    // Docs into an empty folder first: its last run is where the "nothing changed" runs start.
    progress("docs into an empty folder")
    let docsEmpty = try targets.docsEmpty()
    progress("docs, nothing changed")
    let docsUnchanged = try targets.docsUnchanged()
    let memory = targets.peakMemory()

    var typeCheck = TargetRow(
        step: "type-check of the generated Swift", floorName: nil,
        target: "0 over \(TypeCheck.limitMilliseconds) ms")
    if options.skipTypeCheck {
        typeCheck.skipped = true
        typeCheck.measuredText = "—"
        typeCheck.note = "skipped (--skip-typecheck)"
    } else {
        progress("swiftc -typecheck of the generated code")
        do {
            let outcome = try TypeCheck.run(
                folders: [workspace.processDirectory + "/Generated", workspace.processDirectory + "/Navigation"],
                set: set, scratch: workspace.root)
            typeCheck.measuredText = "\(outcome.slow.count) over \(TypeCheck.limitMilliseconds) ms"
            typeCheck.withinLimit = outcome.slow.isEmpty
            typeCheck.note =
                "swiftc -typecheck (Swift 6, strict concurrency) of \(outcome.files) files against the UIKit stand-in,"
                + " -warn-long-function-bodies=50 -warn-long-expression-type-checking=50: "
                + String(format: "%.1f s", outcome.milliseconds / 1000)
                + ", \(outcome.otherWarnings) other warnings"
            typeCheck.failedChecks = outcome.slow.prefix(5).map { "slow: \($0)" }
        } catch {
            typeCheck.measuredText = "failed"
            typeCheck.failedChecks = ["\(error)"]
            typeCheck.note = "swiftc -typecheck could not check the generated code"
        }
    }
    return [
        validate, generateEmpty, generateUnchanged, generateEdited, docsUnchanged, docsEmpty, memory, typeCheck,
    ]
}

/// The benchmark: set up, measure every step, print the tables. Returns whether every target is met.
func runBenchmark(_ options: Options) throws -> Bool {
    _ = BenchmarkClock.start
    let set = SyntheticSpecSet(flowCount: options.flows)
    let warnings = try checkSyntheticSet(set)

    guard let cmark = ProcessRunner.which("cmark") else {
        throw BenchError("coordgen-bench: the cmark program is missing; install it: sudo apt-get install cmark")
    }
    guard let copy = ProcessRunner.which("cp") else { throw BenchError("coordgen-bench: cp is not on the PATH") }
    let cmarkVersion =
        try ProcessRunner.runChecked(cmark, ["--version"]).output
        .split(separator: "\n").first.map(String.init) ?? "unknown version"
    let coordgen = try CoordgenBinary.locate()
    Report.printMachine(coordgen: coordgen, cmark: cmark, cmarkVersion: cmarkVersion)

    let workspace = try Workspace.create()
    defer {
        if options.keep {
            workspace.removeDiscarded()
            print("Kept:     \(workspace.root)")
        } else {
            workspace.remove()
        }
    }
    let names = try workspace.write(set)
    print(
        "Specs in: \(workspace.specs) (\(names.count) files, \(set.byteCount / 1024) KB,"
            + " \(SyntheticFlow.edgeCount(flowCount: set.flowCount)) flow-to-flow edges;"
            + " warnings from validation: \(warnings))")
    print("")

    let targets = TargetSteps(
        workspace: workspace, set: set, specNames: names, coordgen: coordgen, cmark: cmark, copy: copy,
        plan: options.plan)
    let rows = try measureTargets(targets, options: options, set: set, workspace: workspace)

    if options.details {
        progress("in-process details")
        try printDetails(workspace: workspace, set: set, names: names, cmark: cmark, plan: options.plan)
    }

    print("Targets (issue 13), \(set.flowCount)-flow set:")
    print("")
    Report.printTargets(rows)
    print("Load at the end: \(Report.loadAverage())")
    let missed = rows.filter { !$0.passes }
    print("")
    if missed.isEmpty {
        print("All targets met.")
    } else {
        print("MISS: \(missed.count) of \(rows.count) targets missed: " + missed.map(\.step).joined(separator: "; "))
    }
    return missed.isEmpty
}

/// The informative table: the in-process steps, each against the cmark floor.
func printDetails(workspace: Workspace, set: SyntheticSpecSet, names: [String], cmark: String, plan: RepetitionPlan)
    throws
{
    let steps = Steps(workspace: workspace, specNames: names, repetitions: plan)
    let inMemory = set.files.map { SourceFile(path: workspace.specs + "/" + $0.name, text: $0.text) }
    let floor = try steps.cmarkFloor(cmark: cmark)
    var results = [floor, try steps.cmarkPerFile(cmark: cmark)]
    results.append(try steps.parseInMemory(inMemory))
    let (loaded, model) = try steps.loadAndParse()
    results.append(loaded)
    let (rendered, files) = try steps.render(model)
    results.append(rendered)
    let inProcess = try steps.generateInProcess(expectedFiles: files.count)
    results += [inProcess.first, inProcess.second]

    let screens = model.flows.reduce(0) { $0 + $1.screens.count }
    let events = model.flows.reduce(0) { total, flow in total + flow.screens.reduce(0) { $0 + $1.events.count } }
    print("Details (in process, informative; not targets):")
    print("")
    Report.printCounts(
        specFiles: names.count, specBytes: set.byteCount, flows: model.flows.count, screens: screens, events: events,
        generated: files.count { $0.kind == .generated }, scaffolds: files.count { $0.kind == .scaffold },
        outputBytes: files.reduce(0) { $0 + $1.contents.utf8.count })
    print("")
    Report.printTable(results, floor: floor)
    print("")
}

do {
    let options = try Options(Array(CommandLine.arguments.dropFirst()))
    let met = try runBenchmark(options)
    exit(met ? 0 : 1)
} catch {
    FileHandle.standardError.write(Data("\(error)\n".utf8))
    exit(1)
}
