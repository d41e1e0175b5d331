/// A flow must not start itself through `start:` flows or `root` actions: at run time that
/// would replace the stack forever.
///
/// The check is linear in the number of flows and edges: the flows are split into strongly
/// connected components once, and each component with a cycle is reported once, with the cycle
/// found from its first flow by name.
enum CycleRules {
    private struct Edge {
        var to: String
        var location: SourceLocation
    }

    static func check(_ model: FlowModel, diagnostics: inout Diagnostics) {
        var edges: [String: [Edge]] = [:]
        for flow in model.flows {
            var list: [Edge] = []
            for target in flow.start.targets where target.kind == .flow {
                list.append(Edge(to: target.name, location: flow.start.locations[target.name] ?? flow.location))
            }
            // A tab starts its flow as the start of the tabs flow does (spec format 1.1: tab edges count
            // as "starts" for cycles): a tab whose flow starts the tabs flow again never stops.
            for tab in flow.tabs {
                list.append(Edge(to: tab.flow, location: tab.location))
            }
            UsageAnalysis.forEachAction(of: flow) { action in
                if action.kind == .root, let target = action.target, target.kind == .flow, target.name != flow.name {
                    list.append(Edge(to: target.name, location: action.location))
                }
            }
            edges[flow.name] = list
        }
        for component in stronglyConnectedComponents(of: model.flows.map(\.name), edges: edges) {
            let members = Set(component)
            guard let first = component.min(),
                component.count > 1 || edges[first, default: []].contains(where: { $0.to == first }),
                let cycle = findCycle(from: first, within: members, edges: edges)
            else { continue }
            let path = (cycle.names + [cycle.names[0]]).joined(separator: " → ")
            if cycle.names.count == 1 {
                diagnostics.error("\(first) starts itself ('start:' names it)", at: cycle.location)
            } else {
                diagnostics.error(
                    "flows start each other in a cycle through 'start:' and 'root': \(path)", at: cycle.location)
            }
        }
    }

    /// The flows' strongly connected components, by name.
    private static func stronglyConnectedComponents(of names: [String], edges: [String: [Edge]]) -> [[String]] {
        let index = Dictionary(names.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        var links: [(from: Int, to: Int)] = []
        for (node, name) in names.enumerated() {
            for edge in edges[name, default: []] { if let target = index[edge.to] { links.append((node, target)) } }
        }
        let components = StronglyConnectedComponents(AdjacencyList(count: names.count, edges: links))
        return (0..<components.count).map { components[$0].map { names[$0] } }
    }

    /// A cycle through `start` inside its component, listed from `start`, with the location of its
    /// first edge. Each flow is entered once, so the search is linear in the component's size.
    private static func findCycle(from start: String, within members: Set<String>, edges: [String: [Edge]]) -> (
        names: [String], location: SourceLocation
    )? {
        var path: [(name: String, edge: Edge?, next: Int)] = [(start, nil, 0)]
        var visited: Set<String> = [start]
        while let top = path.last {
            let outgoing = edges[top.name, default: []]
            guard top.next < outgoing.count else {
                path.removeLast()
                continue
            }
            path[path.count - 1].next += 1
            let edge = outgoing[top.next]
            if edge.to == start {
                let firstEdge = path.count > 1 ? path[1].edge ?? edge : edge
                return (path.map(\.name), firstEdge.location)
            }
            guard members.contains(edge.to), visited.insert(edge.to).inserted else { continue }
            path.append((edge.to, edge, 0))
        }
        return nil
    }
}
