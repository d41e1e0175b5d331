/// Two SHA-256 digests of each flow of a validated model, kept in the run manifest so that a run
/// after an edit renders only the flows whose Swift can have changed (`docs/generate.md`, "After
/// an edit").
///
/// - `own` covers everything the model says of the flow (every stored property but source
///   locations, its spec path included, which its files' headers name). A flow's own files (its Swift file and its
///   scaffolds) are rendered from the flow itself and from what `interface` covers of the others.
/// - `interface` covers what the other flows' files, the shared files and the model of the other
///   flows read of this one: all of it but its screens' events and descriptions, plus the ways its
///   actions show its screens and child flows (`ShowPlan`), which decide what a parent's flow
///   controller may present.
///
/// So when no flow's `interface` changed, a flow whose `own` digest is the recorded one renders the
/// bytes it rendered last time. Source locations are left out: no Swift output names a line.
public struct FlowDigests: Equatable, Sendable {
    public var own: String
    public var interface: String

    /// The digests of every flow of `model`, by name; `interface` only for the flows whose `own`
    /// digest is not in `known` (a flow whose model is unchanged has its recorded interface). The
    /// flows in `unchanged` are known to have the model `known` was computed from (read back from
    /// the model cache, `Pipeline.EditedModel.reused`): their digests are taken as they are.
    public static func of(
        _ model: FlowModel, known: [String: FlowDigests] = [:], unchanged: Set<String> = []
    ) -> [String: FlowDigests] {
        let flows = model.flows
        let digests = ParallelWork.map(Array(flows.indices)) { index -> (String, FlowDigests) in
            let flow = flows[index]
            if unchanged.contains(flow.name), let recorded = known[flow.name] { return (flow.name, recorded) }
            let own = ownDigest(of: flow)
            if let recorded = known[flow.name], recorded.own == own { return (flow.name, recorded) }
            return (flow.name, FlowDigests(own: own, interface: interfaceDigest(of: flow)))
        }
        return Dictionary(digests, uniquingKeysWith: { first, _ in first })
    }

    /// The flows whose files a run may keep, given the digests of its model (`current`) and those
    /// of the last run, whose files are on disk as recorded: none when a flow came or went or any
    /// flow's interface changed; otherwise every flow whose own digest is the recorded one.
    public static func unchangedFlows(_ current: [String: FlowDigests], recorded: [String: FlowDigests]) -> Set<String>
    {
        guard current.count == recorded.count,
            current.allSatisfy({ recorded[$0.key]?.interface == $0.value.interface })
        else { return [] }
        return Set(current.filter { recorded[$0.key]?.own == $0.value.own }.keys)
    }

    static func ownDigest(of flow: Flow) -> String {
        digest(of: flow) { _ in }
    }

    static func interfaceDigest(of flow: Flow) -> String {
        var outline = flow
        for index in outline.screens.indices {
            outline.screens[index].events = []
            outline.screens[index].description = ""
        }
        let plan = ShowPlan(flow: flow)
        return digest(of: outline) { bytes in
            // Sorted, so that the bytes do not depend on the dictionary's order.
            for (name, ways) in plan.ways.sorted(by: { $0.key < $1.key }) {
                bytes.append(name)
                bytes.append(ways.sorted().map(\.rawValue).description)
            }
        }
    }

    /// The SHA-256 of `flow` and what `more` adds.
    private static func digest(of flow: Flow, adding more: (inout CanonicalBytes) -> Void) -> String {
        var bytes = CanonicalBytes()
        bytes.append(flow)
        more(&bytes)
        return SHA256.hex(bytes.bytes)
    }
}
