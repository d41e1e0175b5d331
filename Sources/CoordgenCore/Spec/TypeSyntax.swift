/// A Swift type as a spec may write it, parsed by a small grammar:
///
///     type         := functionType
///                   | 'any' nominal {'&' nominal}
///                   | primary {'?'} {'&' nominal}
///     functionType := '(' [param {',' param}] ')' ['async'] ['throws'] '->' type
///     param        := [('_' [ident]) ':'] ['@escaping'] type
///     primary      := nominal | '[' type [':' type] ']' | '(' [element {',' element}] ')'
///     element      := [ident ':'] type
///     nominal      := ident {'.' ident} ['<' type {',' type} '>']
///
/// A whole spec type may start with `@escaping`, which is dropped (coordgen writes it itself where
/// Swift needs it). Not allowed: `some`, `Self`, `inout`, `!`, other attributes, keywords as names,
/// an optional `any` or `&` type without parentheses, labels on function parameters, and nesting
/// deeper than `maximumDepth` (so hostile input cannot exhaust the stack).
///
/// `canonical` prints one spelling per type: `[String:[Int]]` and `[String: [Int]]` are the same.
indirect enum TypeSyntax: Equatable, Sendable {
    /// `Int`, `Swift.Int`, `Result<Item, any Error>`.
    case named([String], arguments: [TypeSyntax])
    case array(TypeSyntax)
    case dictionary(key: TypeSyntax, value: TypeSyntax)
    /// `()`, a parenthesised type `(T)`, or a tuple `(T, label: U)`.
    case parenthesized([TupleElement])
    case optional(TypeSyntax)
    /// `A & B` (named types only).
    case composition([TypeSyntax])
    /// `any P` or `any P & Q`.
    case existential(TypeSyntax)
    case function(parameters: [FunctionParameter], isAsync: Bool, isThrowing: Bool, result: TypeSyntax)

    struct TupleElement: Equatable, Sendable {
        var label: String?
        var type: TypeSyntax
    }

    /// A parameter of a function type; its optional `_ name:` is documentation and is not kept.
    struct FunctionParameter: Equatable, Sendable {
        var isEscaping: Bool
        var type: TypeSyntax
    }

    /// How deep types may nest (brackets, generics, optionals, function results).
    static let maximumDepth = 64

    /// The syntax of `text`, or why it is not a type a spec may use.
    static func parse(_ text: String) -> Result<TypeSyntax, TypeSyntaxError> {
        // Most types in a spec are one plain name (`String`, `Item`), and a type is parsed for every
        // parameter, input and field: such a name gets the parser's answer without being tokenised.
        if isPlainName(text) { return .success(.named([text], arguments: [])) }
        // So do the next most common: one plain name made optional (`Item?`) or an array of one (`[Tag]`).
        // Cut by scalars, not characters: a character can hold a mark or joiner next to the `[`, `]` or
        // `?`, which the parser refuses and which cutting a character would drop.
        let utf8 = text.utf8
        if utf8.count > 1, utf8.last == UInt8(ascii: "?") {
            let name = String(text.unicodeScalars.dropLast())
            if isPlainName(name) { return .success(.optional(.named([name], arguments: []))) }
        } else if utf8.count > 2, utf8.first == UInt8(ascii: "["), utf8.last == UInt8(ascii: "]") {
            let name = String(text.unicodeScalars.dropFirst().dropLast())
            if isPlainName(name) { return .success(.array(.named([name], arguments: []))) }
        }
        var parser = TypeParser(text)
        do throws(TypeSyntaxError) {
            return .success(try parser.parseWholeType())
        } catch {
            return .failure(error)
        }
    }

    /// True for an ASCII Swift identifier that the parser takes as a type name as it is: not a
    /// keyword, nor a word it refuses or reads otherwise (`TypeParser.namesReadOtherwise`).
    private static func isPlainName(_ text: String) -> Bool {
        text.utf8.allSatisfy { $0 < 0x80 } && SwiftIdentifier.isValid(text)
            && !TypeParser.namesReadOtherwise.contains(text) && !SwiftIdentifier.keywords.contains(text)
    }

    /// The one spelling of this type: one space after `:` and `,`, around `->` and `&`, after
    /// `any`, `async` and `throws`; no other spaces.
    var canonical: String {
        switch self {
        case .named(let components, let arguments):
            // Most types are one plain name: the name itself, not a joined copy of it.
            if components.count == 1, arguments.isEmpty { return components[0] }
            let name = components.joined(separator: ".")
            return arguments.isEmpty ? name : name + "<" + arguments.map(\.canonical).joined(separator: ", ") + ">"
        case .array(let element):
            return "[" + element.canonical + "]"
        case .dictionary(let key, let value):
            return "[" + key.canonical + ": " + value.canonical + "]"
        case .parenthesized(let elements):
            let inner = elements.map { element in
                (element.label.map { $0 + ": " } ?? "") + element.type.canonical
            }
            return "(" + inner.joined(separator: ", ") + ")"
        case .optional(let wrapped):
            return wrapped.canonical + "?"
        case .composition(let parts):
            return parts.map(\.canonical).joined(separator: " & ")
        case .existential(let constraint):
            return "any " + constraint.canonical
        case .function(let parameters, let isAsync, let isThrowing, let result):
            let inner = parameters.map { ($0.isEscaping ? "@escaping " : "") + $0.type.canonical }
            return "(" + inner.joined(separator: ", ") + ")" + (isAsync ? " async" : "")
                + (isThrowing ? " throws" : "") + " -> " + result.canonical
        }
    }

    /// True for a function type, also in parentheses: `(() -> Void)` is the same type as `() -> Void`,
    /// and as a parameter it is just as non-escaping unless marked `@escaping`.
    var isFunction: Bool {
        if case .function = unparenthesized { return true }
        return false
    }

    /// The type inside redundant parentheses: `((Int) -> Void)` is the function type `(Int) -> Void`.
    var unparenthesized: TypeSyntax {
        guard case .parenthesized(let elements) = self, elements.count == 1, let only = elements.first,
            only.label == nil
        else { return self }
        return only.type.unparenthesized
    }
}

/// Why a text is not a spec type, and where: `offset` counts Unicode scalars from the type's start
/// (it may equal the length, for "the type ends there").
struct TypeSyntaxError: Error, Equatable, Sendable {
    var message: String
    var offset: Int
}

/// Questions the generator asks about a (normalised) spec type.
public enum SwiftType {
    /// True when the type's top level is a function type: `(Int) -> Void` and `((Int) -> Void)` are,
    /// `((Int) -> Void)?` and `[() -> Void]` are not. False for text that is not a valid spec type.
    public static func isFunction(_ type: String) -> Bool {
        // Asked for every value the generated code declares: most types have no arrow to parse for.
        // (On bytes: `contains("->")` searched the string through Foundation, 1% of `generate`.)
        let arrow = zip(type.utf8, type.utf8.dropFirst()).contains {
            $0 == UInt8(ascii: "-") && $1 == UInt8(ascii: ">")
        }
        guard arrow, case .success(let syntax) = TypeSyntax.parse(type) else { return false }
        return syntax.isFunction
    }

    /// The type an optional wraps (`Int?`, `Optional<Int>` and `(Int)?`: `Int`); nil for any other type.
    public static func wrapped(_ type: String) -> String? {
        guard isOptional(type), case .success(let syntax) = TypeSyntax.parse(type) else { return nil }
        switch syntax.unparenthesized {
        case .optional(let wrapped): return wrapped.unparenthesized.canonical
        case .named(_, let arguments): return arguments.first?.unparenthesized.canonical
        default: return nil
        }
    }

    /// True for `Bool` (and `Swift.Bool`).
    public static func isBool(_ type: String) -> Bool {
        type == "Bool" || type == "Swift.Bool"
    }

    /// True when the type's top level is an optional: `Int?`, `((Int) -> Void)?`, `Optional<Int>`
    /// are; `() -> Int?` (a function returning an optional) is not.
    public static func isOptional(_ type: String) -> Bool {
        // Only a type with a `?` or a capital `O` (`Optional<…>`) can be one; the parse decides.
        let mayBeOptional = type.utf8.contains { $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "O") }
        guard mayBeOptional, case .success(let syntax) = TypeSyntax.parse(type) else { return false }
        switch syntax.unparenthesized {
        case .optional: return true
        case .named(let components, let arguments):
            return arguments.count == 1 && (components == ["Optional"] || components == ["Swift", "Optional"])
        default: return false
        }
    }
}
