import ArgumentParser
import CoordgenCore

@main
struct Coordgen: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "coordgen",
        abstract: "Generates the UIKit navigation layer of an iOS app from Markdown flow specs.",
        discussion: """
            Describe each navigation flow in a Markdown file (Flows/<Name>Flow.md): its
            screens, the events each screen emits, and what every event does. coordgen
            checks the specs, then writes the Swift that wires them together, in one of
            three output styles: coordinators over a router (coordinator, the default),
            container view controllers (flow-controller) or SILVER modules (silver); see
            docs/generated-api.md, "Choosing a style".

            A flow spec:

              # ItemFlow

              Browse the user's items.

              - start: ItemList

              ## Screens

              ### ItemList

              - `onItemSelect(item: Item)` → push ItemDetail

              ### ItemDetail(item: Item)

              - `onDone` → finish

            Typical use:

              coordgen new ItemFlow    write a starter spec, edit Flows/ItemFlow.md
              coordgen validate        check the specs; problems as file:line:column
              coordgen generate        write Generated/ (Swift) and Navigation/
              coordgen docs            publish the flows as HTML in docs/flows/
              coordgen config init     write a commented coordgen.yml; 'config lint' checks it

            In CI: 'coordgen generate --check --diagnostics-format github' (and
            'docs --check') write nothing and fail, with annotations, when the output
            is out of date.

            Settings come from coordgen.yml, here or in the nearest folder above (keys:
            specs, output, scaffold, docs, access, templates, style, children, outputs);
            its paths are relative to its folder, and command-line flags override them.
            """,
        version: CoordgenVersion.current,
        subcommands: [
            GenerateCommand.self, ValidateCommand.self, NewCommand.self, DocsCommand.self, GraphCommand.self,
            DumpModelCommand.self, TemplatesCommand.self, ConfigCommand.self,
        ]
    )

    static func main() {
        MemoryTuning.install()
        ProcessSignals.install()
        // Before anything can change the working folder: command-line paths are relative to it.
        _ = ProjectFolder.launchFolder
        let arguments = Array(CommandLine.arguments.dropFirst())
        if let error = unknownCommand(in: arguments) { exit(withError: error) }
        main(arguments)
    }

    /// An argument in a command's place that names no command, with the closest one when it looks
    /// like a typo. (The argument parser reports it only as an unexpected argument.)
    static func unknownCommand(in arguments: [String]) -> ValidationError? {
        var command: any ParsableCommand.Type = Coordgen.self
        for (position, argument) in arguments.enumerated() {
            let subcommands = command.configuration.subcommands
            guard !subcommands.isEmpty, !argument.hasPrefix("-") else { return nil }
            if let next = subcommands.first(where: { $0.configuration.commandName == argument }) {
                command = next
                continue
            }
            let names = subcommands.compactMap { $0.configuration.commandName }
            // `coordgen help generate`: the parser's own help command.
            if position == 0, argument == "help" { return nil }
            let suggestion = NameSuggestion.closest(to: argument, in: names).map { " Did you mean '\($0)'?" } ?? ""
            return ValidationError(
                "Unknown command '\(argument)'.\(suggestion) Commands: \(names.joined(separator: ", ")).")
        }
        return nil
    }
}

enum CoordgenVersion {
    static let current = "0.1.0"
}
