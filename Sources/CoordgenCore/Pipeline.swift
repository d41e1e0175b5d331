/// The stages from spec text to output files, with no disk access: files in, files out.
public enum Pipeline {
    /// Parses, builds and validates a spec set. The model is returned even when there are errors
    /// (diagnostics say so), so tools can still show what was understood.
    public static func model(
        from files: [SourceFile], style: any OutputStyle = OutputStyles.defaultStyle, diagnostics: inout Diagnostics
    ) -> FlowModel {
        build(from: files, style: style, diagnostics: &diagnostics).model
    }

    /// A validated model with the parsed specs it was built from.
    public struct ModelBuild: Sendable {
        public var model: FlowModel
        /// The syntax of the specs, which the model no longer needs. It is handed out rather than
        /// freed here so that a command-line run can keep it until the process exits: freeing it
        /// piece by piece was 3% of `validate` on a large app, and the system takes the heap back
        /// at once.
        public var syntax: [FlowSpec]
    }

    /// `model(from:style:diagnostics:)`, with the parsed specs.
    public static func build(
        from files: [SourceFile], style: any OutputStyle = OutputStyles.defaultStyle, diagnostics: inout Diagnostics
    ) -> ModelBuild {
        // The diagnostics are added in file order, as a sequential parse would.
        var specs: [FlowSpec] = []
        for (spec, fileDiagnostics) in parse(files) {
            diagnostics.append(contentsOf: fileDiagnostics.all)
            if let spec { specs.append(spec) }
        }
        let model = ModelBuilder().build(specs, diagnostics: &diagnostics)
        Validator(style: style).validate(model, diagnostics: &diagnostics)
        return ModelBuild(model: model, syntax: specs)
    }

    /// Each spec of `files` parsed on its own, on every core, with what its parse reported.
    static func parse(_ files: [SourceFile]) -> [(spec: FlowSpec?, diagnostics: Diagnostics)] {
        ParallelWork.map(files) { file in
            var diagnostics = Diagnostics()
            let spec = SpecParser().parse(file, diagnostics: &diagnostics)
            return (spec, diagnostics)
        }
    }

    /// The Swift of a validated model: generated files and scaffolds, rendered with the built-in
    /// templates and `overrides`. Nothing is rendered when a template does not parse: that one
    /// located error explains everything that would follow. The files of the flows in `keeping`
    /// are listed as kept, not rendered (`SwiftGenerator.generate`).
    public static func swiftFiles(
        for model: FlowModel, configuration: Configuration, overrides: TemplateFolder? = nil,
        keeping: Set<String> = [], diagnostics: inout Diagnostics
    ) -> [GeneratedFile] {
        swiftFiles(
            for: model, configuration: configuration,
            templates: swiftTemplates(for: configuration, overrides: overrides), keeping: keeping,
            diagnostics: &diagnostics)
    }

    /// The Swift templates of `configuration`'s style, built-in or replaced by `overrides`, with what
    /// loading them reported. They depend on the settings alone: `generate` loads them on a thread of
    /// their own while it reads or builds the model.
    public static func swiftTemplates(
        for configuration: Configuration, overrides: TemplateFolder? = nil
    ) -> LoadedTemplates {
        var diagnostics = Diagnostics()
        let library = TemplateLibrary(
            overrides: overrides, roots: configuration.outputStyle.templateRoots, diagnostics: &diagnostics)
        return LoadedTemplates(library: library, diagnostics: diagnostics)
    }

    /// A template library and what loading it reported (`swiftTemplates`).
    public struct LoadedTemplates: Sendable {
        let library: TemplateLibrary
        let diagnostics: Diagnostics
    }

    /// `swiftFiles(for:configuration:overrides:keeping:diagnostics:)` with the templates loaded already.
    public static func swiftFiles(
        for model: FlowModel, configuration: Configuration, templates: LoadedTemplates, keeping: Set<String> = [],
        diagnostics: inout Diagnostics
    ) -> [GeneratedFile] {
        diagnostics.append(contentsOf: templates.diagnostics.all)
        guard !diagnostics.hasErrors else { return [] }
        return SwiftGenerator(templates: templates.library, style: configuration.outputStyle)
            .generate(model, configuration: configuration, keeping: keeping, diagnostics: &diagnostics)
    }

    /// The documentation site of a validated model: an index and a page per flow.
    public static func docsPages(
        for model: FlowModel, configuration: Configuration, overrides: TemplateFolder? = nil,
        graphRenderer: any GraphRenderer = DotProgram(), diagnostics: inout Diagnostics
    ) -> [GeneratedFile] {
        let templates = TemplateLibrary(overrides: overrides, roots: ["Docs"], diagnostics: &diagnostics)
        guard !diagnostics.hasErrors else { return [] }
        return DocsGenerator(templates: templates, graphRenderer: graphRenderer, style: configuration.outputStyle)
            .generate(model, configuration: configuration, diagnostics: &diagnostics)
    }
}
