/// Spec names that the types every style shares (module protocols, scaffolds, start enums) cannot
/// take, checked whatever the style.
enum SharedTypeRules {
    static func check(_ model: FlowModel, scope: ValidationScope = .all, diagnostics: inout Diagnostics) {
        // Screens and events read in place: bound (`for screen in …`) each was copied whole.
        for flow in model.flows where scope.includes(flow) {
            for screen in flow.screens.indices {
                let hasInputs = !flow.screens[screen].inputs.isEmpty
                let events = flow.screens[screen].events
                for event in events.indices {
                    let name = events[event].name
                    if hasInputs, name == "input" || name == "Input" {
                        diagnostics.error(
                            "event '\(name)' clashes with 'input' and 'Input' of the screen's view controller"
                                + " scaffold; rename the event", at: events[event].location)
                    }
                    for parameter in events[event].parameters where isVoid(parameter.type) {
                        reportVoid(parameter, as: "event parameter", &diagnostics)
                    }
                }
            }
            checkStartCases(flow, diagnostics: &diagnostics)
        }
    }

    /// `Void` or `()`: Swift 6 refuses `(Void) -> Void` as a closure type.
    static func isVoid(_ type: String) -> Bool {
        type == "Void" || type == "()" || type == "Swift.Void"
    }

    static func reportVoid(_ value: Value, as what: String, _ diagnostics: inout Diagnostics) {
        diagnostics.error(
            "\(what) '\(value.name)' has type \(value.type), which Swift does not allow as a closure's parameter;"
                + " leave it out", at: value.location)
    }

    /// `start: one of URLList, UrlList` would give two enum cases `urlList`.
    private static func checkStartCases(_ flow: Flow, diagnostics: inout Diagnostics) {
        guard flow.start.isOneOf else { return }
        var seen: [String: String] = [:]
        for target in flow.start.targets {
            if let other = seen[target.caseName] {
                let location = flow.start.locations[target.name] ?? flow.location
                diagnostics.error(
                    "'\(target.name)' and '\(other)' both become the case '\(target.caseName)' of"
                        + " \(flow.names.startEnum); rename one", at: location)
            }
            seen[target.caseName] = target.name
        }
    }
}
