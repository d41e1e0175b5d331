/// Works out how each flow is used across the spec set: who starts it and how, whether it ends
/// up pushed on a parent's router, which outcomes it uses.
enum UsageAnalysis {
    static func annotate(_ flows: inout [Flow]) {
        let index = Dictionary(uniqueKeysWithValues: flows.indices.map { (flows[$0].name, $0) })
        for position in flows.indices {
            // What the flow's actions say is gathered first and written afterwards, so that the walk
            // reads `flows[position]` in place: while it wrote to `flows`, the flow was copied whole
            // into a constant first (and its handlers with it).
            var (cancels, finishes, restarts) = (false, false, false)
            var started: [(kind: ActionVerb, child: Int)] = []
            var children = Set<String>()
            forEachAction(of: flows[position]) { action in
                cancels = cancels || action.kind == .cancel
                finishes = finishes || action.kind == .finish
                restarts = restarts || action.kind == .restart
                guard let target = action.target, target.kind == .flow, let child = index[target.name] else { return }
                children.insert(target.name)
                started.append((action.kind, child))
            }
            let name = flows[position].name
            if cancels { flows[position].usage.usesCancel = true }
            if finishes { flows[position].usage.usesFinish = true }
            if restarts { flows[position].usage.usesRestart = true }
            for (kind, child) in started {
                switch kind {
                // A tab bar cannot be pushed (`TabRules`): such a push does not place it on a stack.
                case .push where flows[child].hasTabs: flows[child].usage.rootedBy.append(name)
                case .push: flows[child].usage.pushedBy.append(name)
                case .present: flows[child].usage.presentedBy.append(name)
                case .root: flows[child].usage.rootedBy.append(name)
                case .pop, .popToRoot, .popTo, .dismiss, .store, .send, .selectTab, .finish, .cancel, .restart: break
                }
            }
            for target in flows[position].start.targets where target.kind == .flow {
                guard let child = index[target.name] else { continue }
                children.insert(target.name)
                flows[child].usage.startedAsStartBy.append(name)
            }
            for tab in flows[position].tabs {
                guard let child = index[tab.flow] else { continue }
                children.insert(tab.flow)
                flows[child].usage.tabOf.append(name)
            }
            flows[position].usage.children = children.sorted()
        }
        for position in flows.indices {
            flows[position].usage.pushedBy = Array(Set(flows[position].usage.pushedBy)).sorted()
            flows[position].usage.presentedBy = Array(Set(flows[position].usage.presentedBy)).sorted()
            flows[position].usage.rootedBy = Array(Set(flows[position].usage.rootedBy)).sorted()
            flows[position].usage.startedAsStartBy = Array(Set(flows[position].usage.startedAsStartBy)).sorted()
            flows[position].usage.tabOf = Array(Set(flows[position].usage.tabOf)).sorted()
            let usage = flows[position].usage
            flows[position].usage.isRoot =
                usage.pushedBy.isEmpty && usage.presentedBy.isEmpty && usage.rootedBy.isEmpty
                && usage.startedAsStartBy.isEmpty && usage.tabOf.isEmpty
        }
        // A flow is pushed when a parent pushes it, or when it is the start of a pushed flow: a walk
        // down `start:` edges from every pushed flow, each flow visited once.
        var pushed = Set(flows.indices.filter { !flows[$0].usage.pushedBy.isEmpty }.map { flows[$0].name })
        var queue = Array(pushed)
        while let name = queue.popLast() {
            guard let position = index[name] else { continue }
            for target in flows[position].start.targets where target.kind == .flow {
                // A tab bar cannot be pushed (`TabRules`): as the start of a pushed flow it is not on a stack.
                if index[target.name].map({ flows[$0].hasTabs }) == true { continue }
                if pushed.insert(target.name).inserted { queue.append(target.name) }
            }
        }
        for position in flows.indices {
            flows[position].usage.isPushed = pushed.contains(flows[position].name)
        }
        annotateTabBars(&flows, index: index)
    }

    /// `usage.tabBars` and `usage.forwardsTabSelection` (spec format 1.1, section 3). The tab bars
    /// above a flow come from every way it starts: a tabs flow gives itself to its tabs and to the
    /// flows it presents, any other parent gives its own, and the app gives none, which no tab bar
    /// can outweigh. Both are worked out by propagation along "starts" edges; a flow is revisited
    /// only when what it knows grows, so cycles end.
    private static func annotateTabBars(_ flows: inout [Flow], index: [String: Int]) {
        guard flows.contains(where: \.hasTabs) else { return }
        var bars = [Set<String>](repeating: [], count: flows.count)
        var outside = [Bool](repeating: false, count: flows.count)
        var queue: [Int] = []
        for position in flows.indices where flows[position].usage.isRoot {
            outside[position] = true
            queue.append(position)
        }
        for position in flows.indices where flows[position].hasTabs {
            queue.append(position)
        }
        while let parent = queue.popLast() {
            let given: Set<String> = flows[parent].hasTabs ? [flows[parent].name] : bars[parent]
            let givesOutside = !flows[parent].hasTabs && outside[parent]
            for name in flows[parent].usage.children {
                guard let child = index[name] else { continue }
                // Two bars, or one and "outside", decide every rule and every output: a set that holds
                // them grows no more, so that each flow is visited a bounded number of times.
                let isDecided = bars[child].count >= 2 || (outside[child] && !bars[child].isEmpty)
                let newBars = isDecided ? [] : given.subtracting(bars[child]).sorted().prefix(2 - bars[child].count)
                let grows = (givesOutside && !outside[child]) || !newBars.isEmpty
                guard grows else { continue }
                outside[child] = outside[child] || givesOutside
                bars[child].formUnion(newBars)
                queue.append(child)
            }
        }
        var parents = [[Int]](repeating: [], count: flows.count)
        var forwards = [Bool](repeating: false, count: flows.count)
        for position in flows.indices {
            if !outside[position] { flows[position].usage.tabBars = bars[position].sorted() }
            for name in flows[position].usage.children {
                if let child = index[name] { parents[child].append(position) }
            }
        }
        // A flow forwards `select tab` when it, or a flow it starts below the same tab bar, selects a tab.
        func canForward(_ position: Int) -> Bool {
            !flows[position].hasTabs && !flows[position].usage.tabBars.isEmpty
        }
        queue = flows.indices.filter { position in
            canForward(position) && allActions(of: flows[position]).contains { $0.kind == .selectTab }
        }
        for position in queue { forwards[position] = true }
        while let child = queue.popLast() {
            for parent in parents[child] where canForward(parent) && !forwards[parent] {
                forwards[parent] = true
                queue.append(parent)
            }
        }
        for position in flows.indices where forwards[position] {
            flows[position].usage.forwardsTabSelection = true
        }
        annotateTabStacks(&flows, index: index)
    }

    /// `usage.runsBelowATabBar`: a tab's flow, and every flow shown on a tab's navigation stack from
    /// it (pushed, as the root, or as a start). A sheet presented from a tab has a stack of its own,
    /// which the tab bar does not cover. Each flow is visited once.
    private static func annotateTabStacks(_ flows: inout [Flow], index: [String: Int]) {
        var queue = flows.indices.filter { !flows[$0].usage.tabOf.isEmpty }
        for position in queue { flows[position].usage.runsBelowATabBar = true }
        while let parent = queue.popLast() {
            let name = flows[parent].name
            for childName in flows[parent].usage.children {
                guard let child = index[childName], !flows[child].usage.runsBelowATabBar else { continue }
                let usage = flows[child].usage
                guard
                    usage.pushedBy.contains(name) || usage.rootedBy.contains(name)
                        || usage.startedAsStartBy.contains(name)
                else { continue }
                flows[child].usage.runsBelowATabBar = true
                queue.append(child)
            }
        }
    }

    /// What `annotate` reads of one flow: when every flow of a model reads the same as in the model a
    /// usage was worked out for, `annotate` would work out that usage again (`Pipeline.editedModel`
    /// keeps the cached usage after an edit that starts, ends and selects nothing new). Add here
    /// whatever `annotate` comes to read.
    struct Readings {
        let name: String
        let hasTabs: Bool
        /// The actions that name a flow: their verb and that flow, in `forEachAction` order.
        let flowActions: [(verb: ActionVerb, flow: String)]
        /// The verbs of the other actions that `annotate` looks for: whether the flow has any.
        let cancels, finishes, restarts, selectsTab: Bool
        /// The `start:` targets that are flows, and the tabs' flows.
        let startFlows: [String]
        let tabFlows: [String]

        init(of flow: Flow) {
            name = flow.name
            hasTabs = flow.hasTabs
            var flowActions: [(verb: ActionVerb, flow: String)] = []
            var verbs = Set<ActionVerb>()
            forEachAction(of: flow) { action in
                verbs.insert(action.kind)
                if let target = action.target, target.kind == .flow { flowActions.append((action.kind, target.name)) }
            }
            self.flowActions = flowActions
            (cancels, finishes, restarts) = (verbs.contains(.cancel), verbs.contains(.finish), verbs.contains(.restart))
            selectsTab = verbs.contains(.selectTab)
            startFlows = flow.start.targets.filter { $0.kind == .flow }.map(\.name)
            tabFlows = flow.tabs.map(\.flow)
        }

        /// Compared byte for byte: the usage keeps names as written, and Swift's `==` takes two Unicode
        /// spellings of one name as equal.
        func isSame(as other: Readings) -> Bool {
            let sameNames = { (first: [String], second: [String]) in
                first.count == second.count && zip(first, second).allSatisfy { $0.hasSameUTF8(as: $1) }
            }
            return name.hasSameUTF8(as: other.name) && hasTabs == other.hasTabs
                && flowActions.map(\.verb) == other.flowActions.map(\.verb)
                && sameNames(flowActions.map(\.flow), other.flowActions.map(\.flow))
                && (cancels, finishes, restarts, selectsTab)
                    == (other.cancels, other.finishes, other.restarts, other.selectsTab)
                && sameNames(startFlows, other.startFlows) && sameNames(tabFlows, other.tabFlows)
        }
    }

    /// The actions of a flow that start each child flow, by the child's name, in the order written.
    static func childStarts(of flow: Flow) -> [String: [Action]] {
        var starts: [String: [Action]] = [:]
        forEachAction(of: flow) { action in
            if let target = action.target, target.kind == .flow { starts[target.name, default: []].append(action) }
        }
        return starts
    }

    /// Every action of a flow: its screens' events and its child handlers.
    static func allActions(of flow: Flow) -> [Action] {
        var actions: [Action] = []
        forEachAction(of: flow) { actions.append($0) }
        return actions
    }

    /// Calls `body` with every action of a flow, in the order of `allActions`, without building the
    /// list: the rules that only look at each action ran once per flow on copies of all of them.
    /// Inlined, so that `body` reads each action in place: passed to a call it would be copied first.
    @inline(__always)
    static func forEachAction(of flow: Flow, _ body: (Action) -> Void) {
        for screen in flow.screens {
            for event in screen.events {
                for action in event.allActions { body(action) }
            }
        }
        for handler in flow.childHandlers {
            for action in handler.onFinish?.allActions ?? [] { body(action) }
            for action in handler.onCancel?.allActions ?? [] { body(action) }
        }
    }
}
