/// The stages from spec text to a validated model, with no disk access: files in, model out.
public enum Pipeline {
    /// Parses, builds and validates a spec set. The model is returned even when there are errors
    /// (diagnostics say so), so tools can still show what was understood.
    public static func model(from files: [SourceFile], diagnostics: inout Diagnostics) -> FlowModel {
        let parser = SpecParser()
        let specs = files.compactMap { parser.parse($0, diagnostics: &diagnostics) }
        let model = ModelBuilder().build(specs, diagnostics: &diagnostics)
        Validator().validate(model, diagnostics: &diagnostics)
        return model
    }
}
