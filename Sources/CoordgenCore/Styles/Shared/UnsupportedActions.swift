/// Refuses the actions of spec format 1.1 that a style cannot generate yet (`pop to`, `send`, `root` paths),
/// each at its verb, naming the style: the spec is valid, and the coordinator style generates it.
struct UnsupportedActions {
    let style: String

    func check(_ model: FlowModel, scope: ValidationScope, diagnostics: inout Diagnostics) {
        for flow in model.flows where scope.includes(flow) {
            UsageAnalysis.forEachAction(of: flow) { action in
                if action.kind == .popTo || action.kind == .send {
                    diagnostics.error(
                        "style '\(style)' does not support '\(action.kind.spelling)' yet", at: action.location)
                }
                if !action.path.isEmpty {
                    diagnostics.error(
                        "style '\(style)' does not support 'root' paths ('root A > B') yet", at: action.location)
                }
            }
        }
    }
}
