/// The rules of `## Tabs` (spec format 1.1, section 3) that read the model: how many tabs, each
/// flow once and without tabs of its own, a tab bar never pushed, and a tabs flow's handlers, which
/// have tabs rather than a stack; `select tab` and the one tab bar above it. (A tabs flow's screens
/// and `start:`, and a `select tab` that names a screen, are reported where the spec is read, in
/// `FlowBuilder`.)
enum TabRules {
    static func check(_ model: FlowModel, scope: ValidationScope = .all, diagnostics: inout Diagnostics) {
        for flow in model.flows where scope.includes(flow) {
            UsageAnalysis.forEachAction(of: flow) { action in
                guard action.kind == .push, let target = action.target, target.kind == .flow,
                    model.flow(named: target.name)?.hasTabs == true
                else { return }
                reportPushed(target.name, at: action.location, &diagnostics)
            }
            if flow.usage.isPushed {
                for target in flow.start.targets
                where target.kind == .flow && model.flow(named: target.name)?.hasTabs == true {
                    reportPushed(target.name, at: flow.start.locations[target.name] ?? target.location, &diagnostics)
                }
            }
            checkSelectTab(in: flow, model: model, &diagnostics)
            guard let tabsLocation = flow.tabsLocation else { continue }
            checkTabs(of: flow, in: model, at: tabsLocation, &diagnostics)
            for handler in flow.childHandlers {
                for action in (handler.onFinish?.allActions ?? []) + (handler.onCancel?.allActions ?? [])
                where action.kind.changesTheStack || action.kind == .send {
                    diagnostics.error(noStack(flow.name, action.kind), at: action.location)
                }
            }
        }
    }

    private static func checkTabs(
        of flow: Flow, in model: FlowModel, at tabsLocation: SourceLocation, _ diagnostics: inout Diagnostics
    ) {
        let count = flow.tabs.count
        if count < 2 {
            diagnostics.error(
                "'## Tabs' needs at least two tabs, one '### FlowName' each; it lists \(count)", at: tabsLocation)
        }
        if count > 5 {
            diagnostics.error(
                "'## Tabs' lists \(count) tabs, but UIKit moves tabs past the fifth into a More list that has no"
                    + " stack of its own; keep five or fewer", at: flow.tabs[5].location)
        }
        var first: [String: SourceLocation] = [:]
        for tab in flow.tabs {
            if let earlier = first[tab.flow] {
                diagnostics.error(
                    "\(tab.flow) is already a tab of \(flow.name); each flow is one tab", at: tab.location,
                    notes: [.init(message: "first tab here", location: earlier)])
                continue
            }
            first[tab.flow] = tab.location
            if model.flow(named: tab.flow)?.hasTabs == true {
                diagnostics.error(
                    "a tab bar cannot hold another tab bar: \(tab.flow) has '## Tabs' itself", at: tab.location)
            } else if let inner = tabsFlowStarted(by: tab.flow, in: model), inner != flow.name {
                diagnostics.error(
                    "a tab bar cannot hold another tab bar: \(tab.flow) starts with \(inner), which has '## Tabs'",
                    at: tab.location)
            }
        }
    }

    /// The first tabs flow that `name` starts with through `start:` (single or `one of`), if any: its
    /// tab bar would fill the tab. Each flow is visited once. (A tab that starts its own tabs flow again
    /// is a cycle, reported as one, so the caller skips it.)
    private static func tabsFlowStarted(by name: String, in model: FlowModel) -> String? {
        var seen: Set<String> = [name]
        var queue = [name]
        while !queue.isEmpty {
            let current = queue.removeFirst()
            for target in model.flow(named: current)?.start.targets ?? [] where target.kind == .flow {
                if model.flow(named: target.name)?.hasTabs == true { return target.name }
                if seen.insert(target.name).inserted { queue.append(target.name) }
            }
        }
        return nil
    }

    /// `select tab X`: under exactly one tab bar (the flow's own, for a tabs flow), and X one of its tabs.
    private static func checkSelectTab(in flow: Flow, model: FlowModel, _ diagnostics: inout Diagnostics) {
        var selections: [Action] = []
        UsageAnalysis.forEachAction(of: flow) { action in
            if action.kind == .selectTab { selections.append(action) }
        }
        guard !selections.isEmpty else { return }
        let bars = flow.hasTabs ? [flow.name] : flow.usage.tabBars
        guard bars.count == 1, let tabBar = model.flow(named: bars[0]) else {
            let problem =
                bars.isEmpty
                ? "'select tab' needs a tab bar, but \(flow.name) runs outside one (\(outsideReason(flow, model)))"
                : "'select tab' is ambiguous in \(flow.name): it runs under \(ListPhrase.and(bars)), which have"
                    + " different tabs"
            for action in selections { diagnostics.error(problem, at: action.location) }
            return
        }
        let tabs = tabBar.tabs.map(\.flow)
        for action in selections {
            guard let tab = action.target, !tabs.contains(tab.name) else { continue }
            diagnostics.error(
                "'select tab \(tab.name)': \(tab.name) is not a tab of \(tabBar.name); its tabs are"
                    + " \(ListPhrase.and(tabs))", at: tab.location)
        }
    }

    /// Why a flow has no tab bar above it on some way it starts: the app starts it, or a parent runs
    /// outside one.
    private static func outsideReason(_ flow: Flow, _ model: FlowModel) -> String {
        if flow.usage.isRoot { return "the app starts it" }
        let usage = flow.usage
        let parents = Set(usage.pushedBy + usage.presentedBy + usage.rootedBy + usage.startedAsStartBy).sorted()
        let outsideParent = parents.first { name in
            guard let parent = model.flow(named: name) else { return false }
            return !parent.hasTabs && parent.usage.tabBars.isEmpty
        }
        return "\(outsideParent ?? parents.first ?? flow.name) starts it, outside a tab bar"
    }

    /// What a tabs flow's handler cannot do: it has tabs, not a stack. (`pop to` and `send` name a
    /// screen, which a tabs flow does not have: `FlowBuilder` reports them with this message.)
    static func noStack(_ flow: String, _ verb: ActionVerb) -> String {
        "\(flow) shows tabs, not a navigation stack, so it cannot '\(verb.spelling)'; a tabs flow may select tab,"
            + " present, dismiss, store, finish, cancel and restart"
    }

    private static func reportPushed(_ flow: String, at location: SourceLocation, _ diagnostics: inout Diagnostics) {
        diagnostics.error(
            "\(flow) shows a tab bar, so it cannot be pushed onto a navigation stack; use 'root \(flow)' or"
                + " 'present \(flow)'", at: location)
    }
}
