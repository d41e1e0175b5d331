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
    /// findings are added in this order, as running them one after the other would.
    public func validate(_ model: FlowModel, diagnostics: inout Diagnostics) {
        let style = style
        let families: [@Sendable (FlowModel, inout Diagnostics) -> Void] = [
            NamingRules.check, FileNameRules.check, { style.validate($0, diagnostics: &$1) }, ActionRules.check,
            CycleRules.check, ReachabilityRules.check, PushedChildRules.check,
        ]
        let findings = ParallelWork.map(families) { check in
            var found = Diagnostics()
            check(model, &found)
            return found
        }
        for found in findings { diagnostics.append(contentsOf: found.all) }
    }
}
