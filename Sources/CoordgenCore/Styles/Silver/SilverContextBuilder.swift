/// Builds the template contexts of the SILVER style from the flow model.
struct SilverContextBuilder {
    let model: FlowModel
    let configuration: Configuration
    private let shared: SharedContextBuilder

    init(model: FlowModel, configuration: Configuration) {
        self.model = model
        self.configuration = configuration
        shared = SharedContextBuilder(model: model, configuration: configuration)
    }

    private var isPublic: Bool { configuration.access == .public }
    private var access: String { isPublic ? "public " : "" }

    func core() -> CoreContext {
        CoreContext(
            header: SharedContextBuilder.header(source: configuration.specs), access: access,
            open: isPublic ? "open " : "", isPublic: isPublic)
    }

    func flow(_ flow: Flow) -> SilverFlowContext {
        let builder = SilverFlowBuilder(flow: flow, model: model, access: access)
        let screens = SilverScreenBuilder(access: access)
        let protocolBody = builder.protocolBody()
        return SilverFlowContext(
            header: SharedContextBuilder.header(source: flow.path), access: access, isPublic: isPublic,
            flowName: flow.name, docLines: SharedContextBuilder.docLines(flow.description),
            types: shared.flowTypes(flow),
            startEnum: flow.start.isOneOf
                ? StartEnumContext(
                    typeName: flow.names.startEnum,
                    cases: flow.start.targets.map { SwiftIdentifier.escaped($0.caseName) }) : nil,
            viewFactoryType: flow.names.silverViewFactory,
            viewFactoryRequirements: flow.screens.flatMap(SilverScreenBuilder.viewFactoryRequirement),
            screens: flow.screens.map(screens.screen),
            routerProtocol: flow.names.silverFlowRouterProtocol, routerType: flow.names.silverFlowRouter,
            protocolBody: protocolBody, hasProtocolBody: !protocolBody.isEmpty,
            routerBody: builder.routerBody(), assembly: builder.assembly())
    }

    // MARK: Service locator

    /// Every dependency of the spec set once, by name (the rules make each name one type).
    private var dependencies: [Value] {
        var byName: [String: Value] = [:]
        for flow in model.flows {
            // The first declaration with a note, so that the locator documents what a spec explains.
            for dependency in flow.dependencies
            where byName[dependency.name] == nil || byName[dependency.name]?.documentation == nil {
                byName[dependency.name] = dependency
            }
        }
        return byName.values.sorted { $0.name < $1.name }
    }

    func locator() -> SilverLocatorContext {
        let oneOf = model.flows.filter(\.start.isOneOf)
        let dependencies = self.dependencies
        var parameters = ["views: any ViewFactory"]
        var body = ["/// Makes the view controller of every screen.", "\(access)let views: any ViewFactory"]
        var assignments = ["self.views = views"]
        if !oneOf.isEmpty {
            parameters.append("startDecisions: (any StartDecisions)?")
            body += [
                "/// Held weakly; when it is gone, or nil, flows start with their first option.",
                "\(access)private(set) weak var startDecisions: (any StartDecisions)?",
            ]
            assignments.append("self.startDecisions = startDecisions")
        }
        for dependency in dependencies {
            let name = SwiftIdentifier.escaped(dependency.name)
            body += SharedContextBuilder.sentences(dependency.documentation ?? "").map { "/// " + $0 }
            body.append("\(access)let \(name): \(dependency.type)")
            parameters.append("\(name): \(SharedContextBuilder.parameterType(dependency.type))")
            assignments.append("self.\(name) = \(name)")
        }
        body.append("")
        body += SwiftLayout.declaration("\(access)init(", parameters, tail: ") {", indent: 4)
        body += assignments.map { "    " + $0 } + ["}"]
        for dependency in dependencies {
            body += [
                "",
                "/// Resolves `\(dependency.type)`, by its type.",
                "\(access)func inject() -> \(dependency.type) {",
                "    \(SwiftIdentifier.escaped(dependency.name))",
                "}",
            ]
        }
        let viewFactories = model.flows.filter { !$0.screens.isEmpty }.map(\.names.silverViewFactory)
        return SilverLocatorContext(
            header: SharedContextBuilder.header(source: configuration.specs), access: access, isPublic: isPublic,
            viewFactoryTypealias: viewFactories.isEmpty
                ? ["\(access)typealias ViewFactory = Any"]
                : SwiftLayout.list("\(access)typealias ViewFactory = ", viewFactories, separator: "&", indent: 0),
            usesStartDecisions: !oneOf.isEmpty,
            decisions: shared.factoryTypes().decisions,
            classDeclaration: Self.classDeclaration(
                "\(access)final class ServiceLocator", conformances: model.flows.map(\.names.dependencies)),
            body: body)
    }

    /// `final class X: A, B {` on one line, or the conformances on continuation lines and `{` alone.
    private static func classDeclaration(_ head: String, conformances: [String]) -> [String] {
        let oneLine = head + ": " + conformances.joined(separator: ", ") + " {"
        guard oneLine.count > SwiftLayout.lineLimit else { return [oneLine] }
        var lines = [head + ":"]
        var line = ""
        for (index, name) in conformances.enumerated() {
            let piece = name + (index == conformances.count - 1 ? "" : ",")
            if !line.isEmpty, 4 + line.count + 1 + piece.count > SwiftLayout.lineLimit {
                lines.append("    " + line)
                line = piece
            } else {
                line = line.isEmpty ? piece : line + " " + piece
            }
        }
        return lines + ["    " + line, "{"]
    }

    // MARK: Scaffolds

    func scaffoldHeader() -> SilverScaffoldContext {
        SilverScaffoldContext(
            header: SharedContextBuilder.scaffoldHeader(source: configuration.specs), flowName: "",
            viewFactoryType: "", methods: [])
    }

    func scaffoldFlow(_ flow: Flow) -> SilverScaffoldContext {
        var methods: [String] = []
        for screen in flow.screens {
            if !methods.isEmpty { methods.append("") }
            methods += SwiftLayout.declaration(
                "func \(screen.names.factoryMethod)(",
                screen.inputs.map {
                    "\(SwiftIdentifier.escaped($0.name)): \(SharedContextBuilder.parameterType($0.type))"
                } + ["router: \(screen.names.silverRouter)", "locator: ServiceLocator"],
                tail: ") -> UIViewController {", indent: 4)
            methods += SwiftLayout.indented(
                SwiftLayout.call(
                    "\(screen.names.viewController)(",
                    screen.inputs.map { "\(SwiftIdentifier.label($0.name)): \(SwiftIdentifier.escaped($0.name))" }
                        + ["router: router"], indent: 8), by: 4)
            methods.append("}")
        }
        return SilverScaffoldContext(
            header: SharedContextBuilder.scaffoldHeader(source: flow.path), flowName: flow.name,
            viewFactoryType: flow.names.silverViewFactory, methods: methods)
    }

    func scaffoldScreen(flowAt flowIndex: Int, screenAt screenIndex: Int) -> SilverScaffoldScreenContext {
        let flow = model.flows[flowIndex]
        let screen = flow.screens[screenIndex]
        let parameters =
            screen.inputs.map { "\(SwiftIdentifier.escaped($0.name)): \(SharedContextBuilder.parameterType($0.type))" }
            + ["router: \(screen.names.silverRouter)"]
        let calls = screen.events.map { event in
            "router.\(SwiftIdentifier.escaped(event.name))("
                + event.parameters.map { "\(SwiftIdentifier.label($0.name)): <#\($0.type)#>" }.joined(separator: ", ")
                + ")"
        }
        return SilverScaffoldScreenContext(
            header: SharedContextBuilder.scaffoldHeader(source: flow.path), flowName: flow.name,
            viewControllerType: screen.names.viewController, routerType: screen.names.silverRouter,
            title: SharedContextBuilder.title(screen.name), inputs: screen.inputs.map(shared.member),
            hasInputs: !screen.inputs.isEmpty, inputArguments: SharedContextBuilder.argumentList(screen.inputs),
            inputAssignment: SwiftLayout.call(
                "input = Input(", SharedContextBuilder.arguments(screen.inputs), indent: 8),
            initDeclaration: SwiftLayout.declaration("init(", parameters, tail: ") {", indent: 4),
            hasEvents: !calls.isEmpty, exampleCalls: calls)
    }
}
