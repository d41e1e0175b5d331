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
            { model, scope, found in PushedChildRules.check(model, scope: scope, diagnostics: &found) },
            { model, scope, found in
                ScreenSettingRules.check(model, scope: scope, diagnostics: &found)
                AlertRules.check(model, scope: scope, diagnostics: &found)
                TabRules.check(model, scope: scope, diagnostics: &found)
            },
        ]
        // Handed out longest first (as measured on the benchmark's 200 flows: names 7 ms, the style's
        // names 6, reachability 5, stack depths 5, actions 3, file names 2, cycles 1, screen settings
        // next to nothing), so that the
        // cores finish together instead of one running a long family alone at the end.
        let runOrder = [0, 2, 5, 6, 3, 1, 4, 7]
        precondition(runOrder.sorted() == Array(families.indices), "every rule family runs once")
        let found = ParallelWork.map(runOrder) { family in
            var found = Diagnostics()
            families[family](model, scope, &found)
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
/// name (children, parents, the flows that start it). Rules that look further (cycles, names
/// shared across flows) always check every flow.
///
/// The stack depth a child can end with looks further too: after an edit the scope carries the
/// stack depths, worked out again only where they can differ (`StackDepthAnalysis.Reuse`), and the
/// pushed-child rule checks only the parents whose model changed or whose children end differently
/// (what it finds for a parent depends on nothing else).
public struct ValidationScope: Sendable {
    /// Nil for every flow.
    private let flows: Set<String>?
    /// The stack depths of the model, when already worked out; nil: the rule works them out.
    let stackDepths: StackDepthAnalysis?
    /// The flows whose child handlers the pushed-child rule checks; nil for every flow.
    let pushedChildParents: Set<String>?

    public static let all = ValidationScope(flows: nil)

    init(flows: Set<String>?, stackDepths: StackDepthAnalysis? = nil, pushedChildParents: Set<String>? = nil) {
        self.flows = flows
        self.stackDepths = stackDepths
        self.pushedChildParents = pushedChildParents
    }

    /// The flows in `changed` and the flows next to them in `model`; `stackDepths` made with the
    /// last run's endings.
    static func around(
        _ changed: Set<String>, in model: FlowModel, stackDepths: StackDepthAnalysis? = nil
    ) -> ValidationScope {
        var flows = changed
        for flow in model.flows where !changed.contains(flow.name) {
            if flow.neighbours.contains(where: changed.contains) { flows.insert(flow.name) }
        }
        // A parent's findings depend on its own model and on how its children end.
        let parents = stackDepths?.changed.map { endsDifferently in
            Set(
                model.flows.lazy.filter { flow in
                    changed.contains(flow.name) || flow.childHandlers.contains { endsDifferently.contains($0.flow) }
                }
                .map(\.name))
        }
        return ValidationScope(flows: flows, stackDepths: stackDepths, pushedChildParents: parents)
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
