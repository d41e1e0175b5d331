/// Refuses the actions a style cannot generate yet, each at its verb, naming the style: the spec is
/// valid, and another style (`coordinator`) generates it.
struct UnsupportedActions {
    let style: String
    let verbs: Set<ActionVerb>

    func check(_ model: FlowModel, scope: ValidationScope, diagnostics: inout Diagnostics) {
        for flow in model.flows where scope.includes(flow) {
            UsageAnalysis.forEachAction(of: flow) { action in
                guard verbs.contains(action.kind) else { return }
                diagnostics.error(
                    "style '\(style)' does not support '\(action.kind.spelling)' yet", at: action.location)
            }
        }
    }
}
