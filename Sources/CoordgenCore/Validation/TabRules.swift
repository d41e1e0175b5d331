/// The rules of `## Tabs` (spec format 1.1, section 3) that read the model: how many tabs, each
/// flow once and without tabs of its own, a tab bar never pushed, and a tabs flow's handlers, which
/// have tabs rather than a stack. (A tabs flow's screens and `start:` are reported where the spec is
/// read, in `FlowBuilder`; `select tab` is not generated yet.)
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
            guard let tabsLocation = flow.tabsLocation else { continue }
            diagnostics.error("coordgen does not generate '## Tabs' yet (spec format 1.1)", at: tabsLocation)
            checkTabs(of: flow, in: model, at: tabsLocation, &diagnostics)
            for handler in flow.childHandlers {
                for action in (handler.onFinish?.allActions ?? []) + (handler.onCancel?.allActions ?? [])
                where action.kind.changesTheStack || action.kind == .send {
                    diagnostics.error(
                        "\(flow.name) shows tabs, not a navigation stack, so it cannot '\(action.kind.spelling)';"
                            + " a tabs flow may select tab, present, dismiss, store, finish, cancel and restart",
                        at: action.location)
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
            }
        }
    }

    private static func reportPushed(_ flow: String, at location: SourceLocation, _ diagnostics: inout Diagnostics) {
        diagnostics.error(
            "\(flow) shows a tab bar, so it cannot be pushed onto a navigation stack; use 'root \(flow)' or"
                + " 'present \(flow)'", at: location)
    }
}
