/// Branches (spec format 1.1): the bullets of one event, or of one child's `on finish` / `on cancel`,
/// that carry conditions, grouped into one event or handler, their conditions resolved and their
/// group checked exhaustive.
///
/// Exhaustiveness is checked only for a group with no other error, so one mistake gives one message.
extension FlowBuilder {
    /// One bullet of a group, as written: an event's or a handler's.
    struct BranchBullet {
        var condition: ConditionSyntax?
        var actions: [ActionSyntax]
        var documentation: String?
        var isBroken: Bool
        /// Where the bullet's text starts.
        var location: SourceLocation

        init(_ event: EventSpec) {
            self.init(event.condition, event.actions, event.documentation, event.isBroken, event.location)
        }

        init(_ handler: HandlerSpec) {
            self.init(handler.condition, handler.actions, handler.documentation, handler.isBroken, handler.location)
        }

        private init(
            _ condition: ConditionSyntax?, _ actions: [ActionSyntax], _ documentation: String?, _ isBroken: Bool,
            _ location: SourceLocation
        ) {
            self.condition = condition
            self.actions = actions
            self.documentation = documentation
            self.isBroken = isBroken
            self.location = location
        }
    }

    /// How a group is named in messages: `'onNext'` or `'on finish' for SignInFlow`, and the head of
    /// the bullet to add (`` `onNext` `` or `on finish`).
    struct BranchOwner {
        var name: String
        var head: String
    }

    // MARK: Events

    /// The events of a screen: bullets of one name of which some write a condition are the branches
    /// of one event, at the place of the first; the others are v1 events (a repeated name among them
    /// is reported by `NamingRules`; a broken one, whose error is reported, is left out).
    func buildEvents(_ specs: [EventSpec], values: ValueResolver.FlowValues, diagnostics: inout Diagnostics)
        -> [Event]
    {
        func plainEvent(_ spec: EventSpec) -> Event {
            let parameters = spec.parameters.map(Value.init)
            let scope = resolver(scope: parameters, named: .parameters(of: spec.name.name), values: values)
            return Event(
                name: spec.name.name, parameters: parameters, documentation: spec.documentation,
                actions: resolve(spec.actions, with: scope, diagnostics: &diagnostics), location: spec.name.location)
        }
        // Nearly every screen has no branch: its events are built without grouping them.
        guard specs.contains(where: \.writesCondition) else {
            return specs.compactMap { $0.isBroken ? nil : plainEvent($0) }
        }
        var positions: [String: [Int]] = [:]
        for index in specs.indices { positions[specs[index].name.name, default: []].append(index) }
        var events: [Event] = []
        for index in specs.indices {
            let spec = specs[index]
            let group = positions[spec.name.name] ?? [index]
            guard group.contains(where: { specs[$0].writesCondition }) else {
                if !spec.isBroken { events.append(plainEvent(spec)) }
                continue
            }
            guard group.first == index else { continue }
            events.append(branchedEvent(group.map { specs[$0] }, positions: group, values: values, &diagnostics))
        }
        return events
    }

    private func branchedEvent(
        _ bullets: [EventSpec], positions: [Int], values: ValueResolver.FlowValues, _ diagnostics: inout Diagnostics
    ) -> Event {
        let first = bullets[0]
        let name = first.name.name
        let owner = BranchOwner(name: "'\(name)'", head: "`\(name)`")
        var failed = checkAllConditioned(bullets.map(BranchBullet.init), owner: owner, &diagnostics)
        var sameSignature = [Bool](repeating: true, count: bullets.count)
        for index in bullets.indices.dropFirst() {
            let bullet = bullets[index]
            if positions[index] != positions[index - 1] + 1 {
                reportApart(owner, at: bullet.name.location, &diagnostics)
                failed = true
            }
            let sameParameters =
                bullet.parameters.map { [$0.name.name, $0.type] } == first.parameters.map { [$0.name.name, $0.type] }
            if bullet.writesParameters, !sameParameters {
                diagnostics.error(
                    "this branch of \(owner.name) has other parameters than the first; write `\(name)` alone,"
                        + " or the same parameters", at: bullet.location)
                failed = true
                sameSignature[index] = false
            }
        }
        let parameters = first.parameters.map(Value.init)
        // A bullet with other parameters is not resolved: its names would be looked up in the wrong scope.
        let branches = resolveBranches(
            bullets.indices.filter { sameSignature[$0] }.map { BranchBullet(bullets[$0]) }, scope: parameters,
            scopeName: .parameters(of: name), values: values, owner: owner, groupFailed: failed,
            &diagnostics)
        return Event(
            name: name, parameters: parameters, documentation: nil, actions: [], branches: branches,
            location: first.name.location)
    }

    // MARK: Handlers

    /// The handler of `bullets` (one `on finish` or `on cancel` each): v1's one list, or branches.
    func buildHandler(
        _ bullets: [HandlerSpec], child: String, isFinish: Bool, scope: [Value],
        scopeName: ValueResolver.ScopeName?, values: ValueResolver.FlowValues, diagnostics: inout Diagnostics
    ) -> Handler? {
        guard bullets.contains(where: \.writesCondition) else {
            // A broken bullet's error is reported; without it the child has no handler (v1).
            guard let first = bullets.first(where: { !$0.isBroken }) else { return nil }
            let resolver = resolver(scope: scope, named: scopeName, values: values)
            return Handler(
                actions: resolve(first.actions, with: resolver, diagnostics: &diagnostics),
                documentation: first.documentation, parameters: scope, location: first.location)
        }
        let head = isFinish ? "on finish" : "on cancel"
        let owner = BranchOwner(name: "'\(head)' for \(child)", head: head)
        var failed = checkAllConditioned(bullets.map(BranchBullet.init), owner: owner, &diagnostics)
        for index in bullets.indices.dropFirst() where bullets[index].position != bullets[index - 1].position + 1 {
            reportApart(owner, at: bullets[index].location, &diagnostics)
            failed = true
        }
        let branches = resolveBranches(
            bullets.map(BranchBullet.init), scope: scope, scopeName: scopeName, values: values,
            owner: owner, groupFailed: failed, &diagnostics)
        // Every bullet had an error (reported): no handler, rather than an empty one warned about.
        guard !branches.isEmpty else { return nil }
        return Handler(
            actions: [], documentation: nil, parameters: scope, branches: branches, location: bullets[0].location)
    }

    /// "All or none": every bullet of a group with a condition has one. True when one has not, or
    /// when a bullet is broken (its error is reported, and the group is not judged without it).
    private func checkAllConditioned(_ bullets: [BranchBullet], owner: BranchOwner, _ diagnostics: inout Diagnostics)
        -> Bool
    {
        var failed = bullets.contains(where: \.isBroken)
        for bullet in bullets where !bullet.isBroken && bullet.condition == nil {
            diagnostics.error(
                "\(owner.name) has a bullet without a condition and bullets with one;"
                    + " give every bullet of \(owner.name) a condition", at: bullet.location)
            failed = true
        }
        return failed
    }

    private func reportApart(_ owner: BranchOwner, at location: SourceLocation, _ diagnostics: inout Diagnostics) {
        diagnostics.error(
            "the branches of \(owner.name) must be written one after another; move this bullet up to the others",
            at: location)
    }

    // MARK: Conditions

    /// The branches of one group, each condition resolved against the group's scope and its actions
    /// against the scope the condition makes; then the group's rules.
    private func resolveBranches(
        _ bullets: [BranchBullet], scope: [Value], scopeName: ValueResolver.ScopeName?,
        values: ValueResolver.FlowValues,
        owner: BranchOwner, groupFailed: Bool, _ diagnostics: inout Diagnostics
    ) -> [Branch] {
        let resolver = resolver(scope: scope, named: scopeName, values: values)
        var failed = groupFailed
        var branches: [Branch] = []
        for bullet in bullets where !bullet.isBroken {
            guard let condition = bullet.condition else { continue }
            let resolved = resolveCondition(condition, resolver: resolver, owner: owner, &diagnostics)
            if resolved.failed { failed = true }
            let branchScope = resolved.scope + scope
            let branchResolver = self.resolver(scope: branchScope, named: scopeName, values: values)
            branches.append(
                Branch(
                    condition: resolved.condition,
                    actions: resolve(bullet.actions, with: branchResolver, diagnostics: &diagnostics),
                    documentation: bullet.documentation, location: bullet.location))
        }
        if !failed {
            BranchGroupRules(branches: branches, owner: owner).check(&diagnostics)
        }
        return branches
    }

    /// A condition with its subject found and its patterns checked against the subject's type, and
    /// the values it puts in its branch's scope (before every other).
    private func resolveCondition(
        _ syntax: ConditionSyntax, resolver: ValueResolver, owner: BranchOwner, _ diagnostics: inout Diagnostics
    ) -> (condition: Condition, scope: [Value], failed: Bool) {
        var condition = Condition(kind: .otherwise, subject: nil, patterns: [], location: syntax.location)
        condition.patterns = syntax.patterns.map { pattern in
            Pattern(
                literal: pattern.literal.map { $0 ? "true" : "false" }, caseName: pattern.caseName,
                bindings: pattern.bindings.map(Value.init), location: pattern.location)
        }
        switch syntax.kind {
        case .otherwise: return (condition, [], false)
        case .with: condition.kind = .with
        case .without: condition.kind = .without
        case .cases: condition.kind = .cases
        }
        guard let name = syntax.subject,
            let subject = resolver.bind(
                name.name, to: name.name, for: "the condition of \(owner.name)", at: name.location,
                diagnostics: &diagnostics)
        else { return (condition, [], true) }
        condition.subject = subject
        let type = subject.type
        guard syntax.kind == .cases else {
            guard let wrapped = SwiftType.wrapped(type) else {
                diagnostics.error(
                    "'\(syntax.kind.rawValue) \(name.name)' needs an optional value, but '\(name.name)' is '\(type)'"
                        + " (from \(resolver.describe(subject.source)))", at: name.location)
                return (condition, [], true)
            }
            let unwrapped = Value(name: name.name, type: wrapped, location: name.location)
            return (condition, syntax.kind == .with ? [unwrapped] : [], false)
        }
        if SwiftType.isOptional(type) {
            diagnostics.error(
                "'\(name.name)' is optional ('\(type)'); branch on it with 'with \(name.name)' and"
                    + " 'without \(name.name)'", at: name.location)
            return (condition, [], true)
        }
        let isBool = SwiftType.isBool(type)
        for pattern in syntax.patterns where (pattern.literal != nil) != isBool {
            let message =
                isBool
                ? "'\(name.name)' is a 'Bool'; its cases are `true` and `false`"
                : "'true' and 'false' match a 'Bool', but '\(name.name)' is '\(type)'"
            diagnostics.error(message, at: pattern.location)
            return (condition, [], true)
        }
        if syntax.patterns.count > 1 {
            for index in syntax.patterns.indices.dropFirst()
            where !syntax.patterns[index].bindings.isEmpty || !syntax.patterns[index - 1].bindings.isEmpty {
                diagnostics.error(
                    "a pattern that binds values stands alone; write another branch for"
                        + " `\(syntax.patterns[index].text)`", at: syntax.patterns[index].location)
                return (condition, [], true)
            }
        }
        return (condition, syntax.patterns.first?.bindings.map(Value.init) ?? [], false)
    }
}
