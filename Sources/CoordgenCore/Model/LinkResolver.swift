/// Resolves the links of `## Links` (spec format 1.1, section 8) against the whole model, after the
/// flows are built and their usage is known: each link's path step by step (the stack the user would
/// build, through the events that show each step), its parameters and their types, the case of
/// `DeepLink` it opens; then the cases across the spec set, the launch chain, and `usage.opensLinks`.
/// Each mistake is reported where it is written; a link with one is left out of the model.
struct LinkResolver {
    /// The types a link parameter may fill: a URL carries text, and coordgen knows how to parse these.
    static let parameterTypes: Set<String> = ["String", "Int", "Int64", "UInt", "Double", "Bool", "UUID"]

    let flows: [Flow]
    let index: [String: Int]
    /// Each flow's screens by name (a spec set may have thousands of links and screens).
    private let screenIndex: [String: [String: Int]]
    /// What the events of each screen show.
    private let shown: [ScreenKey: [String: Shown]]
    /// The flow of each screen name (the first, by flow name), to name it in a message.
    private let screenOwners: [String: String]

    private struct ScreenKey: Hashable {
        var flow: String
        var screen: String
    }

    private struct Shown {
        var kind: Target.Kind
        var transition: Link.Transition
    }

    private init(flows: [Flow]) {
        self.flows = flows
        index = Dictionary(flows.indices.map { (flows[$0].name, $0) }, uniquingKeysWith: { first, _ in first })
        screenIndex = Dictionary(
            flows.map { flow in
                (flow.name, Dictionary(flow.screens.indices.map { (flow.screens[$0].name, $0) }) { first, _ in first })
            }, uniquingKeysWith: { first, _ in first })
        shown = Self.shownTargets(flows)
        screenOwners = Dictionary(
            flows.flatMap { flow in flow.screens.map { ($0.name, flow.name) } }, uniquingKeysWith: { first, _ in first }
        )
    }

    static func resolve(_ specs: [FlowSpec], into flows: inout [Flow], diagnostics: inout Diagnostics) -> [DeepLinkCase]
    {
        guard specs.contains(where: { $0.linksSectionLocation != nil }) else { return [] }
        let resolver = LinkResolver(flows: flows)
        let repeated = repeatedPatterns(specs, diagnostics: &diagnostics)
        for spec in specs {
            guard let location = spec.linksSectionLocation, let position = resolver.index[spec.name.name] else {
                continue
            }
            flows[position].linksLocation = location
            flows[position].links = spec.links.compactMap { link in
                guard !repeated.contains(link.location) else { return nil }
                return resolver.resolve(link, in: flows[position], diagnostics: &diagnostics)
            }
        }
        let chain = resolver.launchChain(flows)
        resolver.checkLaunchChain(flows, chain: chain, diagnostics: &diagnostics)
        let cases = Self.cases(flows, diagnostics: &diagnostics)
        Self.annotateOpeners(&flows, chain: chain, index: resolver.index)
        return cases
    }

    // MARK: One link

    private func resolve(_ link: LinkSpec, in declaring: Flow, diagnostics: inout Diagnostics) -> Link? {
        var steps: [(name: String, kind: Target.Kind, transition: Link.Transition, flow: String, at: SourceLocation)] =
            []
        var flow = declaring
        // Where the path entered `flow` (nil in the declaring flow), and the flows it went through:
        // each flow's `open(_:)` builds its one part of a case's path, so a flow is entered once.
        var entered: SourceLocation?
        var visited: Set<String> = [declaring.name]
        // The screen the next step is shown from, and whether the path left it out.
        var previous: (name: String, implied: Bool)?
        var presented: String?
        for name in link.path {
            if let presented {
                diagnostics.error(
                    "'\(presented)' is presented, so nothing can follow it in a link's path", at: name.location)
                return nil
            }
            if previous == nil {
                guard let start = startScreen(of: flow, entered: entered, link: link, diagnostics: &diagnostics)
                else { return nil }
                steps.append((start, .screen, .start, flow.name, name.location))
                if start == name.name {
                    previous = (start, false)
                    continue
                }
                previous = (start, true)
            }
            guard let from = previous else { return nil }
            guard let shown = shows(from.name, name.name, in: flow) else {
                reportUnconnected(name, from: from, in: flow, diagnostics: &diagnostics)
                return nil
            }
            if shown.kind == .flow {
                guard let child = index[name.name].map({ flows[$0] }) else { return nil }
                guard visited.insert(child.name).inserted else {
                    diagnostics.error(
                        "'\(child.name)' is already on this link's path; a link goes through each flow once, so link"
                            + " to the stack where the path first reaches it", at: name.location)
                    return nil
                }
                if child.hasTabs, shown.transition == .push {
                    diagnostics.error(
                        "\(child.name) shows a tab bar, so it cannot be pushed onto a navigation stack; use 'root"
                            + " \(child.name)' or 'present \(child.name)'", at: name.location)
                    return nil
                }
                steps.append((name.name, .flow, shown.transition, flow.name, name.location))
                flow = child
                entered = name.location
                previous = nil
            } else {
                if screen(name.name, of: flow)?.kind == .alert {
                    diagnostics.error("a link cannot open alert '\(name.name)'", at: name.location)
                    return nil
                }
                steps.append((name.name, .screen, shown.transition, flow.name, name.location))
                previous = (name.name, false)
                if shown.transition == .present { presented = name.name }
            }
        }
        // A path that ends with a flow ends on that flow's start screen.
        if previous == nil {
            guard let start = startScreen(of: flow, entered: entered, link: link, diagnostics: &diagnostics) else {
                return nil
            }
            steps.append((start, .screen, .start, flow.name, link.path.last?.location ?? link.location))
        }
        // Parameters fill every step's inputs, the implied start screens included: a start screen that
        // takes a link's value is made again with it. Except the first screen of a pushed child flow: it
        // cannot be replaced without taking the child off its parent's stack, so it shows what the
        // child's start gives it (a parameter reaches it through the child's input of the same name).
        let isPushedFirstScreen = steps.indices.map { position in
            position > 0 && steps[position].transition == .start && steps[position - 1].kind == .flow
                && steps[position - 1].transition == .push
        }
        guard
            let parameters = parameters(
                of: link,
                steps: steps.indices.filter { !isPushedFirstScreen[$0] }.map {
                    (steps[$0].name, steps[$0].kind, steps[$0].flow)
                },
                pushedFirstScreens: steps.indices.filter { isPushedFirstScreen[$0] }.map {
                    (steps[$0].name, steps[$0].flow)
                },
                path: steps.map(\.name).joined(separator: " > "), diagnostics: &diagnostics)
        else { return nil }
        var resolved: [Link.Step] = []
        for (position, step) in steps.enumerated() {
            guard
                let target = bind(
                    step.name, kind: step.kind, shownBy: step.flow,
                    parameters: isPushedFirstScreen[position] ? [] : parameters,
                    pattern: link.pattern, at: step.at, diagnostics: &diagnostics)
            else { return nil }
            resolved.append(Link.Step(target: target, transition: step.transition, flow: step.flow, location: step.at))
        }
        let last = steps.last?.name ?? declaring.name
        return Link(
            pattern: link.pattern,
            segments: link.segments.map { segment in
                switch segment {
                case .literal(let text): Link.Segment(literal: text, parameter: nil)
                case .parameter(let name): Link.Segment(literal: nil, parameter: name.name)
                }
            },
            parameters: parameters, steps: resolved, caseName: NameDerivation.lowerCamelCase(last),
            documentation: link.documentation, location: link.location)
    }

    /// The start screen a flow's part of a path begins at; a flow that starts otherwise is reported
    /// at the step that entered it, or, for the declaring flow, at the link.
    private func startScreen(
        of flow: Flow, entered: SourceLocation?, link: LinkSpec, diagnostics: inout Diagnostics
    ) -> String? {
        if let start = flow.start.targets.first, start.kind == .screen, !flow.start.isOneOf {
            return start.name
        }
        let why =
            flow.start.isOneOf
            ? "its start is chosen at run time ('start: one of')"
            : flow.hasTabs ? "it starts with its tabs" : "it starts with another flow, not a screen"
        guard let entered else {
            // The declaring flow has no stack of its own to build on.
            diagnostics.error(
                "links of \(flow.name) have no stack to build: \(why); declare them in the flows it starts",
                at: link.location)
            return nil
        }
        diagnostics.error("a link cannot go through '\(flow.name)': \(why)", at: entered)
        return nil
    }

    private func screen(_ name: String, of flow: Flow) -> Screen? {
        screenIndex[flow.name]?[name].map { flow.screens[$0] }
    }

    /// How an event of screen `from` in `flow` shows `name`: the first `push` or `present` of it.
    private func shows(_ from: String, _ name: String, in flow: Flow) -> Shown? {
        shown[ScreenKey(flow: flow.name, screen: from)]?[name]
    }

    /// What each screen's events show, by target name: the first `push` or `present` of each.
    private static func shownTargets(_ flows: [Flow]) -> [ScreenKey: [String: Shown]] {
        var shown: [ScreenKey: [String: Shown]] = [:]
        for flow in flows {
            for screen in flow.screens {
                var targets: [String: Shown] = [:]
                for event in screen.events {
                    for action in event.allActions where action.path.isEmpty {
                        guard let target = action.target, targets[target.name] == nil else { continue }
                        switch action.kind {
                        case .push: targets[target.name] = Shown(kind: target.kind, transition: .push)
                        case .present: targets[target.name] = Shown(kind: target.kind, transition: .present)
                        default: continue
                        }
                    }
                }
                shown[ScreenKey(flow: flow.name, screen: screen.name)] = targets
            }
        }
        return shown
    }

    private func reportUnconnected(
        _ name: Identifier, from: (name: String, implied: Bool), in flow: Flow, diagnostics: inout Diagnostics
    ) {
        let isScreen = screen(name.name, of: flow) != nil
        guard isScreen || index[name.name] != nil else {
            if let owner = screenOwners[name.name] {
                diagnostics.error(
                    "screen '\(name.name)' belongs to \(owner); a link's path reaches another flow's screens"
                        + " through that flow (write '\(owner) > \(name.name)')", at: name.location)
            } else {
                let hint = NameSuggestion.hint(
                    for: name.name, in: flow.screens.map(\.name) + flows.map(\.name))
                let what =
                    name.name.hasSuffix("Flow")
                    ? "flow '\(name.name)' is not defined in the spec set"
                    : "screen '\(name.name)' is not defined in \(flow.name)"
                diagnostics.error(what + hint, at: name.location)
            }
            return
        }
        let source = from.implied ? "'\(from.name)' (the start of \(flow.name))" : "'\(from.name)'"
        diagnostics.error(
            "no event of \(source) shows '\(name.name)'; a link builds the stack the user would build, so write the"
                + " screens in between", at: name.location)
    }

    // MARK: Parameters and inputs

    /// The link's parameters, typed as the inputs they fill along `steps` (those a parameter can fill;
    /// `path` is the whole path, for messages). `pushedFirstScreens` (screen, flow) are the first screens
    /// of pushed child flows, which a parameter fills only through the child's input of its name: one
    /// named like an input of such a screen that the child lacks is refused.
    private func parameters(
        of link: LinkSpec, steps: [(name: String, kind: Target.Kind, flow: String)],
        pushedFirstScreens: [(name: String, flow: String)], path: String, diagnostics: inout Diagnostics
    ) -> [Value]? {
        var parameters: [Value] = []
        var failed = false
        for segment in link.segments {
            guard case .parameter(let name) = segment else { continue }
            switch parameterType(named: name.name, steps: steps, pushedFirstScreens: pushedFirstScreens, path: path) {
            case .type(let type):
                parameters.append(Value(name: name.name, type: type, documentation: nil, location: name.location))
            case .refused(let message):
                // At the `:` that starts the parameter.
                diagnostics.error(message, at: name.location.advanced(by: -1))
                failed = true
            }
        }
        return failed ? nil : parameters
    }

    /// What a link parameter is: the type of the inputs it fills, or why it cannot be one.
    private enum ParameterTyping {
        case type(String)
        case refused(String)
    }

    /// The type of the link parameter `name`, from the inputs it fills along `steps` (`parameters(of:…)`).
    private func parameterType(
        named name: String, steps: [(name: String, kind: Target.Kind, flow: String)],
        pushedFirstScreens: [(name: String, flow: String)], path: String
    ) -> ParameterTyping {
        var filled: [(input: Value, owner: String)] = []
        for step in steps {
            for input in inputs(of: step.name, kind: step.kind, in: step.flow) where input.name == name {
                filled.append((input, step.name))
            }
        }
        // The first screen of a pushed child takes the value only through the child's input of its name.
        if let screen = pushedFirstScreens.first(where: { screen in
            inputs(of: screen.name, kind: .screen, in: screen.flow).contains { $0.name == name }
                && !inputs(of: screen.flow, kind: .flow, in: screen.flow).contains { $0.name == name }
        }) {
            return .refused(
                "link parameter ':\(name)' cannot fill '\(name)' of '\(screen.name)', the first screen of"
                    + " \(screen.flow), which the link pushes: that screen is not made again (it would take"
                    + " \(screen.flow) off the stack), so it shows what \(screen.flow) starts it with; give"
                    + " \(screen.flow) an input '\(name)' for the link to fill")
        }
        guard let first = filled.first else {
            return .refused(
                "link parameter ':\(name)' fills no input of '\(path)'; name it after an input it should fill")
        }
        let type = SwiftType.wrapped(first.input.type) ?? first.input.type
        if let other = filled.first(where: { (SwiftType.wrapped($0.input.type) ?? $0.input.type) != type }) {
            return .refused(
                "link parameter ':\(name)' fills '\(name): \(first.input.type)' of '\(first.owner)' and"
                    + " '\(name): \(other.input.type)' of '\(other.owner)'; give them one type")
        }
        guard Self.parameterTypes.contains(type) else {
            // `Swift.Int`: one of the types, written with its module, which the generated parsing does not read.
            let unqualified = type.lastIndex(of: ".").map { String(type[type.index(after: $0)...]) }
            if let plain = unqualified, Self.parameterTypes.contains(plain) {
                return .refused(
                    "link parameter ':\(name)' fills '\(name): \(first.input.type)'; write a link"
                        + " parameter's type without its module ('\(plain)', not '\(type)')")
            }
            return .refused(
                "link parameter ':\(name)' fills '\(name): \(first.input.type)', but a link carries text:"
                    + " a link parameter can be String, Int, Int64, UInt, Double, Bool or UUID (pass an id and let"
                    + " the screen load the rest)")
        }
        return .type(type)
    }

    /// The inputs of a step: a child flow's, or those of a screen of `flow`.
    private func inputs(of name: String, kind: Target.Kind, in flow: String) -> [Value] {
        switch kind {
        case .flow: index[name].map { flows[$0].inputs } ?? []
        case .screen, .tab: index[flow].flatMap { screen(name, of: flows[$0])?.inputs } ?? []
        }
    }

    /// A step's target with its inputs bound: a link parameter of the same name, else a value of the
    /// storage or inputs of the flow that shows it.
    private func bind(
        _ name: String, kind: Target.Kind, shownBy flowName: String, parameters: [Value], pattern: String,
        at location: SourceLocation, diagnostics: inout Diagnostics
    ) -> Target? {
        guard let flow = index[flowName].map({ flows[$0] }) else { return nil }
        let inputs = inputs(of: name, kind: kind, in: flowName)
        let values = ValueResolver.FlowValues(storage: flow.storage, inputs: flow.inputs)
        let resolver = ValueResolver(flowName: flowName, scope: parameters, scopeName: nil, values: values)
        var arguments: [Binding] = []
        for input in inputs {
            let known =
                parameters.contains { $0.name == input.name } || flow.storage.contains { $0.name == input.name }
                || flow.inputs.contains { $0.name == input.name }
            guard known else {
                let hint = NameSuggestion.hint(
                    for: input.name, in: parameters.map(\.name) + flow.storage.map(\.name) + flow.inputs.map(\.name))
                diagnostics.error(
                    "no value for input '\(input.name): \(input.type)' of '\(name)' in link `\(pattern)`\(hint); a link"
                        + " fills inputs from its parameters, then from the storage and inputs of the flow that shows"
                        + " them", at: location)
                return nil
            }
            guard
                let binding = resolver.bind(
                    input, for: "input '\(input.name): \(input.type)' of '\(name)'", at: location,
                    diagnostics: &diagnostics)
            else { return nil }
            arguments.append(binding)
        }
        return Target(
            kind: kind, name: name, arguments: arguments, caseName: NameDerivation.lowerCamelCase(name),
            location: location)
    }
}
