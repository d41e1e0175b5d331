extension SwiftContextBuilder {
    /// The context of the coordinator factory file.
    func factory() -> FactoryContext {
        let isPublic = configuration.access == .public
        let oneOf = model.flows.filter(\.start.isOneOf)
        return FactoryContext(
            header: Self.header(source: configuration.specs), access: isPublic ? "public " : "", isPublic: isPublic,
            moduleFactoryTypes: model.flows.filter { !$0.screens.isEmpty }.map(\.names.moduleFactory)
                .joined(separator: " & "),
            dependenciesTypes: model.flows.map(\.names.dependencies).joined(separator: " & "),
            usesStartDecisions: !oneOf.isEmpty,
            decisions: oneOf.map {
                DecisionContext(method: $0.names.decideStart, enumType: $0.names.startEnum, flowName: $0.name)
            },
            flows: model.flows.map(factoryFlow))
    }

    private func factoryFlow(_ flow: Flow) -> FactoryFlowContext {
        var arguments = ["router: router"]
        if !flow.screens.isEmpty { arguments.append("factory: moduleFactory") }
        arguments += ["coordinatorFactory: self", "placement: placement"]
        arguments += flow.inputs.map { "\(SwiftIdentifier.label($0.name)): \(SwiftIdentifier.escaped($0.name))" }
        if flow.start.isOneOf, let first = flow.start.targets.first {
            arguments.append(
                "decideStart: { [weak self] in self?.startDecisions?.\(flow.names.decideStart)()"
                    + " ?? .\(SwiftIdentifier.escaped(first.caseName)) }")
        }
        let parameters = Self.parameterList(flow.inputs)
        let argumentList = Self.argumentList(flow.inputs)
        return FactoryFlowContext(
            flowName: flow.name, makeMethod: flow.names.makeCoordinatorBox, outputType: flow.names.coordinatorOutput,
            coordinatorType: flow.names.coordinator,
            inputParameters: parameters.isEmpty ? "" : ", " + parameters, presentedParameters: parameters,
            inputArguments: argumentList.isEmpty ? "" : ", " + argumentList, presentedArguments: argumentList,
            coordinatorArguments: arguments.joined(separator: ", "))
    }

    /// The context of the `ModuleFactoryImp` scaffold.
    func scaffoldHeaderContext() -> ScaffoldFlowContext {
        ScaffoldFlowContext(
            header: Self.scaffoldHeader(source: configuration.specs), flowName: "", moduleFactoryType: "", screens: [])
    }

    /// The context of one flow's scaffolds: its factory extension and its view controllers.
    func scaffoldFlow(_ flow: Flow) -> ScaffoldFlowContext {
        let context = self.flow(flow)
        return ScaffoldFlowContext(
            header: Self.scaffoldHeader(source: flow.path), flowName: flow.name,
            moduleFactoryType: flow.names.moduleFactory, screens: context.screens)
    }
}
