/// Builds the template contexts of the flow-controller style from the flow model.
struct FlowControllerContextBuilder {
    let model: FlowModel
    let configuration: Configuration
    let shared: SharedContextBuilder
    /// The flows that can present something themselves or through a child flow (at any depth).
    private let presentingFlows: Set<String>
    private let flowsWithScreens: Set<String>

    init(model: FlowModel, configuration: Configuration) {
        self.model = model
        self.configuration = configuration
        shared = SharedContextBuilder(model: model, configuration: configuration)
        flowsWithScreens = Set(model.flows.filter { !$0.screens.isEmpty }.map(\.name))
        presentingFlows = Self.presentingFlows(in: model)
    }

    private var isPublic: Bool { configuration.access == .public }
    private var access: String { isPublic ? "public " : "" }

    func core() -> CoreContext {
        CoreContext(
            header: SharedContextBuilder.header(source: configuration.specs), access: access,
            open: isPublic ? "open " : "", isPublic: isPublic)
    }

    // MARK: Flows

    func flow(_ flow: Flow) -> FlowControllerFlowContext {
        let plan = ShowPlan(flow: flow)
        let statements = FlowControllerStatements(
            flow: flow, plan: plan, canPresent: presentingFlows.contains(flow.name), flowsWithScreens: flowsWithScreens)
        let names = flow.names
        // Only the children the flow can start get a `wire…` method and a delegate conformance, and
        // the flow keeps the flow controller factory only for them.
        let childNames = plan.startedChildren(of: flow)
        let children = model.flows(named: childNames)
        let startEnum =
            flow.start.isOneOf
            ? StartEnumContext(
                typeName: names.startEnum, cases: flow.start.targets.map { SwiftIdentifier.escaped($0.caseName) })
            : nil
        return FlowControllerFlowContext(
            header: SharedContextBuilder.header(source: flow.path), access: access, isPublic: isPublic,
            flowName: flow.name, docLines: SharedContextBuilder.docLines(flow.description),
            types: shared.flowTypes(flow), startEnum: startEnum,
            flowControllerType: names.flowController, delegateType: names.flowControllerDelegate,
            finishRequirement: finishDeclaration(of: flow, access: "", tail: ")"),
            usesCancel: flow.usage.usesCancel,
            cancelRequirement: "func \(names.didCancelMethod)(_ flowController: \(names.flowController))",
            startsChildFlows: !children.isEmpty,
            inputs: flow.inputs.map(shared.member),
            initDeclaration: initDeclaration(flow, startsChildFlows: !children.isEmpty),
            initAssignments: initAssignments(flow, startsChildFlows: !children.isEmpty),
            startLines: ActionTranslator.layout(statements.startLines(), indent: 8),
            methods: flow.screens.compactMap { wireScreen($0, plan: plan, statements: statements) }
                + children.map(wireChild),
            conformances: children.map { conformance(to: $0, in: flow, statements: statements) })
    }

    /// The delegate's finish requirement: `func itemFlowControllerDidFinish(_ flowController: ItemFlowController)`,
    /// or with a result `func itemFlowController(_ flowController: …, didFinishWith item: Item, isDraft: Bool)`.
    private func finishDeclaration(of flow: Flow, access: String, tail: String) -> [String] {
        let names = flow.names
        let subject = "_ flowController: \(names.flowController)"
        guard let first = flow.result.first else {
            return ["\(access)func \(names.didFinishMethod)(\(subject)\(tail)"]
        }
        let firstParameter =
            "didFinishWith \(SwiftIdentifier.escaped(first.name)): \(SharedContextBuilder.parameterType(first.type))"
        let others = flow.result.dropFirst().map {
            "\(SwiftIdentifier.escaped($0.name)): \(SharedContextBuilder.parameterType($0.type))"
        }
        return SwiftLayout.declaration(
            "\(access)func \(names.didFinishWithMethod)(", [subject, firstParameter] + others, tail: tail, indent: 4)
    }

    /// `init(factory: any ItemModuleFactory, flows: any FlowControllerFactory, placement: FlowPlacement = .root,
    /// …) {`
    private func initDeclaration(_ flow: Flow, startsChildFlows: Bool) -> [String] {
        var parameters: [String] = []
        if !flow.screens.isEmpty { parameters.append("factory: any \(flow.names.moduleFactory)") }
        if startsChildFlows { parameters.append("flows: any FlowControllerFactory") }
        parameters.append("placement: FlowPlacement = .root")
        parameters += flow.inputs.map {
            "\(SwiftIdentifier.escaped($0.name)): \(SharedContextBuilder.parameterType($0.type))"
        }
        if flow.start.isOneOf { parameters.append("decideStart: @escaping () -> \(flow.names.startEnum)") }
        return SwiftLayout.declaration("\(access)init(", parameters, tail: ") {", indent: 4)
    }

    private func initAssignments(_ flow: Flow, startsChildFlows: Bool) -> [String] {
        var lines: [String] = []
        if !flow.screens.isEmpty { lines.append("self.factory = factory") }
        if startsChildFlows { lines.append("self.flows = flows") }
        lines += flow.inputs.map { "self.\(SwiftIdentifier.escaped($0.name)) = \(SwiftIdentifier.escaped($0.name))" }
        if flow.start.isOneOf { lines.append("self.decideStart = decideStart") }
        lines.append("super.init(placement: placement)")
        return lines
    }

    // MARK: Wiring

    /// `wireItemList(…) -> any ItemListModule`: makes the screen and connects its events. `nil`
    /// for a screen the flow never shows.
    private func wireScreen(_ screen: Screen, plan: ShowPlan, statements: FlowControllerStatements) -> MethodContext? {
        guard !plan.ways(of: screen.name).isEmpty else { return nil }
        let parameters = screen.inputs.map {
            "\(SwiftIdentifier.escaped($0.name)): \(SharedContextBuilder.parameterType($0.type))"
        }
        let declaration = SwiftLayout.declaration(
            "private func \(screen.names.wire)(", parameters, tail: ") -> any \(screen.names.module) {", indent: 4)
        let make = SwiftLayout.call(
            "factory.\(screen.names.factoryMethod)(",
            screen.inputs.map { "\(SwiftIdentifier.label($0.name)): \(SwiftIdentifier.escaped($0.name))" }, indent: 8)
        guard !screen.events.isEmpty else {
            return MethodContext(mark: screen.name, docLines: [], declaration: declaration, body: make)
        }
        var body = make
        body[0] = "let module = " + body[0]
        for event in screen.events {
            let names = event.parameters.map(\.name)
            let closure = ActionClosures.parameters(names, actions: event.actions)
            let note = SwiftLayout.wrapComment(SharedContextBuilder.sentences(event.documentation ?? ""), indent: 8)
            body += note.map { "// " + $0 }
            body.append("module.\(SwiftIdentifier.escaped(event.name)) = { [weak self]\(closure) in")
            let lines = statements.eventBody(event.actions, parameters: names + screen.inputs.map(\.name))
            body += ActionTranslator.layout(lines, indent: 12).map { "    " + $0 }
            body.append("}")
        }
        body.append("return module")
        return MethodContext(mark: screen.name, docLines: [], declaration: declaration, body: body)
    }

    /// `wireItemCreateFlow(placement:…) -> ItemCreateFlowController`: makes the child's flow
    /// controller and becomes its delegate.
    private func wireChild(_ child: Flow) -> MethodContext {
        let inputs = child.inputs.map {
            "\(SwiftIdentifier.escaped($0.name)): \(SharedContextBuilder.parameterType($0.type))"
        }
        let arguments = child.inputs.map {
            "\(SwiftIdentifier.label($0.name)): \(SwiftIdentifier.escaped($0.name))"
        }
        return MethodContext(
            mark: child.name, docLines: [],
            declaration: SwiftLayout.declaration(
                "private func \(child.names.wireFlow)(", ["placement: FlowPlacement"] + inputs,
                tail: ") -> \(child.names.flowController) {", indent: 4),
            body: SwiftLayout.call(
                "let flowController = flows.\(child.names.makeFlowController)(", ["placement: placement"] + arguments,
                indent: 8)
                + ["flowController.delegate = self", "return flowController"])
    }

    /// The flow controller as a child's delegate: one method per way the child can end.
    private func conformance(to child: Flow, in flow: Flow, statements: FlowControllerStatements)
        -> DelegateConformanceContext
    {
        let handler = flow.handler(for: child.name)
        let finishParameters = child.result.map(\.name) + ["flowController"]
        var methods = [
            MethodContext(
                mark: nil, docLines: handlerNote(handler?.onFinish),
                declaration: finishDeclaration(of: child, access: access, tail: ") {"),
                body: ActionTranslator.layout(
                    statements.handlerBody(
                        handler?.onFinish?.actions ?? [], child: child.name, parameters: finishParameters),
                    indent: 8))
        ]
        if child.usage.usesCancel {
            methods.append(
                MethodContext(
                    mark: nil, docLines: handlerNote(handler?.onCancel),
                    declaration: [
                        "\(access)func \(child.names.didCancelMethod)"
                            + "(_ flowController: \(child.names.flowController)) {"
                    ],
                    body: ActionTranslator.layout(
                        statements.handlerBody(
                            handler?.onCancel?.actions ?? [], child: child.name, parameters: ["flowController"]),
                        indent: 8)))
        }
        return DelegateConformanceContext(
            flowControllerType: flow.names.flowController, delegateType: child.names.flowControllerDelegate,
            methods: methods)
    }

    private func handlerNote(_ handler: Handler?) -> [String] {
        SharedContextBuilder.sentences(handler?.documentation ?? "")
    }

    // MARK: Factory

    func factory() -> FlowControllerFactoryContext {
        FlowControllerFactoryContext(
            header: SharedContextBuilder.header(source: configuration.specs), access: access, isPublic: isPublic,
            types: shared.factoryTypes(), flows: model.flows.map(factoryFlow))
    }

    private func factoryFlow(_ flow: Flow) -> FlowControllerFactoryFlowContext {
        let make = flow.names.makeFlowController
        let type = flow.names.flowController
        let inputs = flow.inputs.map {
            "\(SwiftIdentifier.escaped($0.name)): \(SharedContextBuilder.parameterType($0.type))"
        }
        let inputArguments = flow.inputs.map {
            "\(SwiftIdentifier.label($0.name)): \(SwiftIdentifier.escaped($0.name))"
        }
        var arguments: [String] = []
        if !flow.screens.isEmpty { arguments.append("factory: moduleFactory") }
        if !ShowPlan(flow: flow).startedChildren(of: flow).isEmpty { arguments.append("flows: self") }
        arguments.append("placement: placement")
        arguments += inputArguments
        if flow.start.isOneOf {
            arguments.append(
                "decideStart: { [weak startDecisions = self.startDecisions] in"
                    + " Self.\(flow.names.decideStart)(by: startDecisions) }"
            )
        }
        let placementAndInputs = ["placement: FlowPlacement"] + inputs
        return FlowControllerFactoryFlowContext(
            flowName: flow.name,
            placementNote: flow.screens.isEmpty
                ? "it has no screens: its start flow is placed the same way"
                : "`.root` in its own navigation controller, `.pushed` on the stack that holds it",
            requirement: SwiftLayout.declaration("func \(make)(", placementAndInputs, tail: ") -> \(type)", indent: 4),
            shortForm: SwiftLayout.declaration("\(access)func \(make)(", inputs, tail: ") -> \(type) {", indent: 4)
                + SwiftLayout.indented(
                    SwiftLayout.call("\(make)(", ["placement: .root"] + inputArguments, indent: 8), by: 4),
            implementation: SwiftLayout.declaration(
                "\(access)func \(make)(", placementAndInputs, tail: ") -> \(type) {", indent: 4)
                + SwiftLayout.indented(SwiftLayout.call("\(type)(", arguments, indent: 8), by: 4))
    }

    // MARK: Analysis

    /// Flows that present a screen or a child flow, and every flow that runs one of them (at any
    /// depth): walked up from the presenters once, so it is linear in the size of the spec set.
    private static func presentingFlows(in model: FlowModel) -> Set<String> {
        var parents: [String: [String]] = [:]
        var pending: [String] = []
        for flow in model.flows {
            let plan = ShowPlan(flow: flow)
            for child in flow.usage.children where !plan.ways(of: child).isEmpty {
                parents[child, default: []].append(flow.name)
            }
            let presents =
                plan.uses(.present, forScreensOf: flow)
                || flow.usage.children.contains { plan.ways(of: $0).contains(.present) }
            if presents { pending.append(flow.name) }
        }
        var result = Set(pending)
        while let name = pending.popLast() {
            for parent in parents[name] ?? [] where result.insert(parent).inserted {
                pending.append(parent)
            }
        }
        return result
    }
}
