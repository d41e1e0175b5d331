/// Builds a SILVER flow router: the handlers it gives its screens' routers and its child flows
/// (closures that capture it strongly: they are what keeps it alive), one `make…` method per
/// screen it shows, one method per way it starts a child flow, and its assembly function.
///
/// Everything that points down the hierarchy is weak (the navigation controller, the child
/// routers), so a flow lives exactly as long as one of its screens or its running children's
/// screens. A flow acts only while it runs: until it ends, and while its first screen is on a
/// navigation stack (`isRunning`), so a late event from a screen the user left reaches nobody.
struct SilverFlowBuilder {
    let flow: Flow
    let model: FlowModel
    let access: String
    let plan: ShowPlan

    init(flow: Flow, model: FlowModel, access: String) {
        self.flow = flow
        self.model = model
        self.access = access
        plan = ShowPlan(flow: flow)
    }

    var names: FlowNames { flow.names }
    var ends: Bool { flow.usage.usesFinish || flow.usage.usesCancel }
    /// The child flows the flow can reach, in name order.
    var children: [Flow] {
        model.flows(named: plan.startedChildren(of: flow))
    }
    /// Whether some `start`, `root` or `restart` puts a screen of this flow (or of a flow it makes
    /// the root) at the bottom of the stack, which the flow then watches.
    var watchesFirstScreen: Bool {
        flow.start.targets.contains { $0.kind == .screen } || plan.uses(.root, forScreensOf: flow)
    }
    /// Whether the flow can also run with no first screen of its own: its start, or its `root`, is a
    /// flow, whose own `root` and `restart` must not stop this one.
    var canRunWithoutFirstScreen: Bool {
        watchesFirstScreen
            && (flow.start.targets.contains { $0.kind == .flow }
                || children.contains { plan.ways(of: $0.name).contains(.root) })
    }
    /// Whether the flow can start a child flow.
    var startsChildren: Bool { !children.isEmpty }
    /// Whether `start` needs the navigation controller: a start flow is assembled on it.
    var startTakesNavigationController: Bool { flow.start.targets.contains { $0.kind == .flow } }

    // MARK: The router protocol and configure

    var finishHandlerType: String {
        "(" + flow.result.map { SharedContextBuilder.parameterType($0.type) }.joined(separator: ", ") + ") -> Void"
    }

    private var configureParameters: [String] {
        var parameters = ["finishHandler: @escaping \(finishHandlerType)"]
        if flow.usage.usesCancel { parameters.append("cancelHandler: @escaping () -> Void") }
        return parameters
    }

    /// The body of `protocol IItemFlowRouter: IFlowRouter`.
    func protocolBody() -> [String] {
        guard ends else { return [] }
        return ["/// How the flow tells its parent that it ended: every handler at once."]
            + SwiftLayout.declaration("func configure(", configureParameters, tail: ")", indent: 4)
    }

    // MARK: The router class

    /// The body of `final class ItemFlowRouter: IItemFlowRouter`.
    func routerBody() -> [String] {
        var lines = ["\(access)private(set) var storage = \(names.storage)()", ""]
        lines += [
            "/// The child flows this flow started that are still alive, oldest first.",
            "\(access)var childRouters: [any IFlowRouter] {", startsChildren ? "    children.routers" : "    []", "}",
            "",
            "private weak var navigationController: UINavigationController?",
            "private let locator: ServiceLocator",
        ]
        lines += flow.inputs.map { "private let \(SwiftIdentifier.escaped($0.name)): \($0.type)" }
        if startsChildren { lines.append("private var children = ChildRouters()") }
        if ends {
            lines.append("private var finishHandler: (\(finishHandlerType))?")
            if flow.usage.usesCancel { lines.append("private var cancelHandler: (() -> Void)?") }
            lines.append("private var hasEnded = false")
        }
        if watchesFirstScreen {
            lines.append(
                "/// The screen at the bottom of this flow's part of the stack: the flow runs while it is on one.")
            lines.append("private weak var firstScreen: UIViewController?")
        }
        if canRunWithoutFirstScreen {
            lines.append("/// False while the flow's start is a flow: it then has no first screen of its own.")
            lines.append("private var hasOwnFirstScreen = false")
        }
        lines.append("")
        let inputs = flow.inputs.map {
            "\(SwiftIdentifier.escaped($0.name)): \(SharedContextBuilder.parameterType($0.type))"
        }
        lines += SwiftLayout.declaration(
            "\(access)init(", inputs + ["navigationController: UINavigationController", "locator: ServiceLocator"],
            tail: ") {", indent: 4)
        lines += flow.inputs.map {
            "    self.\(SwiftIdentifier.escaped($0.name)) = \(SwiftIdentifier.escaped($0.name))"
        }
        lines += ["    self.navigationController = navigationController", "    self.locator = locator", "}"]
        if ends {
            lines +=
                [""] + SwiftLayout.declaration("\(access)func configure(", configureParameters, tail: ") {", indent: 4)
            lines.append("    self.finishHandler = finishHandler")
            if flow.usage.usesCancel { lines.append("    self.cancelHandler = cancelHandler") }
            lines.append("}")
        }
        lines += [""] + startMethod()
        if canStopRunning {
            lines += [""] + isRunningProperty()
        }
        if plan.liveActions.contains(where: { $0.kind == .restart }) {
            lines += [
                "",
                "/// `restart`: dismisses what is presented, assembles the start again and makes it the root.",
                "private func restart() {",
                "    guard let navigationController else { return }",
                "    navigationController.dismissPresentedModule(animated: false)",
            ]
            if startsChildren { lines.append("    children = ChildRouters()") }
            lines += [
                "    navigationController.setViewControllers([\(startCall)], animated: false)",
                "}",
            ]
        }
        if plan.uses(.root, forScreensOf: flow) {
            lines += [
                "",
                "/// `root X`: the screen becomes the bottom of the stack, and the flow's first screen.",
                "private func setRootScreen(_ screen: UIViewController) {",
            ]
            lines += markFirstScreen("screen").map { "    " + $0 }
            lines += ["    navigationController?.setViewControllers([screen], animated: false)", "}"]
        }
        for screen in flow.screens where !plan.ways(of: screen.name).isEmpty {
            lines += [""] + makeScreenMethod(screen)
        }
        for child in children {
            for way in plan.ways(of: child.name) {
                lines += [""] + childMethod(child, way)
            }
        }
        return lines
    }

    /// `start(on: navigationController)`, or `start()` when the start is only screens.
    private var startCall: String {
        startTakesNavigationController ? "start(on: navigationController)" : "start()"
    }

    func markFirstScreen(_ screen: String) -> [String] {
        var lines = ["firstScreen = \(screen)"]
        if canRunWithoutFirstScreen { lines.append("hasOwnFirstScreen = true") }
        return lines
    }

    /// `start(on:)`: assembles the start (asking `StartDecisions` for `start: one of`) and returns
    /// the view controller the caller places.
    private func startMethod() -> [String] {
        var lines = [
            "/// Assembles the flow's start and returns its first view controller, which the caller places.",
            startTakesNavigationController
                ? "fileprivate func start(on navigationController: UINavigationController) -> UIViewController {"
                : "fileprivate func start() -> UIViewController {",
        ]
        func start(_ target: Target) -> [String] {
            let arguments = target.arguments.map {
                "\(SwiftIdentifier.label($0.name)): \($0.swiftExpression(owner: ""))"
            }
            if target.kind == .flow {
                var lines = canRunWithoutFirstScreen ? ["hasOwnFirstScreen = false"] : []
                lines += SwiftLayout.call(
                    "return start\(target.name)(", ["on: navigationController"] + arguments, indent: 8)
                return lines
            }
            return SwiftLayout.call("let screen = make\(target.name)(", arguments, indent: 8)
                + markFirstScreen("screen") + ["return screen"]
        }
        if flow.start.isOneOf, let first = flow.start.targets.first {
            lines.append(
                "    switch locator.startDecisions?.\(names.decideStart)() ?? .\(SwiftIdentifier.escaped(first.caseName))"
                    + " {"
            )
            for target in flow.start.targets {
                lines.append("    case .\(SwiftIdentifier.escaped(target.caseName)):")
                lines += start(target).map { "        " + $0 }
            }
            lines.append("    }")
        } else {
            lines += flow.start.targets.flatMap(start).map { "    " + $0 }
        }
        lines.append("}")
        return lines
    }

    private func isRunningProperty() -> [String] {
        var conditions: [String] = []
        if ends { conditions.append("!hasEnded") }
        if watchesFirstScreen {
            let onStack = "firstScreen?.navigationController != nil"
            conditions.append(canRunWithoutFirstScreen ? "(!hasOwnFirstScreen || \(onStack))" : onStack)
        }
        return [
            "/// Whether the flow acts on events: until it ends, and while its first screen is on a stack.",
            "private var isRunning: Bool {",
            "    " + conditions.joined(separator: " && "),
            "}",
        ]
    }

    // MARK: Screens

    /// `makeItemDetail(item:)`: assembles the screen, gives its router every handler, returns its
    /// view controller.
    private func makeScreenMethod(_ screen: Screen) -> [String] {
        let parameters = screen.inputs.map {
            "\(SwiftIdentifier.escaped($0.name)): \(SharedContextBuilder.parameterType($0.type))"
        }
        let assembly = SwiftLayout.call(
            "\(screen.names.silverAssembly)(",
            screen.inputs.map { "\(SwiftIdentifier.label($0.name)): \(SwiftIdentifier.escaped($0.name))" }
                + ["locator: locator"], indent: 8)
        var lines = SwiftLayout.declaration(
            "private func make\(screen.name)(", parameters, tail: ") -> UIViewController {", indent: 4)
        guard !screen.events.isEmpty else {
            var body = assembly
            body[body.count - 1] += ".viewController"
            return lines + body.map { "    " + $0 } + ["}"]
        }
        var body = assembly
        body[0] = "let module = " + body[0]
        body.append("module.router.configure(")
        for (index, event) in screen.events.enumerated() {
            let closure = closureHead(ActionClosures.parameters(event.parameters.map(\.name), actions: event.actions))
            let note = SwiftLayout.wrapComment(SharedContextBuilder.sentences(event.documentation ?? ""), indent: 8)
            body += note.map { "    // " + $0 }
            body.append("    \(SilverNaming.handlerLabel(event.name)): {\(closure)")
            body += guarded(statements(event.actions)).map { "        " + $0 }
            body.append("    }" + (index == screen.events.count - 1 ? ")" : ","))
        }
        body.append("return module.viewController")
        lines += body.map { "    " + $0 }
        lines.append("}")
        return lines
    }

    // MARK: Assembly

    /// `ItemFlowModuleAssembly(…, navigationController:locator:)`: makes the router and starts it.
    func assembly() -> [String] {
        let inputs = flow.inputs.map {
            "\(SwiftIdentifier.escaped($0.name)): \(SharedContextBuilder.parameterType($0.type))"
        }
        let inputArguments = flow.inputs.map {
            "\(SwiftIdentifier.label($0.name)): \(SwiftIdentifier.escaped($0.name))"
        }
        var lines = [
            "/// Starts \(flow.name) on `navigationController` and returns its first view controller, which the",
            "/// caller places (pushes it, makes it the root, or wraps it with `OwnNavigationModuleAssembly`).",
            "@MainActor",
        ]
        lines += SwiftLayout.declaration(
            "\(access)func \(names.silverAssembly)(",
            inputs + ["navigationController: UINavigationController", "locator: ServiceLocator"],
            tail: ") -> Module<any \(names.silverFlowRouterProtocol)> {", indent: 0)
        lines += SwiftLayout.indented(
            SwiftLayout.call(
                "let router = \(names.silverFlowRouter)(",
                inputArguments + ["navigationController: navigationController", "locator: locator"], indent: 4),
            by: 4)
        lines += ["    return Module(router: router, viewController: router.\(startCall))", "}"]
        return lines
    }
}
