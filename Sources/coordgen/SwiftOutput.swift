import ArgumentParser
import CoordgenCore

/// Renders the Swift output, printing template problems.
enum SwiftOutput {
    static func render(_ model: FlowModel, configuration: Configuration) throws -> [GeneratedFile] {
        var diagnostics = Diagnostics()
        let overrides = configuration.templates.map { TemplateFolder.read($0, diagnostics: &diagnostics) }
        let files =
            diagnostics.hasErrors
            ? []
            : Pipeline.swiftFiles(
                for: model, configuration: configuration, overrides: overrides, diagnostics: &diagnostics)
        Console.report(diagnostics)
        if diagnostics.hasErrors {
            Console.outcome("coordgen: nothing generated: \(Console.summary(diagnostics))")
            throw ExitCode.failure
        }
        return files
    }
}
