/// How many screens a flow can have on its navigation stack when it ends with `finish` or `cancel`.
///
/// Within a flow, each screen gets the deepest stack it can be shown on, counting the flow's first
/// screen as 1: `push` adds a screen, `pop` removes one, `pop to root` and `root` go back to one,
/// and `present` leaves the stack as it is (a presented screen's sheet is dismissed when the flow
/// ends). A child flow pushed by the flow adds the depth at which it ends, when the flow's handler
/// for that ending continues from there. The screens and child flows form a graph whose edges
/// carry these changes; its strongly connected components are visited once, sources first, so the
/// analysis is linear in the size of the flow. A loop that pushes (`A → push B → push A`) can grow
/// the stack without limit: its depth is unbounded. A loop whose edges never add a screen is
/// counted at the deepest depth it is entered with. Each flow is analysed once.
struct StackDepthAnalysis {
    /// The deepest way a flow can end with one outcome.
    struct Ending {
        /// Screens on the flow's part of the stack, or `nil` when there is no limit.
        var depth: Int?
        /// The screens (and pushed child flows) along the deepest way there, from the flow's start.
        var path: [String]
    }

    enum Outcome: Hashable { case finish, cancel }

    private var endings: [String: [Outcome: Ending]] = [:]

    /// Analyses every flow once, children before the parents whose handlers continue from their
    /// endings (no recursion, so a long chain of flows cannot overflow the stack). Flows whose
    /// handlers depend on each other in a loop see each other's endings as unbounded.
    init(model: FlowModel) {
        let flows = model.flows
        let index = Dictionary(flows.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { first, _ in first })
        let order = StronglyConnectedComponents.of(count: flows.count) { node in
            flows[node].childHandlers.compactMap { index[$0.flow] }
        }
        for component in order {
            for node in component { endings[flows[node].name] = analyse(flows[node]) }
        }
    }

    /// The deepest ending of `flowName` with `outcome`, or `nil` when the flow never ends that way.
    func ending(of flowName: String, _ outcome: Outcome) -> Ending? {
        endings[flowName]?[outcome]
    }

    /// A child's ending as its parent sees it: not analysed yet means the two depend on each other.
    private func childEnding(_ child: String, _ outcome: Outcome) -> Ending? {
        guard let known = endings[child] else { return Ending(depth: nil, path: [child]) }
        return known[outcome]
    }

    // MARK: The graph of one flow

    /// How an action list changes the depth it starts at: by a number of screens, or to a fixed depth.
    private enum Change {
        case by(Int)
        case to(Int)

        func applied(to depth: Int?) -> Int? {
            switch self {
            case .by(let delta): return depth.map { max(0, $0 + delta) }
            case .to(let fixed): return fixed
            }
        }

        func then(_ next: Change) -> Change {
            switch (self, next) {
            case (.by(let first), .by(let second)): return .by(first + second)
            case (.to(let fixed), .by(let delta)): return .to(max(0, fixed + delta))
            case (_, .to): return next
            }
        }

        /// True when following the edge can make the stack deeper than it was.
        var canGrow: Bool {
            if case .by(let delta) = self { return delta > 0 }
            return false
        }
    }

    private struct Edge {
        var from: Int
        var to: Int
        var change: Change
    }

    /// Nodes are the flow's screens, then its child flows. A child flow's depth is the depth below
    /// its first screen.
    private func analyse(_ flow: Flow) -> [Outcome: Ending] {
        var names = flow.screens.map(\.name)
        var nodes = Dictionary(names.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        for child in flow.usage.children where nodes[child] == nil {
            nodes[child] = names.count
            names.append(child)
        }
        var edges: [Edge] = []
        var endingsFrom: [(node: Int, outcome: Outcome, change: Change)] = []
        var pushedChildren = Set<String>()

        /// Follows an action list from `node`, with `base` applied before its first action.
        func follow(_ actions: [Action], from node: Int, base: Change) {
            var change = base
            for action in actions {
                switch action.kind {
                case .push, .present, .root:
                    guard let target = action.target, let targetNode = nodes[target.name] else { continue }
                    let isFlow = target.kind == .flow
                    if action.kind == .push {
                        // A pushed screen adds one; a pushed child's screens are counted by its own ending.
                        if isFlow { pushedChildren.insert(target.name) } else { change = change.then(.by(1)) }
                    } else if action.kind == .root {
                        change = .to(isFlow ? 0 : 1)
                    }
                    edges.append(Edge(from: node, to: targetNode, change: change))
                case .pop: change = change.then(.by(-1))
                case .popToRoot: change = .to(1)
                case .finish: endingsFrom.append((node, .finish, change))
                case .cancel: endingsFrom.append((node, .cancel, change))
                case .dismiss, .store, .restart: continue
                }
            }
        }
        for (index, screen) in flow.screens.enumerated() where nodes[screen.name] == index {
            for event in screen.events { follow(event.actions, from: index, base: .by(0)) }
        }
        var depth = [Int?](repeating: nil, count: names.count)
        var reached = [Bool](repeating: false, count: names.count)
        var via = [Int?](repeating: nil, count: names.count)
        for target in flow.start.targets {
            guard let node = nodes[target.name] else { continue }
            depth[node] = target.kind == .flow ? 0 : 1
            reached[node] = true
        }
        // Handlers continue from the child's ending: on top of its screens when it was pushed.
        var handlerEdges: [(child: Int, outcome: Outcome, actions: [Action])] = []
        for handler in flow.childHandlers {
            guard let node = nodes[handler.flow] else { continue }
            if let onFinish = handler.onFinish { handlerEdges.append((node, .finish, onFinish.actions)) }
            if let onCancel = handler.onCancel { handlerEdges.append((node, .cancel, onCancel.actions)) }
        }
        // Handler edges need the child's own ending first; a child's depth does not depend on this
        // flow's graph, so they can be added before the walk.
        let startFlows = Set(flow.start.targets.filter { $0.kind == .flow }.map(\.name))
        for (node, outcome, actions) in handlerEdges {
            let child = names[node]
            var extra: Change = .by(0)
            if pushedChildren.contains(child) || startFlows.contains(child) {
                guard let childEnding = childEnding(child, outcome) else { continue }
                extra = childEnding.depth.map { .by($0) } ?? .by(Int.max / 4)
            }
            follow(actions, from: node, base: extra)
        }
        var outgoing = [[Int]](repeating: [], count: names.count)
        for (index, edge) in edges.enumerated() { outgoing[edge.from].append(index) }
        let components = StronglyConnectedComponents.of(count: names.count) { node in
            outgoing[node].map { edges[$0].to }
        }
        var component = [Int](repeating: 0, count: names.count)
        for (index, members) in components.enumerated() { for node in members { component[node] = index } }
        func value(_ node: Int) -> Int? { depth[node].flatMap { $0 >= Int.max / 8 ? nil : $0 } }
        for (index, members) in components.enumerated().reversed() {
            guard members.contains(where: { reached[$0] }) else { continue }
            // Edges are read by index throughout: mapping a node's edges to a list for each loop
            // allocated an array per node, and most components are one screen with no loop.
            var inside: [Edge] = []
            for node in members {
                for edgeIndex in outgoing[node] where component[edges[edgeIndex].to] == index {
                    inside.append(edges[edgeIndex])
                }
            }
            if !inside.isEmpty {
                // Inside a loop, the way to each member goes from where the loop is entered.
                var queue = members.filter { reached[$0] }
                var seen = Set(queue)
                var head = 0
                while head < queue.count {
                    let node = queue[head]
                    head += 1
                    for edgeIndex in outgoing[node] {
                        let target = edges[edgeIndex].to
                        if component[target] == index, seen.insert(target).inserted {
                            via[target] = node
                            queue.append(target)
                        }
                    }
                }
            }
            if inside.contains(where: \.change.canGrow) {
                for node in members {
                    depth[node] = Int.max / 4
                    reached[node] = true
                }
            } else if !inside.isEmpty {
                // Edges inside never add a screen: the whole loop is at its deepest entry.
                var deepest = members.compactMap { reached[$0] ? value($0) : nil }.max()
                for edge in inside {
                    if case .to(let fixed) = edge.change { deepest = max(deepest ?? fixed, fixed) }
                }
                for node in members {
                    depth[node] = deepest ?? Int.max / 4
                    reached[node] = true
                }
            }
            for node in members {
                for edgeIndex in outgoing[node] where component[edges[edgeIndex].to] != index {
                    let edge = edges[edgeIndex]
                    let next = value(node) == nil ? Int.max / 4 : (edge.change.applied(to: value(node)) ?? 0)
                    if !reached[edge.to] || next > (depth[edge.to] ?? 0) {
                        depth[edge.to] = next
                        via[edge.to] = node
                        reached[edge.to] = true
                    }
                }
            }
        }
        var result: [Outcome: Ending] = [:]
        for (node, outcome, change) in endingsFrom where reached[node] {
            let found = value(node).flatMap { change.applied(to: $0) }.flatMap { $0 >= Int.max / 8 ? nil : $0 }
            if let known = result[outcome], known.depth == nil || (found.map { $0 <= (known.depth ?? 0) } ?? false) {
                continue
            }
            result[outcome] = Ending(depth: found, path: path(to: node, names: names, via: via))
        }
        return result
    }

    /// The nodes from the flow's start to `node` along the deepest way, by name.
    private func path(to node: Int, names: [String], via: [Int?]) -> [String] {
        var path = [names[node]]
        var current = node
        while let previous = via[current], path.count <= names.count {
            path.append(names[previous])
            current = previous
        }
        return path.reversed()
    }
}
