/// Renders the Swift output of a validated model: generated files and scaffolds, in memory.
public struct SwiftGenerator {
    private let templates: TemplateLibrary

    public init(templates: TemplateLibrary) {
        self.templates = templates
    }

    /// Every file of the output, sorted by kind and path.
    public func generate(_ model: FlowModel, configuration: Configuration, diagnostics: inout Diagnostics)
        -> [GeneratedFile]
    {
        let builder = SwiftContextBuilder(model: model, configuration: configuration)
        var files: [GeneratedFile] = []
        func render(_ template: String, _ context: Any, to path: String, kind: GeneratedFile.Kind) {
            guard let text = templates.render(template, context) else {
                diagnostics.error(
                    "template '\(template)' is missing", at: .file(templates.sources[template] ?? template))
                return
            }
            let contents = Self.tidy(text)
            if kind == .generated, !contents.hasPrefix(GeneratedFile.headerPrefix) {
                // coordgen recognises its own files by their first line, to remove the stale ones.
                diagnostics.error(
                    "a generated file must start with coordgen's header: put '{{{header}}}' on the template's first line",
                    at: SourceLocation(file: templates.sources[template] ?? template, line: 1, column: 1))
                return
            }
            files.append(GeneratedFile(path: path, contents: contents, kind: kind))
        }
        render("Core", builder.core(), to: "NavigationCore.swift", kind: .generated)
        render("CoordinatorFactory", builder.factory(), to: "CoordinatorFactory.swift", kind: .generated)
        for flow in model.flows {
            render("Flow", builder.flow(flow), to: "\(flow.name).swift", kind: .generated)
        }
        render(
            "ModuleFactoryImp", builder.scaffoldHeaderContext(), to: "ModuleFactoryImp.swift", kind: .scaffold)
        for flow in model.flows where !flow.screens.isEmpty {
            let context = builder.scaffoldFlow(flow)
            render(
                "FlowModuleFactory", context, to: "\(flow.name)/\(flow.names.moduleFactory)Imp.swift", kind: .scaffold)
            for screen in context.screens {
                let screenContext = ScaffoldScreenContext(header: context.header, flowName: flow.name, screen: screen)
                render(
                    "ViewController", screenContext, to: "\(flow.name)/\(screen.viewControllerType).swift",
                    kind: .scaffold)
            }
        }
        return files.sorted { ($0.kind.rawValue, $0.path) < ($1.kind.rawValue, $1.path) }
    }

    /// Trailing spaces removed, runs of blank lines collapsed, exactly one final newline.
    ///
    /// Works on UTF-8 bytes: splitting a whole file into `Character`s cost more than rendering it.
    static func tidy(_ text: String) -> String {
        let space = UInt8(ascii: " ")
        let tab = UInt8(ascii: "\t")
        let newline = UInt8(ascii: "\n")
        var output: [UInt8] = []
        output.reserveCapacity(text.utf8.count)
        var previousLineWasBlank = true  // also drops blank lines at the start
        for line in text.utf8.split(separator: newline, omittingEmptySubsequences: false) {
            var end = line.endIndex
            while end > line.startIndex, line[line.index(before: end)] == space || line[line.index(before: end)] == tab
            {
                end = line.index(before: end)
            }
            let isBlank = end == line.startIndex
            if isBlank, previousLineWasBlank { continue }
            output.append(contentsOf: line[line.startIndex..<end])
            output.append(newline)
            previousLineWasBlank = isBlank
        }
        while output.count >= 2, output[output.count - 1] == newline, output[output.count - 2] == newline {
            output.removeLast()
        }
        if output.isEmpty { output.append(newline) }
        return String(decoding: output, as: UTF8.self)
    }
}
