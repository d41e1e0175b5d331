/// What the screen settings of spec format 1.1 (`kind: external`, `tab bar: hidden`) cannot be
/// used with.
enum ScreenSettingRules {
    static func check(_ model: FlowModel, scope: ValidationScope = .all, diagnostics: inout Diagnostics) {
        for flow in model.flows where scope.includes(flow) {
            // Only the few screens with a setting are read whole.
            for index in flow.screens.indices where !flow.screens[index].settingLocations.isEmpty {
                let screen = flow.screens[index]
                if screen.hidesTabBar, let key = screen.settingLocations[ScreenSettingKey.tabBar.rawValue] {
                    checkHiddenTabBar(screen, in: flow, at: key, &diagnostics)
                }
                guard screen.kind == .external else { continue }
                for event in screen.events {
                    diagnostics.error(
                        "screen '\(screen.name)' is external (the app makes it), so it has no events; to report"
                            + " events, make it a screen of your own", at: event.location)
                }
            }
        }
    }

    private static func checkHiddenTabBar(
        _ screen: Screen, in flow: Flow, at key: SourceLocation, _ diagnostics: inout Diagnostics
    ) {
        if !flow.usage.runsBelowATabBar {
            diagnostics.warning(
                "screen '\(screen.name)' hides the tab bar, but \(flow.name) never runs inside a tab bar;"
                    + " 'tab bar: hidden' has no effect", at: key)
        }
        guard !screen.isPushed, !(screen.isStart && flow.usage.isPushed) else { return }
        diagnostics.warning(
            "screen '\(screen.name)' is never pushed, and 'tab bar: hidden' only applies to pushed screens", at: key)
    }
}
