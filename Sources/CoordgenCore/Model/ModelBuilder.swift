/// Builds the flow model from the parsed specs of a whole spec set, resolving every target
/// (screen or flow) and every value binding. Problems of resolution are reported here; the
/// other rules run on the finished model in `Validator`.
public struct ModelBuilder {
    public init() {}

    public func build(_ specs: [FlowSpec], diagnostics: inout Diagnostics) -> FlowModel {
        // Specs are held once, in `unique`, and found by position: a dictionary of specs, sorted
        // again and read spec by spec and screen by screen, copied each one whole (this part runs
        // on one core, before the flows are built on all of them).
        let ordered = specs.sorted { ($0.name.name, $0.path) < ($1.name.name, $1.path) }
        var firstOfName: [String: Int] = [:]
        firstOfName.reserveCapacity(ordered.count)
        var unique: [FlowSpec] = []
        unique.reserveCapacity(ordered.count)
        for index in ordered.indices {
            let name = ordered[index].name
            if let first = firstOfName[name.name] {
                let firstLocation = ordered[first].name.location
                diagnostics.error(
                    "flow '\(name.name)' is defined twice", at: name.location,
                    notes: [.init(message: "also defined here", location: firstLocation)])
                diagnostics.error(
                    "flow '\(name.name)' is defined twice", at: firstLocation,
                    notes: [.init(message: "also defined here", location: name.location)])
                continue
            }
            firstOfName[name.name] = index
            unique.append(ordered[index])
        }
        // In name order, as `ordered` is. Who owns each screen name, for the message about a screen
        // of another flow (first flow by name).
        var screenOwners: [String: String] = [:]
        screenOwners.reserveCapacity(unique.reduce(0) { $0 + $1.screens.count })
        var signatures: [String: FlowSignature] = [:]
        signatures.reserveCapacity(unique.count)
        for spec in unique.indices {
            let flowName = unique[spec].name.name
            for screen in unique[spec].screens.indices {
                let screenName = unique[spec].screens[screen].name.name
                if screenOwners[screenName] == nil { screenOwners[screenName] = flowName }
            }
            signatures[flowName] = FlowSignature(unique[spec])
        }
        var flows = buildFlows(unique, signatures: signatures, screenOwners: screenOwners, diagnostics: &diagnostics)
        UsageAnalysis.annotate(&flows)
        let deepLinks = LinkResolver.resolve(unique, into: &flows, diagnostics: &diagnostics)
        return FlowModel(flows: flows, deepLinks: deepLinks)
    }

    /// The flows of `specs`, each resolved on its own against the `signatures` of the whole set, their
    /// diagnostics added in the order of `specs`; no usage yet (`UsageAnalysis`). `screenOwners` names
    /// the flow of each screen, for the message about a target that is another flow's screen.
    func buildFlows(
        _ specs: [FlowSpec], signatures: [String: FlowSignature], screenOwners: [String: String],
        diagnostics: inout Diagnostics
    ) -> [Flow] {
        let built = ParallelWork.map(specs) { spec in
            var found = Diagnostics()
            let flow = FlowBuilder(spec: spec, signatures: signatures, screenOwners: screenOwners)
                .build(diagnostics: &found)
            return (flow, found)
        }
        var flows: [Flow] = []
        for (flow, found) in built {
            diagnostics.append(contentsOf: found.all)
            flows.append(flow)
        }
        return flows
    }
}

extension Value {
    /// A parameter as written in a spec.
    init(_ syntax: ParameterSyntax) {
        self.init(
            name: syntax.name.name, type: syntax.type, documentation: syntax.documentation,
            location: syntax.name.location)
    }
}

/// Builds one flow; knows the other flows' signatures to resolve child flows and their inputs and results.
///
/// Lookups by name go through dictionaries built once per flow, so building stays linear in the
/// size of the spec set however many actions name the same screens.
struct FlowBuilder {
    let spec: FlowSpec
    let signatures: [String: FlowSignature]
    let screenOwners: [String: String]
    /// This flow's screens and storage fields by name; the first one wins when a name is repeated
    /// (reported by `NamingRules`).
    let screensByName: [String: ScreenSpec]
    private let storageByName: [String: ParameterSyntax]

    init(spec: FlowSpec, signatures: [String: FlowSignature], screenOwners: [String: String]) {
        self.spec = spec
        self.signatures = signatures
        self.screenOwners = screenOwners
        screensByName = Dictionary(spec.screens.map { ($0.name.name, $0) }, uniquingKeysWith: { first, _ in first })
        storageByName = Dictionary(spec.storage.map { ($0.name.name, $0) }, uniquingKeysWith: { first, _ in first })
    }

    var flowName: String { spec.name.name }

    func build(diagnostics: inout Diagnostics) -> Flow {
        let storage = spec.storage.map {
            StorageField(
                name: $0.name.name, type: $0.type, defaultValue: $0.defaultValue, documentation: $0.documentation,
                location: $0.name.location)
        }
        let inputs = spec.inputs.map(Value.init)
        var screens = spec.screens.map { screen in
            Screen(
                name: screen.name.name, names: ScreenNames(screenName: screen.name.name, kind: screen.kind ?? .module),
                description: screen.description, inputs: screen.inputs.map(Value.init), events: [],
                isPresented: false, isPushed: false, isRoot: false, isStart: false,
                kind: screen.kind ?? .module, hidesTabBar: screen.hidesTabBar,
                settingLocations: screen.settingLocations, location: screen.name.location)
        }
        let values = ValueResolver.FlowValues(storage: storage, inputs: inputs)
        let noScope = resolver(scope: [], named: nil, values: values)
        let start = resolveStart(resolver: noScope, diagnostics: &diagnostics)
        for (index, screenSpec) in spec.screens.enumerated() {
            screens[index].events = buildEvents(screenSpec.events, values: values, diagnostics: &diagnostics)
        }
        let handlers = spec.childFlows.map { child in
            resolveHandlers(child, values: values, diagnostics: &diagnostics)
        }
        let screenIndex = Dictionary(
            screens.indices.map { (screens[$0].name, $0) }, uniquingKeysWith: { first, _ in first })
        for target in start.targets where target.kind == .screen {
            if let index = screenIndex[target.name] { screens[index].isStart = true }
        }
        // How each screen is shown, read by field from the actions in place: collecting the actions
        // into one list copied every one of them.
        var shownAs: [(screen: Int, kind: ActionVerb)] = []
        var sent: [(screen: Int, value: Binding)] = []
        func collect(_ actions: [Action]) {
            for index in actions.indices where actions[index].target?.kind == .screen {
                if let name = actions[index].target?.name, let screen = screenIndex[name] {
                    shownAs.append((screen, actions[index].kind))
                    if let value = actions[index].send { sent.append((screen, value)) }
                }
                // The screens of a `root` path after the first are pushed.
                for step in actions[index].path { screenIndex[step.name].map { shownAs.append(($0, .push)) } }
            }
        }
        for screen in screens.indices {
            for event in screens[screen].events.indices { collect(screens[screen].events[event].allActions) }
        }
        for handler in handlers.indices {
            collect(handlers[handler].onFinish?.allActions ?? [])
            collect(handlers[handler].onCancel?.allActions ?? [])
        }
        for (index, kind) in shownAs {
            switch kind {
            case .push: screens[index].isPushed = true
            case .present: screens[index].isPresented = true
            case .root: screens[index].isRoot = true
            case .popTo: screens[index].isPoppedTo = true
            case .pop, .popToRoot, .dismiss, .store, .send, .selectTab, .finish, .cancel, .restart: break
            }
        }
        receive(sent, into: &screens, diagnostics: &diagnostics)
        return Flow(
            name: flowName, path: spec.path, names: FlowNames(flowName: flowName), description: spec.description,
            start: start, inputs: inputs, result: spec.result.map(Value.init), storage: storage,
            dependencies: spec.dependencies.map(Value.init), screens: screens, childHandlers: handlers,
            usage: FlowUsage(), location: spec.name.location,
            tabs: spec.tabs.compactMap { resolveTab($0, resolver: noScope, diagnostics: &diagnostics) },
            tabsLocation: spec.tabsSectionLocation)
    }

    /// A tab's flow, with its inputs bound from this flow's storage and inputs (no event is involved,
    /// as for a `start:` flow), and its settings with their defaults.
    private func resolveTab(_ tab: TabSpec, resolver: ValueResolver, diagnostics: inout Diagnostics) -> Tab? {
        guard signatures[tab.name.name] != nil else {
            let hint = NameSuggestion.hint(for: tab.name.name, in: signatures.keys)
            diagnostics.error("flow '\(tab.name.name)' is not defined in the spec set\(hint)", at: tab.name.location)
            return nil
        }
        guard let target = resolveTarget(tab.name, resolver: resolver, diagnostics: &diagnostics) else { return nil }
        return Tab(
            flow: target.name, caseName: target.caseName,
            title: tab.title ?? NameDerivation.words(FlowNames(flowName: target.name).baseName), image: tab.image,
            selectedImage: tab.selectedImage, load: tab.load ?? .lazy, arguments: target.arguments,
            description: tab.description, location: tab.name.location)
    }

    func resolver(scope: [Value], named name: ValueResolver.ScopeName?, values: ValueResolver.FlowValues)
        -> ValueResolver
    {
        ValueResolver(flowName: flowName, scope: scope, scopeName: name, values: values)
    }

    // MARK: Start

    private func resolveStart(resolver: ValueResolver, diagnostics: inout Diagnostics) -> Start {
        // A tabs flow starts with its tabs: it has no screens and no `start:` of its own.
        if spec.hasTabs {
            if let screens = spec.screensSectionLocation {
                diagnostics.error(
                    "a flow with '## Tabs' shows no screens of its own; move its screens into a tab's flow",
                    at: screens)
            }
            if let start = spec.start {
                diagnostics.error("a flow with '## Tabs' starts with its tabs; remove 'start:'", at: start.location)
            }
            return Start(isOneOf: false, targets: [])
        }
        guard let setting = spec.start else {
            guard let first = spec.screens.first else {
                diagnostics.error(
                    "flow '\(flowName)' has no screens; add '## Screens' with a '### Screen', or 'start:' a flow",
                    at: spec.name.location)
                return Start(isOneOf: false, targets: [])
            }
            let target = resolveTarget(first.name, resolver: resolver, diagnostics: &diagnostics)
            return Start(
                isOneOf: false, targets: target.map { [$0] } ?? [], locations: [first.name.name: first.name.location])
        }
        var locations: [String: SourceLocation] = [:]
        var targets: [Target] = []
        for name in setting.targets {
            guard locations[name.name] == nil else {
                diagnostics.error("'\(name.name)' is listed twice in 'start: one of'", at: name.location)
                continue
            }
            locations[name.name] = name.location
            if let target = resolveTarget(name, resolver: resolver, diagnostics: &diagnostics) {
                targets.append(target)
            }
        }
        return Start(isOneOf: setting.isOneOf, targets: targets, locations: locations)
    }

    // MARK: Targets and actions

    /// A screen of this flow or a flow of the set, with its inputs bound in `resolver`'s scope.
    func resolveTarget(_ name: Identifier, resolver: ValueResolver, diagnostics: inout Diagnostics) -> Target? {
        let kind: Target.Kind
        let inputs: [Value]
        if let screen = screensByName[name.name] {
            kind = .screen
            inputs = screen.inputs.map(Value.init)
        } else if let flow = signatures[name.name] {
            kind = .flow
            inputs = flow.inputs
        } else {
            reportUnknownTarget(name, diagnostics: &diagnostics)
            return nil
        }
        // An input that cannot be filled is reported, and the target is kept with the arguments that
        // could be: the action was written, so the screen is not also reported as unreachable.
        var arguments: [Binding] = []
        for input in inputs {
            guard
                let binding = resolver.bind(
                    input, for: "input '\(input.name): \(input.type)' of '\(name.name)'", at: name.location,
                    diagnostics: &diagnostics)
            else { continue }
            arguments.append(binding)
        }
        return Target(
            kind: kind, name: name.name, arguments: arguments, caseName: NameDerivation.lowerCamelCase(name.name),
            location: name.location)
    }

    func reportUnknownTarget(_ name: Identifier, diagnostics: inout Diagnostics) {
        if let owner = screenOwners[name.name] {
            diagnostics.error(
                "screen '\(name.name)' belongs to \(owner); a flow shows only its own screens"
                    + " (start \(owner) instead)", at: name.location)
            return
        }
        let candidates = spec.screens.map(\.name.name) + signatures.keys
        let hint = NameSuggestion.hint(for: name.name, in: candidates)
        if name.name.hasSuffix("Flow") {
            diagnostics.error("flow '\(name.name)' is not defined in the spec set\(hint)", at: name.location)
        } else {
            diagnostics.error("screen '\(name.name)' is not defined in \(flowName)\(hint)", at: name.location)
        }
    }

    func resolve(_ actions: [ActionSyntax], with resolver: ValueResolver, diagnostics: inout Diagnostics)
        -> [Action]
    {
        actions.compactMap { action in
            switch action.kind {
            case .push, .present, .root:
                guard let name = action.target else { return nil }
                guard action.path.isEmpty else {
                    return resolveRootPath([name] + action.path, resolver: resolver, at: action.location, &diagnostics)
                }
                guard let target = resolveTarget(name, resolver: resolver, diagnostics: &diagnostics) else {
                    return nil
                }
                return Action(kind: action.kind, target: target, location: action.location)
            case .popTo where spec.hasTabs, .send where spec.hasTabs:
                diagnostics.error(TabRules.noStack(flowName, action.kind), at: action.location)
                return nil
            case .popTo:
                guard let name = action.target, let target = resolveScreen(of: .popTo, name, diagnostics: &diagnostics)
                else { return nil }
                return Action(kind: .popTo, target: target, location: action.location)
            case .send:
                guard let name = action.target, let value = action.value else { return nil }
                let target = resolveScreen(of: .send, name, diagnostics: &diagnostics)
                // The field becomes the label of the screen's `receive(field:)` method.
                guard
                    NamingRules.checkIdentifier(
                        value.field.name, what: "sent value name", at: value.field.location, diagnostics: &diagnostics)
                else { return nil }
                guard
                    let binding = resolver.bind(
                        value.value.name, to: value.field.name, for: "'send' to '\(name.name)'",
                        at: value.value.location, diagnostics: &diagnostics),
                    let target
                else { return nil }
                return Action(kind: .send, target: target, value: binding, location: action.location)
            case .selectTab:
                guard let name = action.target, let tab = resolveTab(of: name, diagnostics: &diagnostics) else {
                    return nil
                }
                return Action(kind: .selectTab, target: tab, location: action.location)
            case .store:
                guard let store = action.value else { return nil }
                return resolveStore(
                    value: store.value, field: store.field, resolver: resolver, at: action.location,
                    diagnostics: &diagnostics)
            case .finish:
                var bindings: [Binding] = []
                for parameter in spec.result {
                    if let binding = resolver.bind(
                        Value(parameter), for: "the result '\(parameter.name.name): \(parameter.type)' of \(flowName)",
                        at: action.location, diagnostics: &diagnostics)
                    {
                        bindings.append(binding)
                    }
                }
                // Kept even when a result value is missing (reported above), like targets.
                return Action(kind: .finish, result: bindings, location: action.location)
            case .pop, .popToRoot, .dismiss, .cancel, .restart:
                return Action(kind: action.kind, location: action.location)
            }
        }
    }

    private func resolveStore(
        value: Identifier, field: Identifier, resolver: ValueResolver, at location: SourceLocation,
        diagnostics: inout Diagnostics
    ) -> Action? {
        guard let target = storageByName[field.name] else {
            let hint = NameSuggestion.hint(for: field.name, in: spec.storage.map(\.name.name))
            let declare = spec.storage.isEmpty ? "; declare it under '## Storage'" : ""
            diagnostics.error(
                "storage field '\(field.name)' is not defined in \(flowName)\(hint)\(declare)", at: field.location)
            return nil
        }
        guard
            let binding = resolver.bind(
                value.name, to: field.name, type: target.type, for: "storage field '\(field.name): \(target.type)'",
                at: value.location, diagnostics: &diagnostics)
        else { return nil }
        return Action(kind: .store, value: binding, location: location)
    }

    // MARK: Child flows

    private func resolveHandlers(
        _ child: ChildFlowSpec, values: ValueResolver.FlowValues, diagnostics: inout Diagnostics
    ) -> ChildHandler {
        guard let childSignature = signatures[child.name.name] else {
            let hint = NameSuggestion.hint(for: child.name.name, in: signatures.keys)
            diagnostics.error(
                "flow '\(child.name.name)' is not defined in the spec set\(hint)", at: child.name.location)
            return ChildHandler(flow: child.name.name, location: child.name.location)
        }
        let results = childSignature.result
        return ChildHandler(
            flow: child.name.name,
            onFinish: buildHandler(
                child.onFinish, child: child.name.name, isFinish: true, scope: results,
                scopeName: .result(of: child.name.name), values: values, diagnostics: &diagnostics),
            onCancel: buildHandler(
                child.onCancel, child: child.name.name, isFinish: false, scope: [], scopeName: nil,
                values: values, diagnostics: &diagnostics),
            location: child.name.location)
    }
}
