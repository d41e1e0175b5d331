/// The validated navigation of a whole spec set: what the generator and the docs read.
///
/// The names of the per-flow types every style shares are derived here once (`FlowNames`,
/// `ScreenNames`; a style derives its own in `Styles/`), and every
/// value a target needs is resolved to where it comes from (`Binding`). Source locations are
/// kept for diagnostics but left out of the JSON dump, so the dump does not depend on paths.
public struct FlowModel: Encodable, Sendable {
    /// Sorted by name, so output does not depend on the order files were read.
    public var flows: [Flow]
    /// The cases of `DeepLink` (spec format 1.1, `## Links`), sorted by flow name then spec order.
    public var deepLinks: [DeepLinkCase] = []

    public init(flows: [Flow], deepLinks: [DeepLinkCase] = []) {
        self.flows = flows
        self.deepLinks = deepLinks
    }

    private enum CodingKeys: String, CodingKey { case flows, deepLinks }

    /// The JSON dump leaves `deepLinks` out when there are none, so a v1 model dumps as it did.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(flows, forKey: .flows)
        if !deepLinks.isEmpty { try container.encode(deepLinks, forKey: .deepLinks) }
    }

    /// A binary search, since `flows` is sorted by name (a linear search when it was not found, in
    /// case someone reordered `flows`): rules look flows up for every child they check.
    public func flow(named name: String) -> Flow? {
        let found = flows.firstIndex(notBefore: { $0.name < name })
        if found < flows.endIndex, flows[found].name == name { return flows[found] }
        return flows.first { $0.name == name }
    }

    /// The flows named in `names`, in name order (the order of `flows`), each found by `flow(named:)`.
    /// `flows.filter`, asked for the children of every flow, copied every flow of the model each
    /// time (a `Flow` is many strings and arrays): a first `generate` of 200 flows took 760 ms of
    /// CPU with it, 710 without.
    public func flows(named names: Set<String>) -> [Flow] {
        names.sorted().compactMap(flow(named:))
    }
}

/// A `name: Type` pair: a flow input, a result field, a dependency, a screen input or an event parameter.
public struct Value: Encodable, Hashable, Sendable {
    public var name: String
    public var type: String
    public var documentation: String?
    public var location: SourceLocation

    private enum CodingKeys: String, CodingKey { case name, type, documentation }
}

/// One field of the flow's storage struct.
public struct StorageField: Encodable, Hashable, Sendable {
    public var name: String
    public var type: String
    /// The default as written, or `nil` for an optional field (which starts as `nil`).
    public var defaultValue: String?
    public var documentation: String?
    public var location: SourceLocation

    private enum CodingKeys: String, CodingKey { case name, type, defaultValue, documentation }
}

/// One flow of the spec set: its settings, screens and child handlers, with derived names and usage.
public struct Flow: Encodable, Sendable {
    public var name: String
    /// The spec file the flow comes from, as given on the command line.
    public var path: String
    public var names: FlowNames
    public var description: String
    public var start: Start
    public var inputs: [Value]
    public var result: [Value]
    public var storage: [StorageField]
    public var dependencies: [Value]
    public var screens: [Screen]
    /// The `## Flows` entries: how this flow reacts when a child ends.
    public var childHandlers: [ChildHandler]
    /// Facts about how the flow is used across the spec set.
    public var usage: FlowUsage
    public var location: SourceLocation
    /// The `## Tabs` entries (spec format 1.1), in tab order; empty for a flow that is not a tabs flow.
    public var tabs: [Tab] = []
    /// Where `## Tabs` is written.
    public var tabsLocation: SourceLocation?
    /// The `## Links` entries (spec format 1.1), in spec order, resolved against the whole spec set.
    public var links: [Link] = []
    /// Where `## Links` is written.
    public var linksLocation: SourceLocation?

    private enum CodingKeys: String, CodingKey {
        case name, names, description, start, inputs, result, storage, dependencies, screens, childHandlers, usage
        case tabs, links
    }

    /// A tabs flow (`## Tabs`): its start is its tabs.
    public var hasTabs: Bool { tabsLocation != nil }

    /// The flows this flow launches as it starts: its `start:` flows (single or `one of`) and its tabs'
    /// flows. Links open along these (the launch chain).
    public var launchChildren: [String] {
        start.targets.filter { $0.kind == .flow }.map(\.name) + tabs.map(\.flow)
    }

    /// `names` and every flow they lead to through `launchChildren` alone, each visited once;
    /// `flowNamed` finds a flow by name (nil for a name no spec defines).
    static func launchChain(from names: [String], flowNamed: (String) -> Flow?) -> Set<String> {
        var chain = Set(names)
        var queue = Array(chain)
        while let name = queue.popLast() {
            for child in flowNamed(name)?.launchChildren ?? [] where chain.insert(child).inserted {
                queue.append(child)
            }
        }
        return chain
    }

    /// The JSON dump leaves `tabs` out when there are none, so a v1 model dumps as it did.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encode(names, forKey: .names)
        try container.encode(description, forKey: .description)
        try container.encode(start, forKey: .start)
        try container.encode(inputs, forKey: .inputs)
        try container.encode(result, forKey: .result)
        try container.encode(storage, forKey: .storage)
        try container.encode(dependencies, forKey: .dependencies)
        try container.encode(screens, forKey: .screens)
        try container.encode(childHandlers, forKey: .childHandlers)
        try container.encode(usage, forKey: .usage)
        if !tabs.isEmpty { try container.encode(tabs, forKey: .tabs) }
        if !links.isEmpty { try container.encode(links, forKey: .links) }
    }

    public func screen(named name: String) -> Screen? {
        screens.first { $0.name == name }
    }

    public func handler(for child: String) -> ChildHandler? {
        childHandlers.first { $0.flow == child }
    }
}

/// A tab of a tabs flow (spec format 1.1): the flow it runs on a navigation stack of its own, its
/// bar item, and when the flow starts.
public struct Tab: Encodable, Sendable {
    public var flow: String
    /// The case of the tabs flow's tab enum: `homeFlow` (v1's rule for `start: one of`).
    public var caseName: String
    /// As written, or the flow's base name in words (`OrderHistoryFlow`: `Order History`).
    public var title: String
    public var image: TabImage?
    public var selectedImage: TabImage?
    public var load: TabLoad
    /// One binding per input of the tab's flow, from the tabs flow's storage and inputs.
    public var arguments: [Binding]
    public var description: String
    /// Where the tab's flow is named (its `###` heading).
    public var location: SourceLocation

    private enum CodingKeys: String, CodingKey {
        case flow, caseName, title, image, selectedImage, load, arguments, description
    }
}

/// What `start:` says: one target, or several chosen at run time.
public struct Start: Encodable, Sendable {
    public var isOneOf: Bool
    public var targets: [Target]
    /// Where each target is named (in `start:`, or the first screen's heading), by target name.
    public var locations: [String: SourceLocation] = [:]

    private enum CodingKeys: String, CodingKey { case isOneOf, targets }
}

/// A screen or flow that an action (or `start:`) shows, with the values that fill its inputs.
public struct Target: Encodable, Hashable, Sendable {
    /// `tab`: the flow of a tab that `select tab` selects; it names the tab, and starts nothing.
    public enum Kind: String, Encodable, Sendable { case screen, flow, tab }

    public var kind: Kind
    public var name: String
    /// One binding per input of the target, in the target's input order.
    public var arguments: [Binding]
    /// The lowerCamelCase case name in the flow's `Start` enum (used with `start: one of`).
    public var caseName: String
    /// Where the target is named (`push X`, `start: X`, a step of a `root` path).
    public var location: SourceLocation

    private enum CodingKeys: String, CodingKey { case kind, name, arguments, caseName }
}

/// Where a value comes from when it fills a parameter by name.
public struct Binding: Encodable, Hashable, Sendable {
    public enum Source: String, Encodable, Sendable {
        /// A parameter of the event (or of the child's result, in an `on finish` handler).
        case parameter
        case storage
        case flowInput
    }

    /// The parameter being filled.
    public var name: String
    public var type: String
    public var source: Source
    /// The name of the value where it comes from (equal to `name`, except for `store a as b`).
    public var sourceName: String
    public var sourceType: String
    /// Where the value is named (`store a`), or the target whose input it fills.
    public var location: SourceLocation

    private enum CodingKeys: String, CodingKey { case name, type, source, sourceName, sourceType }
}

/// What a screen is (spec format 1.1, `kind:`): a module of its own (the default), an alert whose
/// events are its buttons and which closes itself (`kind: alert`), or a view controller the app
/// makes from a class of its choosing, with no events (`kind: external`).
public enum ScreenKind: String, Encodable, Sendable {
    case module, alert, external
}

/// A screen (module) of a flow: its inputs, its events and how the flow's actions show it.
public struct Screen: Encodable, Sendable {
    public var name: String
    public var names: ScreenNames
    public var description: String
    public var inputs: [Value]
    public var events: [Event]
    /// How the screen is shown by this flow's actions (a screen can be shown several ways).
    public var isPresented: Bool
    public var isPushed: Bool
    public var isRoot: Bool
    public var isStart: Bool
    /// The values this flow's `send` actions hand to the screen, one `(field, type)` each, sorted by
    /// field: its module has a `receive(field:)` method for each.
    public var receives: [Value] = []
    /// A `pop to` of this flow goes back to the screen.
    public var isPoppedTo = false

    /// The flow keeps the module of this screen that it showed last: `pop to` and `send` reach it.
    public var keepsLastShownModule: Bool { isPoppedTo || !receives.isEmpty }
    public var kind = ScreenKind.module
    /// `tab bar: hidden`: pushed with `hidesBottomBarWhenPushed`.
    public var hidesTabBar = false
    /// Where each screen setting's key is written, by `ScreenSettingKey` raw value.
    public var settingLocations: [String: SourceLocation] = [:]
    public var location: SourceLocation

    private enum CodingKeys: String, CodingKey {
        case name, names, description, inputs, events, isPresented, isPushed, isRoot, isStart, receives, kind
        case hidesTabBar
    }

    /// The JSON dump leaves out `receives` when it is empty, `kind` for a module and `hidesTabBar` when
    /// false, so a v1 model dumps as it did. (`isPoppedTo` is derived from the actions, which it lists.)
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encode(names, forKey: .names)
        try container.encode(description, forKey: .description)
        try container.encode(inputs, forKey: .inputs)
        try container.encode(events, forKey: .events)
        try container.encode(isPresented, forKey: .isPresented)
        try container.encode(isPushed, forKey: .isPushed)
        try container.encode(isRoot, forKey: .isRoot)
        try container.encode(isStart, forKey: .isStart)
        if !receives.isEmpty { try container.encode(receives, forKey: .receives) }
        if kind != .module { try container.encode(kind, forKey: .kind) }
        if hidesTabBar { try container.encode(hidesTabBar, forKey: .hidesTabBar) }
    }
}

/// An event a screen emits, with its payload and the resolved actions it runs.
public struct Event: Encodable, Sendable {
    public var name: String
    public var parameters: [Value]
    public var documentation: String?
    /// The actions of an event without branches; empty when it has branches.
    public var actions: [Action]
    /// The event's branches (spec format 1.1), in the order written; empty for one unconditional list.
    public var branches: [Branch] = []
    public var location: SourceLocation

    private enum CodingKeys: String, CodingKey { case name, parameters, documentation, actions, branches }

    /// The JSON dump leaves `branches` out when there are none, so a v1 model dumps as it did.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encode(parameters, forKey: .parameters)
        try container.encodeIfPresent(documentation, forKey: .documentation)
        try container.encode(actions, forKey: .actions)
        if !branches.isEmpty { try container.encode(branches, forKey: .branches) }
    }
}

/// How a flow reacts to one child flow ending.
public struct ChildHandler: Encodable, Sendable {
    public var flow: String
    /// `nil` when there is no `on finish` bullet (the default behaviour applies).
    public var onFinish: Handler?
    public var onCancel: Handler?
    public var location: SourceLocation

    private enum CodingKeys: String, CodingKey { case flow, onFinish, onCancel }
}

/// The actions of one `on finish` or `on cancel` bullet.
public struct Handler: Encodable, Sendable {
    /// The actions of a handler without branches; empty when it has branches.
    public var actions: [Action]
    public var documentation: String?
    /// The child's result parameters available to the actions (empty for `on cancel`).
    public var parameters: [Value]
    /// The handler's branches (spec format 1.1), one per bullet; empty for one unconditional list.
    public var branches: [Branch] = []
    public var location: SourceLocation

    private enum CodingKeys: String, CodingKey { case actions, documentation, parameters, branches }

    /// The JSON dump leaves `branches` out when there are none, so a v1 model dumps as it did.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(actions, forKey: .actions)
        try container.encodeIfPresent(documentation, forKey: .documentation)
        try container.encode(parameters, forKey: .parameters)
        if !branches.isEmpty { try container.encode(branches, forKey: .branches) }
    }
}
