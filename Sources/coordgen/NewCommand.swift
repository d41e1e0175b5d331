import ArgumentParser
import CoordgenCore
import Foundation

struct NewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "new",
        abstract: "Writes a starter spec for a new flow, then generates its code.",
        discussion: """
            'coordgen new ItemFlow' writes Flows/ItemFlow.md (two screens, a push and
            two finishes, with comments that explain the format), creates coordgen.yml
            when there is none, and runs 'coordgen generate', so the new flow compiles
            right away.
            """
    )

    @Argument(
        help: ArgumentHelp(
            "The flow's name: UpperCamelCase, ending in 'Flow' (for example ItemFlow).", valueName: "name"))
    var name: String

    @OptionGroup var specOptions: SpecOptions
    @OptionGroup var outputOptions: OutputOptions
    @OptionGroup var styleOption: StyleOption

    func validate() throws {
        guard !name.contains("/"), !name.contains("\\"), !name.contains("..") else {
            throw ValidationError(
                "'\(name)' is a flow name, not a path; run 'coordgen new ItemFlow --specs DIR' to choose the folder")
        }
        // The rule `validate` applies to a spec's title, so `new` never writes a spec that fails it.
        if let problem = NamingRules.flowNameProblem(name) {
            throw ValidationError(Diagnostic.escapingInvisibles(problem))
        }
    }

    func run() throws {
        var diagnostics = Diagnostics()
        var configuration = specOptions.configuration(diagnostics: &diagnostics)
        styleOption.apply(to: &configuration)
        Console.report(diagnostics)
        if diagnostics.hasErrors { throw ExitCode.failure }
        let path = (configuration.specs as NSString).appendingPathComponent(name + ".md")
        if FileManager.default.fileExists(atPath: path) {
            Console.error("\(path): error: already exists; coordgen new never overwrites a spec")
            throw ExitCode.failure
        }
        do {
            try FileManager.default.createDirectory(atPath: configuration.specs, withIntermediateDirectories: true)
            try Data(StarterSpec.text(flowName: name).utf8).write(
                to: URL(fileURLWithPath: path), options: .withoutOverwriting)
            print("Created \(path)")
        } catch {
            Console.error("\(path): error: cannot write the spec (\(error.localizedDescription))")
            throw ExitCode.failure
        }
        if !FileManager.default.fileExists(atPath: specOptions.config) {
            // The settings of this run, flags included, so a later plain 'coordgen generate' agrees.
            do {
                try Data(StarterSpec.configuration(outputOptions.apply(to: configuration)).utf8).write(
                    to: URL(fileURLWithPath: specOptions.config), options: .withoutOverwriting)
                print("Created \(specOptions.config)")
            } catch {
                Console.error(
                    "\(specOptions.config): error: cannot write the configuration (\(error.localizedDescription));"
                        + " the spec was written, and generate runs with the flags of this command")
            }
        }
        var arguments = ["--specs", configuration.specs, "--config", specOptions.config]
        let passed: [(String, String?)] = [
            ("--output", outputOptions.output), ("--scaffold", outputOptions.scaffold),
            ("--access", outputOptions.access?.rawValue), ("--templates", outputOptions.templates),
            ("--style", styleOption.style?.name),
        ]
        for case (let flag, let value?) in passed { arguments += [flag, value] }
        let generate = try GenerateCommand.parse(arguments)
        try generate.run()
    }
}
