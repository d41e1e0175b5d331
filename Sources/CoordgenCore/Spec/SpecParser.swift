/// Turns one spec file into `FlowSpec` by walking the cmark block tree.
///
/// The walk is a small state machine over top-level blocks: the H1, then the description and
/// settings, then `##` sections with their `###` entries. Anything the format does not define is
/// reported where it stands; free prose paragraphs are allowed everywhere.
public struct SpecParser {
    public init() {}

    enum Section: String, CaseIterable {
        case storage = "Storage"
        case dependencies = "Dependencies"
        case screens = "Screens"
        case flows = "Flows"
        case tabs = "Tabs"
        case links = "Links"
    }

    enum Position {
        case beforeTitle
        case preamble(sawSettings: Bool)
        case section(Section)
        case screen(Int)
        case childFlow(Int)
        case tab(Int)
    }

    /// Parses `file`; returns `nil` when the file has no usable `# Name` heading. Problems go to `diagnostics`.
    public func parse(_ file: SourceFile, diagnostics: inout Diagnostics) -> FlowSpec? {
        guard let document = MarkdownDocument(markdown: file.text) else {
            diagnostics.error("the file could not be parsed as CommonMark", at: file.location(line: 1))
            return nil
        }
        var walker = Walker(file: file)
        for block in document.blocks {
            walker.visit(block)
        }
        diagnostics.append(contentsOf: walker.bullets.diagnostics.all)
        guard var spec = walker.spec else {
            if walker.bullets.diagnostics.all.isEmpty {
                let message =
                    file.text.allSatisfy(\.isWhitespace)
                    ? "the spec is empty; expected '# NameFlow' as its first line"
                    : "expected a '# NameFlow' heading naming the flow"
                diagnostics.error(message, at: file.location(line: 1))
            }
            return nil
        }
        spec.description = walker.descriptionParagraphs.joined(separator: "\n\n")
        return spec
    }

    /// The mutable state of one walk.
    struct Walker {
        let file: SourceFile
        var spec: FlowSpec?
        var position = Position.beforeTitle
        var bullets = BulletParser()
        var seenSections: [Section: SourceLocation] = [:]
        var descriptionParagraphs: [String] = []
        var screenDescriptions: [Int: [String]] = [:]

        init(file: SourceFile) {
            self.file = file
        }

        func location(of node: MarkdownNode) -> SourceLocation {
            file.location(line: node.startLine, byteColumn: node.startColumn)
        }

        mutating func error(_ message: String, at node: MarkdownNode) {
            bullets.diagnostics.error(message, at: location(of: node))
        }

        mutating func visit(_ block: MarkdownNode) {
            switch block.kind {
            case .heading(let level): visitHeading(block, level: level)
            case .list: visitList(block)
            case .paragraph, .codeBlock, .blockQuote, .thematicBreak: visitProse(block)
            case .htmlBlock:
                if !block.literal.trimmingPrefixWhitespace().hasPrefix("<!--") {
                    error("raw HTML is not part of a flow spec; use Markdown, or an HTML comment for notes", at: block)
                }
            default:
                error("unexpected content in a flow spec", at: block)
            }
        }

        // MARK: Headings

        mutating func visitHeading(_ block: MarkdownNode, level: Int) {
            let text = headingText(block)
            switch level {
            case 1:
                guard spec == nil else {
                    error(
                        "a spec has exactly one '#' heading; '# \(text.string)' is a second one"
                            + " (each flow goes in its own file)", at: block)
                    return
                }
                if case .beforeTitle = position {} else { return }
                let name = text.trimmed()
                spec = FlowSpec(path: file.path, name: SignatureParser.identifier(name), description: "")
                if name.isEmpty { error("expected the flow name after '#'", at: block) }
                position = .preamble(sawSettings: false)
            case 2:
                guard requireTitle(block) else { return }
                let name = text.trimmed().string
                guard let section = Section(rawValue: name) else {
                    let suggestion = NameSuggestion.closest(to: name, in: Section.allCases.map(\.rawValue))
                    let hint = suggestion.map { " (did you mean '\($0)'?)" } ?? ""
                    error(
                        "unknown section '## \(name)'\(hint); sections are Storage, Dependencies, Screens, Flows,"
                            + " Tabs and Links",
                        at: block)
                    // A near miss (`## Screen`) is read as the section it resembles, so its entries do not
                    // turn into more errors; anything else is skipped up to the next `##`.
                    if let suggestion, let section = Section(rawValue: suggestion) {
                        enter(section, at: block)
                    } else {
                        position = .section(.screens)
                        skipUnknownSection = true
                    }
                    return
                }
                enter(section, at: block)
            case 3:
                guard requireTitle(block), !skipUnknownSection else { return }
                visitEntryHeading(block, text: text)
            default:
                guard requireTitle(block) else { return }
                error("headings deeper than '###' are not part of a flow spec", at: block)
            }
        }

        /// Starts reading `section` at its `##` heading; a second `## X` is an error with a note at the first.
        mutating func enter(_ section: Section, at block: MarkdownNode) {
            let name = section.rawValue
            skipUnknownSection = false
            if let first = seenSections[section] {
                bullets.diagnostics.error(
                    "section '## \(name)' appears twice; write all of it in one place", at: location(of: block),
                    notes: [.init(message: "first '## \(name)' is here", location: first)])
            }
            seenSections[section] = seenSections[section] ?? location(of: block)
            let here = location(of: block)
            if section == .screens, spec?.screensSectionLocation == nil {
                spec?.screensSectionLocation = here
            }
            if section == .tabs, spec?.tabsSectionLocation == nil {
                spec?.tabsSectionLocation = here
            }
            if section == .links, spec?.linksSectionLocation == nil {
                spec?.linksSectionLocation = here
            }
            position = .section(section)
        }

        var skipUnknownSection = false

        mutating func requireTitle(_ block: MarkdownNode) -> Bool {
            guard spec != nil else {
                missingTitle("expected '# NameFlow' before any other heading", at: block)
                return false
            }
            return true
        }

        var reportedMissingTitle = false

        /// Reports content before the title once: every later block would repeat the same news.
        mutating func missingTitle(_ message: String, at block: MarkdownNode) {
            guard !reportedMissingTitle else { return }
            reportedMissingTitle = true
            error(message, at: block)
        }

        mutating func visitEntryHeading(_ block: MarkdownNode, text: LocatedText) {
            switch position {
            case .section(.screens), .screen:
                guard
                    let signature = SignatureParser.parseSignature(
                        text, what: "screen", diagnostics: &bullets.diagnostics)
                else {
                    // The error is reported; keep the screen under its name, without inputs, so its events
                    // are still read and targets naming it do not turn into more errors.
                    let name = text.trimmed()
                    let recovered = name[0..<(name.firstIndex(of: "(") ?? name.characters.count)].trimmed()
                    guard !recovered.isEmpty else {
                        position = .section(.screens)
                        return
                    }
                    spec?.screens.append(
                        ScreenSpec(
                            name: SignatureParser.identifier(recovered), inputs: [], description: "", events: []))
                    position = .screen((spec?.screens.count ?? 1) - 1)
                    return
                }
                spec?.screens.append(
                    ScreenSpec(name: signature.name, inputs: signature.parameters, description: "", events: []))
                position = .screen((spec?.screens.count ?? 1) - 1)
            case .section(.flows), .childFlow:
                let name = flowHeadingName(text, of: "a child flow", at: block)
                spec?.childFlows.append(ChildFlowSpec(name: name))
                position = .childFlow((spec?.childFlows.count ?? 1) - 1)
            case .section(.tabs), .tab:
                let name = flowHeadingName(text, of: "a tab's flow", at: block)
                spec?.tabs.append(TabSpec(name: name))
                position = .tab((spec?.tabs.count ?? 1) - 1)
            case .section(let section):
                error(
                    "'###' headings belong under '## Screens', '## Flows' or '## Tabs', not '## \(section.rawValue)'",
                    at: block)
            case .preamble, .beforeTitle:
                error("'### \(text.string)' must be under '## Screens', '## Flows' or '## Tabs'", at: block)
            }
        }

        /// The flow a `### XFlow` heading under `## Flows` or `## Tabs` names; a parameter list is
        /// reported (`what` takes its inputs by name) and dropped.
        mutating func flowHeadingName(_ text: LocatedText, of what: String, at block: MarkdownNode) -> Identifier {
            var name = text.trimmed()
            if let open = name.firstIndex(of: "(") {
                name = name[0..<open].trimmed()
                error("\(what) takes its inputs by name from this flow; write only '### \(name.string)'", at: block)
            }
            return SignatureParser.identifier(name)
        }

        /// The heading's text; emphasis and links read as their text, so `## *Screens*` is `Screens`.
        func headingText(_ block: MarkdownNode) -> LocatedText {
            LocatedText(inlines: block.children, file: file, start: location(of: block), formatting: .plainText)
        }

    }
}
