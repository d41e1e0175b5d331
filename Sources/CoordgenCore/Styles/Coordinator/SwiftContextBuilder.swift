/// Builds the typed template contexts of the Swift output from the flow model.
struct SwiftContextBuilder {
    let model: FlowModel
    let configuration: Configuration
    let shared: SharedContextBuilder
    let linkIndex: LinkRoles.Index

    init(model: FlowModel, configuration: Configuration) {
        self.model = model
        self.configuration = configuration
        shared = SharedContextBuilder(model: model, configuration: configuration, routes: Self.delegates(configuration))
        linkIndex = LinkRoles.Index(model)
    }
    private var isPublic: Bool { configuration.access == .public }
    var access: String { isPublic ? "public " : "" }
    /// `children: composition`: coordinators keep their children in an injected `CoordinatorDependencies`.
    var composition: Bool { configuration.coordinator.children == .composition }

    func core() -> CoreContext {
        CoreContext(
            header: SharedContextBuilder.header(source: configuration.specs), access: access,
            open: isPublic ? "open " : "",
            isPublic: isPublic, composition: composition, delegates: delegates)
    }

    // MARK: Flows

    func flow(_ flow: Flow) -> FlowContext {
        let roles = LinkRoles(flow: flow, model: model, index: linkIndex)
        let plan = ShowPlan(flow: flow, linkScreens: Self.linkScreens(roles))
        let translator = ActionTranslator(flow: flow, plan: plan)
        let names = flow.names
        let childNames = plan.startedChildren(of: flow)
        let startEnum =
            flow.start.isOneOf
            ? StartEnumContext(typeName: names.startEnum, cases: flow.start.targets.map { escaped($0.caseName) }) : nil
        let presentsModules =
            childNames.contains { plan.ways(of: $0).contains(.present) }
            || plan.uses(.present, forScreensOf: flow)
        let children = model.flows(named: childNames)
        // A tabs flow tears its tabs' flows down like any child.
        let tabFlows = model.flows(named: Set(flow.tabs.map(\.flow)).subtracting(childNames))
        var context = FlowContext(
            header: SharedContextBuilder.header(source: flow.path), access: access, isPublic: isPublic,
            flowName: flow.name,
            docLines: SharedContextBuilder.docLines(flow.description),
            types: shared.flowTypes(flow),
            outputType: names.coordinatorOutput,
            finishClosureType: finishClosureType(flow),
            usesCancel: flow.usage.usesCancel,
            coordinatorType: names.coordinator,
            composition: composition,
            inputs: flow.inputs.map(shared.member),
            startEnum: startEnum,
            tabEnum: tabEnum(flow),
            selectTabType: selectTabType(flow),
            usesCoordinatorFactory: !childNames.isEmpty || flow.hasTabs,
            initDeclaration: initDeclaration(flow),
            initAssignments: initAssignments(flow, keepsCoordinatorFactory: !childNames.isEmpty || flow.hasTabs),
            tearsDownOnStart: !childNames.isEmpty || presentsModules || plan.showsAlerts || flow.hasTabs,
            startLines: flow.hasTabs
                ? ActionTranslator.layout(tabStartLines(flow, roles: roles), indent: 8)
                : startLines(flow, translator: translator),
            presentsModules: presentsModules,
            methods: coordinatorHelpers(
                flow, plan: plan, presentsModules: presentsModules, children: (tabFlows + children))
                + tabMethods(flow, translator: translator, roles: roles)
                + flow.screens.flatMap { screenMethods($0, in: flow, translator: translator) }
                + children.flatMap { runMethods($0, in: flow, translator: translator, roles: roles) }
                + linkMethods(flow, roles: roles, plan: plan, translator: translator))
        context.opensLinks = flow.usage.opensLinks
        context.keptModuleLines =
            tabProperties(flow) + alertLines(plan) + keptModuleLines(flow, plan: plan)
            + linkProperties(flow, roles: roles)
        guard delegates else { return context }
        context.delegates = true
        context.resultType = Self.resultType(flow)
        context.resultLines = resultLines(flow)
        context.storedLines = delegateStoredLines(flow, children: children, plan: plan)
        context.extensions =
            routeExtensions(flow, translator: translator)
            + [listenerExtension(flow, children: tabFlows + children, plan: plan, translator: translator)]
            .compactMap { $0 }
        return context
    }

    /// The property that keeps the alert the flow presented, while it is up.
    private func alertLines(_ plan: ShowPlan) -> [String] {
        guard plan.showsAlerts else { return [] }
        return [
            "    /// The alert this flow presented, while it is up: dismissed if the flow ends first.",
            "    private weak var \(ShowPlan.presentedAlertProperty): UIViewController?",
        ]
    }

    /// The properties that keep the module a `pop to` or `send` reaches.
    private func keptModuleLines(_ flow: Flow, plan: ShowPlan) -> [String] {
        flow.screens.filter { plan.keptModuleScreens.contains($0.name) }.flatMap { screen in
            var uses: [String] = []
            if screen.isPoppedTo { uses.append("for `pop to \(screen.name)`") }
            if !screen.receives.isEmpty { uses.append("to hand it values (`send`)") }
            if plan.linkStartScreens.contains(screen.name) { uses.append("to go back to it when a link opens") }
            let use = uses.joined(separator: " and ")
            return SwiftLayout.wrapComment(["The \(screen.name) screen this flow showed last, \(use)."], indent: 4)
                .map { "    /// " + $0 }
                + [
                    "    private weak var \(ShowPlan.lastShownProperty(screen.name)): "
                        + SharedContextBuilder.moduleType(of: screen, optional: true)
                ]
        }
    }

    private func escaped(_ name: String) -> String {
        SwiftIdentifier.escaped(name)
    }

    /// `init(router: any Router, …) {`, on as many lines as it needs.
    private func initDeclaration(_ flow: Flow) -> [String] {
        var parameters = ["router: any Router"]
        if !flow.screens.isEmpty { parameters.append("factory: any \(flow.names.moduleFactory)") }
        parameters += ["coordinatorFactory: any CoordinatorFactory", "placement: FlowPlacement = .root"]
        parameters += flow.inputs.map { "\(escaped($0.name)): \(SharedContextBuilder.parameterType($0.type))" }
        if flow.start.isOneOf { parameters.append("decideStart: @escaping () -> \(flow.names.startEnum)") }
        // Last, with a default, so that every call site written for `children: base-class` compiles.
        if composition {
            parameters.append("dependencies: any CoordinatorDependencies = DefaultCoordinatorDependencies()")
        }
        return SwiftLayout.declaration("\(access)init(", parameters, tail: ") {", indent: 4)
    }

    private func initAssignments(_ flow: Flow, keepsCoordinatorFactory: Bool) -> [String] {
        var lines = ["self.router = router"]
        if !flow.screens.isEmpty { lines.append("self.factory = factory") }
        if keepsCoordinatorFactory { lines.append("self.coordinatorFactory = coordinatorFactory") }
        lines.append("self.placement = placement")
        lines += flow.inputs.map { "self.\(escaped($0.name)) = \(escaped($0.name))" }
        if flow.start.isOneOf { lines.append("self.decideStart = decideStart") }
        if composition { lines.append("self.dependencies = dependencies") }
        return lines
    }

    private func startLines(_ flow: Flow, translator: ActionTranslator) -> [String] {
        guard flow.start.isOneOf else {
            return ActionTranslator.layout(flow.start.targets.map { translator.show($0, .first, owner: "") }, indent: 8)
        }
        var lines = ["switch decideStart() {"]
        for target in flow.start.targets {
            lines.append("case .\(escaped(target.caseName)):")
            lines.append("    " + translator.show(target, .first, owner: ""))
        }
        lines.append("}")
        return ActionTranslator.layout(lines, indent: 8)
    }
}
