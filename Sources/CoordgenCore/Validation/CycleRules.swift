/// A flow must not start itself through `start:` flows or `root` actions: at run time that
/// would replace the stack forever.
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
            for action in UsageAnalysis.allActions(of: flow) where action.kind == .root {
                if let target = action.target, target.kind == .flow, target.name != flow.name {
                    list.append(Edge(to: target.name, location: action.location))
                }
            }
            edges[flow.name] = list
        }
        var reported = Set<Set<String>>()
        for flow in model.flows {
            guard let cycle = findCycle(from: flow.name, edges: edges) else { continue }
            let members = Set(cycle.names)
            guard reported.insert(members).inserted else { continue }
            let path = (cycle.names + [cycle.names[0]]).joined(separator: " → ")
            if cycle.names.count == 1 {
                diagnostics.error("\(flow.name) starts itself ('start:' names it)", at: cycle.location)
            } else {
                diagnostics.error(
                    "flows start each other in a cycle through 'start:' and 'root': \(path)", at: cycle.location)
            }
        }
    }

    /// A cycle through `start`, listed from `start`, with the location of its first edge.
    private static func findCycle(from start: String, edges: [String: [Edge]]) -> (
        names: [String], location: SourceLocation
    )? {
        var path: [(name: String, edge: Edge?)] = [(start, nil)]
        var visited = Set<String>()
        func visit(_ name: String) -> (names: [String], location: SourceLocation)? {
            for edge in edges[name] ?? [] {
                if edge.to == start {
                    let firstEdge = path.count > 1 ? path[1].edge ?? edge : edge
                    return (path.map(\.name), firstEdge.location)
                }
                guard visited.insert(edge.to).inserted else { continue }
                path.append((edge.to, edge))
                if let found = visit(edge.to) { return found }
                path.removeLast()
            }
            return nil
        }
        return visit(start)
    }
}
