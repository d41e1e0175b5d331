/// Runs every rule of the spec format on a built model and reports what it finds.
///
/// Resolution problems (unknown targets, values that do not match) were already reported by
/// `ModelBuilder`; the rules here look at the model as a whole. Each rule family lives in its
/// own file with its messages. The style adds the rules of its own generated names.
public struct Validator {
    private let style: any OutputStyle

    public init(style: any OutputStyle = OutputStyles.defaultStyle) {
        self.style = style
    }

    /// The rule families only read the model, so they run side by side on the machine's cores; their
    /// findings are added in this order, as running them one after the other would. `scope` limits
    /// the rules that check one flow at a time (`ValidationScope`).
    public func validate(_ model: FlowModel, scope: ValidationScope = .all, diagnostics: inout Diagnostics) {
        let style = style
        let families: [@Sendable (FlowModel, ValidationScope, inout Diagnostics) -> Void] = [
            NamingRules.check, FileNameRules.check,
            { style.validate($0, scope: $1, diagnostics: &$2) }, ActionRules.check,
            { model, _, found in CycleRules.check(model, diagnostics: &found) }, ReachabilityRules.check,
            { model, _, found in PushedChildRules.check(model, diagnostics: &found) },
        ]
        // The last family, which works out every flow's stack depths even after an edit (when the
        // others check a few flows), is handed out first so that it does not finish alone on one core.
        let runOrder = [families.count - 1] + families.indices.dropLast()
        let found = ParallelWork.map(runOrder.map { families[$0] }) { check in
            var found = Diagnostics()
            check(model, scope, &found)
            return found
        }
        var findings = [Diagnostics](repeating: Diagnostics(), count: families.count)
        for (position, family) in runOrder.enumerated() { findings[family] = found[position] }
        for found in findings { diagnostics.append(contentsOf: found.all) }
    }
}

/// The flows that the rules checking one flow at a time look at: every flow, or, after an edit,
/// only the flows whose findings can differ from those of the last run, which had none
/// (`Pipeline.editedModel`): the flows whose model changed and the flows next to them.
///
/// A rule may take a scope only when what it finds for a flow depends on nothing but that flow,
/// the names of the set's flows, and the flows next to it: those its `usage` or `childHandlers`
/// name (children, parents, the flows that start it). Rules that look further (the stack depth a
/// child can end with, cycles, names shared across flows) always check every flow.
public struct ValidationScope: Sendable {
    /// Nil for every flow.
    private let flows: Set<String>?

    public static let all = ValidationScope(flows: nil)

    init(flows: Set<String>?) {
        self.flows = flows
    }

    /// The flows in `changed` and the flows next to them in `model`.
    static func around(_ changed: Set<String>, in model: FlowModel) -> ValidationScope {
        var flows = changed
        for flow in model.flows where !changed.contains(flow.name) {
            if flow.neighbours.contains(where: changed.contains) { flows.insert(flow.name) }
        }
        return ValidationScope(flows: flows)
    }

    func includes(_ flow: Flow) -> Bool {
        flows?.contains(flow.name) ?? true
    }
}

extension Flow {
    /// The flows next to this one: those it starts or handles, and those that start it.
    var neighbours: [String] {
        usage.children + usage.pushedBy + usage.presentedBy + usage.rootedBy + usage.startedAsStartBy
            + childHandlers.map(\.flow)
    }
}
