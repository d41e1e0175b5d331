/// Coordinators over a router, with closure outputs (`generated-api-v1.md`): a `…Coordinator`
/// per flow, made by a `CoordinatorFactory`, on the shared `NavigationCore`.
public struct CoordinatorStyle: OutputStyle {
    /// `children:` and `outputs:`; `Configuration.outputStyle` sets them, for the rules and the docs.
    public var options = CoordinatorOptions()

    public init(options: CoordinatorOptions = CoordinatorOptions()) {
        self.options = options
    }

    public var name: String { "coordinator" }
    public var templateFolder: String { "Coordinator" }

    /// `BaseFlow` would make `BaseCoordinator`, `ModuleFlow` `ModuleDependencies`: both are in `NavigationCore`;
    /// `CoordinatorFlow` and `DefaultCoordinatorFlow` would make the `…Dependencies` of `children: composition`.
    public var reservedFlowBaseNames: [String: String] {
        [
            "Base": "BaseCoordinator", "Module": "ModuleDependencies", "Coordinator": "CoordinatorDependencies",
            "DefaultCoordinator": "DefaultCoordinatorDependencies",
        ]
    }

    public func validate(_ model: FlowModel, scope: ValidationScope, diagnostics: inout Diagnostics) {
        CoordinatorNameRules.check(model, scope: scope, diagnostics: &diagnostics)
        if options.outputs == .delegates {
            DelegatesRules.check(model, diagnostics: &diagnostics)
        }
    }

    /// The file plan: the core (with its alerts part when a flow presents an alert, and its tabs part
    /// when a flow has tabs), the factory and
    /// one file per flow (generated), then
    /// `ModuleFactoryImp`, a module factory per flow with screens and a view controller per screen (scaffolds).
    public func listFiles(
        for model: FlowModel, configuration: Configuration, on renderer: inout SwiftFileRenderer
    ) {
        let builder = SwiftContextBuilder(model: model, configuration: configuration)
        renderer.render("Core", builder.core(), to: "NavigationCore.swift", kind: .generated)
        // `kind: alert` (spec format 1.1): the router's untracked presentation, only where it is used.
        if model.flows.contains(where: { $0.screens.contains { $0.kind == .alert && $0.isPresented } }) {
            renderer.render("CoreAlerts", builder.core(), to: "NavigationCore+Alerts.swift", kind: .generated)
        }
        // `## Tabs` (spec format 1.1): the tab bar router, only where a flow has tabs.
        if model.flows.contains(where: \.hasTabs) {
            renderer.render("CoreTabs", builder.core(), to: "NavigationCore+Tabs.swift", kind: .generated)
        }
        // `## Links` (spec format 1.1): the links and their opener protocol.
        if !model.deepLinks.isEmpty {
            renderer.render("DeepLink", builder.deepLink(), to: "DeepLink.swift", kind: .generated)
        }
        renderer.render(
            "CoordinatorFactory", builder.factory(), to: "CoordinatorFactory.swift", kind: .generated)
        for flow in model.flows {
            renderer.render("Flow", builder.flow(flow), to: "\(flow.name).swift", kind: .generated, owner: flow.name)
        }
        builder.shared.renderScaffolds(&renderer)
    }

    public var scaffoldRequirements: any ScaffoldRequirements { ModuleScaffoldRequirements() }

    public var flowOwner: String { "coordinator" }
    public var showMethods: String { "show…" }

    public func documentedNames(of flow: Flow) -> [DocumentedName] {
        let names = flow.names
        return [
            DocumentedName(
                "Coordinator",
                [.code(names.coordinator), .text(", reporting through "), .code(names.coordinatorOutput)]),
            DocumentedName("Made by", [.call("CoordinatorFactory." + names.makeCoordinatorBox, flow.inputs)]),
            DocumentedName("Started by a parent with", [.code(names.run + "(…)")]),
        ] + documentedTabNames(of: flow) + documentedDelegateNames(of: flow)
    }

    /// A tabs flow's enum and selection; a flow's request for a tab bar above it (`select tab`).
    private func documentedTabNames(of flow: Flow) -> [DocumentedName] {
        var names: [DocumentedName] = []
        if flow.hasTabs {
            names.append(
                DocumentedName(
                    "Tabs",
                    [
                        .code(flow.names.tabEnum), .text(", on a "), .code("TabBarRouter"), .text("; "),
                        .code("selectedTab"), .text(", "), .code("select(_:)"),
                    ]))
        }
        if flow.usage.forwardsTabSelection, let tabBar = flow.usage.tabBars.first {
            names.append(
                DocumentedName(
                    "Selects tabs through",
                    [.code("selectTab"), .text(" on its output; the flows above pass the request up to \(tabBar)")]))
        }
        return names
    }

    /// With `outputs: delegates`: how the flow reports its end, and the route protocols of its screens.
    private func documentedDelegateNames(of flow: Flow) -> [DocumentedName] {
        guard options.outputs == .delegates else { return [] }
        var ending: [DocumentedName.Part] = [
            .code("flowListener"), .text(": "), .code("CoordinatorFlowListener.onFlowFinished(coordinator:)"),
        ]
        if flow.usage.usesCancel {
            ending += [.text(", "), .code("onFlowCancelled(coordinator:)")]
        }
        if let result = SwiftContextBuilder.resultType(flow) {
            ending += [.text("; the result is "), .code("result: \(result)?"), .text(" on the output")]
        }
        var names = [DocumentedName("Reports its end to", ending)]
        let routes = flow.screens.filter { !$0.events.isEmpty }.enumerated().flatMap {
            index, screen -> [DocumentedName.Part] in
            (index == 0 ? [] : [.text(", ")]) + [.code(screen.names.viewController + "Route")]
        }
        if !routes.isEmpty {
            names.append(DocumentedName("Route protocols", routes + [.text(" (implemented by the coordinator)")]))
        }
        return names
    }

    public func documentedNames(of screen: Screen, in flow: Flow) -> [DocumentedName.Part] {
        let make = DocumentedName.Part.call(flow.names.moduleFactory + "." + screen.names.factoryMethod, screen.inputs)
        guard screen.kind == .module else { return [make, .text(" (returns the app's own view controller)")] }
        var parts: [DocumentedName.Part] = [
            .code(screen.names.module), .text(" · "),
            make, .text(" · "),
            .code(screen.names.viewController), .text(" (scaffold)"),
        ]
        if options.outputs == .delegates, !screen.events.isEmpty {
            parts += [.text(" · "), .code(screen.names.viewController + "Route"), .text(" (its events)")]
        }
        return parts
    }

    public func rootStartCall(of flow: Flow) -> String {
        "CoordinatorFactory." + flow.names.makeCoordinatorBox + "()"
    }
}
