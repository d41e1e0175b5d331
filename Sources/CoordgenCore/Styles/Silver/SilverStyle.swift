/// SILVER modules (`generated-api-silver-v1.md`): every screen a module of a router
/// (`IItemListRouter`, one `configure` for all its handlers) and a view controller, made by an
/// assembly function that returns `Module<Router>`; routers hold their view controllers weakly,
/// so memory follows UIKit's hierarchy; a `ServiceLocator` injects services by type.
public struct SilverStyle: OutputStyle {
    public init() {}

    public var name: String { "silver" }
    public var templateFolder: String { "Silver" }

    /// `BaseFlow` and `FlowFlow` would make routers named like the core's `IBaseRouter` and `IFlowRouter`.
    public var reservedFlowBaseNames: [String: String] { ["Base": "IBaseRouter", "Flow": "IFlowRouter"] }

    public func validate(_ model: FlowModel, scope: ValidationScope, diagnostics: inout Diagnostics) {
        SilverRules.check(model, scope: scope, diagnostics: &diagnostics)
        UnsupportedConstructs(style: name).check(model, scope: scope, diagnostics: &diagnostics)
    }

    /// The file plan: the core, the service locator and one file per flow (generated), then
    /// `ViewFactoryImp`, a view factory extension per flow with screens and a view controller per
    /// screen (scaffolds).
    public func listFiles(
        for model: FlowModel, configuration: Configuration, on renderer: inout SwiftFileRenderer
    ) {
        let builder = SilverContextBuilder(model: model, configuration: configuration)
        renderer.render("SilverCore", builder.core(), to: "SilverCore.swift", kind: .generated)
        renderer.render("ServiceLocator", builder.locator(), to: "ServiceLocator.swift", kind: .generated)
        for flow in model.flows {
            renderer.render(
                "SilverFlow", builder.flow(flow), to: "\(flow.name).swift", kind: .generated, owner: flow.name)
        }
        renderer.render(
            "ViewFactoryImp", builder.scaffoldHeader(), to: "ViewFactoryImp.swift", kind: .scaffold)
        // By position, as `SharedContextBuilder.renderScaffolds` does: no copy of a flow for each file.
        // Read in place: binding a flow or a screen (`for screen in …`) copies all of it.
        for flowIndex in model.flows.indices where !model.flows[flowIndex].screens.isEmpty {
            let flowName = model.flows[flowIndex].name
            renderer.render(
                "FlowViewFactory", builder.scaffoldFlow(model.flows[flowIndex]),
                to: "\(flowName)/\(model.flows[flowIndex].names.silverViewFactory)Imp.swift",
                kind: .scaffold, owner: flowName)
            for screenIndex in model.flows[flowIndex].screens.indices {
                let viewController = model.flows[flowIndex].screens[screenIndex].names.viewController
                renderer.render(
                    "SilverViewController", builder.scaffoldScreen(flowAt: flowIndex, screenAt: screenIndex),
                    to: "\(flowName)/\(viewController).swift", kind: .scaffold, owner: flowName)
            }
        }
    }

    public var scaffoldRequirements: any ScaffoldRequirements { SilverScaffoldRequirements() }

    public var flowOwner: String { "flow router" }
    public var showMethods: String { "make…" }

    public func documentedNames(of flow: Flow) -> [DocumentedName] {
        let names = flow.names
        var documented = [
            DocumentedName(
                "Flow router",
                [.code(names.silverFlowRouter), .text(", behind "), .code(names.silverFlowRouterProtocol)]),
            DocumentedName(
                "Assembled by",
                [.call(names.silverAssembly, flow.inputs), .text(" with a navigation controller and the locator")]),
        ]
        if !flow.screens.isEmpty {
            documented.append(
                DocumentedName(
                    "Screen routers",
                    flow.screens.enumerated().flatMap { index, screen -> [DocumentedName.Part] in
                        (index == 0 ? [] : [.text(", ")]) + [.code(screen.names.silverRouterProtocol)]
                    }))
            documented.append(DocumentedName("View factory", [.code(names.silverViewFactory)]))
        }
        return documented
    }

    public func screenMaker(of flow: Flow) -> String {
        flow.names.silverViewFactory
    }

    /// The screen routers and the view factory are among `documentedNames(of:)`: no module types.
    public func documentedScreenTypes(of flow: Flow) -> [DocumentedName] {
        []
    }

    public func documentedNames(of screen: Screen, in flow: Flow) -> [DocumentedName.Part] {
        [
            .code(screen.names.silverRouterProtocol), .text(" · "), .call(screen.names.silverAssembly, screen.inputs),
            .text(" · "), .code(screen.names.viewController), .text(" (scaffold)"),
        ]
    }

    public func rootStartCall(of flow: Flow) -> String {
        "OwnNavigationModuleAssembly { " + flow.names.silverAssembly + "(navigationController: $0, locator: locator) }"
    }
}
