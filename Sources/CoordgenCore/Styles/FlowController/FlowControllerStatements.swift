/// Turns a flow's actions into the statements of a generated flow controller: the closures its
/// `wire…` methods assign to screen events, its `start()`, and its delegate methods for child flows.
///
/// Statements call only `FlowController`'s own actions (`pushScreen`, `presentFlow`, `endChild`, …)
/// with the module or child that a `wire…` method makes. Event closures capture `self` weakly: a
/// closure with one call goes through `self?`; a longer one starts with `guard let self else
/// { return }` and uses `self` implicitly (explicitly only where a parameter shadows a member).
struct FlowControllerStatements {
    let flow: Flow
    let plan: ShowPlan
    /// Whether the flow, or a child flow it runs (at any depth), can present something: its endings
    /// then dismiss what is up first.
    let canPresent: Bool
    /// The flows of the spec set with screens, by name: a start flow is embedded in a flow without.
    let flowsWithScreens: Set<String>

    /// The members of the generated flow controller that statements can use, which a parameter of
    /// the same name would shadow.
    private var memberNames: Set<String> {
        var names = FlowControllerNameRules.flowControllerMembers
        names.formUnion(flow.inputs.map(\.name))
        names.formUnion(flow.screens.map(\.names.wire))
        names.formUnion(flow.usage.children.map { FlowNames(flowName: $0).wireFlow })
        return names
    }

    // MARK: Values and targets

    private func arguments(_ bindings: [Binding], owner: String) -> [String] {
        bindings.map { "\(SwiftIdentifier.label($0.name)): \($0.swiftExpression(owner: owner))" }
    }

    /// Where a child flow started `way` shows its screens.
    private func childPlacement(_ way: ShowWay) -> String {
        switch way {
        case .push: ".pushed"
        case .present: ".root"
        case .first, .root: flowsWithScreens.contains(flow.name) ? ".pushed" : "placement"
        }
    }

    /// Shows a target one way: `pushScreen(wireItemDetail(item: item))`,
    /// `presentFlow(wireSettingsFlow(placement: .root))`.
    func show(_ target: Target, _ way: ShowWay, owner: String) -> String {
        let arguments = arguments(target.arguments, owner: owner)
        guard target.kind == .flow else {
            let module = "\(owner)wire\(target.name)(\(arguments.joined(separator: ", ")))"
            switch way {
            case .first, .root: return "\(owner)setRootScreen(\(module))"
            case .push: return "\(owner)pushScreen(\(module))"
            case .present: return "\(owner)presentScreen(\(module))"
            }
        }
        let child =
            "\(owner)\(FlowNames(flowName: target.name).wireFlow)("
            + (["placement: \(childPlacement(way) == "placement" ? owner + "placement" : childPlacement(way))"]
            + arguments).joined(separator: ", ") + ")"
        switch way {
        case .first, .root:
            return flowsWithScreens.contains(flow.name)
                ? "\(owner)setRootFlow(\(child))" : "\(owner)embedFlow(\(child))"
        case .push: return "\(owner)pushFlow(\(child))"
        case .present: return "\(owner)presentFlow(\(child))"
        }
    }

    /// The statement of an action that does not end the flow. `takesChildAway` marks the action
    /// of a handler that removes the ended child: a `dismiss` then becomes `endChild(flowController)`.
    func statement(_ action: Action, owner: String, takesChildAway: Bool = false) -> String? {
        if let way = ShowWay(action.kind) {
            return action.target.map { show($0, way, owner: owner) }
        }
        switch action.kind {
        case .pop: return "\(owner)popScreen()"
        case .popToRoot: return "\(owner)popToRootScreen()"
        case .dismiss: return takesChildAway ? "\(owner)endChild(flowController)" : "\(owner)dismissPresented()"
        case .store:
            guard let store = action.store else { return nil }
            return "\(owner)storage.\(SwiftIdentifier.escaped(store.name)) = \(store.swiftExpression(owner: owner))"
        case .restart: return "\(owner)restart()"
        // `pop to`, `send` and `select tab` are refused for this style, and so are `root` paths
        // (`UnsupportedConstructs`).
        case .push, .present, .root, .popTo, .send, .selectTab, .finish, .cancel: return nil
        }
    }

    /// `dismissPresentations()` when something can be up, then the report to the delegate.
    private func ending(_ action: Action, owner: String) -> [String] {
        var lines = canPresent ? ["\(owner)dismissPresentations()"] : []
        let names = flow.names
        if action.kind == .cancel {
            lines.append("\(owner)delegate?.\(names.didCancelMethod)(self)")
        } else if let result = action.result, !result.isEmpty {
            let values = result.map { $0.swiftExpression(owner: owner) }
            let first = ["self", "didFinishWith: " + values[0]]
            let rest = zip(result.dropFirst(), values.dropFirst()).map { "\(SwiftIdentifier.label($0.name)): \($1)" }
            lines.append("\(owner)delegate?.\(names.didFinishWithMethod)(\((first + rest).joined(separator: ", ")))")
        } else {
            lines.append("\(owner)delegate?.\(names.didFinishMethod)(self)")
        }
        return lines
    }

    // MARK: Bodies

    /// The body of a screen event's closure; `parameters` are the names in scope that could shadow
    /// a member (the closure's parameters, and the screen's inputs around it).
    func eventBody(_ actions: [Action], parameters: [String]) -> [String] {
        if !ActionClosures.endsFlow(actions) {
            let withSelf = actions.compactMap { statement($0, owner: "self.") }
            if withSelf.count == 1, let only = withSelf.first, ActionClosures.mentionsSelfOnce(only) {
                return ["self?." + only.dropFirst("self.".count)]
            }
        }
        return ["guard let self else { return }"] + statements(actions, owner: owner(parameters, for: actions))
    }

    /// The body of the delegate method for a child's ending: the child taken away where the spec
    /// takes it away (or first), then the actions in order. Only a running child is acted on, so
    /// an ending reported twice runs the actions once.
    func handlerBody(_ actions: [Action], child: String, parameters: [String]) -> [String] {
        guard !actions.isEmpty else { return ["endChild(flowController)"] }
        let owner = owner(parameters, for: actions)
        let removal = removalIndex(of: actions, child: child)
        var lines = ["guard \(owner)childFlowControllers.contains(where: { $0 === flowController }) else { return }"]
        if removal == nil {
            lines.append("\(owner)endChild(flowController)")
        }
        for (index, action) in actions.enumerated() {
            if action.kind == .finish || action.kind == .cancel {
                lines += ending(action, owner: owner)
            } else if let line = statement(action, owner: owner, takesChildAway: index == removal) {
                lines.append(line)
            }
        }
        return lines
    }

    /// `start()`: the start target, or a switch over `decideStart()`.
    func startLines() -> [String] {
        guard flow.start.isOneOf else {
            return flow.start.targets.map { show($0, .first, owner: "") }
        }
        var lines = ["switch decideStart() {"]
        for target in flow.start.targets {
            lines.append("case .\(SwiftIdentifier.escaped(target.caseName)):")
            lines.append("    " + show(target, .first, owner: ""))
        }
        lines.append("}")
        return lines
    }

    private func statements(_ actions: [Action], owner: String) -> [String] {
        actions.flatMap { action -> [String] in
            if action.kind == .finish || action.kind == .cancel {
                return ending(action, owner: owner)
            }
            return statement(action, owner: owner).map { [$0] } ?? []
        }
    }

    /// `self.` when a parameter shadows a member the statements use, else implicit `self`.
    private func owner(_ parameters: [String], for actions: [Action]) -> String {
        let shadowed = Set(parameters).intersection(memberNames)
        guard !shadowed.isEmpty else { return "" }
        let statements = actions.flatMap { action -> [String] in
            action.kind == .finish || action.kind == .cancel
                ? ending(action, owner: "self.") : [statement(action, owner: "self.") ?? ""]
        }
        let used = statements.flatMap { $0.matches(of: /self\.(\w+)/).map { String($0.1) } }
        return used.contains(where: shadowed.contains) ? "self." : ""
    }

    /// The index of the action that takes the ended child away, when it is the same however this
    /// flow started the child: `dismiss` (presented), `pop to root` or `root …` (pushed), `root …`
    /// (the bottom of the stack or embedded), and `restart` (any). A child at the bottom of a stack
    /// stays where it is when ended (`endChild` leaves it), so there the parent's own `finish` or
    /// `cancel` takes it away too, with the parent.
    private func removalIndex(of actions: [Action], child: String) -> Int? {
        let isStackBottom = flowsWithScreens.contains(flow.name)
        let indices = plan.ways(of: child).map { way -> Int? in
            actions.firstIndex { action in
                switch (action.kind, way) {
                case (.restart, _), (.dismiss, .present), (.popToRoot, .push), (.root, .push), (.root, .first),
                    (.root, .root):
                    true
                case (.finish, .first), (.finish, .root), (.cancel, .first), (.cancel, .root):
                    isStackBottom
                case (.push, _), (.present, _), (.pop, _), (.store, _), (.finish, _), (.cancel, _), (.dismiss, _),
                    (.popToRoot, _), (.popTo, _), (.send, _), (.selectTab, _), (.root, .present):
                    false
                }
            }
        }
        guard let first = indices.first, let index = first, indices.allSatisfy({ $0 == index }) else { return nil }
        return index
    }

}
