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
            """
    )

    @OptionGroup var specOptions: SpecOptions
    @OptionGroup var styleOption: StyleOption

    @Option(
        help: ArgumentHelp("Where the site goes (default: docs/flows, or 'docs:' in coordgen.yml).", valueName: "dir"))
    var output: String?

    @Option(help: ArgumentHelp("A folder of templates that replace built-in ones of the same path.", valueName: "dir"))
    var templates: String?

    @Flag(name: .shortAndLong, help: "Print every page and what happened to it.")
    var verbose = false

    func run() throws {
        let (model, configuration, diagnostics) = specOptions.loadModel(verbose: verbose, style: styleOption)
        guard let model, !diagnostics.hasErrors else {
            Console.error("coordgen: no docs written: \(Console.summary(diagnostics))")
            throw ExitCode.failure
        }
        var settings = configuration
        if let output { settings.docs = ProjectFolder.commandLinePath(output) }
        if let templates { settings.templates = ProjectFolder.commandLinePath(templates) }
        var problems = Diagnostics()
        let overrides = settings.templates.map { TemplateFolder.read($0, diagnostics: &problems) }
        let pages =
            problems.hasErrors
            ? [] : Pipeline.docsPages(for: model, configuration: settings, overrides: overrides, diagnostics: &problems)
        let writer = OutputWriter(directory: settings.docs, ownedFiles: DocsGenerator.ownedFiles)
        let planned = pages.isEmpty ? nil : try Console.plan(pages, with: writer, writing: true)
        let plan = planned?.plan
        defer { withExtendedLifetime(planned?.lock) {} }
        if let plan { problems.append(contentsOf: plan.diagnostics.all) }
        Console.report(problems)
        guard let plan, !problems.hasErrors else {
            Console.error("coordgen: no docs written: \(Console.summary(problems))")
            throw ExitCode.failure
        }
        try Console.apply(plan, with: writer, verbose: verbose)
        let index = (settings.docs as NSString).appendingPathComponent(DocsLinks.indexPage)
        print(
            "Documented \(model.flows.count) flow\(model.flows.count == 1 ? "" : "s") in \(index): "
                + "\(plan.count(.create)) created, \(plan.count(.update)) updated, \(plan.count(.unchanged)) unchanged, "
                + "\(plan.count(.remove)) removed")
    }
}
