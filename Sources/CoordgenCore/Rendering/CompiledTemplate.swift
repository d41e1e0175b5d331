/// A built-in template parsed once into nodes that read `TemplateContext` fields directly.
///
/// The Mustache interpreter looks every name up through `Any` (casts to its protocols, a name
/// split per tag, `String(describing:)` per value) and joins the output from the strings each tag
/// returns; that was a third of a large app's `generate`. This renders the same templates with
/// the same rules into one buffer: names are looked up from the innermost context outwards,
/// a missing field or `nil` falls through to outer contexts, a section repeats over a list,
/// shows once for `true` or a value, and an inverted section shows for a missing field, `false`
/// or an empty list; `first()`, `last()`, `index()`, `even()` and `odd()` describe the current list
/// element. Templates a user overrides (and any that include them) stay with the interpreter, so
/// every Mustache feature keeps working there.
struct CompiledTemplate: Sendable {
    let nodes: [Node]

    enum Node: Sendable {
        case text(String)
        /// `escaped`: HTML-escaped, as Mustache does for `{{name}}` in a template that is not text.
        case variable(Name, escaped: Bool)
        case section(Name, inverted: Bool, [Node])
        case partial(String)
    }

    /// A tag's name: a dotted path (`types.hasScreens`), `.` (an empty path), or a sequence test.
    struct Name: Sendable {
        let spelling: String
        let path: [FieldName]
        let sequenceTest: SequenceTest?
    }

    /// What Mustache tells about the current list element (`{{#first()}}`).
    enum SequenceTest: String, Sendable {
        case first, last, index, even, odd
    }

    /// Where the current list element stands (nil outside a list, and in a partial).
    private struct Position {
        let index: Int
        let count: Int

        func test(_ test: SequenceTest) -> TemplateValue {
            switch test {
            case .first: .flag(index == 0)
            case .last: .flag(index == count - 1)
            case .index: .text(String(index))
            case .even: .flag(index % 2 == 0)
            case .odd: .flag(index % 2 == 1)
            }
        }
    }

    /// The partials the template names, at any depth.
    var partialNames: Set<String> {
        var names: Set<String> = []
        var pending = nodes[...]
        while let node = pending.popFirst() {
            switch node {
            case .partial(let name): names.insert(name)
            case .section(_, _, let children): pending.append(contentsOf: children)
            case .text, .variable: continue
            }
        }
        return names
    }

    /// Renders with `context` at the bottom of the stack; `partials` holds the templates
    /// `{{> Name}}` can name (all of them compiled).
    ///
    /// The output is collected as UTF-8 bytes and made a string once: appending hundreds of small
    /// pieces to a `String` cost more than looking up what they say.
    func render(_ context: any TemplateContext, partials: [String: CompiledTemplate]) -> String {
        var output: [UInt8] = []
        var stack: [TemplateValue] = [.context(context)]
        Self.render(nodes, stack: &stack, position: nil, partials: partials, into: &output)
        return String(decoding: output, as: UTF8.self)
    }

    private static func render(
        _ nodes: [Node], stack: inout [TemplateValue], position: Position?, partials: [String: CompiledTemplate],
        into output: inout [UInt8]
    ) {
        for node in nodes {
            switch node {
            case .text(let text):
                output.append(contentsOf: text.utf8)
            case .variable(let name, let escaped):
                let text = text(of: lookUp(name, in: stack, position: position))
                if escaped { appendEscapingHTML(text, to: &output) } else { output.append(contentsOf: text.utf8) }
            case .section(let name, let inverted, let children):
                let value = lookUp(name, in: stack, position: position)
                if inverted {
                    renderInverted(children, for: value, stack: &stack, position: position, partials, &output)
                } else {
                    renderSection(children, for: value, stack: &stack, position: position, partials, &output)
                }
            case .partial(let name):
                // The parser only lets a template name compiled partials (`TemplateLibrary` checks).
                if let partial = partials[name] {
                    render(partial.nodes, stack: &stack, position: nil, partials: partials, into: &output)
                }
            }
        }
    }

    private static func renderSection(
        _ children: [Node], for value: TemplateValue, stack: inout [TemplateValue], position: Position?,
        _ partials: [String: CompiledTemplate], _ output: inout [UInt8]
    ) {
        switch value {
        case .missing:
            return
        case .flag(let flag):
            if flag { render(children, stack: &stack, position: position, partials: partials, into: &output) }
        case .text, .context:
            stack.append(value)
            render(children, stack: &stack, position: nil, partials: partials, into: &output)
            stack.removeLast()
        case .contexts(let contexts):
            renderEach(contexts, as: TemplateValue.context, children, stack: &stack, partials, &output)
        case .texts(let texts):
            renderEach(texts, as: TemplateValue.text, children, stack: &stack, partials, &output)
        }
    }

    /// A section's body once per list element, with the element as the current value (made a
    /// `TemplateValue` one at a time, on the stack: a list of them all was a copy of every element).
    private static func renderEach<Element>(
        _ elements: [Element], as value: (Element) -> TemplateValue, _ children: [Node],
        stack: inout [TemplateValue], _ partials: [String: CompiledTemplate], _ output: inout [UInt8]
    ) {
        for index in elements.indices {
            stack.append(value(elements[index]))
            let position = Position(index: index, count: elements.count)
            render(children, stack: &stack, position: position, partials: partials, into: &output)
            stack.removeLast()
        }
    }

    private static func renderInverted(
        _ children: [Node], for value: TemplateValue, stack: inout [TemplateValue], position: Position?,
        _ partials: [String: CompiledTemplate], _ output: inout [UInt8]
    ) {
        switch value {
        case .missing, .flag(false):
            render(children, stack: &stack, position: position, partials: partials, into: &output)
        case .contexts(let contexts):
            guard contexts.isEmpty else { return }
            renderWithEmptyList(children, value, stack: &stack, partials, &output)
        case .texts(let texts):
            guard texts.isEmpty else { return }
            renderWithEmptyList(children, value, stack: &stack, partials, &output)
        case .flag(true), .text, .context:
            return
        }
    }

    /// Mustache shows an empty list's inverted section with the (empty) list as the current value.
    private static func renderWithEmptyList(
        _ children: [Node], _ list: TemplateValue, stack: inout [TemplateValue],
        _ partials: [String: CompiledTemplate], _ output: inout [UInt8]
    ) {
        stack.append(list)
        render(children, stack: &stack, position: nil, partials: partials, into: &output)
        stack.removeLast()
    }

    /// The value a name stands for: its first part found in the innermost value that has it, the
    /// rest read from there (not found there: missing, with no second look further out).
    private static func lookUp(_ name: Name, in stack: [TemplateValue], position: Position?) -> TemplateValue {
        if let test = name.sequenceTest { return position?.test(test) ?? .missing }
        guard let first = name.path.first else { return stack.last ?? .missing }
        // By position, innermost first: iterating the frames themselves copied each one.
        for index in stack.indices.reversed() {
            guard case .context(let context) = stack[index] else { continue }
            var value = context.value(named: first)
            if case .missing = value { continue }
            for part in name.path.dropFirst() {
                guard case .context(let inner) = value else { return .missing }
                value = inner.value(named: part)
            }
            return value
        }
        return .missing
    }

    /// Mustache's HTML escaping: the Characters `<`, `>`, `&`, `"` and `'` replaced by entities
    /// (by Character, so one that carries a combining mark is left as it is, as Mustache does).
    private static func appendEscapingHTML(_ text: String, to output: inout [UInt8]) {
        let special: (UInt8) -> Bool = { $0 == 0x3C || $0 == 0x3E || $0 == 0x26 || $0 == 0x22 || $0 == 0x27 }
        guard text.utf8.contains(where: special) else {
            output.append(contentsOf: text.utf8)
            return
        }
        for character in text {
            switch character {
            case "<": output.append(contentsOf: "&lt;".utf8)
            case ">": output.append(contentsOf: "&gt;".utf8)
            case "&": output.append(contentsOf: "&amp;".utf8)
            case "\"": output.append(contentsOf: "&quot;".utf8)
            case "'": output.append(contentsOf: "&#39;".utf8)
            default: output.append(contentsOf: character.utf8)
            }
        }
    }

    /// How a variable tag shows a value: text as it is, `true`/`false`, nothing for a missing one,
    /// and anything else the way Mustache describes it.
    private static func text(of value: TemplateValue) -> String {
        switch value {
        case .missing: ""
        case .text(let text): text
        case .flag(let flag): flag ? "true" : "false"
        case .context, .contexts, .texts: value.mustacheValue.map { String(describing: $0) } ?? ""
        }
    }
}
