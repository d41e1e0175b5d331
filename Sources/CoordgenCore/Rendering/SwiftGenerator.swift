/// Renders the Swift output of a validated model in the chosen style: generated files and
/// scaffolds, in memory, sorted by kind and path.
public struct SwiftGenerator {
    private let templates: TemplateLibrary
    private let style: any OutputStyle

    public init(templates: TemplateLibrary, style: any OutputStyle = OutputStyles.defaultStyle) {
        self.templates = templates
        self.style = style
    }

    /// Every file of the output, sorted by kind and path. The files of the flows in `keeping` are
    /// not rendered but listed as kept (`GeneratedFile.isKept`): the run after an edit knows them
    /// to be the ones on disk.
    public func generate(
        _ model: FlowModel, configuration: Configuration, keeping: Set<String> = [], diagnostics: inout Diagnostics
    ) -> [GeneratedFile] {
        var renderer = SwiftFileRenderer(templates: templates, keeping: keeping)
        style.listFiles(for: model, configuration: configuration, on: &renderer)
        let files = renderer.files(&diagnostics)
        // The jobs hold every flow's contexts: freed here, piece by piece, they took the main thread
        // 2% of a large app's run while the other cores had nothing to do.
        ParallelWork.releaseOnPool(consume renderer)
        return files.sorted { $0.kind != $1.kind ? $0.kind.sortRank < $1.kind.sortRank : $0.path < $1.path }
    }

    /// Trailing spaces removed, runs of blank lines collapsed, exactly one final newline.
    ///
    /// Works on UTF-8 bytes: splitting a whole file into `Character`s cost more than rendering it.
    static func tidy(_ text: String) -> String {
        let space = UInt8(ascii: " ")
        let tab = UInt8(ascii: "\t")
        let newline = UInt8(ascii: "\n")
        var text = text
        var output = text.withUTF8 { input in
            var output: [UInt8] = []
            output.reserveCapacity(input.count + 1)
            var previousLineWasBlank = true  // also drops blank lines at the start
            var lineStart = 0
            // Every line, the one after the last line break included (as splitting would give it). Line
            // ends are found with `memchr` and lines copied from the buffer in one piece.
            while lineStart <= input.count {
                let lineEnd = ByteSearch.firstOffset(of: newline, in: input, from: lineStart) ?? input.count
                var end = lineEnd
                while end > lineStart, input[end - 1] == space || input[end - 1] == tab { end -= 1 }
                let isBlank = end == lineStart
                if !(isBlank && previousLineWasBlank) {
                    output.append(contentsOf: UnsafeBufferPointer(rebasing: input[lineStart..<end]))
                    output.append(newline)
                    previousLineWasBlank = isBlank
                }
                lineStart = lineEnd + 1
            }
            return output
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
///
/// A style lists its files with `render`; `files` renders them all at once, spread over the
/// machine's cores (each file is independent), and reports problems in the order they were listed.
/// A file a style lists for one flow names that flow as its `owner`: it depends on nothing else of
/// the model than that flow and what `FlowDigests.interface` covers of the others. A file listed
/// without an owner (the core, the factories, the locator) depends only on the settings and what
/// the interface digests cover of every flow, so it is kept whenever some flow is: `keeping` is
/// empty unless every flow's interface is the recorded one (`FlowDigests.unchangedFlows`).
public struct SwiftFileRenderer: Sendable {
    let templates: TemplateLibrary
    /// The flows whose files are listed as kept rather than rendered (and, when there are any, the
    /// files without an owner).
    let keeping: Set<String>
    private var jobs: [Job] = []

    /// One file to render. Its context is built by the job itself, on whichever core renders it
    /// (building the contexts was a quarter of a large app's rendering, all on one core).
    private struct Job: Sendable {
        let template: String
        let context: @Sendable () -> Any
        let path: String
        let kind: GeneratedFile.Kind
        let isKept: Bool
    }

    /// The file a job rendered, or the problem that stopped it.
    private enum Outcome: Sendable {
        case file(GeneratedFile)
        case problem(String, SourceLocation)
    }

    init(templates: TemplateLibrary, keeping: Set<String> = []) {
        self.templates = templates
        self.keeping = keeping
    }

    /// Lists a file; `context` is built when the file is rendered, by `files`.
    mutating func render(
        _ template: String, _ context: @autoclosure @escaping @Sendable () -> Any, to path: String,
        kind: GeneratedFile.Kind, owner: String? = nil
    ) {
        let isKept = owner.map(keeping.contains) ?? !keeping.isEmpty
        jobs.append(Job(template: template, context: context, path: path, kind: kind, isKept: isKept))
    }

    /// Every listed file, rendered.
    func files(_ diagnostics: inout Diagnostics) -> [GeneratedFile] {
        let templates = templates
        let outcomes = ParallelWork.map(jobs) { job in Self.render(job, templates: templates) }
        var files: [GeneratedFile] = []
        for outcome in outcomes {
            switch outcome {
            case .file(let file): files.append(file)
            case .problem(let message, let location): diagnostics.error(message, at: location)
            }
        }
        return files
    }

    private static func render(_ job: Job, templates: TemplateLibrary) -> Outcome {
        if job.isKept {
            var file = GeneratedFile(path: job.path, contents: "", kind: job.kind)
            file.isKept = true
            return .file(file)
        }
        let source = templates.sources[job.template] ?? job.template
        guard let text = templates.render(job.template, job.context()) else {
            return .problem("template '\(job.template)' is missing", .file(source))
        }
        let contents = SwiftGenerator.tidy(text)
        if job.kind == .generated, !contents.hasPrefix(GeneratedFile.headerPrefix) {
            // coordgen recognises its own files by their first line, to remove the stale ones.
            return .problem(
                "a generated file must start with coordgen's header: put '{{{header}}}' on the template's first line",
                SourceLocation(file: source, line: 1, column: 1))
        }
        return .file(GeneratedFile(path: job.path, contents: contents, kind: job.kind))
    }
}
