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
    /// Read as the Mustache library reads it, by `Character`: a delimiter followed by a combining
    /// mark is no delimiter there, so a byte-wise match could hide an include from this check. An
    /// ASCII template (every built-in one) has a character per byte and is read as its bytes,
    /// which is the same walk without the cost of breaking the text into characters.
    static func scan(_ text: String) -> [Include] {
        if text.utf8.allSatisfy({ $0 < 0x80 }) {
            return scan(
                Array(text.utf8), isNewline: { $0 == UInt8(ascii: "\n") }, ascii: { UInt8(ascii: $0) },
                string: { String(decoding: $0, as: UTF8.self) })
        }
        // "\r\n" is one character: a line break, as "\n" is.
        return scan(
            Array(text), isNewline: { $0 == "\n" || $0 == "\r\n" }, ascii: { Character($0) }, string: { String($0) })
    }

    /// `scan` over the characters, or the bytes of an ASCII text: `ascii` gives the element of an
    /// ASCII character, `string` the text of some elements.
    private static func scan<Element: Hashable>(
        _ elements: [Element], isNewline: (Element) -> Bool, ascii: (Unicode.Scalar) -> Element,
        string: (ArraySlice<Element>) -> String
    ) -> [Include] {
        let (space, tab, star) = (ascii(" "), ascii("\t"), ascii("*"))
        let nameElements = Set(partialNameCharacters.unicodeScalars.map(ascii))
        var open = [ascii("{"), ascii("{")]
        var close = [ascii("}"), ascii("}")]
        var result: [Include] = []
        var index = 0
        var line = 1
        var lineStart = 0
        func matches(_ delimiter: [Element], at position: Int) -> Bool {
            position + delimiter.count <= elements.count
                && elements[position..<position + delimiter.count].elementsEqual(delimiter)
        }
        /// The position right after the next closing delimiter from `position`, counting lines on the way.
        func skipTag(from position: Int) -> Int {
            var position = position
            while position < elements.count, !matches(close, at: position) {
                if isNewline(elements[position]) {
                    line += 1
                    lineStart = position + 1
                }
                position += 1
            }
            return min(elements.count, position + close.count)
        }
        while index < elements.count {
            if isNewline(elements[index]) {
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
            let tagColumn = index - lineStart + 1
            var position = index + open.count
            let sigil = position < elements.count ? elements[position] : space
            if sigil == ascii(">") || sigil == ascii("<") {
                position += 1
                while position < elements.count, elements[position] == space || elements[position] == tab {
                    position += 1
                }
                let isDynamic = position < elements.count && elements[position] == star
                if isDynamic { position += 1 }
                let nameStart = position
                while position < elements.count, nameElements.contains(elements[position]) { position += 1 }
                let name = string(elements[nameStart..<position])
                result.append(Include(name: name, isDynamic: isDynamic, line: tagLine, column: tagColumn))
                index = skipTag(from: position)
            } else if sigil == ascii("=") {
                // `{{=<% %>=}}`: new delimiters, separated by spaces, up to `=` and the old closing one.
                let end = skipTag(from: position)
                let body = elements[(position + 1)..<max(position + 1, end - close.count)]
                let parts = body.last == ascii("=") ? body.dropLast().split(separator: space) : []
                if parts.count == 2 {
                    open = Array(parts[0])
                    close = Array(parts[1])
                }
                index = end
            } else {
                index = skipTag(from: position)
            }
        }
        return result
    }

    /// The characters the Mustache library accepts in an include's name (all ASCII).
    private static let partialNameCharacters = "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ.-_?()*/"
}
