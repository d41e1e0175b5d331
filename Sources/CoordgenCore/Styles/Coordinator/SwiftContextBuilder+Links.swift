/// What a flow does with each `DeepLink` (spec format 1.1, section 8; `generated-api-v1.1.md`
/// section 6): a flow that declares a link, or is a flow step of one, builds its part of the stack
/// from its start screen; a flow on the launch chain passes the link to the child that leads to it
/// (selecting the tab first, for a tabs flow), and keeps it until that child runs.
struct LinkRoles {
    /// A case this flow builds: its part of the canonical link's path (the steps it shows).
    struct Part {
        var caseName: String
        var link: Link
        var steps: [Link.Step]
        /// The start screen made again with the link's values (`remakeLinkStart(…)`), when it takes a
        /// parameter the flow's own start did not give it.
        var remadeStart: Link.Step?
    }

    var parts: [Part] = []
    /// The launch child each other case goes through, by case, in case order.
    var forwards: [(caseName: String, child: String)] = []
    /// How many cases `DeepLink` has: a `switch` that handles fewer needs a `default:`.
    var caseCount = 0
    /// The children the flow keeps a weak reference to: those it forwards links to, and the flow
    /// steps of its parts, in order; and the same as a set, to look up.
    private(set) var linkedChildren: [String] = []
    private(set) var linkedChildNames: Set<String> = []

    /// The spec set's links by case and by the flows that take part in them, built once a run: each
    /// flow then looks only at its own cases, not at every link.
    struct Index {
        var linkByCase: [String: Link] = [:]
        var caseOrder: [String: Int] = [:]
        /// The cases each flow declares, and those whose path has the flow as a step.
        var casesByFlow: [String: [String]] = [:]
        var stepCasesByFlow: [String: [String]] = [:]

        init(_ model: FlowModel) {
            for (order, deepLinkCase) in model.deepLinks.enumerated() {
                caseOrder[deepLinkCase.name] = order
                casesByFlow[deepLinkCase.flow, default: []].append(deepLinkCase.name)
            }
            for link in model.flows.flatMap(\.links) where linkByCase[link.caseName] == nil {
                linkByCase[link.caseName] = link
                for step in link.steps where step.target.kind == .flow {
                    stepCasesByFlow[step.target.name, default: []].append(link.caseName)
                }
            }
        }
    }

    init(flow: Flow, model: FlowModel, index: Index) {
        guard flow.usage.opensLinks else { return }
        caseCount = model.deepLinks.count
        let own = Set((index.casesByFlow[flow.name] ?? []) + (index.stepCasesByFlow[flow.name] ?? []))
        for name in own.sorted(by: { index.caseOrder[$0, default: 0] < index.caseOrder[$1, default: 0] }) {
            guard let link = index.linkByCase[name] else { continue }
            let steps = link.steps.filter { $0.flow == flow.name }
            let start = steps.first { $0.transition == .start }
            parts.append(
                Part(
                    caseName: name, link: link, steps: steps,
                    remadeStart: start.flatMap { Self.takesNewValues($0, flow: flow, link: link) ? $0 : nil }))
        }
        // The flows below each flow through `start:` and tabs: the launch chain, downwards. A case
        // goes through the first child whose chain reaches the flow that declares it.
        let launchChildren = flow.launchChildren
        var forwarded: [String: String] = [:]
        for child in launchChildren {
            for declaring in Flow.launchChain(from: [child], flowNamed: model.flow(named:)) {
                for name in index.casesByFlow[declaring] ?? [] where forwarded[name] == nil && !own.contains(name) {
                    forwarded[name] = child
                }
            }
        }
        forwards = forwarded.map { (caseName: $0.key, child: $0.value) }
            .sorted { index.caseOrder[$0.caseName, default: 0] < index.caseOrder[$1.caseName, default: 0] }
        for name in forwards.map(\.child)
            + parts.flatMap({ $0.steps.filter { $0.target.kind == .flow }.map(\.target.name) })
        where linkedChildNames.insert(name).inserted {
            linkedChildren.append(name)
        }
    }

    var isEmpty: Bool { parts.isEmpty && forwards.isEmpty }

    /// Whether a link gives `start` (the start screen of `flow`, on the link's path) a value that the
    /// flow's `start()` did not: always for the declaring flow, whose start screen was made before
    /// the link came; for a flow step, unless the child's input its start passes on took that
    /// parameter already (the child starts for the link).
    static func takesNewValues(_ start: Link.Step, flow: Flow, link: Link) -> Bool {
        let flowStep = link.steps.first { $0.target.kind == .flow && $0.target.name == flow.name }
        let startArguments = flow.start.targets.first?.arguments ?? []
        return start.target.arguments.contains { argument in
            guard argument.source == .parameter else { return false }
            guard let flowStep,
                let given = startArguments.first(where: { $0.name == argument.name }), given.source == .flowInput,
                let passed = flowStep.target.arguments.first(where: { $0.name == given.sourceName })
            else { return true }
            return passed.source != .parameter || passed.sourceName != argument.sourceName
        }
    }
}

extension SwiftContextBuilder {
    /// `runningProductFlow`: the weak reference to a child that links pass through.
    static func runningProperty(_ child: String) -> String {
        "running" + child
    }

    /// The screens a link shows in `flow`: its start screens (kept, to go back to) and the screens
    /// it makes (by `prepare…` methods, since a link shows them its own way): those after the start,
    /// and a start screen made again with the link's values.
    static func linkScreens(_ roles: LinkRoles) -> (starts: Set<String>, prepared: Set<String>) {
        let steps = roles.parts.flatMap(\.steps).filter { $0.target.kind == .screen }
        return (
            Set(steps.filter { $0.transition == .start }.map(\.target.name)),
            Set(
                steps.filter { $0.transition != .start }.map(\.target.name)
                    + roles.parts.compactMap(\.remadeStart?.target.name))
        )
    }

    /// The stored properties links need, laid out and indented.
    func linkProperties(_ flow: Flow, roles: LinkRoles) -> [String] {
        var lines: [String] = []
        if !roles.forwards.isEmpty {
            lines += [
                "    /// A link kept until the child flow that leads to it runs (it was opened before).",
                "    private var pendingLink: DeepLink?",
            ]
        }
        for child in roles.linkedChildren {
            guard let names = model.flow(named: child)?.names else { continue }
            lines += [
                "    /// \(child) while it runs: links go on through it.",
                "    private weak var \(Self.runningProperty(child)): (any \(names.coordinatorOutput))?",
            ]
        }
        return lines
    }

    /// The lines a `run…` method adds once the child started: the reference links go through, and
    /// a kept link opened through it.
    func linkRunLines(_ child: Flow, in flow: Flow, roles: LinkRoles) -> [String] {
        guard roles.linkedChildNames.contains(child.name) else { return [] }
        // The `run…` method's parameters are the child's inputs: one may be named like the property.
        let property = Self.runningProperty(child.name)
        let lines = [(child.inputs.contains { $0.name == property } ? "self." : "") + property + " = coordinator"]
        let forwarded = roles.forwards.filter { $0.child == child.name }.map(\.caseName)
        guard !forwarded.isEmpty, !flow.hasTabs else { return lines }
        if Set(roles.forwards.map(\.child)).count == 1 {
            return lines + ["if let link = pendingLink {", "    pendingLink = nil", "    coordinator.open(link)", "}"]
        }
        // Several children lead to links: this one takes only the links it leads to. (A `default:` rather
        // than every other case: a spec set may have thousands.)
        let mine = SwiftLayout.call("case ", forwarded.map { "." + SwiftIdentifier.escaped($0) }, tail: ":", indent: 12)
        let others = forwarded.count < roles.caseCount ? ["    default:", "        break"] : []
        return lines + ["if let link = pendingLink {", "    switch link {"] + mine.map { "    " + $0 }
            + ["        pendingLink = nil", "        coordinator.open(link)"] + others + ["    }", "}"]
    }

    /// `open(_:)`, and the helpers it uses.
    func linkMethods(_ flow: Flow, roles: LinkRoles, plan: ShowPlan, translator: ActionTranslator) -> [MethodContext] {
        guard flow.usage.opensLinks else { return [] }
        // A flow the model marks as opening links has the protocol's method even when no link passes.
        guard !roles.isEmpty else { return [openMethod(body: ["return false"])] }
        var body = ["switch link {"]
        for part in roles.parts {
            // A start screen the link does not make again is gone back to as it is: it reads none of them.
            let used = Set(
                part.steps.filter { $0.transition != .start || part.remadeStart != nil }.flatMap {
                    $0.target.arguments.filter { $0.source == .parameter }.map(\.sourceName)
                })
            let bindings = part.link.parameters.map {
                used.contains($0.name) ? "let " + SwiftIdentifier.escaped($0.name) : "_"
            }
            let pattern =
                "." + SwiftIdentifier.escaped(part.caseName)
                + (bindings.contains { $0 != "_" } ? "(" + bindings.joined(separator: ", ") + ")" : "")
            body.append("case \(pattern):")
            body += buildLines(part, flow: flow, plan: plan, translator: translator).map { "    " + $0 }
        }
        var forwarded: [String: [String]] = [:]
        var children: [String] = []
        for (caseName, child) in roles.forwards {
            if forwarded[child] == nil { children.append(child) }
            forwarded[child, default: []].append(caseName)
        }
        for child in children {
            let cases = (forwarded[child] ?? []).map { "." + SwiftIdentifier.escaped($0) }
            body += SwiftLayout.call("case ", cases, tail: ":", indent: 8)
            body += forwardLines(to: child, in: flow).map { "    " + $0 }
        }
        // The links that lead elsewhere, as `default:`: listing them would make every opener's switch as
        // long as the spec set's links.
        if roles.parts.count + roles.forwards.count < roles.caseCount {
            body += ["default:", "    return false"]
        }
        body.append("}")
        var methods = [openMethod(body: body)]
        if !roles.parts.isEmpty, let start = flow.start.targets.first {
            let kept = ShowPlan.lastShownProperty(start.name)
            methods.append(
                MethodContext(
                    mark: nil,
                    docLines: [
                        "Back to the start screen with nothing above it, for a link to build on: the child flows",
                        "are released and what the flow presented is dismissed, as when it ends.",
                    ],
                    declaration: ["private func showLinkStart() {"],
                    body: [
                        "guard let startScreen = \(kept), startScreen.toPresent()?.navigationController != nil else {",
                        "    start()",
                        "    return",
                        "}",
                        "tearDownFlow()",
                        "router.popToModule(startScreen, animated: false)",
                    ]))
            if roles.parts.contains(where: { $0.remadeStart != nil }), let screen = flow.screen(named: start.name) {
                methods.append(remadeStartMethod(screen, plan: plan))
            }
        }
        return methods
    }

    /// `remakeLinkStart(…)` with the start screen's inputs: the start screen made again with a link's
    /// values, as the root of the flow's stack.
    private func remadeStartMethod(_ screen: Screen, plan: ShowPlan) -> MethodContext {
        let parameters = screen.inputs.map {
            "\(SwiftIdentifier.escaped($0.name)): \(SharedContextBuilder.parameterType($0.type))"
        }
        let arguments = screen.inputs.map { "\(SwiftIdentifier.label($0.name)): \(SwiftIdentifier.escaped($0.name))" }
        let make = ShowPlan.prepareMethod(screen.name)
        return MethodContext(
            mark: nil,
            docLines: [
                "The start screen made again with a link's values, with nothing above it. A flow that another",
                "flow pushed goes back to its first screen instead: replacing it would take the flow off the",
                "parent's stack.",
            ],
            declaration: SwiftLayout.declaration("private func remakeLinkStart(", parameters, tail: ") {", indent: 4),
            body: [
                "guard case .root = placement else {",
                "    showLinkStart()",
                "    return",
                "}",
                "tearDownFlow()",
            ]
                + ActionTranslator.layout(
                    ["router.setRootModule(\(make)(\(arguments.joined(separator: ", "))))"], indent: 8))
    }

    private func openMethod(body: [String]) -> MethodContext {
        MethodContext(
            mark: "Links",
            docLines: [
                "Builds what `link` shows, through this flow and the flows below it; `false` when the link",
                "leads nowhere through this flow, or when the flow keeps it until the flow it leads to runs.",
            ],
            declaration: ["@discardableResult", "\(access)func open(_ link: DeepLink) -> Bool {"],
            body: ActionTranslator.layout(body, indent: 8))
    }

    /// A case this flow builds: back to its start screen, then each step, the last one animated; a
    /// child flow step starts the way its event starts it and builds the rest.
    private func buildLines(_ part: LinkRoles.Part, flow: Flow, plan: ShowPlan, translator: ActionTranslator)
        -> [String]
    {
        var lines = ["showLinkStart()"]
        if let start = part.remadeStart {
            lines = [
                "remakeLinkStart(" + translator.arguments(start.target.arguments, owner: "").joined(separator: ", ")
                    + ")"
            ]
        }
        let shown = part.steps.filter { $0.transition != .start }
        for (index, step) in shown.enumerated() {
            let isLast = index == shown.count - 1
            let way: ShowWay = step.transition == .present ? .present : .push
            if step.target.kind == .flow {
                lines.append(translator.show(step.target, way, owner: ""))
                lines.append("return \(Self.runningProperty(step.target.name))?.open(link) ?? false")
                return lines
            }
            if isLast || way == .present {
                lines.append(translator.show(step.target, way, owner: ""))
            } else {
                let values = translator.arguments(step.target.arguments, owner: "").joined(separator: ", ")
                lines.append(
                    plan.push(
                        "\(ShowPlan.prepareMethod(step.target.name))(\(values))", screen: step.target.name,
                        animated: false)
                )
            }
        }
        return lines + ["return true"]
    }

    /// A case the flow passes to the launch child that leads to it: a tabs flow first clears what
    /// covers the tab bar and selects the tab; another flow keeps the link while the child is not
    /// running.
    private func forwardLines(to child: String, in flow: Flow) -> [String] {
        let running = Self.runningProperty(child)
        if let tab = flow.tabs.first(where: { $0.flow == child }) {
            return [
                // Before `start()` there is no tab bar yet: the link waits for it.
                "guard let tabBar else {",
                "    pendingLink = link",
                "    return false",
                "}",
                "tabBar.routers[selectedTab.rawValue].dismissEverything()",
                "router.dismissEverything()",
                "select(.\(SwiftIdentifier.escaped(tab.caseName)))",
                "return \(running)?.open(link) ?? false",
            ]
        }
        return [
            "guard let \(SwiftIdentifier.escaped(NameDerivation.lowerCamelCase(child))) = \(running) else {",
            "    pendingLink = link",
            "    return false",
            "}",
            "return \(SwiftIdentifier.escaped(NameDerivation.lowerCamelCase(child))).open(link)",
        ]
    }
}
