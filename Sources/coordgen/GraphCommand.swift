import ArgumentParser
import CoordgenCore

/// `coordgen graph`: prints one flow's navigation graph, or the app's, as DOT or Mermaid.
struct GraphCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "graph",
        abstract: "Prints the navigation graph of a flow, or of the whole app, as DOT or Mermaid.",
        discussion: """
            With a flow name: its screens as nodes, events as labelled edges, child
            flows and the finish/cancel exits. Without one: the app's flows, and which
            flow starts which (push, present, root or start). The same graphs are drawn
            in 'coordgen docs'.

              coordgen graph RecipesFlow | dot -Tsvg > RecipesFlow.svg
              coordgen graph --format mermaid
            """
    )

    /// The text formats a graph can be printed in.
    enum Format: String, ExpressibleByArgument, CaseIterable {
        case dot, mermaid
    }

    @OptionGroup var specOptions: SpecOptions

    @Option(help: ArgumentHelp("dot (Graphviz) or mermaid.", valueName: "format"))
    var format: Format = .dot

    @Argument(help: ArgumentHelp("The flow to draw; the app's flow graph when omitted.", valueName: "flow"))
    var flowName: String?

    func run() throws {
        let (model, _, diagnostics) = specOptions.loadModel()
        guard let model, !diagnostics.hasErrors else {
            Console.outcome("coordgen: no graph: \(Console.summary(diagnostics))")
            throw ExitCode.failure
        }
        let graph: FlowGraph
        if let flowName {
            guard let flow = model.flow(named: flowName) else {
                let names = model.flows.map(\.name)
                Console.error(
                    "coordgen: error: there is no flow named '\(flowName)'"
                        + NameSuggestion.hint(for: flowName, in: names) + "; flows are " + names.joined(separator: ", ")
                )
                throw ExitCode.failure
            }
            graph = FlowGraphBuilder.graph(of: flow)
        } else {
            graph = FlowGraphBuilder.appGraph(of: model)
        }
        switch format {
        case .dot: print(DotWriter.dot(graph), terminator: "")
        case .mermaid: print(MermaidWriter.mermaid(graph), terminator: "")
        }
    }
}
