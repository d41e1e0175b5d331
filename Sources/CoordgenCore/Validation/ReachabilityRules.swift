/// Warnings about parts of a flow that can never take effect.
enum ReachabilityRules {
    static func check(_ model: FlowModel, diagnostics: inout Diagnostics) {
        let known = Set(model.flows.map(\.name))
        for flow in model.flows {
            checkScreens(flow, diagnostics: &diagnostics)
            checkHandlers(flow, known: known, diagnostics: &diagnostics)
        }
    }

    /// Screens no event or start leads to.
    private static func checkScreens(_ flow: Flow, diagnostics: inout Diagnostics) {
        var reachable = Set<String>()
        var startedFlows = Set<String>()
        var queue: [Target] = flow.start.targets
        func enqueue(_ actions: [Action]) {
            queue.append(contentsOf: actions.compactMap(\.target))
            if actions.contains(where: { $0.kind == .restart }) { queue.append(contentsOf: flow.start.targets) }
        }
        while let target = queue.popLast() {
            switch target.kind {
            case .screen:
                guard reachable.insert(target.name).inserted, let screen = flow.screen(named: target.name) else {
                    continue
                }
                screen.events.forEach { enqueue($0.actions) }
            case .flow:
                guard startedFlows.insert(target.name).inserted, let handler = flow.handler(for: target.name) else {
                    continue
                }
                enqueue(handler.onFinish?.actions ?? [])
                enqueue(handler.onCancel?.actions ?? [])
            }
        }
        for screen in flow.screens where !reachable.contains(screen.name) && !flow.start.targets.isEmpty {
            diagnostics.warning(
                "screen '\(screen.name)' is not reachable from the start of \(flow.name); no event shows it",
                at: screen.location)
        }
    }

    private static func checkHandlers(_ flow: Flow, known: Set<String>, diagnostics: inout Diagnostics) {
        let actions = UsageAnalysis.allActions(of: flow)
        // An unknown child was already reported as an error.
        for handler in flow.childHandlers where known.contains(handler.flow) {
            let starts = actions.filter { $0.target?.kind == .flow && $0.target?.name == handler.flow }
            let isStart = flow.start.targets.contains { $0.kind == .flow && $0.name == handler.flow }
            if starts.isEmpty && !isStart {
                diagnostics.warning(
                    "\(flow.name) never starts \(handler.flow); this '### \(handler.flow)' entry has no effect",
                    at: handler.location)
                continue
            }
            let presentedOnly = starts.allSatisfy { $0.kind == .present } && !isStart
            guard presentedOnly else { continue }
            for (outcome, list) in [("finish", handler.onFinish), ("cancel", handler.onCancel)] {
                guard let list, !list.actions.contains(where: { $0.kind == .dismiss || $0.isTerminal }) else { continue }
                diagnostics.warning(
                    "\(handler.flow) is presented, but 'on \(outcome)' does not 'dismiss': its sheet would stay up",
                    at: list.location)
            }
        }
    }
}
