/// A navigation graph as a typed value, from which the DOT and Mermaid text are written.
///
/// A flow's graph has its screens as nodes, events as labelled edges and child flows as nodes
/// that link to their pages; the app's graph has flows as nodes and "starts" as edges. Nodes and
/// edges are kept in a stable order (the spec's order, flows by name), so the text written from
/// a graph is the same on every run.
public struct FlowGraph: Equatable, Sendable {
    /// What a node stands for; the writers draw each kind differently.
    public enum NodeKind: String, Sendable {
        case screen, flow
        /// Where the flow (or the app) starts: a small dot.
        case entry
        /// How the flow ends: `finish` or `cancel`.
        case finish, cancel
        /// A URL that opens in the flow (`## Links`), labelled with its pattern.
        case link
    }

    /// How an edge navigates: a flow's start, a tab, a link, or an action's verb (which knows how it
    /// is drawn).
    public struct EdgeKind: Hashable, Sendable {
        /// The edges no action draws.
        public enum Origin: String, Sendable {
            /// From the entry to the first screen or flow (`start:`), or from a flow to a flow it
            /// starts as its start.
            case start
            /// From a tabs flow to the flow of one of its tabs (`## Tabs`).
            case tab
            /// From a link's pattern to the screen or flow it opens in this flow (`## Links`).
            case link
        }

        /// The action's verb; `nil` for an edge of an `origin`.
        public let verb: ActionVerb?
        public let origin: Origin?
        public let style: ActionVerb.EdgeStyle

        public static let start = EdgeKind(verb: nil, origin: .start, style: .forward)
        public static let tab = EdgeKind(verb: nil, origin: .tab, style: .forward)
        public static let link = EdgeKind(verb: nil, origin: .link, style: .link)

        private init(verb: ActionVerb?, origin: Origin?, style: ActionVerb.EdgeStyle) {
            self.verb = verb
            self.origin = origin
            self.style = style
        }

        /// `nil` for a verb that draws no edge (`store`).
        public init?(_ verb: ActionVerb) {
            guard let style = verb.edgeStyle else { return nil }
            self.init(verb: verb, origin: nil, style: style)
        }

        /// From a tabs flow to the flow of one of its tabs (`## Tabs`).
        public var isTab: Bool { origin == .tab }

        /// The edge's class in DOT and SVG: the verb's raw value, or the origin's (`start`, `tab`, `link`).
        public var rawValue: String { verb?.rawValue ?? origin?.rawValue ?? "" }
    }

    /// One node: a screen, a flow, an entry or an exit.
    public struct Node: Equatable, Sendable {
        /// Unique within the graph: `screen.Name`, `flow.Name`, `start`, `finish`, `cancel`.
        public var id: String
        public var label: String
        public var kind: NodeKind
        /// Where the node links to in the docs site (a page, or an anchor on the same page).
        public var link: String?
        /// Drawn with a heavier border: the flow's start screen, or a root flow of the app.
        public var isEmphasized: Bool
    }

    /// One edge, labelled with the event or handler that causes it.
    public struct Edge: Equatable, Sendable {
        public var from: String
        public var to: String
        public var label: String?
        public var kind: EdgeKind
    }

    /// The graph's name: the flow's name, or `App`.
    public var name: String
    public var nodes: [Node]
    public var edges: [Edge]

    public init(name: String, nodes: [Node] = [], edges: [Edge] = []) {
        self.name = name
        self.nodes = nodes
        self.edges = edges
    }

    /// How the graph is laid out: in ranks (Graphviz's `dot`), or by forces (`sfdp`).
    public enum Layout: Equatable, Sendable {
        case layered, forceDirected
    }

    /// Above this many edges a graph is laid out by forces. `dot`'s time grows much faster than its
    /// edges: on the benchmark's app graph (200 flows) it took 0.47 s for 300 edges, 2.9 s for 400
    /// and 17.7 s for all 581, where `sfdp` takes 0.54 s. Deciding by size, not by a time limit,
    /// gives the same picture on every machine and costs no wasted `dot` run.
    public static let layeredEdgeLimit = 300

    public var layout: Layout { edges.count > Self.layeredEdgeLimit ? .forceDirected : .layered }

    /// Adds a node unless one with the same id is there.
    mutating func add(_ node: Node) {
        guard !nodes.contains(where: { $0.id == node.id }) else { return }
        nodes.append(node)
    }

    /// Adds an edge unless the same edge is there.
    mutating func add(_ edge: Edge) {
        guard !edges.contains(edge) else { return }
        edges.append(edge)
    }

    func node(withID id: String) -> Node? {
        nodes.first { $0.id == id }
    }
}

/// Builds the graph of one flow, and the graph of the whole app, from the validated model.
public enum FlowGraphBuilder {
    static let entryID = "start"
    static let finishID = "finish"
    static let cancelID = "cancel"

    static func screenID(_ name: String) -> String { "screen." + name }
    static func flowID(_ name: String) -> String { "flow." + name }

    /// Screens as nodes, events as labelled edges, child flows as linked nodes, and the exits.
    public static func graph(of flow: Flow) -> FlowGraph {
        var graph = FlowGraph(name: flow.name)
        graph.add(.init(id: entryID, label: "start", kind: .entry, link: nil, isEmphasized: false))
        for screen in flow.screens {
            graph.add(
                .init(
                    // An alert is drawn as a screen that says what it is.
                    id: screenID(screen.name), label: screen.kind == .alert ? screen.name + " (alert)" : screen.name,
                    kind: .screen,
                    link: "#" + DocsLinks.screenAnchor(screen.name), isEmphasized: screen.isStart))
        }
        for target in flow.start.targets {
            let id = targetNode(target, in: &graph)
            graph.add(.init(from: entryID, to: id, label: flow.start.isOneOf ? "one of" : nil, kind: .start))
        }
        for tab in flow.tabs {
            let id = targetNode(named: tab.flow, kind: .flow, in: &graph)
            graph.add(.init(from: entryID, to: id, label: "tab " + tab.title, kind: .tab))
        }
        var backs: [BackAction] = []
        for screen in flow.screens {
            for event in screen.events {
                for (actions, label) in labelled(event.actions, event.branches, label: event.name) {
                    addEdges(for: actions, from: screenID(screen.name), label: label, to: &graph, backs: &backs)
                }
            }
        }
        let handlers = Dictionary(flow.childHandlers.map { ($0.flow, $0) }, uniquingKeysWith: { first, _ in first })
        for child in flow.usage.children {
            _ = targetNode(named: child, kind: .flow, in: &graph)
            guard let handler = handlers[child] else { continue }
            for (list, head) in [(handler.onFinish, "on finish"), (handler.onCancel, "on cancel")] {
                guard let list else { continue }
                for (actions, label) in labelled(list.actions, list.branches, label: head) {
                    addEdges(for: actions, from: flowID(child), label: label, to: &graph, backs: &backs)
                }
            }
        }
        let alerts = Set(flow.screens.lazy.filter { $0.kind == .alert }.map { screenID($0.name) })
        addBackEdges(backs, leavesToParent: flow.usage.isPushed, alerts: alerts, to: &graph)
        addLinks(of: flow, to: &graph)
        return graph
    }

    /// By position in the flow's `## Links`: a pattern may be too long for a Graphviz id.
    static func linkID(_ position: Int) -> String { "link.\(position)" }

    /// Each link as a note with its pattern, pointing at where it lands in this flow: the last screen
    /// of its path here, or the child flow that builds the rest. The steps between are events the
    /// graph already draws.
    private static func addLinks(of flow: Flow, to graph: inout FlowGraph) {
        for (position, link) in flow.links.enumerated() {
            guard let landing = link.steps.last(where: { $0.flow == flow.name }) else { continue }
            // Graphviz refuses very long labels; the page lists the whole pattern.
            let label = link.pattern.count > 80 ? link.pattern.prefix(79) + "…" : link.pattern
            graph.add(.init(id: linkID(position), label: label, kind: .link, link: nil, isEmphasized: false))
            graph.add(
                .init(from: linkID(position), to: targetNode(landing.target, in: &graph), label: nil, kind: .link))
        }
    }

    /// The action lists of an event or handler with the label of their edges: a branch's names its
    /// condition (`onNext when method is .pickup`).
    private static func labelled(_ actions: [Action], _ branches: [Branch], label: String)
        -> [(actions: [Action], label: String)]
    {
        guard !branches.isEmpty else { return [(actions, label)] }
        return branches.map { ($0.actions, label + " " + $0.condition.plainSpelling) }
    }

    /// A `pop`, `pop to root` or `dismiss`, drawn once every forward edge is known.
    private struct BackAction {
        var source: String
        var label: String
        var kind: ActionVerb
    }

    /// Where each back action leads, from the forward edges: `pop` to what pushed the source (a screen,
    /// or the screen that pushed a child flow, for its handler), `pop to root` to the start, `dismiss`
    /// to what presented the source. A pushed flow's `pop` from its first screen, and its `pop to
    /// root`, leave it for the parent's stack: they lead to the entry. A back action with nowhere to
    /// lead (a `dismiss` with no presenter in this flow) is left out. An alert (`alerts`, node ids)
    /// has closed before its buttons act: their back actions act from the screen under it, and a
    /// screen an alert's button showed goes back to that screen too.
    private static func addBackEdges(
        _ backs: [BackAction], leavesToParent: Bool, alerts: Set<String>, to graph: inout FlowGraph
    ) {
        guard !backs.isEmpty else { return }
        var pushers: [String: [String]] = [:]
        var presenters: [String: [String]] = [:]
        var starters: [String: [String]] = [:]
        var roots: [String] = []
        for edge in graph.edges {
            switch edge.kind.verb {
            case .push?: pushers[edge.to, default: []].append(edge.from)
            case .present?: presenters[edge.to, default: []].append(edge.from)
            case nil: roots.append(edge.to)
            case .root?, .pop?, .popToRoot?, .popTo?, .dismiss?, .store?, .send?, .selectTab?, .finish?, .cancel?,
                .restart?:
                break
            }
            if edge.kind.verb?.showsTarget == true, edge.to.hasPrefix(flowID("")) {
                starters[edge.to, default: []].append(edge.from)
            }
        }
        // A screen that a child's handler pushed sits on the screen that started the child: the child
        // itself is gone by then.
        func screens(_ nodes: [String]) -> [String] {
            var seen = Set<String>()
            var result: [String] = []
            var pending = nodes
            var index = 0
            while index < pending.count {
                let node = pending[index]
                index += 1
                guard seen.insert(node).inserted else { continue }
                if node.hasPrefix(flowID("")) {
                    pending += starters[node] ?? []
                } else if alerts.contains(node) {
                    pending += presenters[node] ?? []
                } else {
                    result.append(node)
                }
            }
            return result
        }
        for back in backs {
            let origins = alerts.contains(back.source) ? screens([back.source]) : [back.source]
            var targets: [String]
            switch back.kind {
            case .pop:
                targets = origins.flatMap { pushers[$0].map(screens) ?? (leavesToParent ? [entryID] : []) }
            case .popToRoot: targets = leavesToParent ? [entryID] : roots
            case .dismiss: targets = origins.flatMap { presenters[$0].map(screens) ?? [] }
            case .push, .present, .root, .popTo, .store, .send, .selectTab, .finish, .cancel, .restart: targets = []
            }
            var seenTargets = Set<String>()
            targets = targets.filter { seenTargets.insert($0).inserted }
            guard let kind = FlowGraph.EdgeKind(back.kind) else { continue }
            let suffix = back.kind.spelling
            for target in targets {
                graph.add(.init(from: back.source, to: target, label: "\(back.label) (\(suffix))", kind: kind))
            }
        }
    }

    /// Flows as nodes, "starts" as edges labelled push, present, root or start; root flows start from the entry.
    public static func appGraph(of model: FlowModel) -> FlowGraph {
        var graph = FlowGraph(name: "App")
        graph.add(.init(id: entryID, label: "app", kind: .entry, link: nil, isEmphasized: false))
        for flow in model.flows {
            graph.add(
                .init(
                    id: flowID(flow.name), label: flow.name, kind: .flow, link: DocsLinks.flowPage(flow.name),
                    isEmphasized: flow.usage.isRoot))
        }
        for flow in model.flows where flow.usage.isRoot {
            graph.add(.init(from: entryID, to: flowID(flow.name), label: nil, kind: .start))
        }
        for relation in FlowRelations(model: model).all {
            graph.add(
                .init(
                    from: flowID(relation.parent), to: flowID(relation.child), label: relation.kind.rawValue,
                    kind: relation.kind))
        }
        return graph
    }

    private static func addEdges(
        for actions: [Action], from source: String, label: String, to graph: inout FlowGraph,
        backs: inout [BackAction]
    ) {
        for action in actions {
            guard let kind = FlowGraph.EdgeKind(action.kind) else { continue }
            switch action.kind {
            case .push, .present, .root:
                guard let target = action.target else { continue }
                graph.add(.init(from: source, to: targetNode(target, in: &graph), label: label, kind: kind))
            case .finish:
                graph.add(.init(id: finishID, label: "finish", kind: .finish, link: nil, isEmphasized: false))
                graph.add(.init(from: source, to: finishID, label: label, kind: kind))
            case .cancel:
                graph.add(.init(id: cancelID, label: "cancel", kind: .cancel, link: nil, isEmphasized: false))
                graph.add(.init(from: source, to: cancelID, label: label, kind: kind))
            case .restart:
                graph.add(.init(from: source, to: entryID, label: label + " (restart)", kind: kind))
            case .popTo, .send:
                // The screen is named: no need to work out where it leads.
                guard let target = action.target else { continue }
                graph.add(
                    .init(
                        from: source, to: screenID(target.name), label: "\(label) (\(action.kind.spelling))", kind: kind
                    ))
            case .selectTab:
                // To the tab's flow, drawn like a flow this one starts: the tab's stack is beside this one.
                guard let target = action.target else { continue }
                graph.add(
                    .init(
                        from: source, to: targetNode(named: target.name, kind: .flow, in: &graph),
                        label: "\(label) (select tab)", kind: kind))
            case .pop, .popToRoot, .dismiss: backs.append(BackAction(source: source, label: label, kind: action.kind))
            case .store: continue
            }
        }
    }

    private static func targetNode(_ target: Target, in graph: inout FlowGraph) -> String {
        targetNode(named: target.name, kind: target.kind, in: &graph)
    }

    private static func targetNode(named name: String, kind: Target.Kind, in graph: inout FlowGraph) -> String {
        switch kind {
        case .screen:
            return screenID(name)
        case .flow, .tab:
            graph.add(
                .init(id: flowID(name), label: name, kind: .flow, link: DocsLinks.flowPage(name), isEmphasized: false))
            return flowID(name)
        }
    }
}
