import ArgumentParser
import CoordgenCore
import Foundation

/// `coordgen docs`: writes the HTML site of the flows through `DocsGenerator` and `OutputWriter`.
struct DocsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "docs",
        abstract: "Writes an HTML site that documents every flow, with a picture of its navigation graph.",
        discussion: """
            Writes index.html (every flow, root flows first, and a picture of the app's
            flow graph) and one page per flow (its prose, its graph, every screen with
            its events written out as sentences, storage, dependencies, inputs, result,
            who starts it, and the Swift names 'coordgen generate' writes). The pages
            are self-contained: inline CSS and SVG, no JavaScript, light and dark. Raw
            HTML in a spec's prose is not passed through.

            The pictures are drawn by Graphviz's 'dot' (apt-get install graphviz, or
            brew install graphviz). Pages are written only when their bytes change;
            pages that coordgen wrote and no spec produces any more are removed, nothing
            else is.

            In CI, 'coordgen docs --check' writes nothing and fails when a page is
            missing, out of date or edited by hand; '--dry-run' prints what a run would
            create, update and remove.
            """
    )

    @OptionGroup var specOptions: SpecOptions
    @OptionGroup var styleOption: StyleOption

    @Option(
        help: ArgumentHelp("Where the site goes (default: docs/flows, or 'docs:' in coordgen.yml).", valueName: "dir"))
    var output: String?

    @Option(help: ArgumentHelp("A folder of templates that replace built-in ones of the same path.", valueName: "dir"))
    var templates: String?

    @Flag(help: "Write nothing; exit 1 and list every page that is missing, stale or edited by hand.")
    var check = false

    @Flag(help: "Write nothing; print what would be created, updated and removed.")
    var dryRun = false

    @Flag(name: .shortAndLong, help: "Print every page and what happened to it.")
    var verbose = false

    func validate() throws {
        if check && dryRun {
            throw ValidationError(
                "--check and --dry-run both write nothing; use one: --check for CI, --dry-run to see the plan")
        }
    }

    func run() throws {
        if let problem = DotProgram.timeLimitSetting().problem { Console.outcome("coordgen: warning: \(problem)") }
        let specs = specOptions.loadSpecs(verbose: verbose, style: styleOption)
        var settings = specs.configuration
        if let output { settings.docs = ProjectFolder.commandLinePath(output) }
        if let templates { settings.templates = ProjectFolder.commandLinePath(templates) }
        var problems = Diagnostics()
        let overrides =
            specs.files == nil ? nil : settings.templates.map { TemplateFolder.read($0, diagnostics: &problems) }
        let writer = OutputWriter(directory: settings.docs, ownedFiles: DocsGenerator.ownedFiles)
        let index = (settings.docs as NSString).appendingPathComponent(DocsLinks.indexPage)
        let key = Self.graphviz.flatMap {
            RunShortcut.key(specs, settings: settings, overrides: overrides, overrideDiagnostics: problems, tools: $0)
        }
        let usesManifest = RunShortcut.isAvailable
        if !check, !dryRun, usesManifest, let key, let manifest = writer.unchangedRun(for: key) {
            RunShortcut.report(manifest, verbose: verbose) { Self.summary(flows: manifest.flows, index: index, $0) }
            return
        }
        let (model, _, diagnostics) = specOptions.buildModel(specs)
        guard let model, !diagnostics.hasErrors else {
            Console.outcome("coordgen: no docs written: \(Console.summary(diagnostics))")
            throw ExitCode.failure
        }
        let pages =
            problems.hasErrors
            ? [] : Pipeline.docsPages(for: model, configuration: settings, overrides: overrides, diagnostics: &problems)
        let planned = pages.isEmpty ? nil : try Console.plan(pages, with: writer, writing: !check && !dryRun)
        let plan = planned?.plan
        defer { withExtendedLifetime(planned?.lock) {} }
        if let plan { problems.append(contentsOf: plan.diagnostics.all) }
        Console.report(problems)
        guard let plan, !problems.hasErrors else {
            Console.outcome("coordgen: no docs written: \(Console.summary(problems))")
            throw ExitCode.failure
        }
        if check {
            try Console.reportCheck(
                plan,
                CheckWording(
                    upToDate: "Docs are up to date.", item: "docs page", unit: "page", subject: "docs are",
                    gone: "is no longer documented by any spec", command: "coordgen docs"))
            return
        }
        if dryRun {
            for change in plan.changes where change.action != .unchanged && change.action != .keep {
                print("would \(change.action.rawValue) \(change.path)")
            }
            print("Dry run: " + Self.pageCounts(plan))
            return
        }
        try Console.apply(plan, with: writer, verbose: verbose)
        // Recorded under the lock, with every warning printed, which a run with nothing to do prints
        // again: a graph that ran out of time keeps its simpler picture until a spec changes or
        // COORDGEN_DOT_TIMEOUT does (it is part of the key), as the warning says.
        let printed = [diagnostics, problems].flatMap { Console.lines($0) }
        if usesManifest, let key,
            let manifest = writer.runManifest(
                key: key, flows: model.flows.count, plan: plan, files: pages, messages: printed)
        {
            try? writer.write(manifest)
        }
        print(Self.summary(flows: model.flows.count, index: index, plan))
        RunEnd.succeeded()
    }

    /// What the pictures depend on besides the specs: which `dot` draws them (the file `PATH` finds,
    /// and the file it links to, with its inode, since packagers update `dot` through links) and how
    /// long it may take. Nil (no shortcut, so the full run reports it) when `dot` is not installed.
    static var graphviz: String? {
        guard let dot = DotProgram.find(), let stamp = RunShortcut.stamp(of: dot) else { return nil }
        let target = URL(fileURLWithPath: dot).resolvingSymlinksInPath().path
        guard let inode = FileStamp(path: target)?.inode else { return nil }
        return "dot \(stamp) \(inode) \(DotProgram.defaultTimeLimit()) s \(dot) \(target)"
    }

    /// `Documented 7 flows in docs/flows/index.html: 1 created, …`
    private static func summary(flows: Int, index: String, _ plan: OutputPlan) -> String {
        "Documented \(flows) flow\(flows == 1 ? "" : "s") in \(index): " + pageCounts(plan)
    }

    private static func pageCounts(_ plan: OutputPlan) -> String {
        "\(plan.count(.create)) created, \(plan.count(.update)) updated, \(plan.count(.unchanged)) unchanged, "
            + "\(plan.count(.remove)) removed"
    }

}
