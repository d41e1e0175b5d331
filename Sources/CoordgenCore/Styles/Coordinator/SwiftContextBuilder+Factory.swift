extension SwiftContextBuilder {
    /// The context of the coordinator factory file.
    func factory() -> FactoryContext {
        let isPublic = configuration.access == .public
        let access = isPublic ? "public " : ""
        return FactoryContext(
            header: SharedContextBuilder.header(source: configuration.specs), access: access, isPublic: isPublic,
            types: shared.factoryTypes(),
            flows: model.flows.map { factoryFlow($0, access: access) })
    }

    private func factoryFlow(_ flow: Flow, access: String) -> FactoryFlowContext {
        let make = flow.names.makeCoordinatorBox
        let coordinator = "any Coordinator & \(flow.names.coordinatorOutput)"
        let box = "(coordinator: \(coordinator), toPresent: any Presentable)"
        let inputs = flow.inputs.map {
            "\(SwiftIdentifier.escaped($0.name)): \(SharedContextBuilder.parameterType($0.type))"
        }
        let inputArguments = flow.inputs.map {
            "\(SwiftIdentifier.label($0.name)): \(SwiftIdentifier.escaped($0.name))"
        }
        let onRouter = ["router: any Router", "placement: FlowPlacement"] + inputs
        var arguments = ["router: router"]
        if !flow.screens.isEmpty { arguments.append("factory: moduleFactory") }
        arguments += ["coordinatorFactory: self", "placement: placement"] + inputArguments
        if flow.start.isOneOf, let first = flow.start.targets.first {
            arguments.append(
                "decideStart: { [weak self] in self?.\(flow.names.decideStart)() ?? .\(SwiftIdentifier.escaped(first.caseName)) }"
            )
        }
        return FactoryFlowContext(
            flowName: flow.name,
            hasTabs: flow.hasTabs,
            onRouterRequirement: SwiftLayout.declaration(
                "func \(make)(", onRouter, tail: ") -> \(coordinator)", indent: 4),
            presentedRequirement: SwiftLayout.declaration("func \(make)(", inputs, tail: ") -> \(box)", indent: 4),
            shortForm: SwiftLayout.declaration(
                "\(access)func \(make)(", ["router: any Router"] + inputs, tail: ") -> \(coordinator) {", indent: 4)
                + SwiftLayout.indented(
                    SwiftLayout.call("\(make)(", ["router: router", "placement: .root"] + inputArguments, indent: 8),
                    by: 4),
            onRouterImplementation: SwiftLayout.declaration(
                "\(access)func \(make)(", onRouter, tail: ") -> \(coordinator) {", indent: 4)
                + SwiftLayout.indented(
                    SwiftLayout.call("\(flow.names.coordinator)(", arguments, indent: 8), by: 4),
            presentedImplementation: SwiftLayout.declaration(
                "\(access)func \(make)(", inputs, tail: ") -> \(box) {", indent: 4)
                + SwiftLayout.indented(
                    ["let router = NavigationRouter(rootController: UINavigationController())"]
                        + SwiftLayout.call(
                            "let coordinator = \(make)(", ["router: router", "placement: .root"] + inputArguments,
                            indent: 8)
                        + ["return (coordinator, router)"], by: 4))
    }
}
