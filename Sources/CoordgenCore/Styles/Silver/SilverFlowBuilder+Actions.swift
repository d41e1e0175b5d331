/// The parts of a SILVER flow router that run the spec's actions: the methods that start child
/// flows (with their `## Flows` handlers or the defaults) and the statements of every handler.
extension SilverFlowBuilder {
    // MARK: Child flows

    /// One method per way the flow starts a child: assemble it on the right navigation controller,
    /// give it the handlers of its `## Flows` entry (or the defaults), keep it weakly, place it.
    func childMethod(_ child: Flow, _ way: ShowWay) -> [String] {
        let inputs = child.inputs.map {
            "\(SwiftIdentifier.escaped($0.name)): \(SharedContextBuilder.parameterType($0.type))"
        }
        let inputArguments = child.inputs.map {
            "\(SwiftIdentifier.label($0.name)): \(SwiftIdentifier.escaped($0.name))"
        }
        let assembly = child.names.silverAssembly
        var lines: [String] = []
        var body: [String] = []
        switch way {
        case .first:
            lines += SwiftLayout.declaration(
                "private func start\(child.name)(", ["on navigationController: UINavigationController"] + inputs,
                tail: ") -> UIViewController {", indent: 4)
            body += SwiftLayout.call(
                "let module = \(assembly)(",
                inputArguments + ["navigationController: navigationController", "locator: locator"], indent: 8)
        case .push, .root:
            lines += SwiftLayout.declaration(
                "private func \(way == .push ? "push" : "setRoot")\(child.name)(", inputs, tail: ") {", indent: 4)
            body.append("guard let navigationController else { return }")
            if way == .push, child.usage.usesFinish || child.usage.usesCancel, usesDefaultEnding(of: child) {
                body.append("let screenBelow = navigationController.topViewController")
            }
            body += SwiftLayout.call(
                "let module = \(assembly)(",
                inputArguments + ["navigationController: navigationController", "locator: locator"], indent: 8)
        case .present:
            lines += SwiftLayout.declaration("private func present\(child.name)(", inputs, tail: ") {", indent: 4)
            body.append("let module = OwnNavigationModuleAssembly { navigationController in")
            body += SwiftLayout.indented(
                SwiftLayout.call(
                    "\(assembly)(",
                    inputArguments + ["navigationController: navigationController", "locator: locator"],
                    indent: 12), by: 4)
            body.append("}")
        }
        if child.usage.usesFinish || child.usage.usesCancel {
            body.append("module.router.configure(")
            var handlers = [
                (
                    "finishHandler", flow.handler(for: child.name)?.onFinish, child.result.map(\.name)
                )
            ]
            if child.usage.usesCancel {
                handlers.append(("cancelHandler", flow.handler(for: child.name)?.onCancel, []))
            }
            for (index, (label, handler, parameters)) in handlers.enumerated() {
                let actions = handler?.actions ?? []
                let capture = way == .push && handler == nil ? " [weak screenBelow]" : ""
                let closure = closureHead(ActionClosures.parameters(parameters, actions: actions))
                let head = capture.isEmpty && closure.isEmpty ? "{" : "{\(capture)\(closure.isEmpty ? " in" : closure)"
                body += SwiftLayout.wrapComment(SharedContextBuilder.sentences(handler?.documentation ?? ""), indent: 8)
                    .map { "    // " + $0 }
                let statements = handler.map { self.statements($0.actions) } ?? defaultEnding(way)
                if statements.isEmpty {
                    let ignored =
                        parameters.isEmpty ? "" : " " + parameters.map { _ in "_" }.joined(separator: ", ") + " in"
                    body += [
                        "    \(label): {\(ignored)",
                        "        // The child stays at the bottom of the stack. Capturing this flow keeps it alive",
                        "        // while the child runs, as every handler does.",
                        "        _ = self",
                        "    }",
                    ]
                } else {
                    body.append("    \(label): \(head)")
                    body += guarded(statements).map { "        " + $0 }
                    body.append("    }")
                }
                body[body.count - 1] += index == handlers.count - 1 ? ")" : ","
            }
        }
        body.append("children.add(module.router)")
        switch way {
        case .first:
            body.append("return module.viewController")
        case .push:
            body.append("navigationController.pushViewController(module.viewController, animated: true)")
        case .root:
            if canRunWithoutFirstScreen {
                body.append("hasOwnFirstScreen = false")
            }
            body.append("navigationController.setViewControllers([module.viewController], animated: false)")
        case .present:
            body.append("navigationController?.present(module.viewController, animated: true)")
        }
        return lines + body.map { "    " + $0 } + ["}"]
    }

    private func usesDefaultEnding(of child: Flow) -> Bool {
        let handler = flow.handler(for: child.name)
        return handler?.onFinish == nil || (child.usage.usesCancel && handler?.onCancel == nil)
    }

    /// What an ending with no handler does: a presented child is dismissed, a pushed one popped
    /// back to the screen that was on top when it was pushed; a child at the bottom stays.
    private func defaultEnding(_ way: ShowWay) -> [String] {
        switch way {
        case .present: ["self.navigationController?.dismissPresentedModule()"]
        case .push:
            [
                "if let screenBelow {",
                "    self.navigationController?.popToViewController(screenBelow, animated: true)",
                "}",
            ]
        case .first, .root: []
        }
    }

    // MARK: Statements

    /// ` item, _ in` from ` item, _`; empty for a closure without parameters.
    func closureHead(_ parameters: String) -> String {
        parameters.isEmpty ? "" : parameters + " in"
    }

    /// Whether the flow can stop running (it ends, or watches its first screen): its handlers
    /// then check `isRunning` first.
    var canStopRunning: Bool { ends || watchesFirstScreen }

    func guarded(_ statements: [String]) -> [String] {
        canStopRunning ? ["guard self.isRunning else { return }"] + statements : statements
    }

    func statements(_ actions: [Action]) -> [String] {
        ActionTranslator.layout(actions.flatMap(statement), indent: 16)
    }

    private func statement(_ action: Action) -> [String] {
        let owner = "self."
        func arguments(_ target: Target) -> String {
            target.arguments.map { "\(SwiftIdentifier.label($0.name)): \($0.swiftExpression(owner: owner))" }
                .joined(separator: ", ")
        }
        switch action.kind {
        case .push, .present, .root:
            guard let target = action.target else { return [] }
            if target.kind == .flow {
                let verb = action.kind == .push ? "push" : action.kind == .present ? "present" : "setRoot"
                return ["self.\(verb)\(target.name)(\(arguments(target)))"]
            }
            let screen = "self.make\(target.name)(\(arguments(target)))"
            if action.kind == .push {
                return ["self.navigationController?.pushViewController(\(screen), animated: true)"]
            }
            if action.kind == .present {
                return ["self.navigationController?.present(\(screen), animated: true)"]
            }
            return ["self.setRootScreen(\(screen))"]
        case .pop: return ["self.navigationController?.popViewController(animated: true)"]
        case .popToRoot: return ["self.navigationController?.popToRootViewController(animated: true)"]
        // Refused for this style (`UnsupportedConstructs`).
        case .popTo, .send, .selectTab: return []
        case .dismiss: return ["self.navigationController?.dismissPresentedModule()"]
        case .store:
            guard let store = action.store else { return [] }
            return ["self.storage.\(SwiftIdentifier.escaped(store.name)) = \(store.swiftExpression(owner: owner))"]
        case .restart: return ["self.restart()"]
        case .finish, .cancel:
            var lines = ["self.hasEnded = true"]
            // Not animated: the parent's handler usually takes the flow's screens away with an animation.
            lines.append("self.navigationController?.dismissPresentedModule(animated: false)")
            if action.kind == .cancel {
                lines.append("self.cancelHandler?()")
            } else {
                let values = (action.result ?? []).map { $0.swiftExpression(owner: owner) }
                lines.append("self.finishHandler?(\(values.joined(separator: ", ")))")
            }
            return lines
        }
    }
}
