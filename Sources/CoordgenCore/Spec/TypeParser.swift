/// A recursive-descent parser over a token list; every error is thrown with the offset of the
/// offending token.
struct TypeParser {
    struct Token {
        enum Kind {
            /// An identifier or keyword.
            case name
            /// A word that starts with a digit.
            case number
            /// `(`, `)`, `[`, `]`, `<`, `>`, `,`, `:`, `?`, `!`, `&`, `.`, `->`.
            case symbol
            /// `@` and a name.
            case attribute
            /// A character no type may contain.
            case invalid
            case end
        }

        var kind: Kind
        var text: String
        var start: Int
        var end: Int
    }

    let scalars: [Unicode.Scalar]
    var tokens: [Token] = []
    var index = 0

    init(_ text: String) {
        scalars = Array(text.unicodeScalars)
        tokens = Self.tokenize(scalars)
    }

    // MARK: Errors

    func error(_ message: String, at offset: Int) -> TypeSyntaxError {
        TypeSyntaxError(message: message, offset: offset)
    }

    /// "expected X after 'Y', found 'Z'"; a character or word that cannot be in a type is named as such.
    func expected(_ what: String, after: String?) -> TypeSyntaxError {
        switch current.kind {
        case .invalid:
            return error("unexpected character '\(current.text)'", at: current.start)
        case .number:
            return error("'\(current.text)' is not a valid name: a name cannot start with a digit", at: current.start)
        default:
            let found = current.kind == .end ? "but the type ends there" : "found '\(current.text)'"
            return error("expected \(what)\(after.map { " after '\($0)'" } ?? ""), \(found)", at: current.start)
        }
    }

    /// The text of the token before the current one, for "expected a type after '['".
    var previousText: String? { index > 0 ? tokens[index - 1].text : nil }

    func depthError() -> TypeSyntaxError {
        error("the type is nested more than \(TypeSyntax.maximumDepth) levels deep", at: current.start)
    }

    func implicitlyUnwrappedError() -> TypeSyntaxError {
        error("implicitly unwrapped optionals ('!') are not allowed; use '?'", at: current.start)
    }

    /// The names `refusedWord` refuses or `parseType` reads otherwise (`any P`), besides keywords:
    /// `TypeSyntax.parse` hands any other plain name back without parsing it.
    static let namesReadOtherwise: Set<String> = ["any", "some", "_", "Self", "inout"]

    /// Why the current word cannot be (or start) a type name, if it cannot.
    func refusedWord() -> TypeSyntaxError? {
        let token = current
        guard token.kind == .name else { return nil }
        switch token.text {
        case "some":
            let next = peek(1)
            let (opaque, existential) =
                next.kind == .name ? ("'some \(next.text)'", "'any \(next.text)'") : ("'some'", "'any'")
            return error(
                "an opaque type (\(opaque)) cannot be stored or passed to a closure;"
                    + " use \(existential) or a concrete type",
                at: token.start)
        case "_":
            return error("'_' is not a type name", at: token.start)
        case "Self":
            return error("'Self' cannot be used in a spec; write the type's name", at: token.start)
        case "inout":
            return error("'inout' is not allowed in a spec type", at: token.start)
        case "Any":
            return nil
        default:
            return SwiftIdentifier.keywords.contains(token.text)
                ? error("'\(token.text)' is a Swift keyword, not a type name", at: token.start) : nil
        }
    }

    // MARK: Grammar

    /// The whole text: an optional leading `@escaping` (dropped) and one type.
    mutating func parseWholeType() throws(TypeSyntaxError) -> TypeSyntax {
        var escaping: Token?
        if current.kind == .attribute, current.text == "@escaping" {
            escaping = current
            advance()
        }
        let start = current.start
        let type = try parseType(depth: 1)
        if let escaping, !type.isFunction {
            throw error("'@escaping' applies only to function types, not '\(source(from: start))'", at: escaping.start)
        }
        guard current.kind == .end else {
            throw expected("the end of the type", after: source(from: start))
        }
        return type
    }

    mutating func parseType(depth: Int) throws(TypeSyntaxError) -> TypeSyntax {
        guard depth <= TypeSyntax.maximumDepth else { throw depthError() }
        let start = current.start
        if current.kind == .attribute {
            throw current.text == "@escaping"
                ? error("'@escaping' may only start a parameter's type", at: current.start)
                : error("attribute '\(current.text)' is not supported; only '@escaping' is", at: current.start)
        }
        if isName("any") {
            return try parseExistential(depth: depth)
        }
        if let refused = refusedWord() { throw refused }

        var type: TypeSyntax
        if isSymbol("(") {
            let elements = try parseElements(depth: depth)
            if isSymbol("->") || isName("async") || isName("throws") || isName("rethrows") {
                return try parseFunction(elements, depth: depth)
            }
            type = try tuple(elements)
        } else if isSymbol("[") {
            type = try parseCollection(depth: depth)
        } else if current.kind == .name {
            type = try parseNominal(depth: depth)
        } else {
            throw expected("a type", after: previousText)
        }

        var optionalDepth = depth
        while true {
            if isSymbol("?") {
                optionalDepth += 1
                guard optionalDepth <= TypeSyntax.maximumDepth else { throw depthError() }
                type = .optional(type)
                advance()
            } else if isSymbol("!") {
                throw implicitlyUnwrappedError()
            } else {
                break
            }
        }
        if isSymbol("&") {
            guard case .named = type else {
                throw error(
                    "only protocol and class names can be joined with '&', not '\(source(from: start))'",
                    at: current.start)
            }
            type = try parseComposition(first: type, depth: depth)
            try refuseUnparenthesisedOptional(of: type)
        }
        if isSymbol("->") {
            throw error(
                "a function type's parameters go in parentheses: write '(\(source(from: start))) -> …'",
                at: current.start)
        }
        return type
    }

    /// `any P` or `any P & Q`.
    mutating func parseExistential(depth: Int) throws(TypeSyntaxError) -> TypeSyntax {
        advance()
        guard current.kind == .name, refusedWord() == nil, !isName("any") else {
            throw refusedWord() ?? expected("a protocol name", after: "any")
        }
        var constraint = try parseNominal(depth: depth)
        if isSymbol("&") { constraint = try parseComposition(first: constraint, depth: depth) }
        let type = TypeSyntax.existential(constraint)
        try refuseUnparenthesisedOptional(of: type)
        if isSymbol("->") {
            throw error(
                "a function type's parameters go in parentheses: write '(\(type.canonical)) -> …'", at: current.start)
        }
        return type
    }

    /// `? ` right after `any P` or `P & Q`, which Swift reads as part of the last name.
    func refuseUnparenthesisedOptional(of type: TypeSyntax) throws(TypeSyntaxError) {
        if isSymbol("?") {
            let kind = if case .existential = type { "'any' type" } else { "composition" }
            throw error("an optional \(kind) must be written '(\(type.canonical))?'", at: current.start)
        }
        if isSymbol("!") { throw implicitlyUnwrappedError() }
    }

    /// The `& Q & R` after a first named type.
    mutating func parseComposition(first: TypeSyntax, depth: Int) throws(TypeSyntaxError) -> TypeSyntax {
        var parts = [first]
        while isSymbol("&") {
            advance()
            guard current.kind == .name, !isName("any") else {
                throw expected("a protocol or class name", after: "&")
            }
            if let refused = refusedWord() { throw refused }
            parts.append(try parseNominal(depth: depth))
        }
        return .composition(parts)
    }

    /// `Name`, `Module.Name`, `Name<Argument, …>`.
    mutating func parseNominal(depth: Int) throws(TypeSyntaxError) -> TypeSyntax {
        var components: [String] = []
        while true {
            guard current.kind == .name else { throw expected("a type name", after: ".") }
            if let refused = refusedWord() { throw refused }
            components.append(current.text)
            advance()
            guard isSymbol(".") else { break }
            advance()
        }
        var arguments: [TypeSyntax] = []
        if isSymbol("<") {
            advance()
            while true {
                let start = current.start
                arguments.append(try parseType(depth: depth + 1))
                if isSymbol(",") {
                    advance()
                } else if isSymbol(">") {
                    advance()
                    break
                } else {
                    throw expected("',' or '>'", after: source(from: start))
                }
            }
        }
        return .named(components, arguments: arguments)
    }

    /// `[Element]` or `[Key: Value]`.
    mutating func parseCollection(depth: Int) throws(TypeSyntaxError) -> TypeSyntax {
        advance()
        let keyStart = current.start
        let key = try parseType(depth: depth + 1)
        guard isSymbol(":") else {
            guard isSymbol("]") else { throw expected("']'", after: source(from: keyStart)) }
            advance()
            return .array(key)
        }
        advance()
        let valueStart = current.start
        let value = try parseType(depth: depth + 1)
        guard isSymbol("]") else { throw expected("']'", after: source(from: valueStart)) }
        advance()
        return .dictionary(key: key, value: value)
    }

    /// One element between parentheses, before it is known to be a tuple's or a function's.
    struct Element {
        enum Label {
            case none
            /// `label:`
            case name(String)
            /// `_:` or `_ name:`
            case unnamed
        }

        var label: Label
        var labelStart: Int
        var escaping: Token?
        var type: TypeSyntax
        var typeStart: Int
    }

    /// `( … )`: the elements of a tuple or the parameters of a function type.
    mutating func parseElements(depth: Int) throws(TypeSyntaxError) -> [Element] {
        advance()
        var elements: [Element] = []
        if isSymbol(")") {
            advance()
            return elements
        }
        while true {
            let labelStart = current.start
            var label = Element.Label.none
            if current.kind == .name, isSymbol(":", peek(1)) {
                label = current.text == "_" ? .unnamed : .name(current.text)
                advance()
                advance()
            } else if isName("_"), peek(1).kind == .name, isSymbol(":", peek(2)) {
                label = .unnamed
                advance()
                advance()
                advance()
            }
            var escaping: Token?
            if current.kind == .attribute, current.text == "@escaping" {
                escaping = current
                advance()
            }
            let typeStart = current.start
            let type = try parseType(depth: depth + 1)
            elements.append(
                Element(label: label, labelStart: labelStart, escaping: escaping, type: type, typeStart: typeStart))
            if isSymbol(",") {
                advance()
            } else if isSymbol(")") {
                advance()
                return elements
            } else {
                throw expected("',' or ')'", after: source(from: typeStart))
            }
        }
    }

    /// `()`, `(T)` or `(a: T, U)`.
    func tuple(_ elements: [Element]) throws(TypeSyntaxError) -> TypeSyntax {
        var labels: Set<String> = []
        for element in elements {
            if let escaping = element.escaping {
                throw error("'@escaping' may only start a parameter's type", at: escaping.start)
            }
            switch element.label {
            case .none: break
            case .unnamed:
                throw error(
                    "a tuple element cannot start with '_'; write 'label: Type' or 'Type'", at: element.labelStart)
            case .name(let label):
                if elements.count == 1 {
                    throw error(
                        "a single type in parentheses cannot have a label; write '\(element.type.canonical)'",
                        at: element.labelStart)
                }
                if ["inout", "var", "let"].contains(label) {
                    throw error("'\(label)' cannot be a tuple label", at: element.labelStart)
                }
                guard labels.insert(label).inserted else {
                    throw error("the label '\(label)' is used twice in the tuple", at: element.labelStart)
                }
            }
        }
        return .parenthesized(
            elements.map { element in
                var label: String?
                if case .name(let name) = element.label { label = name }
                return TypeSyntax.TupleElement(label: label, type: element.type)
            })
    }

    /// `(parameters) [async] [throws] -> Result`, the parameters already read.
    mutating func parseFunction(_ elements: [Element], depth: Int) throws(TypeSyntaxError) -> TypeSyntax {
        for element in elements {
            if case .name(let label) = element.label {
                throw error(
                    "a function type's parameters cannot have labels; write '\(element.type.canonical)'"
                        + " instead of '\(label): \(element.type.canonical)'",
                    at: element.labelStart)
            }
            if let escaping = element.escaping, !element.type.isFunction {
                throw error(
                    "'@escaping' applies only to function types, not '\(element.type.canonical)'",
                    at: escaping.start)
            }
        }
        var isAsync = false
        var isThrowing = false
        if isName("async") {
            isAsync = true
            advance()
        }
        if isName("throws") {
            isThrowing = true
            advance()
            if isName("async") { throw error("'async' must come before 'throws'", at: current.start) }
            if isSymbol("(") {
                throw error("typed throws ('throws(…)') is not supported; write 'throws'", at: current.start)
            }
        }
        if isName("rethrows") {
            throw error("a function type cannot be 'rethrows'; use 'throws'", at: current.start)
        }
        guard isSymbol("->") else { throw expected("'->'", after: previousText) }
        advance()
        if current.kind == .end || (current.kind == .symbol && !isSymbol("(") && !isSymbol("[")) {
            throw expected("a result type", after: "->")
        }
        let result = try parseType(depth: depth + 1)
        return .function(
            parameters: elements.map { .init(isEscaping: $0.escaping != nil, type: $0.type) },
            isAsync: isAsync, isThrowing: isThrowing, result: result)
    }
}
