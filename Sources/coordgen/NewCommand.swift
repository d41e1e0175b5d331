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

    /// The names of the flows and screens already in the specs folder, which the starter spec's
    /// placeholder screens must not take. Problems in those specs are for 'generate' to report.
    private func existingNames(in specs: String) -> Set<String> {
        guard FileManager.default.fileExists(atPath: specs) else { return [] }
        var ignored = Diagnostics()
        let files = SpecSetLoader().load(directory: specs, diagnostics: &ignored)
        let model = Pipeline.model(from: files, diagnostics: &ignored)
        return Set(model.flows.flatMap { [$0.name] + $0.screens.map(\.name) })
    }

    func run() throws {
        var diagnostics = Diagnostics()
        var configuration = specOptions.configuration(diagnostics: &diagnostics)
        let configuredStyle = configuration.style
        let hadConfiguration =
            specOptions.config != nil || FileManager.default.fileExists(atPath: ConfigurationLoader.fileName)
        styleOption.apply(to: &configuration)
        Console.report(diagnostics)
        if diagnostics.hasErrors { throw ExitCode.failure }
        let path = (configuration.specs as NSString).appendingPathComponent(name + ".md")
        if FileManager.default.fileExists(atPath: path) {
            Console.error("\(path): error: already exists; coordgen new never overwrites a spec")
            throw ExitCode.failure
        }
        if let file = Console.fileInTheWay(of: configuration.specs) {
            Console.error("\(file): error: expected a folder to write the spec into, found a file")
            throw ExitCode.failure
        }
        do {
            try FileManager.default.createDirectory(atPath: configuration.specs, withIntermediateDirectories: true)
            try Data(StarterSpec.text(flowName: name, takenNames: existingNames(in: configuration.specs)).utf8).write(
                to: URL(fileURLWithPath: path), options: .withoutOverwriting)
            print("Created \(path)")
        } catch {
            Console.error("\(path): error: cannot write the spec (\(Console.reason(error)))")
            throw ExitCode.failure
        }
        // No configuration here or above (an explicit --config must exist): write one with the
        // settings of this run, flags included, so a later plain 'coordgen generate' agrees.
        let configFile = ConfigurationLoader.fileName
        if specOptions.config == nil, !FileManager.default.fileExists(atPath: configFile) {
            do {
                let text = StarterSpec.configuration(
                    outputOptions.apply(to: configuration), givenOptions: styleOption.givenOptions)
                try Data(text.utf8).write(to: URL(fileURLWithPath: configFile), options: .withoutOverwriting)
                print("Created \(configFile)")
            } catch {
                Console.error(
                    "\(configFile): error: cannot write the configuration (\(Console.reason(error)));"
                        + " the spec was written, and generate runs with the flags of this command")
            }
        }
        if hadConfiguration, configuration.style != configuredStyle {
            // The project already has a configuration that says otherwise: this run would switch the
            // whole output, and the next plain 'generate' would switch it back.
            Console.error(
                "\(configFile): warning: says 'style: \(configuredStyle)', and this run generates every flow with"
                    + " --style \(configuration.style); set 'style: \(configuration.style)' there to keep it,"
                    + " or run 'coordgen generate' to go back")
        }
        // The same options as this command: their paths are still relative to where coordgen started.
        var generate = try GenerateCommand.parse([])
        generate.specOptions = specOptions
        generate.outputOptions = outputOptions
        generate.styleOption = styleOption
        try generate.run()
    }
}
