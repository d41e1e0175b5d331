import Foundation

/// Turns action lists into the Swift statements of the closures a coordinator assigns.
///
/// Closures capture `self` weakly. A closure with one statement calls through `self?`; a longer
/// one starts with `guard let self else { return }` and then uses `self` implicitly (explicitly
/// only when a closure parameter shadows a member of the coordinator).
///
/// A closure that ends the flow (`finish`, `cancel`) never holds the coordinator while it calls
/// its output: the parent releases the coordinator there, before running its own actions, and
/// the contract promises it is deallocated by then. Such a closure takes the output, tears the
/// flow down, and then calls the output (`let finishFlow = self?.finishFlow`, `self?.tearDownFlow()`,
/// `finishFlow?()`).
struct ActionTranslator {
    let flow: Flow
    let plan: ShowPlan
    /// For the handler of a tab's flow (`## Tabs`): the method that starts the tab's flow again,
    /// called after the actions of every branch that neither ends nor restarts the tabs flow.
    var tabRestart: String?

    /// The members of the generated coordinator that statements use, which a closure parameter of
    /// the same name would shadow. Worked out once: every closure of the flow asks.
    private let memberNames: Set<String>

    init(flow: Flow, plan: ShowPlan) {
        self.flow = flow
        self.plan = plan
        var names: Set<String> = [
            "router", "storage", "factory", "coordinatorFactory", "placement", "presentations", "start",
            "presentScreen", "showFirstScreen", "releaseChildFlow", "tearDownFlow", "dependencies",
            // `outputs: delegates`.
            "result", "flowListener", "childReturns",
        ]
        // A flow input is read as a member too: a parameter of the same name would hide it.
        names.formUnion(flow.inputs.map(\.name))
        for screen in flow.screens {
            names.insert(plan.showMethod(screen.name))
            names.insert(ShowPlan.prepareMethod(screen.name))
        }
        names.formUnion(plan.keptModuleScreens.map(ShowPlan.lastShownProperty))
        if flow.hasTabs {
            names.formUnion(["tabBar", "select", "selectedTab", "startedTabs", "tabWillAppear"])
            names.formUnion(flow.tabs.map { SwiftContextBuilder.tabRunMethod($0.flow) })
        }
        if flow.usage.forwardsTabSelection { names.insert("selectTab") }
        if plan.showsAlerts { names.insert(ShowPlan.presentedAlertProperty) }
        for child in flow.usage.children {
            for way in ShowWay.allCases { names.insert(plan.runMethod(child, way)) }
        }
        memberNames = names
    }

    /// `item: item, count: storage.count`
    func arguments(_ bindings: [Binding], owner: String) -> [String] {
        bindings.map { "\(SwiftIdentifier.label($0.name)): \($0.swiftExpression(owner: owner))" }
    }

    /// Shows a target one way: `showItemDetail(item: item)`, `router.push(prepareItemDetail(item: item))`
    /// or `runSettingsFlow()`.
    func show(_ target: Target, _ way: ShowWay, owner: String) -> String {
        let arguments = arguments(target.arguments, owner: owner).joined(separator: ", ")
        if target.kind == .flow {
            return "\(owner)\(plan.runMethod(target.name, way))(\(arguments))"
        }
        if plan.isShownOneWay(target.name) {
            return "\(owner)\(plan.showMethod(target.name))(\(arguments))"
        }
        let module = "\(owner)\(ShowPlan.prepareMethod(target.name))(\(arguments))"
        switch way {
        case .first: return owner + plan.showFirstScreen(module, screen: target.name)
        case .push: return owner + plan.push(module, screen: target.name)
        case .present: return "\(owner)presentScreen(\(module))"
        case .root: return "\(owner)router.setRootModule(\(module))"
        }
    }

    /// The statements of an action that does not end the flow: one, or one per screen of a `root`
    /// path (the first as the root, those in between pushed without animation, the last animated).
    func statements(of action: Action, owner: String) -> [String] {
        if let way = ShowWay(action.kind) {
            guard let target = action.target else { return [] }
            guard let last = action.path.last else { return [show(target, way, owner: owner)] }
            let between = action.path.dropLast().map { step in
                let values = arguments(step.arguments, owner: owner).joined(separator: ", ")
                return owner
                    + plan.push(
                        "\(owner)\(ShowPlan.prepareMethod(step.name))(\(values))", screen: step.name, animated: false)
            }
            return [show(target, way, owner: owner)] + between + [show(last, .push, owner: owner)]
        }
        switch action.kind {
        case .pop: return ["\(owner)router.popModule()"]
        case .popToRoot: return ["\(owner)router.popToRootModule()"]
        case .popTo:
            guard let target = action.target else { return [] }
            return ["\(owner)router.popToModule(\(owner)\(ShowPlan.lastShownProperty(target.name)), animated: true)"]
        case .dismiss: return ["\(owner)router.dismissModule()"]
        case .send:
            guard let target = action.target, let send = action.send else { return [] }
            let module = "\(owner)\(ShowPlan.lastShownProperty(target.name))"
            return ["\(module)?.receive(\(SwiftIdentifier.label(send.name)): \(send.swiftExpression(owner: owner)))"]
        case .store:
            guard let store = action.store else { return [] }
            return ["\(owner)storage.\(SwiftIdentifier.escaped(store.name)) = \(store.swiftExpression(owner: owner))"]
        case .selectTab:
            guard let tab = action.tab else { return [] }
            // The tabs flow selects its own tab; a flow below it asks through its output.
            let select = flow.hasTabs ? "select" : "selectTab?"
            return ["\(owner)\(select)(.\(SwiftIdentifier.escaped(NameDerivation.lowerCamelCase(tab))))"]
        case .restart: return ["\(owner)start()"]
        case .push, .present, .root, .finish, .cancel: return []
        }
    }

    /// The body of a screen event's closure; `parameters` are the names in scope that could shadow
    /// a member (the closure's parameters, and the parameters of the method around it).
    func eventBody(_ actions: [Action], parameters: [String]) -> [String] {
        if ActionClosures.endsFlow(actions) {
            return endingBody(actions, parameters: parameters)
        }
        let withSelf =
            actions.flatMap { statements(of: $0, owner: "self.") } + restartingTab(after: actions, owner: "self.")
        if withSelf.count == 1, let only = withSelf.first, ActionClosures.mentionsSelfOnce(only) {
            return ["self?." + only.dropFirst("self.".count)]
        }
        return ["guard let self else { return }"] + statements(actions[...], parameters: parameters)
            + restartingTab(after: actions, owner: owner(parameters))
    }

    /// The call that starts a tab's flow again after its handler's actions (see `tabRestart`), unless
    /// they restart the tabs flow (and with it every tab).
    func restartingTab(after actions: [Action], owner: String) -> [String] {
        guard let tabRestart, actions.last?.kind != .restart else { return [] }
        return ["\(owner)\(tabRestart)()"]
    }

    /// The body of a parent's handler for a child's ending. It acts only while the child is one of
    /// its children, so an ending reported twice runs the actions once. `parameters` as for events.
    func handlerBody(_ actions: [Action], parameters: [String]) -> [String] {
        if ActionClosures.endsFlow(actions) {
            return ["guard self?.releaseChildFlow(coordinator) ?? false else { return }"]
                + endingBody(actions, parameters: parameters)
        }
        let owner = self.owner(parameters)
        return ["guard let self, \(owner)releaseChildFlow(coordinator) else { return }"]
            + statements(actions[...], parameters: parameters) + restartingTab(after: actions, owner: owner)
    }

    /// The body of a route method or a listener case (`outputs: delegates`): a method of the
    /// coordinator, so `self` is strong. Ending the flow sets `result` (for `finish`), tears the flow
    /// down and tells the listener; the flow does not stop itself.
    func routeBody(_ actions: [Action], parameters: [String]) -> [String] {
        let owner = self.owner(parameters)
        var lines = actions.flatMap { statements(of: $0, owner: owner) }
        guard let ending = actions.last, ActionClosures.endsFlow(actions) else {
            return lines + restartingTab(after: actions, owner: owner)
        }
        if ending.kind == .finish, !flow.result.isEmpty {
            let arguments = arguments(ending.result ?? [], owner: owner).joined(separator: ", ")
            lines.append("\(owner)result = \(flow.names.baseName)Result(\(arguments))")
        }
        lines.append("\(owner)tearDownFlow()")
        let method = ending.kind == .finish ? "onFlowFinished" : "onFlowCancelled"
        lines.append("\(owner)flowListener?.\(method)(coordinator: self)")
        return lines
    }

    /// `self.` when a closure parameter shadows a member the statements use, else implicit `self`.
    func owner(_ parameters: [String]) -> String {
        parameters.contains(where: memberNames.contains) ? "self." : ""
    }

    private func statements(_ actions: ArraySlice<Action>, parameters: [String]) -> [String] {
        let owner = self.owner(parameters)
        return actions.flatMap { statements(of: $0, owner: owner) }
    }

    /// Runs the actions before the ending, reads the result, tears the flow down and reports it.
    func endingBody(_ actions: [Action], parameters: [String]) -> [String] {
        guard let ending = actions.last else { return [] }
        var lines: [String] = []
        let before = actions.dropLast()
        let chained = before.flatMap { statements(of: $0, owner: "self.") }
        if chained.allSatisfy(ActionClosures.mentionsSelfOnce) {
            lines += chained.map { "self?." + $0.dropFirst("self.".count) }
        } else {
            // A value of the coordinator is an argument: the statements need `self` unwrapped, in
            // a block of their own so that `self` is not held when the output is called.
            lines.append("if let self {")
            lines += statements(before, parameters: parameters).map { "    " + $0 }
            lines.append("}")
        }
        var required: [String] = []
        var callArguments: [String] = []
        for binding in ending.result ?? [] {
            let local = SwiftIdentifier.escaped(binding.name)
            switch binding.source {
            case .parameter:
                callArguments.append(binding.swiftExpression(owner: ""))
                continue
            case .storage, .flowInput:
                let read = "\(local) = \(binding.swiftExpression(owner: "self?."))"
                if SwiftType.isOptional(binding.sourceType) {
                    lines.append("let " + read)
                } else {
                    required.append("let " + read)
                }
            }
            callArguments.append(local)
        }
        if !required.isEmpty {
            lines.append("guard \(required.joined(separator: ", ")) else { return }")
        }
        let output = ending.kind == .finish ? "finishFlow" : "cancelFlow"
        lines.append("let \(output) = self?.\(output)")
        lines.append("self?.tearDownFlow()")
        lines.append("\(output)?(\(callArguments.joined(separator: ", ")))")
        return lines
    }

    /// Statements too long for their line broken after the call's opening parenthesis. A statement
    /// may come indented already (inside a branch's block): its continuation lines go below it.
    static func layout(_ statements: [String], indent: Int) -> [String] {
        statements.flatMap { statement -> [String] in
            guard indent + statement.characterCount > SwiftLayout.lineLimit else { return [statement] }
            let leading = statement.prefix { $0 == " " }.count
            guard let split = splitCall(String(statement.dropFirst(leading))) else { return [statement] }
            let padding = String(repeating: " ", count: leading)
            return SwiftLayout.call(split.head, split.arguments, indent: indent + leading).map { padding + $0 }
        }
    }

    /// `a.b(x: 1, y: f(2))` → (`a.b(`, [`x: 1`, `y: f(2)`]) when the call runs to the end of the line.
    private static func splitCall(_ statement: String) -> (head: String, arguments: [String])? {
        guard statement.hasSuffix(")"), let open = statement.firstIndex(of: "(") else { return nil }
        let inner = statement[statement.index(after: open)..<statement.index(before: statement.endIndex)]
        var arguments: [String] = []
        var depth = 0
        var current = ""
        for character in inner {
            switch character {
            case "(", "[": depth += 1
            case ")", "]": depth -= 1
            default: break
            }
            if depth < 0 { return nil }
            if character == ",", depth == 0 {
                arguments.append(current.trimmingCharacters(in: .whitespaces))
                current = ""
            } else {
                current.append(character)
            }
        }
        guard depth == 0 else { return nil }
        arguments.append(current.trimmingCharacters(in: .whitespaces))
        return (String(statement[...open]), arguments)
    }
}
