import ArgumentParser
import CoordgenCore
import Foundation

/// `coordgen generate --plugin-output DIR`, the run of the build-tool plugin (`CoordgenPlugin`): the
/// generated files alone, named after the spec files (`PluginOutput`), so that the plugin can tell the
/// build system every output before coordgen runs. No scaffolds (they are the user's, written by
/// `coordgen generate` or the `generate-coordinators` command plugin), no manifests, and no
/// `coordgen.yml` but the one `--config` names.
extension GenerateCommand {
    func runForPlugin(into folder: String) throws {
        var lock: OutputLock?
        defer { withExtendedLifetime(lock) {} }
        let specs = specOptions.loadSpecs(verbose: verbose, style: styleOption, searchConfiguration: false)
        var settings = outputOptions.apply(to: specs.configuration)
        settings.output = ProjectFolder.commandLinePath(folder)
        settings.scaffold = settings.output
        let (model, _, diagnostics) = specOptions.buildModel(specs)
        guard let model, !diagnostics.hasErrors else {
            Console.outcome("coordgen: nothing generated: \(Console.summary(diagnostics))")
            throw ExitCode.failure
        }
        let (rendered, _) = try SwiftOutput.render(model, configuration: settings)
        var naming = Diagnostics()
        let files = PluginOutput.files(rendered, model: model, skipped: specs.skipped, diagnostics: &naming)
        Console.report(naming)
        if naming.hasErrors {
            var all = diagnostics
            all.append(contentsOf: naming.all)
            Console.outcome("coordgen: nothing generated: \(Console.summary(all))")
            throw ExitCode.failure
        }
        let writer = OutputWriter(
            outputDirectory: settings.output, scaffoldDirectory: settings.output, specsFolder: settings.specs)
        let plan: OutputPlan
        (plan, lock) = try Console.plan(files, with: writer, writing: true)
        Console.report(plan.diagnostics)
        if plan.diagnostics.hasErrors {
            Console.outcome("coordgen: nothing generated: \(Console.summary(plan.diagnostics))")
            throw ExitCode.failure
        }
        try Console.apply(plan, with: writer, verbose: verbose)
        print(Self.summary(flows: model.flows.count, plan))
    }
}
