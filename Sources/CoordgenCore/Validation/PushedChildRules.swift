/// A pushed child flow's screens stay on the parent's stack when it ends: the parent's handler must
/// remove as many as the child can leave, or they stay behind with events that do nothing.
///
/// A handler's actions run as written, in order (`store phone, pop to root, push SignUp` relies on
/// it), so nothing is popped for the handler. The rule compares the deepest stack the child can end
/// with (`StackDepthAnalysis`, its first screen counting as one) with what the handler removes:
/// `pop` removes one screen (or a screen the handler itself pushed), `pop to root` and `root`
/// remove them all, and `finish`, `cancel` or `restart` end the parent, which then takes its whole
/// stack with it. `push` puts a screen on top of what is left; `present` and `dismiss` do not
/// touch the stack. A child with no handler for an ending is popped back automatically, and a
/// handler that does none of these is reported by `ReachabilityRules`.
///
/// After an edit, `scope` brings the stack depths worked out from the last run's, and names the
/// parents whose findings can differ from that run's, which had none (`ValidationScope`).
enum PushedChildRules {
    static func check(_ model: FlowModel, scope: ValidationScope = .all, diagnostics: inout Diagnostics) {
        let analysis = scope.stackDepths ?? StackDepthAnalysis(model: model)
        for flow in model.flows
        where !flow.childHandlers.isEmpty && (scope.pushedChildParents?.contains(flow.name) ?? true) {
            let starts = UsageAnalysis.childStarts(of: flow)
            for handler in flow.childHandlers {
                // Only children that are always pushed: a presented child's screens are in its sheet.
                guard let childStarts = starts[handler.flow], childStarts.allSatisfy({ $0.kind == .push }) else {
                    continue
                }
                for (outcome, name, list) in [
                    (StackDepthAnalysis.Outcome.finish, "finish", handler.onFinish),
                    (.cancel, "cancel", handler.onCancel),
                ] {
                    guard let list, let ending = analysis.ending(of: handler.flow, outcome) else { continue }
                    for (actions, location) in list.locatedActionLists {
                        check(
                            actions, at: location, outcome: name, child: handler.flow, ending: ending,
                            diagnostics: &diagnostics)
                    }
                }
            }
        }
    }

    private static func check(
        _ actions: [Action], at location: SourceLocation, outcome: String, child: String,
        ending: StackDepthAnalysis.Ending, diagnostics: inout Diagnostics
    ) {
        let stackActions: Set<ActionVerb> = [.pop, .popToRoot, .popTo, .root, .push, .present]
        guard actions.contains(where: { stackActions.contains($0.kind) || $0.isTerminal }) else { return }
        var removed = 0
        var pushedOnTop = 0
        for action in actions {
            switch action.kind {
            // `pop to` goes back to a screen of this flow, below the child: its screens all go.
            case .popToRoot, .popTo, .root, .finish, .cancel, .restart: return
            case .pop:
                if pushedOnTop > 0 { pushedOnTop -= 1 } else { removed += 1 }
            case .push: pushedOnTop += 1
            case .present, .dismiss, .store, .send, .selectTab: continue
            }
        }
        let removes = removed == 0 ? "removes none of them" : "removes only \(removed)"
        guard let depth = ending.depth else {
            diagnostics.warning(
                "\(child) can end with '\(outcome)' any number of screens deep (its pushes can repeat:"
                    + " \(ending.path.joined(separator: " → ")) → …), but this handler \(removes): its screens would"
                    + " stay on the stack with events that do nothing; use 'pop to root'", at: location)
            return
        }
        guard depth > removed else { return }
        let left = ending.path.prefix(depth - removed).map { "'\($0)'" }
        let leftText = ListPhrase.and(left)
        let pops = depth <= 4 ? " or '\(Array(repeating: "pop", count: depth).joined(separator: ", "))'" : ""
        let screens = depth == 1 ? "1 screen" : "\(depth) screens"
        diagnostics.warning(
            "\(child) can end with '\(outcome)' \(screens) deep (\(ending.path.joined(separator: " → "))), but this"
                + " handler \(removes): \(leftText) would stay on the stack with events that do nothing;"
                + " use 'pop to root'\(pops)", at: location)
    }
}
