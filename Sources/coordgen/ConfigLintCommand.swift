import ArgumentParser
import CoordgenCore
import Foundation

/// `coordgen config lint`: the problems of `coordgen.yml`, each at its line.
struct ConfigLintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Checks coordgen.yml and reports each problem at its line.",
        discussion: """
            Reads coordgen.yml (here or in the nearest folder above, or --config FILE)
            and reports, as file:line:column:
              errors    unknown keys, values of the wrong type or not allowed,
                        'specs' or 'templates' folders that do not exist, 'output',
                        'scaffold' or 'docs' paths that are files
              warnings  'children' or 'outputs' (options of style coordinator) set
                        with another style, which ignores them

            Exit status: 0 when there are no errors (warnings alone pass), 1 when there
            are errors or there is no configuration file.
            """
    )

    @Option(
        help: ArgumentHelp(
            "The configuration file (default: coordgen.yml here or in the nearest folder above).", valueName: "file"))
    var config: String?

    @OptionGroup var diagnosticsOptions: DiagnosticsOptions

    func run() throws {
        Console.format = diagnosticsOptions.diagnosticsFormat
        var diagnostics = Diagnostics()
        guard let file = ProjectFolder.enter(configuration: config, diagnostics: &diagnostics) else {
            if !diagnostics.hasErrors {
                diagnostics.error(
                    "no \(ConfigurationLoader.fileName) here or in a folder above; write one with"
                        + " 'coordgen config init'", at: nil)
            }
            Console.report(diagnostics)
            throw ExitCode.failure
        }
        if let text = SpecOptions.readConfiguration(at: file, diagnostics: &diagnostics) {
            diagnostics.append(contentsOf: ConfigurationLint.lint(text, path: file).all)
        }
        Console.report(diagnostics)
        if diagnostics.hasErrors {
            Console.outcome("coordgen: \(file) has problems: \(Console.summary(diagnostics))")
            throw ExitCode.failure
        }
        let warnings = diagnostics.warningCount
        print(
            "\(file): "
                + (warnings > 0 ? "no errors, \(warnings) warning\(warnings == 1 ? "" : "s")." : "no problems."))
    }
}
