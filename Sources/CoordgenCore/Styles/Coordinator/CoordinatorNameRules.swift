/// Names a spec may not take because the coordinator style's Swift already uses them in the same scope.
///
/// The sets mirror the templates in `Templates/Coordinator/Swift/` (and the scaffolds): a flow input becomes a
/// stored property of its coordinator and a parameter of the parent's `run…` method and of the
/// factory's `make…` methods; a screen input becomes a parameter of its `show…` method and of its
/// scaffold's initializer; event parameters and a child's result fields become closure parameters.
/// A clash would generate Swift that does not compile, so it is refused here with a clear message.
enum CoordinatorNameRules {
    /// Members of a generated coordinator, and the locals and parameters around a child flow's start.
    static let flowInputNames: Set<String> = [
        "router", "factory", "coordinatorFactory", "placement", "storage", "decideStart", "finishFlow", "cancelFlow",
        "childCoordinators", "start", "tearDownFlow", "releaseChildFlow",
        "addDependency", "removeDependency", "presentations", "presentation", "presentScreen", "showFirstScreen",
        "coordinator", "sheet", "childRouter", "startingScreen", "moduleFactory", "startDecisions",
        // `children: composition`; refused with either option, so switching it never asks to rename.
        "dependencies",
        // `outputs: delegates`, likewise.
        "flowListener", "result", "childReturns",
    ]

    /// Members of a tabs flow's coordinator (spec format 1.1, `## Tabs`), beside its `run…Tab` methods.
    static let tabsFlowInputNames: Set<String> = ["tabBar", "selectedTab", "select", "startedTabs", "tabWillAppear"]

    /// Locals and members a `show…` method uses outside its closures, and the scaffold's `input` property.
    static let screenInputNames: Set<String> = [
        "module", "presentation", "presentations", "presentScreen", "showFirstScreen", "factory", "router",
        "placement", "input", "Input",
    ]

    /// Names the closure that ends a flow declares.
    static let eventParameterNames: Set<String> = ["finishFlow", "cancelFlow"]

    /// Names the parent's handler closures use around a child's result parameters.
    static let resultFieldNames: Set<String> = [
        "finishFlow", "cancelFlow", "coordinator", "startingScreen",
        // The locals of a listener (`outputs: delegates`).
        "result", "child", "goBack",
    ]

    static func check(_ model: FlowModel, scope: ValidationScope = .all, diagnostics: inout Diagnostics) {
        SharedTypeRules.check(model, scope: scope, diagnostics: &diagnostics)
        // The flows that build part of a link's stack from their start screen (they keep it in
        // `lastShown<Start>`), and those of them that make it again with a link's values.
        var keepsLinkStart: Set<String> = []
        var remakesLinkStart: Set<String> = []
        for link in model.flows.lazy.flatMap(\.links) {
            for step in link.steps where step.transition == .start {
                keepsLinkStart.insert(step.flow)
                if let flow = model.flow(named: step.flow), LinkRoles.takesNewValues(step, flow: flow, link: link) {
                    remakesLinkStart.insert(step.flow)
                }
            }
        }
        for flow in model.flows where scope.includes(flow) {
            var keptModules = keptModuleProperties(of: flow)
            let start = flow.start.targets.first?.name ?? ""
            if keepsLinkStart.contains(flow.name) { keptModules.insert(ShowPlan.lastShownProperty(start)) }
            // Only a flow with inputs needs its coordinator's member names.
            if !flow.inputs.isEmpty {
                var members = MemberNames(of: flow)
                for input in flow.inputs where members.contains(input.name) {
                    report(input, as: "flow input", in: "the generated \(flow.names.coordinator)", &diagnostics)
                }
            }
            checkLinkParameters(of: flow, in: model, &diagnostics)
            for field in flow.result where resultFieldNames.contains(field.name) {
                report(field, as: "result field", in: "the parent's generated handler", &diagnostics)
            }
            // Values a branch's pattern binds are locals of the closure (or listener case) around it.
            for handler in flow.childHandlers {
                let branches = (handler.onFinish?.branches ?? []) + (handler.onCancel?.branches ?? [])
                for value in patternValues(branches) where resultFieldNames.contains(value.name) {
                    report(value, as: "pattern value", in: "the generated handler", &diagnostics)
                }
            }
            for screen in flow.screens.indices {
                for value in patternValues(flow.screens[screen].events.flatMap(\.branches))
                where eventParameterNames.contains(value.name) {
                    report(value, as: "pattern value", in: "the generated event closure", &diagnostics)
                }
            }
            for field in flow.result where SharedTypeRules.isVoid(field.type) {
                SharedTypeRules.reportVoid(field, as: "result field", &diagnostics)
            }
            // By index: a `Screen` or `Event` bound whole would be copied before each call that can report.
            for screen in flow.screens.indices {
                let inputs = flow.screens[screen].inputs
                for input in inputs.indices
                where screenInputNames.contains(inputs[input].name) || keptModules.contains(inputs[input].name) {
                    // The method that makes the screen: `show…`, or `prepare…` when call sites show it their own way.
                    let methods =
                        "'\(flow.screens[screen].names.show)'/'\(ShowPlan.prepareMethod(flow.screens[screen].name))'"
                    let place = methods + " or the screen's scaffold"
                    report(inputs[input], as: "screen input", in: place, &diagnostics)
                }
                // A start screen a link makes again: its inputs are the parameters of `remakeLinkStart(…)`,
                // which calls these.
                if remakesLinkStart.contains(flow.name), start == flow.screens[screen].name {
                    let helpers: Set = ["showLinkStart", "tearDownFlow", ShowPlan.prepareMethod(start)]
                    for input in inputs.indices where helpers.contains(inputs[input].name) {
                        report(
                            inputs[input], as: "screen input", in: "the generated 'remakeLinkStart(…)'", &diagnostics)
                    }
                }
                let events = flow.screens[screen].events
                for event in events.indices {
                    let parameters = events[event].parameters
                    for parameter in parameters.indices where eventParameterNames.contains(parameters[parameter].name) {
                        report(
                            parameters[parameter], as: "event parameter", in: "the generated event closure",
                            &diagnostics)
                    }
                }
            }
        }
    }

    /// The values the patterns of `branches` bind.
    private static func patternValues(_ branches: [Branch]) -> [Value] {
        branches.flatMap { $0.condition.patterns.flatMap(\.bindings) }
    }

    /// The names a flow's coordinator uses for its members, and the parameters of the `run…` methods
    /// that start its children; a flow input, or a link parameter its `open(_:)` binds, would hide one.
    ///
    /// The first few names are looked for one at a time: a flow has a few inputs, and building the set
    /// of every name (each screen's methods, each child's `run…` methods) for every flow with inputs
    /// was a thirtieth of `validate` on a large app. A flow asked about more names (a link parameter
    /// each, and a flow can have a link per screen) gets the set: looking for each name through every
    /// screen made a flow with 1,600 linked screens five times as slow to check as one with 800.
    private struct MemberNames {
        private static let runSuffixes = ["", "AsStart", "Pushed", "Presented", "AsRoot"]
        private static let linkMemberNames: Set<String> = [
            "open", "pendingLink", "showLinkStart", "remakeLinkStart", "link",
        ]
        /// How many names are looked for one at a time before the set is built.
        private static let namesLookedForOneAtATime = 8
        private let flow: Flow
        private let keptModules: Set<String>
        private var namesLookedFor = 0
        private var allNames: Set<String>?

        init(of flow: Flow) {
            self.flow = flow
            keptModules = keptModuleProperties(of: flow)
        }

        mutating func contains(_ name: String) -> Bool {
            if let allNames { return allNames.contains(name) }
            namesLookedFor += 1
            if namesLookedFor > Self.namesLookedForOneAtATime {
                let names = everyName()
                allNames = names
                return names.contains(name)
            }
            return isName(name)
        }

        /// Every name `isName` accepts, as `==` compares them.
        private func everyName() -> Set<String> {
            var names = flowInputNames.union(keptModules)
            for screen in flow.screens.indices {
                names.insert(flow.screens[screen].names.show)
                names.insert(ShowPlan.prepareMethod(flow.screens[screen].name))
            }
            for child in flow.usage.children {
                let run = FlowNames.run(of: child)
                for suffix in Self.runSuffixes { names.insert(run + suffix) }
            }
            if flow.hasTabs {
                names.formUnion(tabsFlowInputNames)
                for tab in flow.tabs { names.insert(SwiftContextBuilder.tabRunMethod(tab.flow)) }
            }
            if flow.usage.forwardsTabSelection { names.insert("selectTab") }
            if flow.usage.opensLinks {
                names.formUnion(Self.linkMemberNames)
                if let start = flow.start.targets.first { names.insert(ShowPlan.lastShownProperty(start.name)) }
                for child in flow.usage.children { names.insert(SwiftContextBuilder.runningProperty(child)) }
            }
            return names
        }

        private func isName(_ name: String) -> Bool {
            if flowInputNames.contains(name) || keptModules.contains(name) { return true }
            let screens = flow.screens
            if screens.indices.contains(where: {
                screens[$0].names.show == name || ShowPlan.prepareMethod(screens[$0].name) == name
            }) {
                return true
            }
            if flow.usage.children.contains(where: { child in
                let run = FlowNames.run(of: child)
                return Self.runSuffixes.contains { run + $0 == name }
            }) {
                return true
            }
            if flow.hasTabs,
                tabsFlowInputNames.contains(name)
                    || flow.tabs.contains(where: { SwiftContextBuilder.tabRunMethod($0.flow) == name })
            {
                return true
            }
            if flow.usage.forwardsTabSelection, name == "selectTab" { return true }
            // `open(_:)` and its helpers, and the references to the children links pass through.
            if flow.usage.opensLinks {
                if Self.linkMemberNames.contains(name) { return true }
                if let start = flow.start.targets.first, ShowPlan.lastShownProperty(start.name) == name { return true }
                if flow.usage.children.contains(where: { SwiftContextBuilder.runningProperty($0) == name }) {
                    return true
                }
            }
            return false
        }
    }

    /// A case of `open(_ link:)` binds the link's parameters as locals in the declaring flow and in
    /// each flow step's coordinator: a parameter named like a member there (or `link`) would hide it.
    private static func checkLinkParameters(of flow: Flow, in model: FlowModel, _ diagnostics: inout Diagnostics) {
        var members: [String: MemberNames] = [:]
        for link in flow.links where !link.parameters.isEmpty {
            let owners =
                [flow] + link.steps.filter { $0.target.kind == .flow }.compactMap { model.flow(named: $0.target.name) }
            for parameter in link.parameters {
                if parameter.name == "link" {
                    report(parameter, as: "link parameter", in: "the generated 'open(_ link:)'", &diagnostics)
                    continue
                }
                let owner = owners.first { owner in
                    if members[owner.name] == nil { members[owner.name] = MemberNames(of: owner) }
                    return members[owner.name]?.contains(parameter.name) == true
                }
                if let owner {
                    report(
                        parameter, as: "link parameter", in: "the generated \(owner.names.coordinator)", &diagnostics)
                }
            }
        }
    }

    /// The properties that keep a module for `pop to X` and `send x to X`, only where one names the
    /// screen. Read in place: binding a screen copies it, and every flow is asked.
    /// And the property that keeps a presented alert, where the flow has one.
    private static func keptModuleProperties(of flow: Flow) -> Set<String> {
        var names = Set(
            flow.screens.indices.lazy.filter { flow.screens[$0].keepsLastShownModule }
                .map { ShowPlan.lastShownProperty(flow.screens[$0].name) })
        if flow.screens.indices.contains(where: { flow.screens[$0].kind == .alert }) {
            names.insert(ShowPlan.presentedAlertProperty)
        }
        return names
    }

    private static func report(_ value: Value, as what: String, in place: String, _ diagnostics: inout Diagnostics) {
        diagnostics.error(
            "\(what) '\(value.name)' clashes with a name \(place) already uses (style coordinator); rename it",
            at: value.location)
    }
}
