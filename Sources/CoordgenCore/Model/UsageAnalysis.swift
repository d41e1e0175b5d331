/// Works out how each flow is used across the spec set: who starts it and how, whether it ends
/// up pushed on a parent's router, which outcomes it uses.
enum UsageAnalysis {
    /// Sets every flow's usage from what `Readings` lists of each flow (and the usage set before).
    static func annotate(_ flows: inout [Flow]) {
        var usages = flows.map(\.usage)
        // Read on every core: reading every action of a large app on one core was the longest step of
        // a model build that left the other cores idle. (The array `map` reads is released when it
        // returns, before `flows` is written.)
        analyse(ParallelWork.map(flows) { Readings(of: $0) }, &usages)
        for position in flows.indices { flows[position].usage = usages[position] }
    }

    /// What `annotate` reads of one flow, and all it reads: the analysis below sees nothing else of
    /// a flow. So when every flow of a model reads the same as in the model a usage was worked out
    /// for, the analysis would work out that usage again (`Pipeline.editedModel` keeps the cached
    /// usage after an edit that starts, ends and selects nothing new).
    struct Readings {
        let name: String
        let hasTabs: Bool
        /// The actions that name a flow: their verb and that flow, in `forEachAction` order.
        let flowActions: [(verb: ActionVerb, flow: String)]
        /// Whether any action of the flow is a `cancel`, a `finish`, a `restart`, a `select tab`.
        let cancels, finishes, restarts, selectsTab: Bool
        /// The `start:` targets that are flows, and the tabs' flows.
        let startFlows: [String]
        let tabFlows: [String]

        init(of flow: Flow) {
            name = flow.name
            hasTabs = flow.hasTabs
            var flowActions: [(verb: ActionVerb, flow: String)] = []
            var (cancels, finishes, restarts, selectsTab) = (false, false, false, false)
            forEachAction(of: flow) { action in
                cancels = cancels || action.kind == .cancel
                finishes = finishes || action.kind == .finish
                restarts = restarts || action.kind == .restart
                selectsTab = selectsTab || action.kind == .selectTab
                if let target = action.target, target.kind == .flow { flowActions.append((action.kind, target.name)) }
            }
            self.flowActions = flowActions
            (self.cancels, self.finishes, self.restarts, self.selectsTab) = (cancels, finishes, restarts, selectsTab)
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
                && flowActions.count == other.flowActions.count
                && zip(flowActions, other.flowActions).allSatisfy {
                    $0.verb == $1.verb && $0.flow.hasSameUTF8(as: $1.flow)
                }
                && (cancels, finishes, restarts, selectsTab)
                    == (other.cancels, other.finishes, other.restarts, other.selectsTab)
                && sameNames(startFlows, other.startFlows) && sameNames(tabFlows, other.tabFlows)
        }
    }

    /// The usage of each flow (`usages`, by position) from the flows' readings alone.
    private static func analyse(_ flows: [Readings], _ usages: inout [FlowUsage]) {
        let index = Dictionary(uniqueKeysWithValues: flows.indices.map { (flows[$0].name, $0) })
        for (position, flow) in flows.enumerated() {
            if flow.cancels { usages[position].usesCancel = true }
            if flow.finishes { usages[position].usesFinish = true }
            if flow.restarts { usages[position].usesRestart = true }
            var children = Set<String>()
            for (verb, childName) in flow.flowActions {
                guard let child = index[childName] else { continue }
                children.insert(childName)
                switch verb {
                // A tab bar cannot be pushed (`TabRules`): such a push does not place it on a stack.
                case .push where flows[child].hasTabs: usages[child].rootedBy.append(flow.name)
                case .push: usages[child].pushedBy.append(flow.name)
                case .present: usages[child].presentedBy.append(flow.name)
                case .root: usages[child].rootedBy.append(flow.name)
                case .pop, .popToRoot, .popTo, .dismiss, .store, .send, .selectTab, .finish, .cancel, .restart: break
                }
            }
            for childName in flow.startFlows {
                guard let child = index[childName] else { continue }
                children.insert(childName)
                usages[child].startedAsStartBy.append(flow.name)
            }
            for childName in flow.tabFlows {
                guard let child = index[childName] else { continue }
                children.insert(childName)
                usages[child].tabOf.append(flow.name)
            }
            usages[position].children = children.sorted()
        }
        for position in usages.indices {
            usages[position].pushedBy = Array(Set(usages[position].pushedBy)).sorted()
            usages[position].presentedBy = Array(Set(usages[position].presentedBy)).sorted()
            usages[position].rootedBy = Array(Set(usages[position].rootedBy)).sorted()
            usages[position].startedAsStartBy = Array(Set(usages[position].startedAsStartBy)).sorted()
            usages[position].tabOf = Array(Set(usages[position].tabOf)).sorted()
            let usage = usages[position]
            usages[position].isRoot =
                usage.pushedBy.isEmpty && usage.presentedBy.isEmpty && usage.rootedBy.isEmpty
                && usage.startedAsStartBy.isEmpty && usage.tabOf.isEmpty
        }
        // A flow is pushed when a parent pushes it, or when it is the start of a pushed flow: a walk
        // down `start:` edges from every pushed flow, each flow visited once.
        var pushed = Set(usages.indices.filter { !usages[$0].pushedBy.isEmpty }.map { flows[$0].name })
        var queue = Array(pushed)
        while let name = queue.popLast() {
            guard let position = index[name] else { continue }
            for childName in flows[position].startFlows {
                // A tab bar cannot be pushed (`TabRules`): as the start of a pushed flow it is not on a stack.
                if index[childName].map({ flows[$0].hasTabs }) == true { continue }
                if pushed.insert(childName).inserted { queue.append(childName) }
            }
        }
        for position in usages.indices {
            usages[position].isPushed = pushed.contains(flows[position].name)
        }
        analyseTabBars(flows, &usages, index: index)
    }

    /// `usage.tabBars` and `usage.forwardsTabSelection` (spec format 1.1, section 3). The tab bars
    /// above a flow come from every way it starts: a tabs flow gives itself to its tabs and to the
    /// flows it presents, any other parent gives its own, and the app gives none, which no tab bar
    /// can outweigh. Both are worked out by propagation along "starts" edges; a flow is revisited
    /// only when what it knows grows, so cycles end.
    private static func analyseTabBars(_ flows: [Readings], _ usages: inout [FlowUsage], index: [String: Int]) {
        guard flows.contains(where: \.hasTabs) else { return }
        var bars = [Set<String>](repeating: [], count: flows.count)
        var outside = [Bool](repeating: false, count: flows.count)
        var queue: [Int] = []
        for position in flows.indices where usages[position].isRoot {
            outside[position] = true
            queue.append(position)
        }
        for position in flows.indices where flows[position].hasTabs {
            queue.append(position)
        }
        while let parent = queue.popLast() {
            let given: Set<String> = flows[parent].hasTabs ? [flows[parent].name] : bars[parent]
            let givesOutside = !flows[parent].hasTabs && outside[parent]
            for name in usages[parent].children {
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
            if !outside[position] { usages[position].tabBars = bars[position].sorted() }
            for name in usages[position].children {
                if let child = index[name] { parents[child].append(position) }
            }
        }
        // A flow forwards `select tab` when it, or a flow it starts below the same tab bar, selects a tab.
        func canForward(_ position: Int) -> Bool {
            !flows[position].hasTabs && !usages[position].tabBars.isEmpty
        }
        queue = flows.indices.filter { canForward($0) && flows[$0].selectsTab }
        for position in queue { forwards[position] = true }
        while let child = queue.popLast() {
            for parent in parents[child] where canForward(parent) && !forwards[parent] {
                forwards[parent] = true
                queue.append(parent)
            }
        }
        for position in flows.indices where forwards[position] {
            usages[position].forwardsTabSelection = true
        }
        analyseTabStacks(flows, &usages, index: index)
    }

    /// `usage.runsBelowATabBar`: a tab's flow, and every flow shown on a tab's navigation stack from
    /// it (pushed, as the root, or as a start). A sheet presented from a tab has a stack of its own,
    /// which the tab bar does not cover. Each flow is visited once.
    private static func analyseTabStacks(_ flows: [Readings], _ usages: inout [FlowUsage], index: [String: Int]) {
        var queue = usages.indices.filter { !usages[$0].tabOf.isEmpty }
        for position in queue { usages[position].runsBelowATabBar = true }
        while let parent = queue.popLast() {
            let name = flows[parent].name
            for childName in usages[parent].children {
                guard let child = index[childName], !usages[child].runsBelowATabBar else { continue }
                let usage = usages[child]
                guard
                    usage.pushedBy.contains(name) || usage.rootedBy.contains(name)
                        || usage.startedAsStartBy.contains(name)
                else { continue }
                usages[child].runsBelowATabBar = true
                queue.append(child)
            }
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
        // By index: binding a screen, an event or a handler whole copies it (every string and list retained).
        for screen in flow.screens.indices {
            for event in flow.screens[screen].events.indices {
                for action in flow.screens[screen].events[event].allActions { body(action) }
            }
        }
        for handler in flow.childHandlers.indices {
            for action in flow.childHandlers[handler].onFinish?.allActions ?? [] { body(action) }
            for action in flow.childHandlers[handler].onCancel?.allActions ?? [] { body(action) }
        }
    }
}
