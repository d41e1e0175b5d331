import ArgumentParser

@main
struct Coordgen: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "coordgen",
        abstract: "Generates UIKit coordinators, routers and factories from Markdown flow specs.",
        discussion: """
            Describe each navigation flow in a Markdown file (Flows/<Name>Flow.md): its
            screens, the events each screen emits, and what every event does. coordgen
            checks the specs, then writes the Swift that wires them together.

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

            Settings come from ./coordgen.yml (keys: specs, output, scaffold, docs,
            access, templates); command-line flags override them.
            """,
        version: CoordgenVersion.current,
        subcommands: [
            GenerateCommand.self, ValidateCommand.self, NewCommand.self, DocsCommand.self, GraphCommand.self,
            DumpModelCommand.self, TemplatesCommand.self,
        ]
    )
}

enum CoordgenVersion {
    static let current = "0.1.0"
}
