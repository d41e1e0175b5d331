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

    public func validate(_ model: FlowModel, diagnostics: inout Diagnostics) {
        NamingRules.check(model, diagnostics: &diagnostics)
        FileNameRules.check(model, diagnostics: &diagnostics)
        style.validate(model, diagnostics: &diagnostics)
        ActionRules.check(model, diagnostics: &diagnostics)
        CycleRules.check(model, diagnostics: &diagnostics)
        ReachabilityRules.check(model, diagnostics: &diagnostics)
        PushedChildRules.check(model, diagnostics: &diagnostics)
    }
}
