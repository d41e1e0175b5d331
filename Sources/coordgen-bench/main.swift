import CoordgenCore
import Foundation

// coordgen-bench: times coordgen on a synthetic spec set against the `cmark` program on the
// same files, the floor that any Markdown-based tool pays.
//
// Usage: `coordgen-bench [--flows N] [--runs N] [--budget S | --all-runs] [--keep]`. Build in
// release mode first (`swift build -c release`), so `coordgen` is built next to this executable.

/// The command-line options.
struct Options {
    var flows = 200
    /// At most this many runs of every step.
    var runs = 5
    /// Seconds after which a slow step stops at two runs; `nil` runs every step `runs` times.
    var budget: Double? = 5
    /// Leaves the temporary folder in place, for looking at the specs and the output.
    var keep = false

    /// Two runs at least (a best and a median need more than one), fewer when `--runs` says so.
    var plan: RepetitionPlan {
        RepetitionPlan(maximum: runs, minimum: min(2, runs), budgetSeconds: budget)
    }

    static let usage = """
        usage: coordgen-bench [--flows N] [--runs N] [--budget S | --all-runs] [--keep]
          --flows N    flows in the synthetic set (default 200, each with \(SyntheticSpecSet.screensPerFlow) screens)
          --runs N     runs of every step, at most (default 5); the table shows the best and the median
          --budget S   a step that has taken S seconds stops after 2 runs (default 5), so the whole
                       benchmark stays around a minute
          --all-runs   no budget: every step runs --runs times
          --keep       keep the temporary folder with the specs and the output
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

/// The benchmark: set up, measure every step, print the table.
func runBenchmark(_ options: Options) throws -> Bool {
    let set = SyntheticSpecSet(flowCount: options.flows)
    let warnings = try checkSyntheticSet(set)

    guard let cmark = ProcessRunner.which("cmark") else {
        throw BenchError("coordgen-bench: the cmark program is missing; install it: sudo apt-get install cmark")
    }
    let cmarkVersion =
        try ProcessRunner.runChecked(cmark, ["--version"]).output
        .split(separator: "\n").first.map(String.init) ?? "unknown version"
    var coordgen: String?
    do {
        coordgen = try CoordgenBinary.locate()
    } catch {
        FileHandle.standardError.write(Data("\(error)\n".utf8))
    }
    Report.printMachine(coordgen: coordgen, cmark: cmark, cmarkVersion: cmarkVersion)

    let workspace = try Workspace.create()
    defer {
        if options.keep { print("Kept:     \(workspace.root)") } else { workspace.remove() }
    }
    let names = try workspace.write(set)
    print("Specs in: \(workspace.specs) (warnings from validation: \(warnings))")
    print("")

    let steps = Steps(workspace: workspace, specNames: names, repetitions: options.plan)
    let inMemory = set.files.map { SourceFile(path: workspace.specs + "/" + $0.name, text: $0.text) }
    let floor = try steps.cmarkFloor(cmark: cmark)
    var results = [floor, try steps.cmarkPerFile(cmark: cmark)]
    results.append(try steps.parseInMemory(inMemory))
    let (loaded, model) = try steps.loadAndParse()
    results.append(loaded)
    if let coordgen { results.append(try steps.validateProcess(coordgen: coordgen)) }
    let (rendered, files) = try steps.render(model)
    results.append(rendered)
    let inProcess = try steps.generateInProcess(expectedFiles: files.count)
    results += [inProcess.first, inProcess.second]
    if let coordgen {
        let process = try steps.generateProcess(coordgen: coordgen, expectedFiles: files.count)
        results += [process.first, process.second]
    }

    let screens = model.flows.reduce(0) { $0 + $1.screens.count }
    let events = model.flows.reduce(0) { total, flow in total + flow.screens.reduce(0) { $0 + $1.events.count } }
    Report.printCounts(
        specFiles: names.count, specBytes: set.byteCount, flows: model.flows.count, screens: screens, events: events,
        generated: files.count { $0.kind == .generated }, scaffolds: files.count { $0.kind == .scaffold },
        outputBytes: files.reduce(0) { $0 + $1.contents.utf8.count })
    print("")
    Report.printTable(results, floor: floor)
    print("Load at the end: \(Report.loadAverage())")
    return coordgen != nil
}

do {
    let options = try Options(Array(CommandLine.arguments.dropFirst()))
    let complete = try runBenchmark(options)
    exit(complete ? 0 : 1)
} catch {
    FileHandle.standardError.write(Data("\(error)\n".utf8))
    exit(1)
}
