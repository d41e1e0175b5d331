/// Warnings about parts of a flow that can never take effect.
enum ReachabilityRules {
    static func check(_ model: FlowModel, scope: ValidationScope = .all, diagnostics: inout Diagnostics) {
        let known = Set(model.flows.map(\.name))
        for flow in model.flows where scope.includes(flow) {
            let handlers = Dictionary(flow.childHandlers.map { ($0.flow, $0) }, uniquingKeysWith: { first, _ in first })
            let starts = UsageAnalysis.childStarts(of: flow)
            checkScreens(flow, handlers: handlers, diagnostics: &diagnostics)
            checkHandlers(flow, starts: starts, known: known, diagnostics: &diagnostics)
            checkOutcomes(flow, starts: starts, handlers: handlers, model: model, diagnostics: &diagnostics)
        }
    }

    /// Screens no event or start leads to.
    private static func checkScreens(
        _ flow: Flow, handlers: [String: ChildHandler], diagnostics: inout Diagnostics
    ) {
        // Indices rather than copies of the screens.
        let screens = Dictionary(
            flow.screens.indices.map { (flow.screens[$0].name, $0) }, uniquingKeysWith: { first, _ in first })
        var restarted = false
        // By the position `screens` gives a name (a set of names grew and rehashed for every flow).
        var reachable = [Bool](repeating: false, count: flow.screens.count)
        var startedFlows = Set<String>()
        var queue: [Target] = flow.start.targets
        func enqueue(_ actions: [Action]) {
            // Read in place (binding each action copies it). `pop to` and `send` name a screen that
            // is already shown: they lead to no new one. A `root` path shows each of its screens.
            for index in actions.indices {
                if actions[index].kind.showsTarget, let target = actions[index].target { queue.append(target) }
                queue.append(contentsOf: actions[index].path)
            }
            // The start's targets are queued once, however many events restart.
            if !restarted, actions.contains(where: { $0.kind == .restart }) {
                restarted = true
                queue.append(contentsOf: flow.start.targets)
            }
        }
        while let target = queue.popLast() {
            switch target.kind {
            case .screen:
                guard let screen = screens[target.name], !reachable[screen] else { continue }
                reachable[screen] = true
                for event in flow.screens[screen].events.indices {
                    enqueue(flow.screens[screen].events[event].allActions)
                }
            case .flow:
                guard startedFlows.insert(target.name).inserted, let handler = handlers[target.name] else {
                    continue
                }
                enqueue(handler.onFinish?.allActions ?? [])
                enqueue(handler.onCancel?.allActions ?? [])
            case .tab:
                // `select tab` shows another stack, not this flow's screens.
                continue
            }
        }
        guard !flow.start.targets.isEmpty else { return }
        // A name written twice is one screen, reachable or not (the first of that name).
        for screen in flow.screens.indices where !reachable[screens[flow.screens[screen].name] ?? screen] {
            diagnostics.warning(
                "screen '\(flow.screens[screen].name)' is not reachable from the start of \(flow.name);"
                    + " no event shows it", at: flow.screens[screen].location)
        }
    }

    private static func checkHandlers(
        _ flow: Flow, starts: [String: [Action]], known: Set<String>, diagnostics: inout Diagnostics
    ) {
        // A tabs flow starts its tabs' flows.
        let startFlows = Set(flow.launchChildren)
        // An unknown child was already reported as an error.
        for handler in flow.childHandlers where known.contains(handler.flow) {
            if starts[handler.flow] == nil && !startFlows.contains(handler.flow) {
                diagnostics.warning(
                    "\(flow.name) never starts \(handler.flow); this '### \(handler.flow)' entry has no effect",
                    at: handler.location)
            }
        }
    }

    /// What happens when each child ends: handlers that can never run, and endings that would
    /// leave the child's screens up with no coordinator behind them.
    private static func checkOutcomes(
        _ flow: Flow, starts allStarts: [String: [Action]], handlers: [String: ChildHandler], model: FlowModel,
        diagnostics: inout Diagnostics
    ) {
        for childName in flow.usage.children {
            guard let child = model.flow(named: childName) else { continue }
            let starts = allStarts[childName] ?? []
            let startLocation = flow.start.locations[childName]
            // A start flow is placed the way this flow is: pushed when this flow is pushed, otherwise root.
            let isRooted = starts.contains { $0.kind == .root } || (startLocation != nil && !flow.usage.isPushed)
            let isPushed = starts.contains { $0.kind == .push } || (startLocation != nil && flow.usage.isPushed)
            let presentedOnly = !starts.isEmpty && starts.allSatisfy { $0.kind == .present } && startLocation == nil
            let handler = handlers[childName]
            let firstStart = starts.first?.location ?? startLocation ?? flow.location
            for (outcome, produced, list) in [
                ("finish", child.usage.usesFinish, handler?.onFinish),
                ("cancel", child.usage.usesCancel, handler?.onCancel),
            ] {
                guard produced else {
                    if let list {
                        diagnostics.warning(
                            "\(childName) never uses '\(outcome)'; this 'on \(outcome)' handler never runs",
                            at: list.location)
                    }
                    continue
                }
                guard let list else {
                    if isRooted {
                        diagnostics.warning(
                            "when \(childName) ends with '\(outcome)', its screens stay up with nothing behind them:"
                                + " it replaced the stack, so add 'on \(outcome) → …' under '### \(childName)' in '## Flows'",
                            at: firstStart)
                    }
                    continue
                }
                // Each branch is a list of its own.
                for (actions, location) in list.locatedActionLists {
                    let kinds = Set(actions.map(\.kind))
                    if presentedOnly, !kinds.contains(.dismiss), !actions.contains(where: \.isTerminal) {
                        diagnostics.warning(
                            "\(childName) is presented, but 'on \(outcome)' does not 'dismiss': its sheet would stay up",
                            at: location)
                    } else if isPushed, !isRooted, starts.allSatisfy({ $0.kind != .present }),
                        kinds.isDisjoint(with: [.pop, .popToRoot, .popTo, .root, .push, .present]),
                        !actions.contains(where: \.isTerminal)
                    {
                        diagnostics.warning(
                            "\(childName) is pushed, but 'on \(outcome)' neither pops nor ends the flow: its screens"
                                + " would stay on the stack with nothing behind them", at: location)
                    }
                }
            }
        }
    }
}
