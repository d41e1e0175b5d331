/// A child flow that a flow with screens starts as its start (`start: XFlow`) or with `root XFlow`
/// sits at the bottom of the stack: with flow controllers there is no screen below it to pop back
/// to, so ending it cannot take it away. The parent's `## Flows` entry must then say what replaces
/// or ends it for every way the child can end: `root …`, `restart`, `finish` or `cancel`.
enum StackBottomRules {
    static func check(_ model: FlowModel, scope: ValidationScope = .all, diagnostics: inout Diagnostics) {
        for flow in model.flows where !flow.screens.isEmpty && scope.includes(flow) {
            let plan = ShowPlan(flow: flow)
            for childName in flow.usage.children {
                let ways = plan.ways(of: childName)
                guard ways.contains(.first) || ways.contains(.root), let child = model.flow(named: childName) else {
                    continue
                }
                let handler = flow.handler(for: childName)
                var outcomes: [(name: String, handler: Handler?)] = [("finish", handler?.onFinish)]
                if child.usage.usesCancel { outcomes.append(("cancel", handler?.onCancel)) }
                for (outcome, list) in outcomes where !(list?.allActions.contains(where: replacesTheChild) ?? false) {
                    let location =
                        list?.location ?? handler?.location ?? flow.start.locations[childName]
                        ?? rootAction(of: childName, in: plan)?.location ?? flow.location
                    diagnostics.error(
                        "with style flow-controller, \(childName) is the bottom of \(flow.name)'s stack, so nothing"
                            + " is below it to go back to when it ends; add '- on \(outcome) → …' under"
                            + " '### \(childName)' in '## Flows' with 'root …', 'restart', 'finish' or 'cancel'",
                        at: location)
                }
            }
        }
    }

    private static func replacesTheChild(_ action: Action) -> Bool {
        switch action.kind {
        case .root, .restart, .finish, .cancel: true
        case .push, .present, .pop, .popToRoot, .popTo, .dismiss, .store, .send, .selectTab: false
        }
    }

    private static func rootAction(of child: String, in plan: ShowPlan) -> Action? {
        plan.liveActions.first { $0.kind == .root && $0.target?.name == child }
    }
}
