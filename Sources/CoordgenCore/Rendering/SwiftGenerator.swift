/// Renders the Swift output of a validated model in the chosen style: generated files and
/// scaffolds, in memory, sorted by kind and path.
public struct SwiftGenerator {
    private let templates: TemplateLibrary
    private let style: any OutputStyle

    public init(templates: TemplateLibrary, style: any OutputStyle = OutputStyles.defaultStyle) {
        self.templates = templates
        self.style = style
    }

    /// Every file of the output, sorted by kind and path.
    public func generate(_ model: FlowModel, configuration: Configuration, diagnostics: inout Diagnostics)
        -> [GeneratedFile]
    {
        style.files(for: model, configuration: configuration, templates: templates, diagnostics: &diagnostics)
            .sorted { ($0.kind.rawValue, $0.path) < ($1.kind.rawValue, $1.path) }
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

/// Renders templates into files for a style's file plan: the output tidied, and a generated
/// file refused unless it starts with coordgen's header (by which stale files are recognised).
struct SwiftFileRenderer {
    let templates: TemplateLibrary
    private(set) var files: [GeneratedFile] = []

    init(templates: TemplateLibrary) {
        self.templates = templates
    }

    mutating func render(
        _ template: String, _ context: Any, to path: String, kind: GeneratedFile.Kind, _ diagnostics: inout Diagnostics
    ) {
        guard let text = templates.render(template, context) else {
            diagnostics.error("template '\(template)' is missing", at: .file(templates.sources[template] ?? template))
            return
        }
        let contents = SwiftGenerator.tidy(text)
        if kind == .generated, !contents.hasPrefix(GeneratedFile.headerPrefix) {
            // coordgen recognises its own files by their first line, to remove the stale ones.
            diagnostics.error(
                "a generated file must start with coordgen's header: put '{{{header}}}' on the template's first line",
                at: SourceLocation(file: templates.sources[template] ?? template, line: 1, column: 1))
            return
        }
        files.append(GeneratedFile(path: path, contents: contents, kind: kind))
    }
}
