/// The bodies of closures and route methods whose actions sit in branches (spec format 1.1): exactly
/// one branch runs, chosen in order, as `if let` (`with` / `without`), `if` (a `Bool`), or a `switch`
/// whose `otherwise` is `default`.
///
/// When no branch ends the flow, the closure unwraps `self` once, at the top. When one does, the
/// closure must not hold the coordinator while it calls its output (see `ActionTranslator`), so each
/// branch handles `self` on its own, as an event without branches would, and the tested value is
/// read through `self?` first.
extension ActionTranslator {
    /// The body of a screen event's closure with branches; `parameters` as for `eventBody`.
    func eventBody(_ branches: [Branch], parameters: [String]) -> [String] {
        weakBody(branches, parameters: parameters, release: nil)
    }

    /// The body of a parent's handler with branches: the child is released before any branch runs.
    func handlerBody(_ branches: [Branch], parameters: [String]) -> [String] {
        weakBody(branches, parameters: parameters, release: "releaseChildFlow(coordinator)")
    }

    /// The body of a route method or listener case with branches (`outputs: delegates`; `self` is strong).
    func routeBody(_ branches: [Branch], parameters: [String]) -> [String] {
        let inScope = parameters + Self.localNames(branches)
        let owner = owner(inScope)
        guard let subject = branches.compactMap(\.condition.subject).first else { return [] }
        return choose(branches, subject: subject.swiftExpression(owner: owner)) {
            routeBody($0.actions, parameters: inScope)
        }
    }

    private func weakBody(_ branches: [Branch], parameters: [String], release: String?) -> [String] {
        guard let subject = branches.compactMap(\.condition.subject).first else { return [] }
        let inScope = parameters + Self.localNames(branches)
        let owner = owner(inScope)
        guard branches.contains(where: { ActionClosures.endsFlow($0.actions) }) else {
            let guardLine =
                release.map { "guard let self, \(owner)\($0) else { return }" } ?? "guard let self else { return }"
            return [guardLine]
                + choose(branches, subject: subject.swiftExpression(owner: owner)) {
                    $0.actions.flatMap { statements(of: $0, owner: owner) }
                        + restartingTab(after: $0.actions, owner: owner)
                }
        }
        var lines = release.map { ["guard self?.\($0) ?? false else { return }"] } ?? []
        var expression = subject.swiftExpression(owner: "self?.")
        let name = SwiftIdentifier.escaped(subject.sourceName)
        if subject.source != .parameter, !SwiftType.isOptional(subject.type), Self.onlyBranch(of: branches) == nil {
            // A `Bool` or an enum of the coordinator, read once: `self?.` would make it optional.
            lines.append("guard let \(name) = \(expression) else { return }")
            expression = name
        }
        return lines
            + choose(branches, subject: expression) { branch in
                ActionClosures.endsFlow(branch.actions)
                    ? endingBody(branch.actions, parameters: inScope) : eventBody(branch.actions, parameters: inScope)
            }
    }

    /// The names a condition brings into scope: the unwrapped value of `with`, and the values patterns bind.
    private static func localNames(_ branches: [Branch]) -> [String] {
        branches.flatMap { branch -> [String] in
            let unwrapped =
                branch.condition.kind == .with ? [branch.condition.subject?.sourceName].compactMap { $0 } : []
            return unwrapped + branch.condition.patterns.flatMap(\.bindings).map(\.name)
        }
    }

    /// The one branch that runs whatever the value, when one covers every value coordgen knows
    /// (``when flag is `true` or `false` ``): nothing is tested then.
    private static func onlyBranch(of branches: [Branch]) -> Branch? {
        guard let tested = branches.compactMap(\.condition.subject).first, SwiftType.isBool(tested.type) else {
            return nil
        }
        let (whenTrue, whenFalse) = (boolBranch(branches, "true"), boolBranch(branches, "false"))
        return whenTrue?.location == whenFalse?.location ? whenTrue : nil
    }

    /// The branch that runs when a `Bool` is `literal`: the first that names it, else `otherwise`.
    private static func boolBranch(_ branches: [Branch], _ literal: String) -> Branch? {
        branches.first { $0.condition.patterns.contains { $0.literal == literal } }
            ?? branches.last { $0.condition.kind == .otherwise }
    }

    /// The `if` or `switch` that runs one branch; `subject` is the Swift expression of the tested value.
    private func choose(_ branches: [Branch], subject: String, body: (Branch) -> [String]) -> [String] {
        guard let tested = branches.compactMap(\.condition.subject).first else { return [] }
        // A branch's note from the spec heads its block, as an event's heads its closure.
        func block(_ branch: Branch?) -> [String] {
            guard let branch else { return [] }
            let note = SwiftLayout.wrapComment(SharedContextBuilder.sentences(branch.documentation ?? ""), indent: 16)
            return SwiftLayout.indented(note.map { "// " + $0 } + body(branch), by: 4)
        }
        if branches.contains(where: { $0.condition.kind == .with || $0.condition.kind == .without }) {
            return chooseOptional(branches, tested: tested, subject: subject, block: block)
        }
        if SwiftType.isBool(tested.type) {
            if let only = Self.onlyBranch(of: branches) { return body(only) }
            let (whenTrue, whenFalse) = (Self.boolBranch(branches, "true"), Self.boolBranch(branches, "false"))
            // In the order written: the branch that comes first is the `if`.
            let trueFirst = branches.first?.condition.patterns.contains { $0.literal == "true" } ?? true
            return trueFirst
                ? ["if \(subject) {"] + block(whenTrue) + ["} else {"] + block(whenFalse) + ["}"]
                : ["if !\(subject) {"] + block(whenFalse) + ["} else {"] + block(whenTrue) + ["}"]
        }
        var lines = ["switch \(subject) {"]
        for branch in branches {
            guard branch.condition.kind == .cases else {
                lines.append("default:")
                lines += block(branch)
                continue
            }
            let used = ActionClosures.usedParameters(branch.actions)
            lines += Self.caseLines(branch.condition.patterns.map { Self.swiftPattern($0, used: used) })
            lines += block(branch)
        }
        return lines + ["}"]
    }

    /// `if let` for `with` (the value it unwraps is in scope in its block), `if … == nil` for
    /// `without` with `otherwise`. The `with` branch is always the `if`, whichever is written first:
    /// the two never both hold, and `if let` reads best.
    private func chooseOptional(
        _ branches: [Branch], tested: Binding, subject: String, block: (Branch?) -> [String]
    ) -> [String] {
        let name = SwiftIdentifier.escaped(tested.sourceName)
        let otherwise = branches.last { $0.condition.kind == .otherwise }
        let without = branches.first { $0.condition.kind == .without } ?? otherwise
        guard let with = branches.first(where: { $0.condition.kind == .with }) else {
            return ["if \(subject) == nil {"] + block(without) + ["} else {"] + block(otherwise) + ["}"]
        }
        let head: String
        if !ActionClosures.usedParameters(with.actions).contains(tested.sourceName) {
            head = "if \(subject) != nil {"
        } else if subject == name {
            head = "if let \(name) {"
        } else {
            head = "if let \(name) = \(subject) {"
        }
        return [head] + block(with) + ["} else {"] + block(without) + ["}"]
    }

    /// `case .a, .b:`, or one pattern per line when they do not fit on one (the deepest a case
    /// label stands in a closure is taken).
    private static func caseLines(_ patterns: [String]) -> [String] {
        let oneLine = "case \(patterns.joined(separator: ", ")):"
        guard 12 + oneLine.count > SwiftLayout.lineLimit, patterns.count > 1 else { return [oneLine] }
        return patterns.enumerated().map { index, pattern in
            (index == 0 ? "case " : "     ") + pattern + (index == patterns.count - 1 ? ":" : ",")
        }
    }

    /// `.pickup`, `.courier(let zone)`, `.paid(let order, _)`: values the branch does not read are
    /// not bound, and a case whose values are all unread is matched by its name alone.
    private static func swiftPattern(_ pattern: Pattern, used: Set<String>) -> String {
        let name = "." + SwiftIdentifier.escaped(pattern.caseName ?? "")
        let bindings = pattern.bindings.map { used.contains($0.name) ? "let " + SwiftIdentifier.escaped($0.name) : "_" }
        guard bindings.contains(where: { $0 != "_" }) else { return name }
        return name + "(" + bindings.joined(separator: ", ") + ")"
    }
}
