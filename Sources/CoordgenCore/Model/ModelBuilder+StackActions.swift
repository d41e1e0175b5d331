/// The actions of spec format 1.1 that name screens or flows beyond what they show: `root` paths,
/// `pop to`, `send` and `select tab`, and what the screens receive.
extension FlowBuilder {
    /// `root A > B > C`: screens of this flow, each with its inputs bound like any target's.
    func resolveRootPath(
        _ names: [Identifier], resolver: ValueResolver, at location: SourceLocation, _ diagnostics: inout Diagnostics
    ) -> Action? {
        var steps: [Target] = []
        for name in names {
            if screensByName[name.name] == nil, signatures[name.name] != nil {
                diagnostics.error(
                    "a 'root' path lists screens of this flow; '\(name.name)' is a flow", at: name.location)
                continue
            }
            if let step = resolveTarget(name, resolver: resolver, diagnostics: &diagnostics) { steps.append(step) }
        }
        guard steps.count == names.count, let first = steps.first else { return nil }
        // A stack the user could have built: each step is pushed by an event of the one before.
        for (below, step) in zip(names, names.dropFirst()) {
            let pushes = screensByName[below.name]?.events.contains { event in
                event.actions.contains { $0.kind == .push && $0.target?.name == step.name }
            }
            if pushes != true {
                diagnostics.error(
                    "no event of '\(below.name)' pushes '\(step.name)'; a 'root' path lists screens in the order the"
                        + " user pushes them", at: step.location)
            }
        }
        return Action(kind: .root, target: first, path: Array(steps.dropFirst()), location: location)
    }

    /// The screen of `pop to` or `send`: one of this flow's, already shown, so no input is filled.
    func resolveScreen(of verb: ActionVerb, _ name: Identifier, diagnostics: inout Diagnostics) -> Target? {
        guard screensByName[name.name] != nil else {
            if signatures[name.name] != nil {
                let message =
                    verb == .send
                    ? "'send' hands a value to a screen of this flow; '\(name.name)' is a flow"
                    : "'pop to' takes a screen of this flow; '\(name.name)' is a flow (a child flow leaves by finishing)"
                diagnostics.error(message, at: name.location)
            } else if let owner = screenOwners[name.name] {
                // Starting the other flow would not reach the screen the user left: its flow reports back.
                diagnostics.error(
                    "screen '\(name.name)' belongs to \(owner); '\(verb.spelling)' reaches only this flow's screens",
                    at: name.location)
            } else {
                reportUnknownTarget(name, diagnostics: &diagnostics)
            }
            return nil
        }
        return Target(
            kind: .screen, name: name.name, arguments: [], caseName: NameDerivation.lowerCamelCase(name.name),
            location: name.location)
    }

    /// The flow of `select tab`: a flow of the set; whether it is a tab of the tab bar above is
    /// checked once usage is known (`TabRules`).
    func resolveTab(of name: Identifier, diagnostics: inout Diagnostics) -> Target? {
        guard signatures[name.name] != nil else {
            if screensByName[name.name] != nil || screenOwners[name.name] != nil {
                diagnostics.error("'select tab' takes the flow of a tab; '\(name.name)' is a screen", at: name.location)
            } else {
                let hint = NameSuggestion.hint(for: name.name, in: signatures.keys)
                diagnostics.error("flow '\(name.name)' is not defined in the spec set\(hint)", at: name.location)
            }
            return nil
        }
        return Target(
            kind: .tab, name: name.name, arguments: [], caseName: NameDerivation.lowerCamelCase(name.name),
            location: name.location)
    }

    /// What each screen receives: one `(field, type)` per field, whatever the number of `send`s; a
    /// field sent with two types is reported at the later `send`.
    func receive(
        _ sent: [(screen: Int, value: Binding)], into screens: inout [Screen], diagnostics: inout Diagnostics
    ) {
        var first: [Int: [String: Binding]] = [:]
        for (screen, value) in sent {
            guard let earlier = first[screen]?[value.name] else {
                first[screen, default: [:]][value.name] = value
                continue
            }
            guard earlier.type != value.type else { continue }
            diagnostics.error(
                "screen '\(screens[screen].name)' receives '\(value.name)' as '\(value.type)' here but as"
                    + " '\(earlier.type)' elsewhere; use one type or another name", at: value.location,
                notes: [.init(message: "the other 'send' is here", location: earlier.location)])
        }
        for (screen, fields) in first {
            screens[screen].receives = fields.values.sorted { $0.name < $1.name }.map {
                Value(name: $0.name, type: $0.type, documentation: nil, location: $0.location)
            }
            for event in screens[screen].events where event.name == "receive" {
                diagnostics.error(
                    "screen '\(screens[screen].name)' receives values, so it cannot have an event named 'receive'",
                    at: event.location)
            }
        }
    }
}
