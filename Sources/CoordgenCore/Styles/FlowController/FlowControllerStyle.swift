/// FlowControllers (`generated-api-flowcontroller-v1.md`): each flow is a `UIViewController`
/// container, a `…FlowController` with a weak delegate, made by a `FlowControllerFactory`;
/// UIKit's own hierarchy (children, navigation stack, presentation) keeps every flow alive.
public struct FlowControllerStyle: OutputStyle {
    public init() {}

    public var name: String { "flow-controller" }
    public var templateFolder: String { "FlowController" }

    /// `FlowFlow` would make `FlowController`, the base class; `ModuleFlow` `ModuleDependencies`.
    public var reservedFlowBaseNames: [String: String] { ["Flow": "FlowController", "Module": "ModuleDependencies"] }

    public func validate(_ model: FlowModel, scope: ValidationScope, diagnostics: inout Diagnostics) {
        FlowControllerNameRules.check(model, scope: scope, diagnostics: &diagnostics)
        StackBottomRules.check(model, scope: scope, diagnostics: &diagnostics)
        UnsupportedConstructs(style: name).check(model, scope: scope, diagnostics: &diagnostics)
    }

    /// The file plan: the core, the factory and one file per flow (generated), then the scaffolds
    /// every style shares.
    public func listFiles(
        for model: FlowModel, configuration: Configuration, on renderer: inout SwiftFileRenderer
    ) {
        let builder = FlowControllerContextBuilder(model: model, configuration: configuration)
        renderer.render(
            "FlowControllerCore", builder.core(), to: "FlowControllerCore.swift", kind: .generated)
        renderer.render(
            "FlowControllerFactory", builder.factory(), to: "FlowControllerFactory.swift", kind: .generated)
        for flow in model.flows {
            renderer.render(
                "FlowControllerFlow", builder.flow(flow), to: "\(flow.name).swift", kind: .generated, owner: flow.name)
        }
        builder.shared.renderScaffolds(&renderer)
    }

    public var scaffoldRequirements: any ScaffoldRequirements { ModuleScaffoldRequirements() }

    public var flowOwner: String { "flow controller" }
    public var showMethods: String { "wire…" }

    public func documentedNames(of flow: Flow) -> [DocumentedName] {
        let names = flow.names
        return [
            DocumentedName(
                "Flow controller",
                [.code(names.flowController), .text(", reporting to its "), .code(names.flowControllerDelegate)]),
            DocumentedName("Made by", [.call("FlowControllerFactory." + names.makeFlowController, flow.inputs)]),
            DocumentedName(
                "Started by a parent with",
                [
                    .code("embedFlow"), .text(", "), .code("pushFlow"), .text(", "), .code("presentFlow"),
                    .text(" or "),
                    .code("setRootFlow"),
                ]),
        ]
    }

    public func rootStartCall(of flow: Flow) -> String {
        "window.rootViewController = FlowControllerFactory." + flow.names.makeFlowController + "()"
    }
}
