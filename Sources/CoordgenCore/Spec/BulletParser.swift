/// The grammars of the bullets inside a spec: events, handlers, settings, fields and actions.
///
/// Each function receives the grammar part of one bullet (the text before ` — `) and
/// reports problems at the exact column where they are.
struct BulletParser {
    var diagnostics: Diagnostics

    init(diagnostics: Diagnostics = Diagnostics()) {
        self.diagnostics = diagnostics
    }

    // MARK: Events and handlers

    /// `` `eventName(label: Type)` → actions ``.
    mutating func parseEvent(_ head: LocatedText, documentation: String?) -> EventSpec? {
        let head = head.trimmed()
        let codeEnd = head.characters.firstIndex { !$0.isCode } ?? head.characters.count
        guard codeEnd > 0 else {
            let arrow = arrowRange(in: head)
            let name = arrow.map { head[0..<$0.lowerBound].trimmed().string } ?? head.string
            diagnostics.error(
                "expected an event in inline code, like `\(name.isEmpty ? "onTap" : name)` → actions",
                at: head.location)
            return nil
        }
        guard
            let signature = SignatureParser.parseSignature(head[0..<codeEnd], what: "event", diagnostics: &diagnostics)
        else { return nil }
        let rest = head.dropFirst(codeEnd).trimmed()
        guard let arrow = arrowOutsideCode(in: rest) else {
            let message =
                rest.isEmpty
                ? "event '\(signature.name)' has no actions; expected '→' and actions after it"
                : "expected '→' or '->' after the event, found '\(rest.string)'"
            diagnostics.error(message, at: rest.isEmpty ? head.endLocation : rest.location)
            // A bullet that starts a condition belongs to its event's branches, broken.
            guard let word = rest.words().first?.string, ["with", "without", "when", "otherwise"].contains(word)
            else { return nil }
            var event = EventSpec(
                name: signature.name, parameters: signature.parameters, actions: [], documentation: documentation,
                condition: nil, writesParameters: head[0..<codeEnd].firstIndex(of: "(") != nil, location: head.location)
            event.writesCondition = true
            event.isBroken = true
            return event
        }
        // Text between the code span and the arrow is a branch condition (spec format 1.1). A bullet
        // whose condition or actions are wrong is kept, marked broken: it still belongs to its event's
        // branches, which are then not judged without it.
        let writesCondition = arrow.lowerBound > 0
        let condition = writesCondition ? parseCondition(rest[0..<arrow.lowerBound].trimmed()) : nil
        let actions = parseActions(rest.dropFirst(arrow.upperBound))
        let code = head[0..<codeEnd]
        var event = EventSpec(
            name: signature.name, parameters: signature.parameters, actions: actions ?? [],
            documentation: documentation, condition: condition, writesParameters: code.firstIndex(of: "(") != nil,
            location: head.location)
        event.writesCondition = writesCondition
        event.isBroken = actions == nil || (writesCondition && condition == nil)
        return event
    }

    /// `on finish → actions` or `on cancel → actions`, with a branch condition before the arrow or not.
    /// A bullet whose condition or actions are wrong is returned marked broken (see `parseEvent`).
    mutating func parseHandler(_ head: LocatedText, documentation: String?) -> (isFinish: Bool, HandlerSpec)? {
        let head = head.trimmed()
        guard let arrow = arrowOutsideCode(in: head) else {
            diagnostics.error("expected 'on finish → actions' or 'on cancel → actions'", at: head.location)
            return nil
        }
        let beforeArrow = head[0..<arrow.lowerBound]
        let words = beforeArrow.words()
        let spelled = words.map(\.string)
        guard spelled.count >= 2, spelled[0] == "on", ["finish", "cancel"].contains(spelled[1]) else {
            let hint =
                spelled.count == 2 && spelled[0] == "on"
                ? suggestion(for: spelled[1], among: ["finish", "cancel"]) : ""
            diagnostics.error(
                "expected 'on finish' or 'on cancel' before the arrow, found '\(spelled.joined(separator: " "))'\(hint)",
                at: head.location)
            return nil
        }
        let writesCondition = spelled.count > 2
        let condition = writesCondition ? parseCondition(afterSecondWord(of: beforeArrow, words: words)) : nil
        let actions = parseActions(head.dropFirst(arrow.upperBound))
        var handler = HandlerSpec(
            location: head.location, actions: actions ?? [], documentation: documentation, condition: condition)
        handler.writesCondition = writesCondition
        handler.isBroken = actions == nil || (writesCondition && condition == nil)
        return (spelled[1] == "finish", handler)
    }

    /// The text of `text` after its second word (`on finish`), trimmed.
    private func afterSecondWord(of text: LocatedText, words: [LocatedText]) -> LocatedText {
        let second = words[1]
        guard let index = text.characters.indices.first(where: { text.location(at: $0) == second.location }) else {
            return text
        }
        return text.dropFirst(index + second.characters.count).trimmed()
    }

    /// The range of the first `→` or `->` in `text`.
    func arrowRange(in text: LocatedText) -> Range<Int>? {
        let unicode = text.firstIndex(of: "→")
        let ascii = text.firstIndex(of: "->")
        switch (unicode, ascii) {
        case (let u?, let a?): return u < a ? u..<(u + 1) : a..<(a + 2)
        case (let u?, nil): return u..<(u + 1)
        case (nil, let a?): return a..<(a + 2)
        case (nil, nil): return nil
        }
    }

    // MARK: Actions

    /// The words an action can start with, for "did you mean" (`pop to root` starts with `pop`).
    static let verbs = ActionVerb.allCases.map(\.spelling).filter { !$0.contains(" ") } + ["select"]

    /// A comma-separated action list; `nil` when any action is malformed (each is reported).
    mutating func parseActions(_ text: LocatedText) -> [ActionSyntax]? {
        if text.trimmed().isEmpty {
            diagnostics.error("expected at least one action after the arrow", at: text.trimmed().location)
            return nil
        }
        var actions: [ActionSyntax] = []
        var failed = false
        for part in text.split(separator: ",") {
            if let action = parseAction(part.trimmed()) {
                actions.append(action)
            } else {
                failed = true
            }
        }
        return failed ? nil : actions
    }

    private mutating func parseAction(_ text: LocatedText) -> ActionSyntax? {
        let words = text.words()
        guard let verb = words.first else {
            diagnostics.error("empty action between commas", at: text.location)
            return nil
        }
        let location = verb.location
        let arguments = Array(words.dropFirst())
        func expectNoArguments(_ kind: ActionVerb) -> ActionSyntax? {
            guard let extra = arguments.first else { return ActionSyntax(kind: kind, location: location) }
            let hint = extra.string.contains("-") ? " (prose after the actions starts with ' — ')" : ""
            diagnostics.error("unexpected '\(extra.string)' after '\(kind.spelling)'\(hint)", at: extra.location)
            return nil
        }
        guard let kind = ActionVerb.firstWord(verb.string) else {
            diagnostics.error(
                "unknown action '\(verb.string)'\(suggestion(for: verb.string, among: Self.verbs))"
                    + "; actions are " + ActionVerb.listedSpellings.joined(separator: ", "),
                at: location)
            return nil
        }
        switch kind {
        case .root where text.firstIndex(of: ">") != nil:
            return parseRootPath(text.dropFirst(verb.characters.count), at: location)
        case .push, .present, .root:
            guard arguments.count == 1 else {
                if arguments.isEmpty {
                    diagnostics.error("'\(verb.string)' needs a screen or flow name", at: text.endLocation)
                } else {
                    diagnostics.error(
                        "unexpected '\(arguments[1].string)' after '\(verb.string) \(arguments[0].string)'"
                            + " (separate actions with commas; prose starts with ' — ')",
                        at: arguments[1].location)
                }
                return nil
            }
            return ActionSyntax(kind: kind, target: SignatureParser.identifier(arguments[0]), location: location)
        case .pop, .popToRoot, .popTo:
            guard arguments.first?.string == "to" else { return expectNoArguments(.pop) }
            guard arguments.count == 2 else {
                diagnostics.error("expected 'pop to root' or 'pop to ScreenName'", at: location)
                return nil
            }
            if arguments[1].string == "root" { return ActionSyntax(kind: .popToRoot, location: location) }
            return ActionSyntax(kind: .popTo, target: SignatureParser.identifier(arguments[1]), location: location)
        case .dismiss, .finish, .cancel, .restart: return expectNoArguments(kind)
        case .selectTab:
            guard arguments.count == 2, arguments[0].string == "tab" else {
                diagnostics.error("expected 'select tab FlowName'", at: location)
                return nil
            }
            return ActionSyntax(kind: .selectTab, target: SignatureParser.identifier(arguments[1]), location: location)
        case .store:
            switch arguments.count {
            case 1:
                let name = SignatureParser.identifier(arguments[0])
                return ActionSyntax(kind: .store, value: .init(value: name, field: name), location: location)
            case 3 where arguments[1].string == "as":
                let store = ActionSyntax.ValueSyntax(
                    value: SignatureParser.identifier(arguments[0]), field: SignatureParser.identifier(arguments[2]))
                return ActionSyntax(kind: .store, value: store, location: location)
            case 3:
                diagnostics.error(
                    "expected 'as' in 'store value as field', found '\(arguments[1].string)'", at: arguments[1].location
                )
                return nil
            default:
                diagnostics.error("expected 'store value' or 'store value as field'", at: location)
                return nil
            }
        case .send:
            // `send x to Screen`, `send x as y to Screen`.
            let words = arguments.map(\.string)
            let value = arguments.first.map(SignatureParser.identifier)
            switch (words.count, value) {
            case (3, let value?) where words[1] == "to":
                return ActionSyntax(
                    kind: .send, target: SignatureParser.identifier(arguments[2]),
                    value: .init(value: value, field: value), location: location)
            case (5, let value?) where words[1] == "as" && words[3] == "to":
                return ActionSyntax(
                    kind: .send, target: SignatureParser.identifier(arguments[4]),
                    value: .init(value: value, field: SignatureParser.identifier(arguments[2])), location: location)
            default:
                diagnostics.error("expected 'send value to Screen' or 'send value as name to Screen'", at: location)
                return nil
            }
        }
    }

    /// `root A > B > C`: the screens in the order the user pushes them; `text` is what follows `root`.
    private mutating func parseRootPath(_ text: LocatedText, at location: SourceLocation) -> ActionSyntax? {
        var steps: [Identifier] = []
        var failed = false
        for (position, part) in text.split(separator: ">").enumerated() {
            let words = part.words()
            guard let name = words.first else {
                if position == 0 {
                    // At the `>` that has no screen before it.
                    diagnostics.error("'root' needs a screen or flow name", at: part.trimmed().location)
                } else {
                    // Where the step should start: just after its `>`.
                    diagnostics.error("expected a screen name after '>'", at: part.location)
                }
                // One message per path: `>>>>` is one mistake.
                return nil
            }
            if words.count > 1 {
                // Worded as v1's `root A B`.
                let before = position == 0 ? "root \(name.string)" : "> \(name.string)"
                diagnostics.error(
                    "unexpected '\(words[1].string)' after '\(before)'"
                        + " (separate actions with commas; prose starts with ' — ')",
                    at: words[1].location)
                failed = true
            }
            steps.append(SignatureParser.identifier(name))
        }
        guard !failed, let first = steps.first else { return nil }
        return ActionSyntax(kind: .root, target: first, path: Array(steps.dropFirst()), location: location)
    }

    func suggestion(for word: String, among candidates: [String]) -> String {
        NameSuggestion.closest(to: word, in: candidates).map { " (did you mean '\($0)'?)" } ?? ""
    }

    // MARK: Settings and fields

    /// One setting bullet: `start: X`, `start: one of A, B`, `input: `…``, `result: `…``.
    mutating func parseSetting(_ head: LocatedText, documentation: String?, into spec: inout FlowSpec) {
        let head = head.trimmed()
        guard let colon = head.firstIndex(of: ":"), head.characters[0..<colon].allSatisfy({ !$0.isCode }) else {
            diagnostics.error(
                "expected a setting 'key: value' (start, input or result)", at: head.location)
            return
        }
        let key = head[0..<colon].trimmed()
        let value = head.dropFirst(colon + 1).trimmed()
        switch key.string {
        case "start":
            guard spec.start == nil else {
                diagnostics.error("'start' is set twice", at: key.location)
                return
            }
            parseStart(value, at: key.location, into: &spec)
        case "input", "result":
            let isInput = key.string == "input"
            if (isInput ? spec.inputLocation : spec.resultLocation) != nil {
                diagnostics.error("'\(key.string)' is set twice", at: key.location)
                return
            }
            guard value.isAllCode || value.characters.contains(where: \.isCode) else {
                let hint = value.isEmpty ? "name: Type" : value.string
                diagnostics.error(
                    "write the \(key.string) as Swift parameters in inline code: `\(hint)`", at: value.location)
                return
            }
            // Several code spans (`a: A`, `b: B`) are several parameters: keep a comma between spans.
            var codeCharacters: [LocatedText.Character] = []
            for (index, character) in value.characters.enumerated() where character.isCode {
                if index > 0, !value.characters[index - 1].isCode, !codeCharacters.isEmpty {
                    codeCharacters.append(
                        .init(scalar: ",", line: Int(character.line), column: Int(character.column), isCode: true))
                }
                codeCharacters.append(character)
            }
            let code = LocatedText(characters: codeCharacters, start: value.location)
            if value.characters.contains(where: { !$0.isCode && !$0.isWhitespace && $0.scalar != "," }
            ) {
                diagnostics.error("unexpected text outside inline code in '\(key.string)'", at: value.location)
                return
            }
            var parameters: [ParameterSyntax] = []
            for part in code.split(separator: ",") {
                guard
                    var parameter = SignatureParser.parseParameter(
                        part, allowsDefault: false, diagnostics: &diagnostics)
                else { return }
                parameter.documentation = documentation
                parameters.append(parameter)
            }
            if isInput {
                spec.inputs = parameters
                spec.inputLocation = key.location
            } else {
                spec.result = parameters
                spec.resultLocation = key.location
            }
        default:
            diagnostics.error(
                "unknown setting '\(key.string)'\(suggestion(for: key.string, among: ["start", "input", "result"]))"
                    + "; settings are start, input and result",
                at: key.location)
        }
    }

    private mutating func parseStart(_ value: LocatedText, at location: SourceLocation, into spec: inout FlowSpec) {
        let words = value.words()
        guard !words.isEmpty else {
            diagnostics.error("expected a screen or flow after 'start:'", at: value.location)
            return
        }
        if words.count >= 2, words[0].string == "one", words[1].string == "of" {
            let ofEnd = (value.characters.firstIndex { value.location(of: $0) == words[1].location } ?? 0) + 2
            let list = value.dropFirst(ofEnd).trimmed()
            let names = list.split(separator: ",").map { $0.trimmed() }
            guard names.count >= 2, names.allSatisfy({ !$0.isEmpty && $0.words().count == 1 }) else {
                diagnostics.error(
                    "expected 'start: one of A, B' with two or more comma-separated names", at: list.location)
                return
            }
            spec.start = StartSetting(targets: names.map(SignatureParser.identifier), isOneOf: true, location: location)
        } else if words.count == 1 {
            spec.start = StartSetting(
                targets: [SignatureParser.identifier(words[0])], isOneOf: false, location: location)
        } else {
            diagnostics.error(
                "expected one screen or flow after 'start:', or 'one of A, B'", at: words[1].location)
        }
    }

    /// A storage field or dependency: `` `name: Type` `` (storage may add `= default`).
    mutating func parseField(_ head: LocatedText, documentation: String?, allowsDefault: Bool) -> ParameterSyntax? {
        let head = head.trimmed()
        guard head.isAllCode else {
            let outside =
                head.characters.first { !$0.isCode && !$0.isWhitespace }
                ?? head.characters.first { !$0.isCode }
            diagnostics.error(
                "expected a field in inline code, like `name: Type`; prose goes after ' — '",
                at: outside.map(head.location(of:)) ?? head.location)
            return nil
        }
        guard var field = SignatureParser.parseParameter(head, allowsDefault: allowsDefault, diagnostics: &diagnostics)
        else { return nil }
        field.documentation = documentation
        return field
    }
}
