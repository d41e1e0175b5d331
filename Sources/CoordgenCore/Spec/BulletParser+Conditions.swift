/// The grammar of branch conditions (spec format 1.1): the text between an event's code span (or
/// `on finish` / `on cancel`) and the arrow.
///
///     condition = with NAME | without NAME | when NAME is PATTERN {or PATTERN} | otherwise
///     PATTERN   = inline code: `.case`, `.case(name: Type, …)`, `true` or `false`
extension BulletParser {
    /// The first `→` or `->` outside inline code: a pattern's payload type may hold `->`.
    func arrowOutsideCode(in text: LocatedText) -> Range<Int>? {
        // One pass: searching again after each arrow inside code was quadratic in the arrows.
        let characters = text.characters
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if !character.isCode {
                if character.scalar == "→" { return index..<(index + 1) }
                if character.scalar == "-", index + 1 < characters.count, characters[index + 1].scalar == ">" {
                    return index..<(index + 2)
                }
            }
            index += 1
        }
        return nil
    }

    /// The condition written in `text` (trimmed, not empty), or nil with the mistake reported.
    mutating func parseCondition(_ text: LocatedText) -> ConditionSyntax? {
        let tokens = Self.conditionTokens(text)
        guard let first = tokens.first else { return nil }
        func grammarError() -> ConditionSyntax? {
            diagnostics.error(
                "expected 'with NAME', 'without NAME', 'when NAME is `pattern`' or 'otherwise' before the arrow,"
                    + " found '\(Self.markdown(text))'", at: text.location)
            return nil
        }
        /// A plain word; for NAME, one that can be a value's name.
        func isWord(_ token: LocatedText) -> Bool { !token.characters.contains(where: \.isCode) }
        func isName(_ token: LocatedText) -> Bool {
            isWord(token) && (SwiftIdentifier.isValid(token.string) || SwiftIdentifier.keywords.contains(token.string))
        }
        switch first.string {
        case "with", "without":
            guard tokens.count == 2, isName(tokens[1]) else { return grammarError() }
            return ConditionSyntax(
                kind: first.string == "with" ? .with : .without, subject: SignatureParser.identifier(tokens[1]),
                patterns: [], location: first.location)
        case "otherwise":
            guard tokens.count == 1 else { return grammarError() }
            return ConditionSyntax(kind: .otherwise, subject: nil, patterns: [], location: first.location)
        case "when":
            guard tokens.count >= 3, isName(tokens[1]), tokens[2].string == "is" else { return grammarError() }
            var patterns: [PatternSyntax] = []
            var index = 3
            var failed = false
            while true {
                guard index < tokens.count else {
                    // `when x is` or `… or` with nothing after it: where the pattern should be.
                    reportPatternGrammar(at: text.endLocation)
                    return nil
                }
                if let pattern = parsePattern(tokens[index]) {
                    patterns.append(pattern)
                } else {
                    failed = true
                }
                index += 1
                guard index < tokens.count else { break }
                guard tokens[index].string == "or", isWord(tokens[index]) else { return grammarError() }
                index += 1
            }
            guard !failed else { return nil }
            return ConditionSyntax(
                kind: .cases, subject: SignatureParser.identifier(tokens[1]), patterns: patterns,
                location: first.location)
        default:
            return grammarError()
        }
    }

    /// `` `true` ``, `` `false` ``, `` `.case` `` or `` `.case(name: Type, …)` ``.
    private mutating func parsePattern(_ token: LocatedText) -> PatternSyntax? {
        let code = token.trimmed()
        guard !code.isEmpty, code.characters.allSatisfy(\.isCode) else {
            reportPatternGrammar(at: token.location)
            return nil
        }
        let text = code.string
        if text == "true" || text == "false" {
            return PatternSyntax(
                literal: text == "true", caseName: nil, bindings: [], text: text, location: code.location)
        }
        let afterDot = code.dropFirst(1)
        let nameEnd = afterDot.firstIndex(of: "(") ?? afterDot.characters.count
        let name = afterDot[0..<nameEnd].string
        guard code.hasPrefix("."), SwiftIdentifier.isValid(name) || SwiftIdentifier.keywords.contains(name),
            nameEnd == afterDot.characters.count || afterDot.characters.last?.scalar == ")"
        else {
            reportPatternGrammar(at: code.location)
            return nil
        }
        guard nameEnd < afterDot.characters.count else {
            return PatternSyntax(literal: nil, caseName: name, bindings: [], text: text, location: code.location)
        }
        // The payload's own mistakes get the pattern's message, at the pattern.
        var payloadDiagnostics = Diagnostics()
        guard let signature = SignatureParser.parseSignature(afterDot, what: "case", diagnostics: &payloadDiagnostics),
            payloadDiagnostics.all.isEmpty, signature.parameters.allSatisfy({ SwiftIdentifier.isValid($0.name.name) })
        else {
            reportPatternGrammar(at: code.location)
            return nil
        }
        // Each name is a local of the branch: one binding each.
        var bound = Set<String>()
        for binding in signature.parameters where !bound.insert(binding.name.name).inserted {
            diagnostics.error(
                "'\(binding.name.name)' is bound twice in the pattern `\(text)`; give each value its own name",
                at: binding.name.location)
            return nil
        }
        return PatternSyntax(
            literal: nil, caseName: name, bindings: signature.parameters, text: text, location: code.location)
    }

    private mutating func reportPatternGrammar(at location: SourceLocation) {
        diagnostics.error(
            "expected a case pattern in inline code, like `.dog` or `.paid(order: Order)`, or `true` / `false`",
            at: location)
    }

    /// The text as written in Markdown: each run of inline code between backticks.
    static func markdown(_ text: LocatedText) -> String {
        var result = ""
        var inCode = false
        for character in text.characters {
            if character.isCode != inCode {
                result.append("`")
                inCode = character.isCode
            }
            result.unicodeScalars.append(character.scalar)
        }
        return inCode ? result + "`" : result
    }

    /// Words separated by white space, each run of inline code a token of its own (a pattern's code
    /// holds spaces: `.paid(order: Order)`).
    static func conditionTokens(_ text: LocatedText) -> [LocatedText] {
        var tokens: [LocatedText] = []
        var start: Int?
        var startIsCode = false
        for (index, character) in text.characters.enumerated() {
            if character.isCode {
                if let begun = start, !startIsCode {
                    tokens.append(text[begun..<index])
                    start = nil
                }
                if start == nil {
                    start = index
                    startIsCode = true
                }
            } else if character.isWhitespace {
                if let begun = start { tokens.append(text[begun..<index]) }
                start = nil
            } else {
                if let begun = start, startIsCode {
                    tokens.append(text[begun..<index])
                    start = nil
                }
                if start == nil {
                    start = index
                    startIsCode = false
                }
            }
        }
        if let begun = start { tokens.append(text[begun..<text.characters.count]) }
        return tokens
    }
}
