/// Turns action lists into the Swift statements of the closures a coordinator assigns.
///
/// Closures capture `self` weakly. A list that ends the flow (`finish`, `cancel`) must not hold
/// the coordinator while it calls its output: the parent releases it there, before running its
/// own actions. Such closures run their other actions in an `if let self` block, read result
/// values into locals, tear the flow down, and only then call the output.
struct ActionTranslator {
    let flow: Flow

    /// The Swift expression of a bound value; `owner` is `"self."` inside closures, `""` in methods.
    func value(_ binding: Binding, owner: String) -> String {
        switch binding.source {
        case .parameter: SwiftIdentifier.escaped(binding.sourceName)
        case .storage: "\(owner)storage.\(SwiftIdentifier.escaped(binding.sourceName))"
        case .flowInput: "\(owner)\(SwiftIdentifier.escaped(binding.sourceName))"
        }
    }

    /// `, item: item, count: self.storage.count` — the arguments that follow the transition.
    func arguments(_ bindings: [Binding], owner: String) -> String {
        bindings.map { ", \(SwiftIdentifier.label($0.name)): \(value($0, owner: owner))" }.joined()
    }

    /// Shows a target: `showItemDetail(.push, item: item)` or `runSettingsFlow(.present)`.
    func show(_ target: Target, transition: String, owner: String) -> String {
        "\(owner)\(target.methodName)(\(transition)\(arguments(target.arguments, owner: owner)))"
    }

    /// The statement of an action that does not end the flow.
    func statement(_ action: Action, owner: String) -> String? {
        switch action.kind {
        case .push, .present, .root:
            guard let target = action.target else { return nil }
            return show(target, transition: "." + action.kind.rawValue, owner: owner)
        case .pop: return "\(owner)router.popModule()"
        case .popToRoot: return "\(owner)router.popToRootModule()"
        case .dismiss: return "\(owner)router.dismissModule()"
        case .store:
            guard let store = action.store else { return nil }
            return "\(owner)storage.\(SwiftIdentifier.escaped(store.name)) = \(value(store, owner: owner))"
        case .restart: return "\(owner)start()"
        case .finish, .cancel: return nil
        }
    }

    /// The body of a closure that runs `actions` after `leading` statements (written with `self.`).
    func closureBody(_ actions: [Action], leading: [String] = []) -> [String] {
        guard let ending = actions.last, ending.kind == .finish || ending.kind == .cancel else {
            let statements = leading + actions.compactMap { statement($0, owner: "self.") }
            if statements.count == 1, let only = statements.first, only.hasPrefix("self."),
                only.components(separatedBy: "self.").count == 2
            {
                return ["self?." + only.dropFirst("self.".count)]
            }
            return ["guard let self else { return }"] + statements
        }
        var lines: [String] = []
        let before = leading + actions.dropLast().compactMap { statement($0, owner: "self.") }
        if !before.isEmpty {
            lines.append("if let self {")
            lines += before.map { "    " + $0 }
            lines.append("}")
        }
        var callArguments: [String] = []
        for binding in ending.result ?? [] {
            if binding.source == .parameter {
                callArguments.append(value(binding, owner: ""))
                continue
            }
            let local = SwiftIdentifier.escaped(binding.name)
            lines.append("guard let \(local) = self.map({ \(value(binding, owner: "$0.")) }) else { return }")
            callArguments.append(local)
        }
        let output = ending.kind == .finish ? "finishFlow" : "cancelFlow"
        lines.append("guard let \(output) = self?.end(self?.\(output)) else { return }")
        lines.append("\(output)(\(callArguments.joined(separator: ", ")))")
        return lines
    }

    /// True when some closure of the flow ends it (so the coordinator needs `end(_:)`).
    static func endsFlow(_ actions: [Action]) -> Bool {
        actions.last.map { $0.kind == .finish || $0.kind == .cancel } ?? false
    }
}
