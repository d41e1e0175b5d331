/// Rules on action lists: order, what presented screens and pushed flows may do, self-starts,
/// and the screens `pop to` and `root` paths name (`PopToAndSendRules`).
enum ActionRules {
    static func check(_ model: FlowModel, scope: ValidationScope = .all, diagnostics: inout Diagnostics) {
        for flow in model.flows where scope.includes(flow) {
            // Read in place: bound (`for screen in …`), each screen and event was copied whole.
            for screen in flow.screens.indices {
                for event in flow.screens[screen].events.indices {
                    for list in flow.screens[screen].events[event].actionLists {
                        checkOrder(list, diagnostics: &diagnostics)
                    }
                    // An alert closes itself before its buttons' actions run (`AlertRules`).
                    if flow.screens[screen].isPresented, flow.screens[screen].kind != .alert {
                        checkPresentedScreen(
                            flow.screens[screen], event: flow.screens[screen].events[event], diagnostics: &diagnostics)
                    }
                }
            }
            for handler in flow.childHandlers {
                // Each branch is an action list of its own.
                for list in (handler.onFinish?.actionLists ?? []) + (handler.onCancel?.actionLists ?? []) {
                    checkOrder(list, diagnostics: &diagnostics)
                }
            }
            PopToAndSendRules.check(flow, diagnostics: &diagnostics)
            let actions = UsageAnalysis.allActions(of: flow)
            for action in actions where action.target?.kind == .flow && action.target?.name == flow.name {
                diagnostics.error(
                    "\(flow.name) cannot \(action.kind.rawValue) itself", at: action.location)
            }
            if flow.usage.isPushed {
                checkPushedFlow(flow, actions: actions, model: model, diagnostics: &diagnostics)
            }
        }
    }

    /// `finish`, `cancel` and `restart` end the list: anything after them would never run.
    private static func checkOrder(_ actions: [Action], diagnostics: inout Diagnostics) {
        guard let terminal = actions.firstIndex(where: \.isTerminal), terminal < actions.count - 1 else { return }
        let ending = actions[terminal]
        let next = actions[terminal + 1]
        diagnostics.error(
            "'\(next.kind.spelling)' comes after '\(ending.kind.rawValue)', which ends the action list;"
                + " move '\(ending.kind.rawValue)' last", at: next.location)
    }

    /// A presented screen sits alone in its sheet, with no stack to change.
    private static func checkPresentedScreen(_ screen: Screen, event: Event, diagnostics: inout Diagnostics) {
        for action in event.allActions {
            switch action.kind {
            case .push, .pop, .popToRoot, .popTo, .root:
                diagnostics.error(
                    "screen '\(screen.name)' is presented, so '\(event.name)' cannot '\(action.kind.spelling)';"
                        + " a presented screen may dismiss, present, store, finish or cancel"
                        + " (present a flow to get a navigation stack in the sheet)", at: action.location)
            case .present, .dismiss, .store, .send, .selectTab, .finish, .cancel, .restart:
                break
            }
        }
    }

    /// A pushed flow shares its parent's stack: replacing the stack or restarting would remove the parent's screens.
    private static func checkPushedFlow(
        _ flow: Flow, actions: [Action], model: FlowModel, diagnostics: inout Diagnostics
    ) {
        // A flow that pushes itself is reported on its own; it is not its own parent here.
        // Only parents that put it on a shared stack: those that push it, or start it while pushed themselves.
        let pushedStarters = flow.usage.startedAsStartBy.filter { model.flow(named: $0)?.usage.isPushed == true }
        let parents = Set(flow.usage.pushedBy + pushedStarters).filter { $0 != flow.name }.sorted()
        let by = parents.isEmpty ? "" : " (by \(parents.joined(separator: ", ")))"
        for action in actions where action.kind == .root || action.kind == .restart {
            diagnostics.error(
                "\(flow.name) is pushed onto its parent's navigation stack\(by), so it cannot"
                    + " '\(action.kind.rawValue)'; present it instead, or remove the '\(action.kind.rawValue)'",
                at: action.location)
        }
    }
}
