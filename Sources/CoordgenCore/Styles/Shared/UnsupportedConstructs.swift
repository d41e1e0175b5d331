/// Refuses what spec format 1.1 adds that a style cannot generate yet (`pop to`, `send`, `root` paths,
/// the screen settings, tabs, `select tab` and links), each where it is written, naming the style: the spec is valid, and the
/// coordinator style generates it. The other styles' builders read `Event.actions` and
/// `Handler.actions` alone: they rely on this check having refused branches first.
struct UnsupportedConstructs {
    let style: String

    func check(_ model: FlowModel, scope: ValidationScope, diagnostics: inout Diagnostics) {
        for flow in model.flows where scope.includes(flow) {
            UsageAnalysis.forEachAction(of: flow) { action in
                if action.namesAShownScreen || action.kind == .selectTab {
                    report("'\(action.kind.spelling)'", at: action.location, &diagnostics)
                }
                if !action.path.isEmpty {
                    report("'root' paths ('root A > B')", at: action.location, &diagnostics)
                }
            }
            if let tabs = flow.tabsLocation {
                report("'## Tabs'", at: tabs, &diagnostics)
            }
            if let links = flow.linksLocation {
                report("'## Links'", at: links, &diagnostics)
            }
            let branchGroups =
                flow.screens.flatMap { $0.events.map(\.branches) }
                + flow.childHandlers.flatMap { [$0.onFinish?.branches ?? [], $0.onCancel?.branches ?? []] }
            for branches in branchGroups {
                if let first = branches.first {
                    report(
                        "branches ('with', 'without', 'when … is', 'otherwise')", at: first.condition.location,
                        &diagnostics)
                }
            }
            for screen in flow.screens {
                if screen.kind != .module, let key = screen.settingLocations[ScreenSettingKey.kind.rawValue] {
                    report("'kind: \(screen.kind.rawValue)'", at: key, &diagnostics)
                }
                if screen.hidesTabBar, let key = screen.settingLocations[ScreenSettingKey.tabBar.rawValue] {
                    report("'tab bar: hidden'", at: key, &diagnostics)
                }
            }
        }
    }

    private func report(_ construct: String, at location: SourceLocation, _ diagnostics: inout Diagnostics) {
        diagnostics.error("style '\(style)' does not support \(construct) yet", at: location)
    }
}
