import ArgumentParser
import CoordgenCore
import Foundation

/// `--specs DIR` and the configuration file, shared by every command that reads specs.
struct SpecOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("The folder of flow specs (*.md).", valueName: "dir"))
    var specs: String?

    @Option(name: .long, help: ArgumentHelp("The configuration file.", valueName: "file"))
    var config: String = ConfigurationLoader.fileName

    /// The configuration file's settings (when it exists) with the flags applied.
    func configuration(diagnostics: inout Diagnostics) -> Configuration {
        var configuration = Configuration()
        if FileManager.default.fileExists(atPath: config) {
            if let data = FileManager.default.contents(atPath: config),
                let text = String(data: data, encoding: .utf8)
            {
                configuration = ConfigurationLoader().load(text, path: config, diagnostics: &diagnostics)
            } else {
                diagnostics.error("cannot read the configuration file as UTF-8 text", at: .file(config))
            }
        } else if config != ConfigurationLoader.fileName {
            diagnostics.error("configuration file does not exist", at: .file(config))
        }
        if let specs { configuration.specs = specs }
        configuration.specs = Configuration.normalizedPath(configuration.specs)
        return configuration
    }

    /// Loads, parses and validates the spec set; prints diagnostics.
    func loadModel(warningsAsErrors: Bool = false) -> (FlowModel?, Configuration, Diagnostics) {
        var diagnostics = Diagnostics()
        let configuration = configuration(diagnostics: &diagnostics)
        guard !diagnostics.hasErrors else {
            Console.report(diagnostics, warningsAsErrors: warningsAsErrors)
            return (nil, configuration, diagnostics)
        }
        let files = SpecSetLoader().load(directory: configuration.specs, diagnostics: &diagnostics)
        let model = files.isEmpty ? nil : Pipeline.model(from: files, diagnostics: &diagnostics)
        Console.report(diagnostics, warningsAsErrors: warningsAsErrors)
        return (model, configuration, diagnostics)
    }
}

/// Where the command-line tool prints: diagnostics on standard error, results on standard output.
enum Console {
    static func error(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }

    static func report(_ diagnostics: Diagnostics, warningsAsErrors: Bool = false) {
        for diagnostic in diagnostics.sorted {
            var shown = diagnostic
            if warningsAsErrors, shown.severity == .warning { shown.severity = .error }
            error(shown.description)
        }
    }

    /// Writes a plan, printing each file and what happened to it when `verbose`.
    static func apply(_ plan: OutputPlan, with writer: OutputWriter, verbose: Bool) throws {
        do {
            try writer.apply(plan)
        } catch {
            self.error("\(error)")
            throw ExitCode.failure
        }
        guard verbose else { return }
        for change in plan.changes {
            print("\(change.action.rawValue.padding(toLength: 9, withPad: " ", startingAt: 0)) \(change.path)")
        }
    }

    static func summary(_ diagnostics: Diagnostics) -> String {
        let errors = diagnostics.errorCount
        let warnings = diagnostics.warningCount
        return "\(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s")"
    }
}
