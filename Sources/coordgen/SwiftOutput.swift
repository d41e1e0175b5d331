import ArgumentParser
import CoordgenCore

/// Renders the Swift output, printing template problems.
enum SwiftOutput {
    /// The `--templates` folder of `configuration` as read, with what went wrong reading it.
    struct Overrides {
        var folder: TemplateFolder?
        var diagnostics = Diagnostics()
    }

    /// Reads the templates folder once, so the run manifest records the templates the run rendered with.
    static func readOverrides(_ configuration: Configuration) -> Overrides {
        var overrides = Overrides()
        overrides.folder = configuration.templates.map { TemplateFolder.read($0, diagnostics: &overrides.diagnostics) }
        return overrides
    }

    /// The templates of `configuration`, loaded on a thread of their own while the run reads or builds
    /// its model (they depend on the settings alone); nil when the overrides could not be read.
    static func loadTemplates(
        _ configuration: Configuration, overrides: Overrides
    ) -> BackgroundWork<Pipeline.LoadedTemplates>? {
        guard !overrides.diagnostics.hasErrors else { return nil }
        let folder = overrides.folder
        return BackgroundWork { Pipeline.swiftTemplates(for: configuration, overrides: folder) }
    }

    /// The rendered files and the diagnostics printed on the way (template warnings).
    /// `templates`: loaded already from `overrides` (`loadTemplates`); otherwise loaded here.
    static func render(
        _ model: FlowModel, configuration: Configuration, overrides given: Overrides? = nil, keeping: Set<String> = [],
        templates: BackgroundWork<Pipeline.LoadedTemplates>? = nil
    ) throws -> (files: [GeneratedFile], diagnostics: Diagnostics) {
        let overrides = given ?? readOverrides(configuration)
        var diagnostics = overrides.diagnostics
        let files =
            diagnostics.hasErrors
            ? []
            : Pipeline.swiftFiles(
                for: model, configuration: configuration,
                templates: templates?.value()
                    ?? Pipeline.swiftTemplates(for: configuration, overrides: overrides.folder),
                keeping: keeping, diagnostics: &diagnostics)
        Console.report(diagnostics)
        if diagnostics.hasErrors {
            Console.outcome("coordgen: nothing generated: \(Console.summary(diagnostics))")
            throw ExitCode.failure
        }
        return (files, diagnostics)
    }
}
