/// The rules of one group of branches (spec format 1.1, section 4) whose conditions resolved: one
/// subject, `otherwise` last and not alone, no case handled twice, and exhaustive.
///
/// coordgen does not read the app's types, so it enumerates only what it can know: an optional
/// (`with`, `without`) and a `Bool` (`true`, `false`); for any other type the last branch must be
/// `otherwise`. Exhaustiveness is checked only when the group has no other error.
struct BranchGroupRules {
    let branches: [Branch]
    let owner: FlowBuilder.BranchOwner

    func check(_ diagnostics: inout Diagnostics) {
        guard let firstBranch = branches.first else { return }
        if branches.count == 1, firstBranch.condition.kind == .otherwise {
            diagnostics.error(
                "'otherwise' alone branches on nothing; remove the condition", at: firstBranch.condition.location)
            return
        }
        var failed = false
        let subjects = branches.compactMap(\.condition.subject)
        if let first = subjects.first {
            for subject in subjects.dropFirst() where subject.sourceName != first.sourceName {
                diagnostics.error(
                    "all branches of \(owner.name) must test the same value; this one tests '\(subject.sourceName)',"
                        + " the first tests '\(first.sourceName)'", at: subject.location)
                failed = true
            }
        }
        for index in branches.indices.dropLast() where branches[index].condition.kind == .otherwise {
            diagnostics.error(
                "'otherwise' must be the last branch of \(owner.name)", at: branches[index + 1].condition.location)
            failed = true
        }
        // With two subjects, "handled twice" would count one value's cases against the other's.
        if !failed, checkRepeats(&diagnostics) { failed = true }
        guard !failed, let subject = subjects.first else { return }
        checkExhaustive(subject: subject, &diagnostics)
    }

    /// What a branch handles, each with its spelling and place: `with`/`without`, or its patterns.
    private func handled(by condition: Condition) -> [(key: String, spelling: String, location: SourceLocation)] {
        switch condition.kind {
        case .with, .without: [(condition.kind.rawValue, condition.spelling, condition.location)]
        case .cases: condition.patterns.map { ($0.literal ?? "." + ($0.caseName ?? ""), $0.spelling, $0.location) }
        case .otherwise: []
        }
    }

    /// "No repeats": a case handled by two branches (or twice in one). True when one is.
    private func checkRepeats(_ diagnostics: inout Diagnostics) -> Bool {
        var first: [String: SourceLocation] = [:]
        var failed = false
        for branch in branches {
            for item in handled(by: branch.condition) {
                if let earlier = first[item.key] {
                    diagnostics.error(
                        "case '\(item.spelling)' is handled twice in the branches of \(owner.name)", at: item.location,
                        notes: [.init(message: "first handled here", location: earlier)])
                    failed = true
                } else {
                    first[item.key] = item.location
                }
            }
        }
        return failed
    }

    private func checkExhaustive(subject: Binding, _ diagnostics: inout Diagnostics) {
        let keys = Set(branches.flatMap { handled(by: $0.condition).map(\.key) })
        let otherwise = branches.last.flatMap { $0.condition.kind == .otherwise ? $0.condition : nil }
        let name = subject.sourceName
        let groupLocation = branches[0].location
        let start = "the branches of \(owner.name) are not exhaustive: "
        // The values coordgen can enumerate, each with what a missing one is called and the bullet
        // that would handle it.
        let known: [(key: String, missing: String, condition: String)]
        if SwiftType.isOptional(subject.type) {
            known = [
                ("with", "'\(name)' having a value", "with \(name)"),
                ("without", "'\(name)' being nil", "without \(name)"),
            ]
        } else if SwiftType.isBool(subject.type) {
            known = ["true", "false"].map { ($0, "'\(name)' being `\($0)`", "when \(name) is `\($0)`") }
        } else {
            if otherwise == nil {
                diagnostics.error(
                    start + "coordgen does not know the cases of '\(subject.type)', so the last branch must be"
                        + " 'otherwise'; add '\(owner.head) otherwise → …'", at: groupLocation)
            }
            return
        }
        let missing = known.filter { !keys.contains($0.key) }
        if let otherwise {
            if missing.isEmpty {
                diagnostics.warning(
                    "'otherwise' never runs: the branches above cover every value of '\(name)'",
                    at: otherwise.location)
            }
            return
        }
        // Reported for the first value missing (the one listed first above).
        if let first = missing.first {
            diagnostics.error(
                start + "nothing handles \(first.missing); add '\(owner.head) \(first.condition) → …'",
                at: groupLocation)
        }
    }
}
