// The prose and list blocks of a flow spec: descriptions, settings, entries and the checks on
// what CommonMark would otherwise read silently (look-alike lines, indented code).
extension SpecParser.Walker {

    mutating func visitProse(_ block: MarkdownNode) {
        if !skipUnknownSection {
            switch (position, block.kind) {
            case (.beforeTitle, _): break
            case (_, .paragraph): _ = checkLookAlikes(block, from: block.startLine)
            case (_, .codeBlock): checkIndentedCode(block)
            default: break
            }
        }
        switch position {
        case .beforeTitle:
            missingTitle("expected '# NameFlow' as the first heading, before any text", at: block)
        case .preamble:
            // Prose after the settings list is still the flow's documentation.
            if block.kind == .paragraph {
                descriptionParagraphs.append(source(of: block))
            }
        case .screen(let index):
            // Prose between or after a screen's events belongs to the screen too.
            if block.kind == .paragraph {
                let previous = spec?.screens[index].description ?? ""
                let paragraph = source(of: block)
                spec?.screens[index].description = previous.isEmpty ? paragraph : previous + "\n\n" + paragraph
            }
        case .tab(let index):
            if block.kind == .paragraph {
                let previous = spec?.tabs[index].description ?? ""
                let paragraph = source(of: block)
                spec?.tabs[index].description = previous.isEmpty ? paragraph : previous + "\n\n" + paragraph
            }
        default:
            break
        }
    }

    mutating func visitList(_ list: MarkdownNode) {
        guard list.isBulletList else {
            error("use '-' bullets; numbered lists are not part of a flow spec", at: list)
            return
        }
        switch position {
        case .beforeTitle:
            missingTitle("expected '# NameFlow' as the first heading, before any list", at: list)
            return
        case .preamble(let sawSettings):
            if sawSettings {
                error("settings go in one bullet list right under the description", at: list)
                return
            }
            position = .preamble(sawSettings: true)
        case .section(.screens):
            if skipUnknownSection { return }
            error("events belong under a screen heading, like '### ScreenName'", at: list)
            return
        case .section(.flows):
            error("handlers belong under a child flow heading, like '### ChildFlow'", at: list)
            return
        case .section(.tabs):
            error("tab settings belong under a tab's heading, like '### HomeFlow'", at: list)
            return
        case .section(.links):
            break
        default:
            break
        }
        for item in list.children {
            visitItem(item)
        }
    }

    mutating func visitItem(_ item: MarkdownNode) {
        guard let paragraph = item.children.first, paragraph.kind == .paragraph else {
            error("expected text after the bullet", at: item)
            return
        }
        if let extra = item.children.dropFirst().first, !reportIndentedSpecLines(in: item.children.dropFirst()) {
            error(
                "a bullet holds one line of the spec; nested lists and extra paragraphs are not allowed", at: extra)
        }
        // A next bullet that lost its space continues this one lazily: say so rather than report
        // the mixture of both.
        guard checkLookAlikes(paragraph, from: paragraph.startLine + 1) else { return }
        let (head, documentation) = splitProse(paragraph)
        if let marker = head.characters.first(where: { $0.scalar == LocatedText.placeholder }) {
            bullets.diagnostics.error(
                "only plain text and inline code may come before ' — '; formatting and links go in the prose after it",
                at: head.location(of: marker))
            return
        }
        switch position {
        case .preamble:
            if spec != nil {
                bullets.parseSetting(head, documentation: documentation, into: &spec!)
            }
        case .section(.storage):
            if let field = bullets.parseField(head, documentation: documentation, allowsDefault: true) {
                spec?.storage.append(field)
            }
        case .section(.dependencies):
            if let field = bullets.parseField(head, documentation: documentation, allowsDefault: false) {
                spec?.dependencies.append(field)
            }
        case .screen(let index):
            guard spec != nil else { return }
            if bullets.parseScreenSetting(head, into: &spec!.screens[index]) { return }
            if let event = bullets.parseEvent(head, documentation: documentation) {
                spec?.screens[index].events.append(event)
            }
        case .tab(let index):
            guard spec != nil else { return }
            bullets.parseTabSetting(head, into: &spec!.tabs[index])
        case .section(.links):
            if let link = bullets.parseLink(head, documentation: documentation) { spec?.links.append(link) }
        case .childFlow(let index):
            guard let (isFinish, parsed) = bullets.parseHandler(head, documentation: documentation) else { return }
            var handler = parsed
            let existing = (isFinish ? spec?.childFlows[index].onFinish : spec?.childFlows[index].onCancel) ?? []
            handler.position =
                (spec?.childFlows[index].onFinish.count ?? 0) + (spec?.childFlows[index].onCancel.count ?? 0)
            // Several bullets are the branches of one handler (spec format 1.1); two without a
            // condition keep v1's message, and a mix is reported with the branches.
            func isPlain(_ bullet: HandlerSpec) -> Bool { !bullet.writesCondition && !bullet.isBroken }
            if isPlain(handler), let first = existing.first(where: isPlain) {
                bullets.diagnostics.error(
                    "'on \(isFinish ? "finish" : "cancel")' is written twice for this flow", at: handler.location,
                    notes: [.init(message: "first one is here", location: first.location)])
            } else if isFinish {
                spec?.childFlows[index].onFinish.append(handler)
            } else {
                spec?.childFlows[index].onCancel.append(handler)
            }
        default:
            break
        }
    }

    /// Reports the lines of `paragraph` from line `first` on that look like a bullet or a heading that
    /// lost the space after its marker; returns false when there is one.
    ///
    /// CommonMark reads ``-`onGo` → push B`` and `###Detail` as prose, so without this check such a
    /// line would silently drop out of the flow. The rule is narrow, so prose stays free and the
    /// check stays predictable. A line (lazy continuation lines included; leading white space
    /// ignored) is reported when it starts with
    /// - `-`, `*` or `+` right before a backtick: an event, setting or field bullet without its space;
    /// - a run of one to six `#` right before an uppercase letter: a heading naming a flow, section
    ///   or screen without its space (`###Detail`). `#hashtag`, `#1` and `#######X` stay prose.
    /// A marker inside inline code, escaped (`\#`), or opening emphasis (``*`code`* …``) is not one.
    mutating func checkLookAlikes(_ paragraph: MarkdownNode, from first: Int) -> Bool {
        guard first <= paragraph.endLine else { return true }
        var firstOnLine: [Int: LocatedText.Character]?
        var clean = true
        for number in first...paragraph.endLine {
            let scalars = Array(file.line(number).unicodeScalars)
            guard let start = scalars.firstIndex(where: { $0 != " " && $0 != "\t" }) else { continue }
            let problem: String
            if let (what, marker) = SpecParser.lookAlike(scalars[start...]) {
                problem = "this line looks like \(what); put a space after '\(marker)'"
            } else if let message = SpecParser.indentedSpecLine(
                scalars, at: start, "makes it part of the paragraph above")
            {
                // A bullet line cannot start inside a paragraph; indented, it continues the paragraph.
                problem = message
            } else {
                continue
            }
            // What cmark made of the line's first character: inside a code span or the start of
            // emphasis, it is no marker. Indexed once, for the rare paragraph that needs it.
            if firstOnLine == nil {
                let text = LocatedText(inlines: paragraph.children, file: file, start: location(of: paragraph))
                firstOnLine = [:]
                for character in text.characters where firstOnLine?[Int(character.line)] == nil {
                    firstOnLine?[Int(character.line)] = character
                }
            }
            if let character = firstOnLine?[number], character.isCode || character.scalar == LocatedText.placeholder {
                continue
            }
            clean = false
            bullets.diagnostics.error(problem, at: SourceLocation(file: file.path, line: number, column: start + 1))
        }
        return clean
    }

    /// Reports the lines of the blocks after a bullet's first paragraph that look like spec bullets:
    /// indented, they went inside the bullet above. Returns whether there was one.
    mutating func reportIndentedSpecLines(in blocks: MarkdownNode.Children) -> Bool {
        var found = false
        for block in blocks {
            found = reportIndentedSpecLines(of: block, "puts it inside the bullet above") || found
        }
        return found
    }

    /// Reports the lines of an indented code block that look like spec bullets.
    ///
    /// Four spaces or a tab before `` - `onNext` → push Detail `` make the line an indented code block,
    /// which would silently drop the event. Fenced code blocks are written on purpose (examples in
    /// the prose), so they are left alone.
    mutating func checkIndentedCode(_ block: MarkdownNode) {
        guard block.startLine <= block.endLine else { return }
        let opening = file.line(block.startLine).unicodeScalars.drop { $0 == " " || $0 == "\t" }
        if opening.starts(with: "```".unicodeScalars) || opening.starts(with: "~~~".unicodeScalars) { return }
        _ = reportIndentedSpecLines(of: block, "makes it a code block that coordgen ignores")
    }

    /// Reports each line of `block` that looks like a spec bullet, saying what its indentation did.
    mutating func reportIndentedSpecLines(of block: MarkdownNode, _ consequence: String) -> Bool {
        guard block.startLine <= block.endLine else { return false }
        var found = false
        for number in block.startLine...block.endLine {
            let scalars = Array(file.line(number).unicodeScalars)
            guard let start = scalars.firstIndex(where: { $0 != " " && $0 != "\t" }),
                let message = SpecParser.indentedSpecLine(scalars, at: start, consequence)
            else { continue }
            found = true
            bullets.diagnostics.error(message, at: SourceLocation(file: file.path, line: number, column: start + 1))
        }
        return found
    }

    /// Splits a bullet paragraph at the first ` — ` outside inline code: grammar before, prose after.
    func splitProse(_ paragraph: MarkdownNode) -> (LocatedText, String?) {
        let text = LocatedText(inlines: paragraph.children, file: file, start: location(of: paragraph))
        guard let dash = text.characters.firstIndex(where: { $0.scalar == "—" && !$0.isCode }) else {
            return (text, nil)
        }
        let dashLocation = text.location(at: dash)
        let prose = file.sourceText(from: dashLocation, toLine: paragraph.endLine, byteColumn: paragraph.endColumn)
        return (text[0..<dash], prose.isEmpty ? nil : prose)
    }

    /// The CommonMark source of a block, lines joined, indentation removed.
    func source(of block: MarkdownNode) -> String {
        file.sourceText(from: location(of: block), toLine: block.endLine, byteColumn: block.endColumn)
    }
}
