import Foundation
import Mustache

/// The templates the generator renders: the built-in ones, each replaceable by a file of the
/// same relative path in a user's templates folder.
///
/// Templates are Mustache. Swift templates render as plain text (no HTML escaping); the docs
/// templates under `Docs/` keep Mustache's HTML escaping.
public struct TemplateLibrary: Sendable {
    private var library = MustacheLibrary()
    /// The built-in templates that render without the interpreter (see `CompiledTemplate`),
    /// by name: not the overridden ones, nor those that include a template that is not compiled.
    private var compiled: [String: CompiledTemplate] = [:]
    /// Where each template came from (built-in path or override file), for messages.
    public private(set) var sources: [String: String] = [:]

    /// The built-in templates' relative paths and texts (for `coordgen templates export`).
    public static var builtinFiles: [String: String] { BuiltinTemplates.files }

    /// Loads the built-in templates, replaced by the files of `overrides` where they exist.
    ///
    /// `roots` limits the library to some top-level folders (a style's `templateFolder`, or
    /// `Docs`): templates are found by file name, so names need to be unique only within what one
    /// run renders, and two styles may both have a `Flow.mustache`. `nil` loads every folder.
    public init(overrides folder: TemplateFolder? = nil, roots: Set<String>? = nil, diagnostics: inout Diagnostics) {
        self.init(overrides: folder, roots: roots, compiles: true, diagnostics: &diagnostics)
    }

    /// `compiles: false` renders every template with the Mustache interpreter (tests compare the two).
    init(overrides folder: TemplateFolder?, roots: Set<String>?, compiles: Bool, diagnostics: inout Diagnostics) {
        let errorsBefore = diagnostics.errorCount
        var texts = BuiltinTemplates.files.mapValues { (text: $0, folder: "Templates", isBuiltin: true) }
        if let folder {
            let directory = folder.path
            for (relative, text) in folder.files {
                guard texts[relative] != nil else {
                    let known = BuiltinTemplates.files.keys.sorted()
                    diagnostics.warning(
                        "'\(relative)' replaces no built-in template\(NameSuggestion.hint(for: relative, in: known))"
                            + "; it is ignored", at: .file(directory + "/" + relative))
                    continue
                }
                texts[relative] = (text, directory, false)
            }
        }
        var includes: [String: TemplateIncludes.Template] = [:]
        var parsed: [(name: String, source: String, relative: String, text: String, path: String)] = []
        for (relative, (text, folder, isBuiltin)) in texts.sorted(by: { $0.key < $1.key })
        where roots?.contains(String(relative.prefix { $0 != "/" })) ?? true {
            let path = folder + "/" + relative
            let name = Self.name(of: relative)
            sources[name] = path
            includes[name] = TemplateIncludes.Template(text: text, path: path)
            // Swift output must not be HTML-escaped; the pragma sits on line 1 so line numbers stay true.
            let source = relative.hasPrefix("Docs/") ? text : "{{% CONTENT_TYPE: TEXT}}" + text
            if compiles, isBuiltin, let nodes = try? CompiledTemplateParser.parse(source) {
                compiled[name] = CompiledTemplate(nodes: nodes)
            }
            parsed.append((name, source, relative, text, path))
        }
        // A compiled template renders its partials compiled too, so one that names an interpreted
        // template (overridden, or not compiled itself) is left to the interpreter as well.
        var removed = true
        while removed {
            let stale = compiled.filter { !$0.value.partialNames.isSubset(of: compiled.keys) }.keys
            removed = !stale.isEmpty
            for name in stale { compiled[name] = nil }
        }
        // The interpreter gets every template, as its partials, once one of them is interpreted. When all
        // are compiled (no overrides), none is parsed a second time (that parse cost every run a few
        // milliseconds).
        if parsed.contains(where: { compiled[$0.name] == nil }) {
            for template in parsed {
                register(
                    template.source, named: template.name, relative: template.relative, text: template.text,
                    path: template.path, diagnostics: &diagnostics)
            }
        }
        // Before anything renders: the Mustache library would recurse until the process crashes. The
        // built-in templates alone pass (`TemplateIncludeTests`), so only a run with overrides checks.
        if folder != nil { TemplateIncludes.check(includes, diagnostics: &diagnostics) }
        // Nothing renders after a template error; keep the compiled path out of that case entirely.
        if diagnostics.errorCount > errorsBefore { compiled = [:] }
    }

    /// Parses `source` for the Mustache interpreter, reporting where a template does not parse.
    private mutating func register(
        _ source: String, named name: String, relative: String, text: String, path: String,
        diagnostics: inout Diagnostics
    ) {
        do {
            library.register(try MustacheTemplate(string: source), named: name)
        } catch let error as MustacheTemplate.ParserError {
            var line = error.context.lineNumber
            var column =
                line == 1 && !relative.hasPrefix("Docs/")
                ? max(1, error.context.columnNumber - 24) : error.context.columnNumber
            if let kind = error.error as? MustacheTemplate.Error {
                (line, column) = TemplateErrorLocation.locate(kind, line: line, column: column, in: text)
            }
            diagnostics.error(
                "template error: \(Self.describe(error.error))",
                at: SourceLocation(file: path, line: line, column: column))
        } catch {
            diagnostics.error("template error: \(error)", at: .file(path))
        }
    }

    /// The names of the templates that render without the interpreter (for tests).
    var compiledNames: Set<String> { Set(compiled.keys) }

    /// `Coordinator/Swift/Flow.mustache` → `Flow`: the name partials use (`{{> FlowStorage}}`).
    static func name(of relativePath: String) -> String {
        let file = relativePath.split(separator: "/").last.map(String.init) ?? relativePath
        return file.hasSuffix(".mustache") ? String(file.dropLast(".mustache".count)) : file
    }

    /// Renders the template called `name` (its file name without extension) with `context`.
    public func render(_ name: String, _ context: Any) -> String? {
        if let template = compiled[name], let context = context as? any TemplateContext {
            return template.render(context, partials: compiled)
        }
        return library.render(context, withTemplate: name)
    }

    private static func describe(_ error: any Error) -> String {
        guard let error = error as? MustacheTemplate.Error else { return "\(error)" }
        switch error {
        case .sectionCloseNameIncorrect: return "a section is closed with a different name than it was opened"
        case .unfinishedName: return "a tag is not closed with '}}'"
        case .expectedSectionEnd: return "a section is not closed (expected '{{/name}}')"
        case .invalidSetDelimiter: return "invalid set-delimiter tag"
        case .transformAppliedToInheritanceSection: return "a transform cannot apply to an inherited section"
        case .illegalTokenInsideInheritSection: return "illegal tag inside an inherited section"
        case .textInsideInheritSection: return "text inside an inherited section"
        case .invalidConfigVariableSyntax: return "invalid pragma syntax"
        case .unrecognisedConfigVariable: return "unknown pragma"
        }
    }
}
