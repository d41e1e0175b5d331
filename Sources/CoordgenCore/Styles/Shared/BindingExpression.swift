extension Binding {
    /// The Swift expression of the bound value, as every style reads it: an event's (or child
    /// result's) parameter by its name, a storage field or a flow input through `owner` (`self.`,
    /// `self?.` or nothing).
    func swiftExpression(owner: String) -> String {
        switch source {
        case .parameter: SwiftIdentifier.escaped(sourceName)
        case .storage: "\(owner)storage.\(SwiftIdentifier.escaped(sourceName))"
        case .flowInput: "\(owner)\(SwiftIdentifier.escaped(sourceName))"
        }
    }
}

/// What every style's closures need to know of the actions they run.
enum ActionClosures {
    /// ` item, _` — a closure's parameter list (with a leading space), `_` for the parameters that
    /// neither the actions (of every branch) read nor a condition tests; empty for a closure without
    /// parameters.
    static func parameters(_ names: [String], actions: [Action], branches: [Branch] = []) -> String {
        guard !names.isEmpty else { return "" }
        let used = usedParameters(actions, branches: branches)
        return " " + names.map { used.contains($0) ? SwiftIdentifier.escaped($0) : "_" }.joined(separator: ", ")
    }

    /// The parameters read by `actions` and by every branch (its condition's subject, and its actions
    /// except the values its own pattern binds).
    static func usedParameters(_ actions: [Action], branches: [Branch]) -> Set<String> {
        var used = usedParameters(actions)
        for branch in branches {
            let bound = Set(branch.condition.patterns.flatMap(\.bindings).map(\.name))
            used.formUnion(usedParameters(branch.actions).subtracting(bound))
            if let subject = branch.condition.subject, subject.source == .parameter { used.insert(subject.sourceName) }
        }
        return used
    }

    /// The names of the closure parameters the actions read.
    static func usedParameters(_ actions: [Action]) -> Set<String> {
        var bindings: [Binding] = []
        for action in actions {
            bindings += action.target?.arguments ?? []
            bindings += action.path.flatMap(\.arguments)
            bindings += action.value.map { [$0] } ?? []
            bindings += action.result ?? []
        }
        return Set(bindings.filter { $0.source == .parameter }.map(\.sourceName))
    }

    /// True when `statement`, written with the owner `self.`, mentions `self` there only: it can run
    /// as one `self?.` call, with no `guard let self`.
    ///
    /// Counted on bytes: `ranges(of:)` was 2% of a full `generate`.
    static func mentionsSelfOnce(_ statement: String) -> Bool {
        let owner = Array("self.".utf8)
        return ByteSearch.withBytes(of: statement) { bytes in
            guard let first = ByteSearch.firstOffset(of: owner, in: bytes) else { return false }
            return ByteSearch.firstOffset(of: owner, in: bytes, from: first + owner.count) == nil
        }
    }

    /// True when the list ends the flow (`finish`, `cancel`).
    static func endsFlow(_ actions: [Action]) -> Bool {
        actions.last.map { $0.kind == .finish || $0.kind == .cancel } ?? false
    }
}
