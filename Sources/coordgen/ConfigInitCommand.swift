import ArgumentParser
import CoordgenCore
import Foundation

/// `coordgen config init`: a commented `coordgen.yml` with every key and its default.
struct ConfigInitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Writes a commented coordgen.yml with every key and its default.",
        discussion: """
            Writes coordgen.yml in the current folder (or the file --config names): every
            key with a comment that explains it and its default value. 'templates' and
            the options of the coordinator style ('children', 'outputs') are commented
            out; remove the '# ' to set them. Never overwrites a file; run
            'coordgen config lint' after editing it.
            """
    )

    @Option(help: ArgumentHelp("The file to write (default: coordgen.yml).", valueName: "file"))
    var config: String?

    func run() throws {
        let path = config.map(ProjectFolder.commandLinePath) ?? ConfigurationLoader.fileName
        if FileManager.default.fileExists(atPath: path) {
            Console.error("\(path): error: already exists; coordgen config init never overwrites a configuration")
            throw ExitCode.failure
        }
        do {
            try Data(ConfigurationLint.starterConfiguration().utf8).write(
                to: URL(fileURLWithPath: path), options: .withoutOverwriting)
        } catch {
            Console.error("\(path): error: cannot write the configuration (\(Console.reason(error)))")
            throw ExitCode.failure
        }
        print("Created \(path)")
    }
}
