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
///
/// After an edit, the endings the last run worked out are reused (`Reuse`): a flow whose model is
/// the same and whose children end as before ends as before, so only the changed flows and the
/// parents their new endings reach are analysed again.
struct StackDepthAnalysis: Sendable {
    /// The deepest way a flow can end with one outcome.
    struct Ending: Equatable, Sendable {
        /// Screens on the flow's part of the stack, or `nil` when there is no limit.
        var depth: Int?
        /// The screens (and pushed child flows) along the deepest way there, from the flow's start.
        var path: [String]
    }

    enum Outcome: Hashable { case finish, cancel }

    private static let outcomes: [Outcome] = [.finish, .cancel]

    /// A flow's deepest ending with each outcome.
    struct Endings: Equatable, Sendable {
        var finish: Ending?
        var cancel: Ending?

        subscript(outcome: Outcome) -> Ending? {
            get { outcome == .finish ? finish : cancel }
            set { if outcome == .finish { finish = newValue } else { cancel = newValue } }
        }
    }

    /// The position of each flow in the model, by name. A built model names each flow once
    /// (`ModelBuilder` reports a name given twice); for such a name, the first flow is taken.
    private let index: [String: Int]
    /// By position in the model; nil until the flow is analysed.
    private var endings: [Endings?]

    /// What the last run worked out, for the run after an edit.
    struct Reuse: Sendable {
        /// Each flow's endings, by name, as the last run's model gave them.
        var endings: [String: Endings]
        /// The flows whose endings can be reused while their children's are: those whose model is
        /// the one the last run had, and that were not in a loop of handlers then (inside a loop,
        /// a flow's endings depend on the order the loop was analysed in, not only on its children's).
        var reusable: Set<String>
    }

    /// With `Reuse`, the flows whose endings are not the reused ones (analysed anew and different,
    /// or with none to reuse); nil without.
    private(set) var changed: Set<String>?

    /// Analyses every flow once, children before the parents whose handlers continue from their
    /// endings (no recursion, so a long chain of flows cannot overflow the stack). Flows whose
    /// handlers depend on each other in a loop see each other's endings as unbounded.
    ///
    /// With `reuse`, a flow outside such a loop keeps its reused endings when it is `reusable` and
    /// none of the children it handles changed theirs: its analysis would give them again. Flows in
    /// a loop are always analysed, as they are without reuse.
    init(model: FlowModel, reusing reuse: Reuse? = nil) {
        let flows = model.flows
        let (index, order) = Self.handlerGraph(of: flows)
        self.index = index
        endings = Array(repeating: nil, count: flows.count)
        var changed: Set<String> = []
        for component in 0..<order.count {
            let members = order[component]
            let isLoop = Self.isLoop(members, of: flows)
            for position in members {
                let name = flows[position].name
                let previous = reuse?.endings[name]
                if let reuse, !isLoop, let previous, reuse.reusable.contains(name),
                    !flows[position].childHandlers.contains(where: { changed.contains($0.flow) })
                {
                    endings[position] = previous
                    continue
                }
                let found = analyse(flows[position])
                endings[position] = found
                if found != previous { changed.insert(name) }
            }
        }
        self.changed = reuse == nil ? nil : changed
    }

    /// The flows of `model` that are in a loop of child handlers (a flow that handles itself too).
    static func loopMembers(of model: FlowModel) -> Set<String> {
        let (_, order) = handlerGraph(of: model.flows)
        var members: Set<String> = []
        for component in 0..<order.count where isLoop(order[component], of: model.flows) {
            for position in order[component] { members.insert(model.flows[position].name) }
        }
        return members
    }

    /// The position of each flow by name, and the components of the graph of child handlers,
    /// children before parents.
    private static func handlerGraph(of flows: [Flow]) -> (index: [String: Int], order: StronglyConnectedComponents) {
        var index: [String: Int] = [:]
        index.reserveCapacity(flows.count)
        for position in flows.indices where index[flows[position].name] == nil {
            index[flows[position].name] = position
        }
        var handles: [(from: Int, to: Int)] = []
        for position in flows.indices {
            for handler in flows[position].childHandlers {
                if let child = index[handler.flow] { handles.append((position, child)) }
            }
        }
        return (index, StronglyConnectedComponents(AdjacencyList(count: flows.count, edges: handles)))
    }

    /// True when the component `members` is a loop: several flows, or one that handles itself.
    private static func isLoop(_ members: ArraySlice<Int>, of flows: [Flow]) -> Bool {
        guard members.count == 1, let only = members.first else { return true }
        return flows[only].childHandlers.contains { $0.flow == flows[only].name }
    }

    /// The endings of the flow called `flowName`, as the cache keeps them; nil for a name not in the model.
    func endings(of flowName: String) -> Endings? {
        index[flowName].flatMap { endings[$0] }
    }

    /// The deepest ending of `flowName` with `outcome`, or `nil` when the flow never ends that way.
    func ending(of flowName: String, _ outcome: Outcome) -> Ending? {
        index[flowName].flatMap { endings[$0]?[outcome] }
    }

    /// A child's ending as its parent sees it: not analysed yet means the two depend on each other.
    private func childEnding(_ child: String, _ outcome: Outcome) -> Ending? {
        guard let position = index[child], let known = endings[position] else {
            return Ending(depth: nil, path: [child])
        }
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

    /// The graph of one flow as its actions are followed: nodes are the flow's screens, then its
    /// child flows (a child flow's depth is the depth below its first screen).
    private struct Graph {
        var names: [String]
        var nodes: [String: Int]
        var edges: [Edge] = []
        var endingsFrom: [(node: Int, outcome: Outcome, change: Change)] = []
        var pushedChildren = Set<String>()

        init(_ flow: Flow) {
            names = []
            names.reserveCapacity(flow.screens.count + flow.usage.children.count)
            nodes = [:]
            nodes.reserveCapacity(flow.screens.count + flow.usage.children.count)
            for position in flow.screens.indices {
                let name = flow.screens[position].name
                names.append(name)
                if nodes[name] == nil { nodes[name] = position }
            }
            for child in flow.usage.children where nodes[child] == nil {
                nodes[child] = names.count
                names.append(child)
            }
        }

        /// Follows an action list from `node`, with `base` applied before its first action. Read by
        /// index: binding each action (its target, bindings and location) cost more than the walk.
        mutating func follow(_ actions: [Action], from start: Int, base: Change) {
            var node = start
            var change = base
            for position in actions.indices {
                let kind = actions[position].kind
                switch kind {
                case .push, .present, .root:
                    guard let targetName = actions[position].target?.name, let targetNode = nodes[targetName] else {
                        continue
                    }
                    let isFlow = actions[position].target?.kind == .flow
                    if kind == .push {
                        // A pushed screen adds one; a pushed child's screens are counted by its own ending.
                        if isFlow { pushedChildren.insert(targetName) } else { change = change.then(.by(1)) }
                    } else if kind == .root {
                        change = .to(isFlow ? 0 : 1)
                    }
                    edges.append(Edge(from: node, to: targetNode, change: change))
                    // A `root` path's screens, pushed one above the other.
                    for (depth, step) in zip(2..., actions[position].path) {
                        guard let stepNode = nodes[step.name] else { continue }
                        change = .to(depth)
                        edges.append(Edge(from: node, to: stepNode, change: change))
                    }
                case .pop: change = change.then(.by(-1))
                case .popToRoot: change = .to(1)
                case .popTo:
                    // The stack is the one of the screen gone back to: the rest of the list acts from there.
                    guard let targetName = actions[position].target?.name, let targetNode = nodes[targetName] else {
                        continue
                    }
                    node = targetNode
                    change = .by(0)
                case .finish: endingsFrom.append((node, .finish, change))
                case .cancel: endingsFrom.append((node, .cancel, change))
                case .dismiss, .store, .send, .selectTab, .restart: continue
                }
            }
        }
    }

    private func analyse(_ flow: Flow) -> Endings {
        var graph = Graph(flow)
        for position in flow.screens.indices where graph.nodes[flow.screens[position].name] == position {
            for event in flow.screens[position].events.indices {
                for list in flow.screens[position].events[event].actionLists {
                    graph.follow(list, from: position, base: .by(0))
                }
            }
        }
        let count = graph.names.count
        var depth = [Int?](repeating: nil, count: count)
        var reached = [Bool](repeating: false, count: count)
        var via = [Int?](repeating: nil, count: count)
        var startFlows = Set<String>()
        for target in flow.start.targets {
            if target.kind == .flow { startFlows.insert(target.name) }
            guard let node = graph.nodes[target.name] else { continue }
            depth[node] = target.kind == .flow ? 0 : 1
            reached[node] = true
        }
        // Handlers continue from the child's ending: on top of its screens when it was pushed. A
        // child's depth does not depend on this flow's graph, so they can be added before the walk.
        for handler in flow.childHandlers.indices {
            let child = flow.childHandlers[handler].flow
            guard let node = graph.nodes[child] else { continue }
            for outcome in Self.outcomes {
                let handled =
                    outcome == .finish ? flow.childHandlers[handler].onFinish : flow.childHandlers[handler].onCancel
                guard let lists = handled?.actionLists else { continue }
                var extra: Change = .by(0)
                if graph.pushedChildren.contains(child) || startFlows.contains(child) {
                    guard let childEnding = childEnding(child, outcome) else { continue }
                    extra = childEnding.depth.map { .by($0) } ?? .by(Int.max / 4)
                }
                for actions in lists { graph.follow(actions, from: node, base: extra) }
            }
        }
        let edges = graph.edges
        let adjacency = AdjacencyList(count: count, edges: edges.map { ($0.from, $0.to) })
        let components = StronglyConnectedComponents(adjacency)
        let component = components.componentOfNode
        func value(_ node: Int) -> Int? { depth[node].flatMap { $0 >= Int.max / 8 ? nil : $0 } }
        for current in stride(from: components.count - 1, through: 0, by: -1) {
            let members = components[current]
            guard members.contains(where: { reached[$0] }) else { continue }
            var hasLoop = false
            var grows = false
            var deepestFixed: Int?
            for node in members {
                for position in adjacency.edgeRange(of: node)
                where component[adjacency.target(ofEdge: position)] == current {
                    let change = edges[adjacency.edgeIndex(at: position)].change
                    hasLoop = true
                    grows = grows || change.canGrow
                    if case .to(let fixed) = change { deepestFixed = max(deepestFixed ?? fixed, fixed) }
                }
            }
            if hasLoop {
                // Inside a loop, the way to each member goes from where the loop is entered.
                var queue = members.filter { reached[$0] }
                var seen = Set(queue)
                var head = 0
                while head < queue.count {
                    let node = queue[head]
                    head += 1
                    for position in adjacency.edgeRange(of: node) {
                        let target = adjacency.target(ofEdge: position)
                        if component[target] == current, seen.insert(target).inserted {
                            via[target] = node
                            queue.append(target)
                        }
                    }
                }
                var deepest: Int?
                if grows {
                    deepest = nil
                } else {
                    // Edges inside never add a screen: the whole loop is at its deepest entry.
                    deepest = members.compactMap { reached[$0] ? value($0) : nil }.max()
                    if let fixed = deepestFixed { deepest = max(deepest ?? fixed, fixed) }
                }
                for node in members {
                    depth[node] = deepest ?? Int.max / 4
                    reached[node] = true
                }
            }
            for node in members {
                for position in adjacency.edgeRange(of: node)
                where component[adjacency.target(ofEdge: position)] != current {
                    let edge = edges[adjacency.edgeIndex(at: position)]
                    let next = value(node) == nil ? Int.max / 4 : (edge.change.applied(to: value(node)) ?? 0)
                    if !reached[edge.to] || next > (depth[edge.to] ?? 0) {
                        depth[edge.to] = next
                        via[edge.to] = node
                        reached[edge.to] = true
                    }
                }
            }
        }
        var result = Endings()
        for (node, outcome, change) in graph.endingsFrom where reached[node] {
            let found = value(node).flatMap { change.applied(to: $0) }.flatMap { $0 >= Int.max / 8 ? nil : $0 }
            if let known = result[outcome], known.depth == nil || (found.map { $0 <= (known.depth ?? 0) } ?? false) {
                continue
            }
            result[outcome] = Ending(depth: found, path: path(to: node, names: graph.names, via: via))
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
