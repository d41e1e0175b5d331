/// How a flow is started by the rest of the spec set.
public struct FlowUsage: Encodable, Equatable, Sendable {
    /// Flows that push, present or root this one, sorted.
    public var pushedBy: [String] = []
    public var presentedBy: [String] = []
    public var rootedBy: [String] = []
    /// Flows whose `start:` names this one.
    public var startedAsStartBy: [String] = []
    /// True when the flow ends up on a router it shares with a parent that pushed it
    /// (directly, or as the start of a pushed flow).
    public var isPushed = false
    /// True when no other flow starts it: the app starts it.
    public var isRoot = false
    public var usesCancel = false
    public var usesFinish = false
    public var usesRestart = false
    /// Child flows this flow starts, sorted (a tabs flow's tabs among them).
    public var children: [String] = []
    /// The tabs flows this flow is a tab of (spec format 1.1), sorted: it runs on a tab's own stack.
    public var tabOf: [String] = []
    /// The tabs flows this flow always runs under (spec format 1.1; one when `select tab` is valid in
    /// it), sorted; empty when it runs outside a tab bar on some way it is started. For a tabs flow,
    /// the flows above it, not itself.
    public var tabBars: [String] = []
    /// It, or a flow it starts (down to, not into, the tabs flow), uses `select tab`, so its output
    /// gets `selectTab`; false for a tabs flow and for a flow with no tab bar above it.
    public var forwardsTabSelection = false
    /// Some way the flow starts puts it on a tab's navigation stack (a tab's flow, or a flow pushed,
    /// rooted or started as a start from one; a sheet has a stack of its own), for `tab bar: hidden`;
    /// not in the JSON dump, which has `tabBars`.
    public var runsBelowATabBar = false
    /// It takes part in deep links (spec format 1.1): it declares links, is on the launch chain to
    /// a flow that does, or is a flow step of a link's path; its output then opens links.
    public var opensLinks = false

    private enum CodingKeys: String, CodingKey {
        case pushedBy, presentedBy, rootedBy, startedAsStartBy, isPushed, isRoot, usesCancel, usesFinish
        case usesRestart, children, tabOf, tabBars, forwardsTabSelection, opensLinks
    }

    /// The JSON dump leaves the spec format 1.1 fields out when they are empty, so a v1 model dumps as it did.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(pushedBy, forKey: .pushedBy)
        try container.encode(presentedBy, forKey: .presentedBy)
        try container.encode(rootedBy, forKey: .rootedBy)
        try container.encode(startedAsStartBy, forKey: .startedAsStartBy)
        try container.encode(isPushed, forKey: .isPushed)
        try container.encode(isRoot, forKey: .isRoot)
        try container.encode(usesCancel, forKey: .usesCancel)
        try container.encode(usesFinish, forKey: .usesFinish)
        try container.encode(usesRestart, forKey: .usesRestart)
        try container.encode(children, forKey: .children)
        if !tabOf.isEmpty { try container.encode(tabOf, forKey: .tabOf) }
        if !tabBars.isEmpty { try container.encode(tabBars, forKey: .tabBars) }
        if forwardsTabSelection { try container.encode(forwardsTabSelection, forKey: .forwardsTabSelection) }
        if opensLinks { try container.encode(opensLinks, forKey: .opensLinks) }
    }
}
