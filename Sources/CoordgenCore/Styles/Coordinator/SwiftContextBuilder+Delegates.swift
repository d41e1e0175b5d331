// `outputs: delegates` (generated-api-delegates-v1.md): screens report through a per-screen
// `<Screen>ViewControllerRoute` that the coordinator implements in an extension, and a flow reports
// its end to a weak `CoordinatorFlowListener`, with a typed `<Base>Result` on its output.

extension SwiftContextBuilder {
    /// `outputs: delegates`.
    var delegates: Bool { Self.delegates(configuration) }

    static func delegates(_ configuration: Configuration) -> Bool { configuration.coordinator.outputs == .delegates }

    private var accessPrefix: String { configuration.access == .public ? "public " : "" }

    /// The name of a flow's result struct, when it has a `result:`.
    static func resultType(_ flow: Flow) -> String? {
        flow.result.isEmpty ? nil : flow.names.baseName + "Result"
    }

    /// `struct PhoneVerifyResult { let phone: String }`, laid out.
    func resultLines(_ flow: Flow) -> [String] {
        guard let type = Self.resultType(flow) else { return [] }
        var lines = ["/// What \(flow.name) finished with: one value per result parameter, in spec order."]
        lines.append("\(accessPrefix)struct \(type) {")
        for field in flow.result {
            lines += SwiftLayout.wrapComment(SharedContextBuilder.sentences(field.documentation ?? ""), indent: 4)
                .map { "    /// " + $0 }
            lines.append("    \(accessPrefix)let \(SwiftIdentifier.escaped(field.name)): \(field.type)")
        }
        if configuration.access == .public {
            lines.append("")
            lines += SwiftLayout.declaration(
                "public init(",
                flow.result.map {
                    "\(SwiftIdentifier.escaped($0.name)): \(SharedContextBuilder.parameterType($0.type))"
                }, tail: ") {", indent: 4
            ).map { "    " + $0 }
            lines += flow.result.map {
                "        self.\(SwiftIdentifier.escaped($0.name)) = \(SwiftIdentifier.escaped($0.name))"
            }
            lines.append("    }")
        }
        lines += ["}", ""]
        return lines
    }

    // MARK: Routes

    /// One extension per screen with events: `extension ItemCoordinator: ItemListViewControllerRoute`.
    /// Two screens sharing an event's name and labels share one method (the rules make their
    /// actions the same); it sits in the first screen's extension and names every sharing screen.
    func routeExtensions(_ flow: Flow, translator: ActionTranslator) -> [ExtensionContext] {
        // A screen the flow never shows has no `show…` method, and its actions may name methods
        // that are not generated either: the coordinator does not implement its route.
        let shown = flow.screens.filter { !translator.plan.ways(of: $0.name).isEmpty }
        var sharers: [String: [String]] = [:]
        for screen in shown {
            for event in screen.events { sharers[Self.signature(event), default: []].append(screen.name) }
        }
        var implemented: Set<String> = []
        var extensions: [ExtensionContext] = []
        for screen in shown where !screen.events.isEmpty {
            var methods: [[String]] = []
            for event in screen.events {
                let key = Self.signature(event)
                guard implemented.insert(key).inserted else { continue }
                var lines: [String] = []
                let screens = sharers[key] ?? []
                if screens.count > 1 {
                    lines.append("/// Reported by \(ListPhrase.and(screens)).")
                }
                lines += SwiftLayout.declaration(
                    "\(accessPrefix)func \(SwiftIdentifier.escaped(event.name))(",
                    event.parameters.map {
                        "\(SwiftIdentifier.escaped($0.name)): \(SharedContextBuilder.parameterType($0.type))"
                    }, tail: ") {", indent: 4)
                let note = SwiftLayout.wrapComment(
                    SharedContextBuilder.sentences(event.documentation ?? ""), indent: 8)
                var body = note.map { "// " + $0 }
                body += ActionTranslator.layout(
                    event.branches.isEmpty
                        ? translator.routeBody(event.actions, parameters: event.parameters.map(\.name))
                        : translator.routeBody(event.branches, parameters: event.parameters.map(\.name)), indent: 8)
                lines += body.map { "    " + $0 }
                lines.append("}")
                methods.append(lines)
            }
            extensions.append(
                ExtensionContext(
                    declaration: "extension \(flow.names.coordinator): \(screen.names.viewController)Route",
                    lines: Self.indentedMembers(methods)))
        }
        return extensions
    }

    /// `onVerified(account:)`: what a route method is known by.
    static func signature(_ event: Event) -> String {
        "\(event.name)(\(event.parameters.map { $0.name + ":" }.joined()))"
    }

    private static func indentedMembers(_ members: [[String]]) -> [String] {
        var lines: [String] = []
        for (index, member) in members.enumerated() {
            if index > 0 { lines.append("") }
            lines += member.map { $0.isEmpty ? "" : "    " + $0 }
        }
        return lines
    }

    // MARK: Child flows

    /// The name of the parent's table of the ways back from its running children.
    static let childReturns = "childReturns"

    /// Whether a child run some way needs the parent's way back stored (no handler for an ending,
    /// and a way that pops or dismisses).
    func needsReturn(_ child: Flow, way: ShowWay, in flow: Flow) -> Bool {
        let handler = flow.handler(for: child.name)
        let usesDefault = handler?.onFinish == nil || (child.usage.usesCancel && handler?.onCancel == nil)
        return usesDefault && way != .root
    }

    /// The lines of a `run…` method after the child is made: the listener, and the way back.
    func delegateRunLines(_ child: Flow, way: ShowWay, in flow: Flow, plan: ShowPlan) -> [String] {
        var lines = ["coordinator.flowListener = self"]
        let key = "\(Self.childReturns)[ObjectIdentifier(coordinator)]"
        guard needsReturn(child, way: way, in: flow) else {
            // Run another way too: a way back left by a child gone before it ended must not apply.
            if plan.ways(of: child.name).contains(where: { needsReturn(child, way: $0, in: flow) }) {
                lines.append("\(key) = nil")
            }
            return lines
        }
        switch way {
        case .push:
            lines += [
                "\(key) = { [weak self, weak startingScreen] in",
                "    self?.router.popToModule(startingScreen, animated: true)",
                "}",
            ]
        case .first:
            lines += [
                "\(key) = { [weak self, weak startingScreen] in",
                "    guard let self, case .pushed = placement else { return }",
                "    router.popToModule(startingScreen, animated: true)",
                "}",
            ]
        case .present:
            lines += [
                "\(key) = { [weak self] in",
                "    self?.router.dismissModule()",
                "}",
            ]
        case .root:
            break
        }
        return lines
    }

    /// `private var childReturns: …`, when some child needs its way back stored.
    func delegateStoredLines(_ flow: Flow, children: [Flow], plan: ShowPlan) -> [String] {
        let needed = children.contains { child in
            plan.ways(of: child.name).contains { needsReturn(child, way: $0, in: flow) }
        }
        guard needed else { return [] }
        return [
            "    /// How to go back from each running child that ends with no handler: popping or dismissing it.",
            "    private var \(Self.childReturns): [ObjectIdentifier: () -> Void] = [:]",
        ]
    }

    /// `extension ItemCoordinator: CoordinatorFlowListener`, for a flow that starts child flows.
    func listenerExtension(_ flow: Flow, children: [Flow], plan: ShowPlan, translator: ActionTranslator)
        -> ExtensionContext?
    {
        guard !children.isEmpty else { return nil }
        let storesReturns = !delegateStoredLines(flow, children: children, plan: plan).isEmpty
        var methods: [[String]] = []
        for finishing in [true, false] {
            var cases: [String] = []
            var usesReturn = false
            for child in children where finishing || child.usage.usesCancel {
                let handler =
                    finishing ? flow.handler(for: child.name)?.onFinish : flow.handler(for: child.name)?.onCancel
                let output = child.names.coordinatorOutput
                // A tab's flow starts again on its tab after its handler (`## Tabs`).
                var translator = translator
                translator.tabRestart =
                    flow.tabs.contains { $0.flow == child.name } ? Self.tabRunMethod(child.name) : nil
                if handler == nil, let restart = translator.tabRestart {
                    cases += ["case is any \(output):", "    \(restart)()"]
                    continue
                }
                guard let handler else {
                    let ways = plan.ways(of: child.name)
                    guard ways.contains(where: { needsReturn(child, way: $0, in: flow) }) else { continue }
                    usesReturn = true
                    cases += ["case is any \(output):", "    goBack?()"]
                    continue
                }
                let used = finishing ? ActionClosures.usedParameters(handler.actions, branches: handler.branches) : []
                let reads = child.result.filter { used.contains($0.name) }
                var body: [String] = []
                if reads.isEmpty {
                    cases.append("case is any \(output):")
                } else {
                    cases.append("case let child as any \(output):")
                    // A tab's flow starts again even then: its tab must not keep the screens of a gone flow.
                    let restart = translator.tabRestart.map { "\($0)(); " } ?? ""
                    body.append("guard let result = child.result else { \(restart)return }")
                    body += reads.map {
                        "let \(SwiftIdentifier.escaped($0.name)) = result.\(SwiftIdentifier.escaped($0.name))"
                    }
                }
                let note = SwiftLayout.wrapComment(
                    SharedContextBuilder.sentences(handler.documentation ?? ""), indent: 12)
                body += note.map { "// " + $0 }
                let inScope = reads.map(\.name) + (reads.isEmpty || flow.result.isEmpty ? [] : ["result"])
                let statements =
                    handler.branches.isEmpty
                    ? translator.routeBody(handler.actions, parameters: inScope)
                    : translator.routeBody(handler.branches, parameters: inScope)
                body += statements.isEmpty ? ["break"] : statements
                cases += ActionTranslator.layout(body, indent: 12).map { "    " + $0 }
            }
            let name = finishing ? "onFlowFinished" : "onFlowCancelled"
            var lines = ["\(accessPrefix)func \(name)(coordinator: any Coordinator) {"]
            lines.append("    guard releaseChildFlow(coordinator) else { return }")
            if storesReturns {
                if usesReturn {
                    lines.append(
                        "    let goBack = \(Self.childReturns).removeValue(forKey: ObjectIdentifier(coordinator))")
                } else {
                    lines.append("    \(Self.childReturns)[ObjectIdentifier(coordinator)] = nil")
                }
            }
            if cases.isEmpty {
                lines.append("    // No child of this flow cancels.")
            } else {
                lines.append("    switch coordinator {")
                lines += cases.map { "    " + $0 }
                lines += ["    default:", "        break", "    }"]
            }
            lines.append("}")
            methods.append(lines)
        }
        return ExtensionContext(
            declaration: "extension \(flow.names.coordinator): CoordinatorFlowListener",
            lines: Self.indentedMembers(methods))
    }
}
