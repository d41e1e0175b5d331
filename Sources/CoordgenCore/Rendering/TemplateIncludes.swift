/// Checks how templates include each other (`{{> Name}}`, `{{< Name}}`) before anything renders.
///
/// The Mustache library follows includes as it renders, with no limit: a template that includes
/// itself, directly or through others, recurses until the process crashes. So every include is
/// found in the templates' text (set-delimiter tags and comments understood), and a cycle, a
/// chain deeper than `depthLimit`, or an include whose name comes from the data (`{{>*name}}`,
/// which cannot be checked) is an error at the include tag.
enum TemplateIncludes {
    static let depthLimit = 10

    struct Template {
        var text: String
        /// The file, for messages.
        var path: String
    }

    /// One include tag: the template it names and where it stands.
    struct Include {
        var name: String
        var isDynamic: Bool
        var line: Int
        var column: Int
    }

    static func check(_ templates: [String: Template], diagnostics: inout Diagnostics) {
        var includes: [String: [Include]] = [:]
        for (name, template) in templates {
            includes[name] = scan(template.text)
            for include in includes[name] ?? [] where include.isDynamic {
                diagnostics.error(
                    "template error: an include whose name comes from the data ('\(include.name)') cannot be"
                        + " checked for cycles; name the template", at: location(include, in: template))
            }
        }
        var graph = IncludeGraph(templates: templates, includes: includes)
        for name in templates.keys.sorted() { graph.findCycles(from: name) }
        if graph.problems.isEmpty {
            for name in templates.keys.sorted() { graph.checkDepth(of: name) }
        }
        for diagnostic in graph.problems { diagnostics.append(diagnostic) }
    }

    static func location(_ include: Include, in template: Template) -> SourceLocation {
        SourceLocation(file: template.path, line: include.line, column: include.column)
    }

    /// Walks the includes once (each include is followed once), then measures the chains.
    private struct IncludeGraph {
        let templates: [String: Template]
        let includes: [String: [Include]]
        private var stack: [String] = []
        private var walked = Set<String>()
        private var heights: [String: Int] = [:]
        var problems: [Diagnostic] = []

        init(templates: [String: Template], includes: [String: [Include]]) {
            self.templates = templates
            self.includes = includes
        }

        /// The includes of `name` that name a template of the library.
        private func resolved(_ name: String) -> [Include] {
            (includes[name] ?? []).filter { !$0.isDynamic && templates[$0.name] != nil }
        }

        mutating func findCycles(from name: String) {
            guard !walked.contains(name), let template = templates[name] else { return }
            walked.insert(name)
            stack.append(name)
            for include in resolved(name) {
                if let start = stack.firstIndex(of: include.name) {
                    let cycle = (stack[start...] + [include.name]).joined(separator: " → ")
                    problems.append(
                        .error(
                            "template error: '\(name)' includes '\(include.name)', which leads back to '\(name)'"
                                + " (\(cycle)); a template cannot include itself, directly or through others",
                            at: TemplateIncludes.location(include, in: template)))
                } else {
                    findCycles(from: include.name)
                }
            }
            stack.removeLast()
        }

        /// The longest chain of templates from `name` down (1 for a template that includes none); no cycles.
        private mutating func height(of name: String) -> Int {
            if let known = heights[name] { return known }
            var result = 1
            for include in resolved(name) { result = max(result, 1 + height(of: include.name)) }
            heights[name] = result
            return result
        }

        /// Reports a chain longer than the limit once, at the template where it becomes too long.
        mutating func checkDepth(of name: String) {
            guard height(of: name) == depthLimit + 1, let template = templates[name] else { return }
            var chain = [name]
            var current = name
            while let next = resolved(current).max(by: { height(of: $0.name) < height(of: $1.name) }) {
                chain.append(next.name)
                current = next.name
            }
            guard let first = resolved(name).max(by: { height(of: $0.name) < height(of: $1.name) }) else { return }
            problems.append(
                .error(
                    "template error: templates include each other more than \(depthLimit) deep"
                        + " (\(chain.joined(separator: " → "))); flatten the includes",
                    at: TemplateIncludes.location(first, in: template)))
        }
    }

    /// The include tags of a template, in order, with 1-based line and column (in characters).
    ///
    /// Read as UTF-8 bytes: walking the text by `Character` cost every run a millisecond. Columns are
    /// counted in characters only at a tag, so they mean what they meant.
    static func scan(_ text: String) -> [Include] {
        let bytes = Array(text.utf8)
        let newline = UInt8(ascii: "\n")
        var open = Array("{{".utf8)
        var close = Array("}}".utf8)
        var result: [Include] = []
        var index = 0
        var line = 1
        var lineStart = 0
        func matches(_ delimiter: [UInt8], at position: Int) -> Bool {
            position + delimiter.count <= bytes.count
                && bytes[position..<position + delimiter.count].elementsEqual(delimiter)
        }
        /// The position right after the next closing delimiter from `position`, counting lines on the way.
        func skipTag(from position: Int) -> Int {
            var position = position
            while position < bytes.count, !matches(close, at: position) {
                if bytes[position] == newline {
                    line += 1
                    lineStart = position + 1
                }
                position += 1
            }
            return min(bytes.count, position + close.count)
        }
        while index < bytes.count {
            if bytes[index] == newline {
                line += 1
                lineStart = index + 1
                index += 1
                continue
            }
            guard matches(open, at: index) else {
                index += 1
                continue
            }
            let tagLine = line
            let tagColumn = String(decoding: bytes[lineStart..<index], as: UTF8.self).count + 1
            var position = index + open.count
            let sigil = position < bytes.count ? bytes[position] : UInt8(ascii: " ")
            switch sigil {
            case UInt8(ascii: ">"), UInt8(ascii: "<"):
                position += 1
                while position < bytes.count,
                    bytes[position] == UInt8(ascii: " ") || bytes[position] == UInt8(ascii: "\t")
                {
                    position += 1
                }
                let isDynamic = position < bytes.count && bytes[position] == UInt8(ascii: "*")
                if isDynamic { position += 1 }
                let nameStart = position
                while position < bytes.count, partialNameBytes.contains(bytes[position]) { position += 1 }
                let name = String(decoding: bytes[nameStart..<position], as: UTF8.self)
                result.append(Include(name: name, isDynamic: isDynamic, line: tagLine, column: tagColumn))
                index = skipTag(from: position)
            case UInt8(ascii: "="):
                // `{{=<% %>=}}`: new delimiters, separated by spaces, up to `=` and the old closing one.
                let end = skipTag(from: position)
                let body = bytes[(position + 1)..<max(position + 1, end - close.count)]
                let parts = body.last == UInt8(ascii: "=") ? body.dropLast().split(separator: UInt8(ascii: " ")) : []
                if parts.count == 2 {
                    open = Array(parts[0])
                    close = Array(parts[1])
                }
                index = end
            default:
                index = skipTag(from: position)
            }
        }
        return result
    }

    /// The characters the Mustache library accepts in an include's name (all ASCII).
    private static let partialNameBytes = Set(
        "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ.-_?()*/".utf8)
}
