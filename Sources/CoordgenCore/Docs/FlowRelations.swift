/// Every place where one flow starts another, with how and from where: the edges of the app
/// graph, the "starts" and "started by" lists and the back-links of the docs.
struct FlowRelations {
    /// How a parent starts a child: as its start, or by an action that shows it (push, present, root).
    typealias Kind = FlowGraph.EdgeKind

    /// Where in the parent the child is started.
    enum Origin: Hashable, Comparable {
        case start
        /// A tab of the parent's `## Tabs`.
        case tabs
        case event(screen: String, event: String)
        case handler(child: String, outcome: String)

        /// `` `onCookTap` on RecipeDetail ``-style words, as CommonMark.
        func markdown(parent: String, linkToParent: Bool) -> String {
            switch self {
            case .start:
                return "(its " + CommonMark.code("start:") + " setting)"
            case .tabs:
                return "(its " + CommonMark.code("## Tabs") + ")"
            case .event(let screen, let event):
                let anchor = DocsLinks.screenAnchor(screen)
                let link = linkToParent ? DocsLinks.flowPage(parent) + "#" + anchor : "#" + anchor
                return "from " + CommonMark.code(event) + " on " + CommonMark.link(CommonMark.text(screen), to: link)
            case .handler(let child, let outcome):
                return "when " + CommonMark.text(child) + " ends (" + CommonMark.text(outcome) + ")"
            }
        }
    }

    /// One place where `parent` starts `child`.
    struct Relation: Hashable, Comparable {
        var parent: String
        var child: String
        var kind: Kind
        var origins: [Origin]

        static func < (lhs: Relation, rhs: Relation) -> Bool {
            (lhs.parent, lhs.child, lhs.kind.order) < (rhs.parent, rhs.child, rhs.kind.order)
        }
    }

    /// Sorted by parent, child and kind; each relation lists every place it happens, in spec order.
    let all: [Relation]
    /// `all` by child and by parent, in its order: each page asks for its flow's (a filter of the app's
    /// relations per page was quadratic in the flows).
    private let byChild: [String: [Relation]]
    private let byParent: [String: [Relation]]

    init(model: FlowModel) {
        var byKey: [String: Relation] = [:]
        var order: [String] = []
        func record(_ parent: String, _ child: String, _ kind: Kind, _ origin: Origin) {
            let key = parent + "\u{0}" + child + "\u{0}" + kind.rawValue
            if byKey[key] == nil {
                byKey[key] = Relation(parent: parent, child: child, kind: kind, origins: [])
                order.append(key)
            }
            if byKey[key]?.origins.contains(origin) == false { byKey[key]?.origins.append(origin) }
        }
        func visit(_ actions: [Action], parent: String, origin: Origin) {
            for action in actions {
                guard let target = action.target, target.kind == .flow else { continue }
                guard action.kind.showsTarget, let kind = Kind(action.kind) else { continue }
                record(parent, target.name, kind, origin)
            }
        }
        for flow in model.flows {
            for target in flow.start.targets where target.kind == .flow {
                record(flow.name, target.name, .start, .start)
            }
            for tab in flow.tabs {
                record(flow.name, tab.flow, .tab, .tabs)
            }
            for screen in flow.screens {
                for event in screen.events {
                    visit(event.allActions, parent: flow.name, origin: .event(screen: screen.name, event: event.name))
                }
            }
            for handler in flow.childHandlers {
                visit(
                    handler.onFinish?.allActions ?? [], parent: flow.name,
                    origin: .handler(child: handler.flow, outcome: "on finish"))
                visit(
                    handler.onCancel?.allActions ?? [], parent: flow.name,
                    origin: .handler(child: handler.flow, outcome: "on cancel"))
            }
        }
        all = order.compactMap { byKey[$0] }.sorted()
        byChild = Dictionary(grouping: all, by: \.child)
        byParent = Dictionary(grouping: all, by: \.parent)
    }

    /// The relations in which `flow` is the child: who starts it.
    func parents(of flow: String) -> [Relation] {
        byChild[flow] ?? []
    }

    /// The relations in which `flow` is the parent: what it starts.
    func children(of flow: String) -> [Relation] {
        byParent[flow] ?? []
    }
}

extension FlowGraph.EdgeKind {
    /// `pushes`, `presents`, `replaces the stack with`, `starts with`, `shows` (a tab), `opens` (a link).
    var sentence: String {
        if let verb { return verb.sentence }
        switch origin {
        case .tab: return "shows"
        case .link: return "opens"
        case .start, nil: return "starts with"
        }
    }

    /// `pushed`, `presented`, `as the root`, `as its start`, `as a tab`, `by a link`.
    var passive: String {
        if let verb { return verb.passive }
        switch origin {
        case .tab: return "as a tab"
        case .link: return "by a link"
        case .start, nil: return "as its start"
        }
    }

    /// Relations sort the start first, then in the order of the verbs.
    fileprivate var order: Int { verb.flatMap { ActionVerb.allCases.firstIndex(of: $0) }.map { $0 + 1 } ?? 0 }
}
