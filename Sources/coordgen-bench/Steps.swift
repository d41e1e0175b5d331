import CoordgenCore
import Foundation

/// The measured steps. Each returns its timings and checks what the step produced, so a fast
/// but wrong run cannot pass for a result.
struct Steps {
    let workspace: Workspace
    /// The spec file names (relative to `workspace.specs`), sorted.
    let specNames: [String]
    /// How often each step runs.
    let repetitions: RepetitionPlan

    // MARK: The floor

    /// `cmark f1.md … f200.md > /dev/null`: one process over all files, run in the spec folder.
    func cmarkFloor(cmark: String) throws -> StepResult {
        var result = try Stopwatch.measure("cmark floor: 1 process, all files", repetitions) {
            try ProcessRunner.runChecked(cmark, specNames, in: workspace.specs, discardOutput: true)
        }
        result.note = "cmark \(specNames.count) files > /dev/null"
        return result
    }

    /// `for f in *.md; do cmark $f > /dev/null; done`: one process per file (for reference only).
    func cmarkPerFile(cmark: String) throws -> StepResult {
        var result = try Stopwatch.measure("cmark, 1 process per file", repetitions) {
            for name in specNames {
                try ProcessRunner.runChecked(cmark, [name], in: workspace.specs, discardOutput: true)
            }
        }
        result.note = "\(specNames.count) processes; mostly process start-up"
        return result
    }

    // MARK: In process

    /// `Pipeline.model` on texts already in memory: parse (libcmark + grammar), build, validate.
    func parseInMemory(_ files: [SourceFile]) throws -> StepResult {
        var failure: String?
        var result = try Stopwatch.measure("parse + validate (in memory)", repetitions) {
            var diagnostics = Diagnostics()
            let model = Pipeline.model(from: files, diagnostics: &diagnostics)
            if diagnostics.hasErrors || model.flows.count != files.count { failure = Self.describe(diagnostics) }
        }
        if let failure { throw BenchError("the synthetic set does not validate:\n\(failure)") }
        result.note = "Pipeline.model on SourceFile values"
        return result
    }

    /// What `coordgen validate` does in process: `SpecSetLoader` reads the folder, then `Pipeline`.
    func loadAndParse() throws -> (StepResult, FlowModel) {
        var model: FlowModel?
        var failure: String?
        var result = try Stopwatch.measure("read + parse + validate (in process)", repetitions) {
            var diagnostics = Diagnostics()
            let files = SpecSetLoader().load(directory: workspace.specs, diagnostics: &diagnostics)
            let built = Pipeline.model(from: files, diagnostics: &diagnostics)
            if diagnostics.hasErrors || files.count != specNames.count { failure = Self.describe(diagnostics) }
            model = built
        }
        guard let model, failure == nil else {
            throw BenchError("loading the written specs failed:\n\(failure ?? "no model")")
        }
        result.note = "SpecSetLoader + Pipeline.model"
        return (result, model)
    }

    /// Templates loaded and parsed, then every file rendered into memory (no disk).
    func render(_ model: FlowModel) throws -> (StepResult, [GeneratedFile]) {
        var files: [GeneratedFile] = []
        var failure: String?
        var result = try Stopwatch.measure("render Swift (in memory)", repetitions) {
            var diagnostics = Diagnostics()
            let templates = TemplateLibrary(diagnostics: &diagnostics)
            files = SwiftGenerator(templates: templates).generate(
                model, configuration: Configuration(), diagnostics: &diagnostics)
            if diagnostics.hasErrors { failure = Self.describe(diagnostics) }
        }
        if let failure { throw BenchError("rendering failed:\n\(failure)") }
        result.note = "TemplateLibrary + SwiftGenerator"
        return (result, files)
    }

    /// The whole of `coordgen generate` in process: read, parse, validate, render, plan, apply.
    func generateInProcess(expectedFiles: Int) throws -> (first: StepResult, second: StepResult) {
        let directory = workspace.inProcessDirectory
        let output = directory + "/Generated"
        let scaffold = directory + "/Navigation"
        func run() throws -> OutputPlan {
            var diagnostics = Diagnostics()
            let files = SpecSetLoader().load(directory: workspace.specs, diagnostics: &diagnostics)
            let model = Pipeline.model(from: files, diagnostics: &diagnostics)
            let templates = TemplateLibrary(diagnostics: &diagnostics)
            let generated = SwiftGenerator(templates: templates).generate(
                model, configuration: Configuration(), diagnostics: &diagnostics)
            guard !diagnostics.hasErrors else { throw BenchError(Self.describe(diagnostics)) }
            var writer = OutputWriter(outputDirectory: output, scaffoldDirectory: scaffold)
            writer.scaffoldRequirements = OutputStyles.defaultStyle.scaffoldRequirements
            let plan = writer.plan(generated)
            guard !plan.diagnostics.hasErrors else { throw BenchError(Self.describe(plan.diagnostics)) }
            try writer.apply(plan)
            return plan
        }
        var plans: [OutputPlan] = []
        var first = try Stopwatch.measure(
            "generate, 1st run (in process)", repetitions,
            prepare: { try workspace.emptyOutput(in: directory) },
            body: { plans.append(try run()) })
        for plan in plans where plan.count(.create) != expectedFiles {
            throw BenchError("in-process first run: expected \(expectedFiles) files created, got: \(plan.summary)")
        }
        first.note = "\(expectedFiles) created; + OutputWriter.plan/apply"
        plans = []
        let before = FolderSnapshot([output, scaffold])
        var second = try Stopwatch.measure("generate, 2nd run, no change (in process)", repetitions) {
            plans.append(try run())
        }
        // A rewrite goes through a rename (a new inode), so one snapshot after all runs shows any of them.
        try Self.checkNothingWritten(
            plans.map(\.summary), counts: plans.map(Self.writeCounts), before: before,
            after: [FolderSnapshot([output, scaffold])], what: "in-process second run")
        second.note = "0 written (plan + mtimes checked)"
        return (first, second)
    }

    // MARK: Checks

    /// Fails unless every run reported 0 created, updated and removed, and no file changed on disk.
    private static func checkNothingWritten(
        _ summaries: [String], counts: [[String: Int]], before: FolderSnapshot, after: [FolderSnapshot], what: String
    ) throws {
        for (summary, count) in zip(summaries, counts)
        where count["created"] != 0 || count["updated"] != 0 || count["removed"] != 0 {
            throw BenchError("\(what) wrote files; it reported:\n\(summary)")
        }
        for snapshot in after where snapshot != before {
            throw BenchError(
                "\(what) changed files on disk: " + snapshot.changes(since: before).joined(separator: ", "))
        }
    }

    /// `Generated 200 flows: 3 created, 1 updated, …` → `["created": 3, "updated": 1, …]`; `prefix`
    /// picks the summary line (`Documented ` for `coordgen docs`).
    static func counts(in summary: String, prefix: String = "Generated ") -> [String: Int] {
        guard let line = summary.split(separator: "\n").last(where: { $0.hasPrefix(prefix) }),
            let colon = line.firstIndex(of: ":")
        else { return [:] }
        var counts: [String: Int] = [:]
        for part in line[line.index(after: colon)...].split(separator: ",") {
            let words = part.split(separator: " ")
            if words.count >= 2, let number = Int(words[0]) { counts[String(words[1])] = number }
        }
        return counts
    }

    private static func writeCounts(_ plan: OutputPlan) -> [String: Int] {
        ["created": plan.count(.create), "updated": plan.count(.update), "removed": plan.count(.remove)]
    }

    /// The first diagnostics, for a failure message.
    static func describe(_ diagnostics: Diagnostics, limit: Int = 20) -> String {
        let sorted = diagnostics.sorted
        let shown = sorted.prefix(limit).map(\.description).joined(separator: "\n")
        return sorted.count > limit ? shown + "\n… and \(sorted.count - limit) more" : shown
    }
}
