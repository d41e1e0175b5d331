/// The rules of `kind: alert` (spec format 1.1, section 7): an alert is only presented and never
/// the start, and its buttons follow the rules of the screen it is shown over, not those of a
/// presented screen (it closes itself before they run).
enum AlertRules {
    static func check(_ model: FlowModel, scope: ValidationScope = .all, diagnostics: inout Diagnostics) {
        for flow in model.flows where scope.includes(flow) {
            let alerts = Set(flow.screens.lazy.filter { $0.kind == .alert }.map(\.name))
            guard !alerts.isEmpty else { continue }
            for target in flow.start.targets where target.kind == .screen && alerts.contains(target.name) {
                diagnostics.error(
                    "screen '\(target.name)' is an alert, so it cannot be the start of \(flow.name)",
                    at: flow.start.locations[target.name] ?? target.location)
            }
            UsageAnalysis.forEachAction(of: flow) { action in
                guard action.kind == .push || action.kind == .root else { return }
                if let target = action.target, target.kind == .screen, alerts.contains(target.name) {
                    reportNotPresented(target.name, verb: action.kind.spelling, at: action.location, &diagnostics)
                }
                for step in action.path where alerts.contains(step.name) {
                    reportNotPresented(step.name, verb: "root", at: step.location, &diagnostics)
                }
            }
            checkButtonsOverPresentedScreens(flow, alerts: alerts, &diagnostics)
        }
    }

    private static func reportNotPresented(
        _ alert: String, verb: String, at location: SourceLocation, _ diagnostics: inout Diagnostics
    ) {
        diagnostics.error(
            "screen '\(alert)' is an alert, so it can only be presented; '\(verb)' cannot show it", at: location)
    }

    /// An alert shown over a presented screen has that screen's sheet under it, with no stack to
    /// change; so does an alert that such an alert's button presents, and so on.
    private static func checkButtonsOverPresentedScreens(
        _ flow: Flow, alerts: Set<String>, _ diagnostics: inout Diagnostics
    ) {
        var checked = Set<String>()
        for presenter in flow.screens where presenter.isPresented && presenter.kind != .alert {
            var pending = presentedAlerts(by: presenter, among: alerts)
            while let name = pending.popLast() {
                guard checked.insert(name).inserted, let alert = flow.screen(named: name) else { continue }
                for button in alert.events {
                    for stackAction in button.allActions where stackAction.kind.changesTheStack {
                        diagnostics.error(
                            "alert '\(name)' is shown over presented screen '\(presenter.name)', so"
                                + " '\(button.name)' cannot '\(stackAction.kind.spelling)'; a presented screen"
                                + " may dismiss, present, store, send, finish or cancel",
                            at: stackAction.location)
                    }
                }
                pending += presentedAlerts(by: alert, among: alerts)
            }
        }
    }

    /// The alerts the events of `screen` present.
    private static func presentedAlerts(by screen: Screen, among alerts: Set<String>) -> [String] {
        screen.events.flatMap(\.allActions).compactMap { action in
            guard action.kind == .present, let name = action.target?.name, alerts.contains(name) else { return nil }
            return name
        }
    }
}
