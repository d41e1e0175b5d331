/// How a coordinator shows one of its screens or child flows.
enum ShowWay: Int, Comparable, CaseIterable {
    /// As the flow's start: a screen goes onto the stack the way the flow was placed, a child flow
    /// runs on the flow's router with the flow's placement.
    case first
    case push
    case present
    case root

    static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }

    init?(_ kind: ActionVerb) {
        switch kind {
        case .push: self = .push
        case .present: self = .present
        case .root: self = .root
        case .pop, .popToRoot, .popTo, .dismiss, .store, .send, .selectTab, .finish, .cancel, .restart: return nil
        }
    }

    /// Suffix of a child flow's `run…` method when the flow is run more than one way.
    var runSuffix: String {
        switch self {
        case .first: "AsStart"
        case .push: "Pushed"
        case .present: "Presented"
        case .root: "AsRoot"
        }
    }
}

/// Which ways a flow shows each of its targets, so that the coordinator gets a method for each way
/// it uses and none for the ways it does not.
///
/// A screen shown one way gets `show<Screen>(…)`, which makes, connects and shows it. A screen
/// shown several ways gets `prepare<Screen>(…)`, which makes and connects it, and each call site
/// shows the module its own way. A child flow gets one `run<Flow>(…)` per way it runs (with a
/// suffix when there are several), because starting it differs by way.
///
/// Only what the flow can reach from its start counts: a screen no action shows gets no method,
/// and neither do the targets of its events.
struct ShowPlan {
    private(set) var ways: [String: Set<ShowWay>] = [:]
    /// The actions that can run: those of reachable screens, and the handlers of reachable children.
    private(set) var liveActions: [Action] = []
    /// The screens that a `pop to` or a `send` that can run names: the flow keeps the module of each
    /// that it showed last, to find it on the stack or hand it a value.
    private(set) var keptModuleScreens: Set<String> = []
    /// The screens a call site makes with a `prepare…` method and shows its own way: those a `root`
    /// path pushes without animation (every step but the first and the last), and a link's screens.
    private(set) var preparedScreens: Set<String> = []
    /// The start screens a link goes back to before it builds its stack.
    let linkStartScreens: Set<String>
    /// The screens with `tab bar: hidden`: every push of one hides the bottom bar.
    let tabBarHidingScreens: Set<String>
    /// The screens with `kind: alert`: presented untracked (they close themselves), never through
    /// the flow's `presentScreen` and its tokens.
    let alertScreens: Set<String>

    /// `linkScreens` (spec format 1.1, `## Links`, coordinator style): the start screens links go
    /// back to, kept like those of `pop to`; and the screens links make (those after the start, and a
    /// start screen made again with a link's values), which get a `prepare…` method as a `root` path's do.
    init(flow: Flow, linkScreens: (starts: Set<String>, prepared: Set<String>) = ([], [])) {
        keptModuleScreens = linkScreens.starts
        preparedScreens = linkScreens.prepared
        linkStartScreens = linkScreens.starts
        tabBarHidingScreens = Set(flow.screens.lazy.filter(\.hidesTabBar).map(\.name))
        alertScreens = Set(flow.screens.lazy.filter { $0.kind == .alert }.map(\.name))
        // A tabs flow starts its tabs' flows itself, so their handlers run from the start.
        var pending = flow.tabs.map(\.flow)
        let tabFlows = Set(pending)
        func reach(_ name: String, _ way: ShowWay) {
            if ways[name] == nil, !tabFlows.contains(name) { pending.append(name) }
            ways[name, default: []].insert(way)
        }
        for target in flow.start.targets {
            reach(target.name, .first)
        }
        while let name = pending.popLast() {
            let actions =
                flow.screen(named: name).map { $0.events.flatMap(\.allActions) }
                ?? flow.handler(for: name).map { ($0.onFinish?.allActions ?? []) + ($0.onCancel?.allActions ?? []) }
                ?? []
            liveActions += actions
            for action in actions {
                if let target = action.target, let way = ShowWay(action.kind) { reach(target.name, way) }
                if action.namesAShownScreen, let target = action.target {
                    keptModuleScreens.insert(target.name)
                }
                // `root A > B > C`: A as the root, then B and C pushed.
                for step in action.path { reach(step.name, .push) }
                for step in action.path.dropLast() { preparedScreens.insert(step.name) }
            }
        }
    }

    func ways(of name: String) -> [ShowWay] {
        (ways[name] ?? []).sorted()
    }

    /// The child flows of `flow` (the one this plan was made for) that it can start: those its
    /// reachable screens and handlers show in some way.
    func startedChildren(of flow: Flow) -> Set<String> {
        Set(flow.usage.children.filter { !ways(of: $0).isEmpty })
    }

    /// Whether the target gets one `show…` (or `run…`) method that shows it, rather than a `prepare…`
    /// method whose call sites show it each their own way.
    func isShownOneWay(_ name: String) -> Bool {
        (ways[name]?.count ?? 0) <= 1 && !preparedScreens.contains(name)
    }

    /// Whether some screen (an alert aside) is shown `way`.
    func uses(_ way: ShowWay, forScreensOf flow: Flow) -> Bool {
        flow.screens.contains { !alertScreens.contains($0.name) && ways[$0.name]?.contains(way) == true }
    }

    /// Whether the flow can show an alert.
    var showsAlerts: Bool {
        alertScreens.contains { ways[$0] != nil }
    }

    /// Whether showing screens `way` takes a helper method (`presentScreen`, `showFirstScreen`):
    /// when several places show a screen that way. A single `show…` method writes it inline.
    func needsHelper(_ way: ShowWay, forScreensOf flow: Flow) -> Bool {
        // By name, in place: filtering the screens copied each one that is shown that way.
        var shownThatWay = 0
        for index in flow.screens.indices {
            let name = flow.screens[index].name
            guard !alertScreens.contains(name), ways[name]?.contains(way) == true else { continue }
            shownThatWay += 1
            if shownThatWay > 1 || !isShownOneWay(name) { return true }
        }
        return false
    }

    func showMethod(_ screen: String) -> String { "show" + screen }

    static func prepareMethod(_ screen: String) -> String { "prepare" + screen }

    func runMethod(_ flow: String, _ way: ShowWay) -> String {
        "run" + flow + (isShownOneWay(flow) ? "" : way.runSuffix)
    }
}
