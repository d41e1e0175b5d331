import ArgumentParser
import CoordgenCore

/// `--output`, `--scaffold`, `--access` and `--templates`.
struct OutputOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Where generated files go (default: Generated).", valueName: "dir"))
    var output: String?

    @Option(help: ArgumentHelp("Where scaffolds go (default: Navigation).", valueName: "dir"))
    var scaffold: String?

    @Option(help: ArgumentHelp("Access level of generated declarations: internal or public.", valueName: "level"))
    var access: Configuration.AccessLevel?

    @Option(help: ArgumentHelp("A folder of templates that replace built-in ones of the same path.", valueName: "dir"))
    var templates: String?

    func apply(to configuration: Configuration) -> Configuration {
        var result = configuration
        // Paths on the command line are relative to the folder coordgen was started in.
        if let output { result.output = ProjectFolder.commandLinePath(output) }
        if let scaffold { result.scaffold = ProjectFolder.commandLinePath(scaffold) }
        if let access { result.access = access }
        if let templates { result.templates = ProjectFolder.commandLinePath(templates) }
        return result
    }
}

extension Configuration.AccessLevel: ExpressibleByArgument {}
