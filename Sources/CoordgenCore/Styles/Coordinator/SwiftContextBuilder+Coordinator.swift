/// The methods of a generated coordinator: only those the flow's spec uses, each written for the
/// one way it shows its screen or runs its child flow, so that no branch is dead.
extension SwiftContextBuilder {
    // MARK: Helpers

    func coordinatorHelpers(_ flow: Flow, plan: ShowPlan, presentsModules: Bool, children: [Flow])
        -> [MethodContext]
    {
        var helpers: [MethodContext] = []
        let dismissals = Self.dismissalLines(presentsModules: presentsModules, showsAlerts: plan.showsAlerts)
        if composition {
            helpers += compositionHelpers(dismissals: dismissals, children: children)
        } else if !dismissals.isEmpty {
            helpers.append(
                MethodContext(
                    mark: nil,
                    docLines: [
                        "Ends the child flows, then dismisses what this flow presented, without animation: the",
                        "flow is ending, and the parent animates what the user sees next.",
                    ],
                    declaration: ["override func tearDownFlow() {"],
                    body: ["super.tearDownFlow()"] + dismissals))
        }
        if plan.needsHelper(.present, forScreensOf: flow) {
            helpers.append(
                MethodContext(
                    mark: nil,
                    docLines: ["Presents a screen and counts it while it is up, so that the flow can dismiss it."],
                    declaration: ["private func presentScreen(_ module: any Presentable) {"],
                    body: Self.presentation(of: "module", alsoReleasing: false)))
        }
        if plan.needsHelper(.first, forScreensOf: flow) {
            helpers.append(
                MethodContext(
                    mark: nil,
                    docLines: [
                        "Shows the flow's first screen: on top of the parent's screens when the parent pushed",
                        "this flow, as the root of the stack otherwise.",
                    ],
                    declaration: [
                        plan.firstScreenHelperHidesTabBar
                            ? "private func showFirstScreen(_ module: any Presentable, hideBottomBar: Bool) {"
                            : "private func showFirstScreen(_ module: any Presentable) {"
                    ],
                    body: [
                        "switch placement {",
                        "case .root: router.setRootModule(module)",
                        plan.firstScreenHelperHidesTabBar
                            ? "case .pushed: router.push(module, animated: true, hideBottomBar: hideBottomBar, completion: nil)"
                            : "case .pushed: router.push(module)",
                        "}",
                    ]))
        }
        return helpers
    }

    /// With `children: composition` a coordinator has no superclass: it tears itself down and
    /// releases its children itself. A parent tears a child down through the child's concrete type
    /// (a child the app's factory made otherwise is only removed), so the core adds no type an app
    /// name could clash with.
    private func compositionHelpers(dismissals: [String], children: [Flow]) -> [MethodContext] {
        let presentsModules = !dismissals.isEmpty
        var body: [String] = []
        if !children.isEmpty {
            body += [
                "for child in dependencies.coordinators.reversed() {",
                "    releaseChildFlow(child)",
                "}",
            ]
        }
        body += dismissals
        let docLines: [String]
        switch (!children.isEmpty, presentsModules) {
        case (true, true):
            docLines = [
                "Ends what the flow shows before it is released or started again: its child flows first,",
                "deepest first, then what it presented, without animation (the flow is ending, and the",
                "parent animates what the user sees next).",
            ]
        case (true, false):
            docLines = ["Ends the flow's child flows, deepest first, before it is released or started again."]
        case (false, true):
            docLines = [
                "Dismisses what the flow presented, without animation, before it is released or started",
                "again: the flow is ending, and the parent animates what the user sees next.",
            ]
        case (false, false):
            docLines = ["Called when the flow ends or its parent releases it."]
            body = ["// Nothing to end: the flow starts no child flows and presents nothing."]
        }
        var helpers = [MethodContext(mark: nil, docLines: docLines, declaration: ["func tearDownFlow() {"], body: body)]
        guard !children.isEmpty else { return helpers }
        var release = [
            "guard let coordinator, dependencies.coordinators.contains(where: { $0 === coordinator }) else {",
            "    return false",
            "}",
        ]
        release += children.map { "(coordinator as? \($0.names.coordinator))?.tearDownFlow()" }
        release += ["dependencies.remove(dependency: coordinator)", "return true"]
        helpers.append(
            MethodContext(
                mark: nil,
                docLines: [
                    "Tears a child flow down and removes it, if it is still a child. Returns `false` when it is",
                    "not (it ended or was left before), so a second report of the same ending changes nothing.",
                ],
                declaration: [
                    "@discardableResult",
                    "private func releaseChildFlow(_ coordinator: (any Coordinator)?) -> Bool {",
                ],
                body: release))
        return helpers
    }

    func finishClosureType(_ flow: Flow) -> String {
        "((\(flow.result.map { SharedContextBuilder.parameterType($0.type) }.joined(separator: ", "))) -> Void)?"
    }

    // MARK: Screens

    func screenMethods(_ screen: Screen, in flow: Flow, translator: ActionTranslator) -> [MethodContext] {
        let plan = translator.plan
        let ways = plan.ways(of: screen.name)
        guard !ways.isEmpty else { return [] }
        let parameters = screen.inputs.map { "\(escaped($0.name)): \(SharedContextBuilder.parameterType($0.type))" }
        let make = SwiftLayout.call(
            "factory.\(screen.names.factoryMethod)(",
            screen.inputs.map { "\(SwiftIdentifier.label($0.name)): \(escaped($0.name))" }, indent: 8)
        let keepsModule = plan.keptModuleScreens.contains(screen.name)
        let showsItAsIs = screen.events.isEmpty && plan.isShownOneWay(screen.name) && make.count == 1 && !keepsModule
        if showsItAsIs, let way = ways.first,
            let statement = showWithoutEvents(way, make[0], of: screen.name, flow: flow, plan: plan)
        {
            return [
                MethodContext(
                    mark: screen.name, docLines: [],
                    declaration: SwiftLayout.declaration(
                        "func \(plan.showMethod(screen.name))(", parameters, tail: ") {", indent: 4),
                    body: ActionTranslator.layout([statement], indent: 8))
            ]
        }
        var body = make
        body[0] = "let module = " + body[0]
        if delegates, !screen.events.isEmpty {
            body.append("module.route = self")
        }
        for event in screen.events where !delegates {
            let names = event.parameters.map(\.name)
            let closure = ActionClosures.parameters(names, actions: event.actions, branches: event.branches)
            let note = SwiftLayout.wrapComment(SharedContextBuilder.sentences(event.documentation ?? ""), indent: 8)
            body += note.map { "// " + $0 }
            body.append("module.\(escaped(event.name)) = { [weak self]\(closure) in")
            let inScope = names + screen.inputs.map(\.name)
            body += SwiftLayout.indented(
                ActionTranslator.layout(
                    event.branches.isEmpty
                        ? translator.eventBody(event.actions, parameters: inScope)
                        : translator.eventBody(event.branches, parameters: inScope), indent: 12), by: 4)
            body.append("}")
        }
        if keepsModule {
            body.append("\(ShowPlan.lastShownProperty(screen.name)) = module")
        }
        guard plan.isShownOneWay(screen.name), let way = ways.first else {
            body.append("return module")
            return [
                MethodContext(
                    mark: screen.name,
                    docLines: ["Makes the \(screen.name) screen and connects its events; the caller shows it."],
                    declaration: SwiftLayout.declaration(
                        "func \(ShowPlan.prepareMethod(screen.name))(", parameters,
                        tail: ") -> \(SharedContextBuilder.moduleType(of: screen)) {", indent: 4),
                    body: body)
            ]
        }
        body += showStatements(way, of: screen.name, needsHelper: plan.needsHelper(way, forScreensOf: flow), plan: plan)
        return [
            MethodContext(
                mark: screen.name, docLines: [],
                declaration: SwiftLayout.declaration(
                    "func \(plan.showMethod(screen.name))(", parameters, tail: ") {", indent: 4),
                body: body)
        ]
    }

    /// How `tearDownFlow` dismisses what the flow presented: an alert still up first (it is not the
    /// router's), then each tracked presentation.
    private static func dismissalLines(presentsModules: Bool, showsAlerts: Bool) -> [String] {
        var lines: [String] = []
        if showsAlerts {
            lines.append("\(ShowPlan.presentedAlertProperty)?.presentingViewController?.dismiss(animated: false)")
        }
        if presentsModules {
            lines += [
                "// A module that closed itself leaves with the first dismissal, so each token is checked.",
                "for presentation in presentations where presentations.contains(presentation) {",
                "    router.dismissModule(animated: false, completion: nil)",
                "}",
            ]
        }
        return lines
    }

    /// Presents `module` and keeps a token for it while it is up, so that the flow can dismiss it when
    /// it ends. A token per presentation (not the module's identity, which a new module may reuse
    /// once the old one is gone) keeps the count exact; a set needs no arithmetic, which is slow to
    /// type-check.
    static func presentation(of module: String, alsoReleasing releasesChild: Bool) -> [String] {
        var lines = [
            "let presentation = UUID()",
            "presentations.insert(presentation)",
        ]
        if releasesChild {
            lines += [
                "router.present(\(module), animated: true) { [weak self, weak coordinator] in",
                "    self?.presentations.remove(presentation)",
                "    self?.releaseChildFlow(coordinator)",
                "}",
            ]
        } else {
            lines += [
                "router.present(\(module), animated: true) { [weak self] in",
                "    self?.presentations.remove(presentation)",
                "}",
            ]
        }
        return lines
    }

    /// `router.push(factory.makeTips())`: a screen with no events shown in one statement, when its
    /// way takes one statement.
    private func showWithoutEvents(
        _ way: ShowWay, _ make: String, of screen: String, flow: Flow, plan: ShowPlan
    ) -> String? {
        switch way {
        case .present where plan.alertScreens.contains(screen): ShowPlan.presentAlert(make)
        case .push: plan.push(make, screen: screen)
        case .root: "router.setRootModule(\(make))"
        case .present where plan.needsHelper(.present, forScreensOf: flow): "presentScreen(\(make))"
        case .first where plan.needsHelper(.first, forScreensOf: flow): plan.showFirstScreen(make, screen: screen)
        case .present, .first: nil
        }
    }

    /// How a `show…` method puts its module on screen: through the flow's helper, or inline.
    private func showStatements(_ way: ShowWay, of screen: String, needsHelper: Bool, plan: ShowPlan) -> [String] {
        switch way {
        case .first where needsHelper: [plan.showFirstScreen("module", screen: screen)]
        case .first:
            [
                "switch placement {",
                "case .root: router.setRootModule(module)",
                "case .pushed: " + plan.push("module", screen: screen),
                "}",
            ]
        case .present where plan.alertScreens.contains(screen): [ShowPlan.presentAlert("module")]
        case .push: [plan.push("module", screen: screen)]
        case .present where needsHelper: ["presentScreen(module)"]
        case .present: Self.presentation(of: "module", alsoReleasing: false)
        case .root: ["router.setRootModule(module)"]
        }
    }

    // MARK: Child flows

    func runMethods(_ child: Flow, in flow: Flow, translator: ActionTranslator, roles: LinkRoles) -> [MethodContext] {
        translator.plan.ways(of: child.name).enumerated().map { index, way in
            var method = runMethod(child, way: way, in: flow, translator: translator, roles: roles)
            if index == 0 { method.mark = child.name }
            return method
        }
    }

    private func runMethod(
        _ child: Flow, way: ShowWay, in flow: Flow, translator: ActionTranslator, roles: LinkRoles
    ) -> MethodContext {
        let handler = flow.handler(for: child.name)
        let make = "coordinatorFactory.\(child.names.makeCoordinatorBox)("
        let inputArguments = child.inputs.map { "\(SwiftIdentifier.label($0.name)): \(escaped($0.name))" }
        let usesDefault = handler?.onFinish == nil || (child.usage.usesCancel && handler?.onCancel == nil)
        let needsStartingScreen = usesDefault && (way == .push || way == .first)
        var body: [String] = []
        var docLine: String
        if needsStartingScreen {
            body.append("let startingScreen = (router.toPresent() as? UINavigationController)?.topViewController")
        }
        switch way {
        case .push:
            docLine =
                "Runs \(child.name) on this flow's stack until it ends, or until the user leaves its first screen."
            body.append(
                "let childRouter = \(composition ? "FlowPlacement." : "")PushedFlowRouter(router: router)")
            body += SwiftLayout.call(
                "let coordinator = " + make, ["router: childRouter", "placement: .pushed"] + inputArguments, indent: 8)
            body += [
                "childRouter.onFirstModuleRemoved = { [weak self, weak coordinator] in",
                "    self?.releaseChildFlow(coordinator)",
                "}",
            ]
        case .present:
            docLine =
                "Presents \(child.name) with its own navigation controller until it ends, or until the user"
                + " swipes it down."
            body += SwiftLayout.call("let (coordinator, sheet) = " + make, inputArguments, indent: 8)
        case .root:
            docLine = "Runs \(child.name) in place of this flow's screens until it ends."
            body += SwiftLayout.call("let coordinator = " + make, ["router: router"] + inputArguments, indent: 8)
        case .first:
            docLine = "Runs \(child.name) as this flow's start, placed the way this flow was placed."
            body += SwiftLayout.call(
                "let coordinator = " + make, ["router: router", "placement: placement"] + inputArguments, indent: 8)
        }
        let resultNames = child.result.map(\.name)
        let inputNames = child.inputs.map(\.name)
        if delegates {
            body += delegateRunLines(child, way: way, in: flow, plan: translator.plan)
        } else {
            body += handlerClosure(
                "finishFlow", handler: handler?.onFinish, parameters: resultNames, inputs: inputNames, way: way,
                translator: translator)
        }
        if child.usage.usesCancel, !delegates {
            body += handlerClosure(
                "cancelFlow", handler: handler?.onCancel, parameters: [], inputs: inputNames, way: way,
                translator: translator)
        }
        body += selectTabForwarding(to: child, in: flow)
        body += [
            composition ? "dependencies.add(dependency: coordinator)" : "addDependency(coordinator)",
            "coordinator.start()",
        ]
        if way == .present {
            body += Self.presentation(of: "sheet", alsoReleasing: true)
        }
        body += linkRunLines(child, in: flow, roles: roles)
        let parameters = child.inputs.map { "\(escaped($0.name)): \(SharedContextBuilder.parameterType($0.type))" }
        return MethodContext(
            mark: nil, docLines: SwiftLayout.wrapComment([docLine], indent: 4),
            declaration: SwiftLayout.declaration(
                "func \(translator.plan.runMethod(child.name, way))(", parameters, tail: ") {", indent: 4),
            body: body)
    }

    /// `coordinator.finishFlow = { … }`: the handler's actions.
    func handlerClosure(
        _ output: String, handler: Handler, parameters: [String], inputs: [String], translator: ActionTranslator
    ) -> [String] {
        let closureParameters = ActionClosures.parameters(
            parameters, actions: handler.actions, branches: handler.branches)
        let body =
            handler.branches.isEmpty
            ? translator.handlerBody(handler.actions, parameters: parameters + inputs)
            : translator.handlerBody(handler.branches, parameters: parameters + inputs)
        return ["coordinator.\(output) = { [weak self, weak coordinator]\(closureParameters) in"]
            + SwiftLayout.indented(ActionTranslator.layout(body, indent: 12), by: 4) + ["}"]
    }

    /// `coordinator.finishFlow = { … }`: the handler's actions, or what happens with no handler.
    private func handlerClosure(
        _ output: String, handler: Handler?, parameters: [String], inputs: [String], way: ShowWay,
        translator: ActionTranslator
    ) -> [String] {
        if let handler {
            return handlerClosure(
                output, handler: handler, parameters: parameters, inputs: inputs, translator: translator)
        }
        var captures = "[weak self, weak coordinator]"
        let body: [String]
        let closureParameters = parameters.isEmpty ? "" : " " + parameters.map { _ in "_" }.joined(separator: ", ")
        switch way {
        case .push:
            captures = "[weak self, weak coordinator, weak startingScreen]"
            body = [
                "guard let self, releaseChildFlow(coordinator) else { return }",
                "router.popToModule(startingScreen, animated: true)",
            ]
        case .first:
            captures = "[weak self, weak coordinator, weak startingScreen]"
            body = [
                "guard let self, releaseChildFlow(coordinator), case .pushed = placement else { return }",
                "router.popToModule(startingScreen, animated: true)",
            ]
        case .present:
            body = ["guard let self, releaseChildFlow(coordinator) else { return }", "router.dismissModule()"]
        case .root:
            body = ["self?.releaseChildFlow(coordinator)"]
        }
        return ["coordinator.\(output) = { \(captures)\(closureParameters) in"]
            + SwiftLayout.indented(ActionTranslator.layout(body, indent: 12), by: 4) + ["}"]
    }

    private func escaped(_ name: String) -> String {
        SwiftIdentifier.escaped(name)
    }
}
