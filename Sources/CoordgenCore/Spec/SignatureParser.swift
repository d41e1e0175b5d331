import Foundation

/// Reads the Swift-like pieces of a spec: `name(label: Type, …)` and `name: Type = default`.
///
/// Types are parsed by the small grammar of `TypeSyntax` and kept in its canonical spelling, so
/// they compare as text (`[String:String]` equals `[String: String]`).
enum SignatureParser {
    /// `name` or `name(label: Type, …)`: a screen heading or an event.
    static func parseSignature(_ text: LocatedText, what: String, diagnostics: inout Diagnostics)
        -> (name: Identifier, parameters: [ParameterSyntax])?
    {
        let text = text.trimmed()
        // Worded only for a message: a signature is parsed for every screen and event.
        var article: String { what.first.map { "aeiou".contains($0) } == true ? "an" : "a" }
        guard !text.isEmpty else {
            diagnostics.error("expected \(article) \(what) name", at: text.location)
            return nil
        }
        guard let open = text.firstIndex(of: "(") else {
            return (identifier(text), [])
        }
        let name = text[0..<open].trimmed()
        if name.isEmpty {
            diagnostics.error("expected \(article) \(what) name before '('", at: text.location)
            return nil
        }
        guard text.characters.last?.scalar == ")" else {
            diagnostics.error(
                "expected ')' at the end of '\(text.string)'", at: text.endLocation)
            return nil
        }
        let inner = text[(open + 1)..<(text.characters.count - 1)]
        guard inner.trimmed().isEmpty == false else { return (identifier(name), []) }
        var parameters: [ParameterSyntax] = []
        for part in inner.split(separator: ",") {
            guard let parameter = parseParameter(part, allowsDefault: false, diagnostics: &diagnostics) else {
                return nil
            }
            parameters.append(parameter)
        }
        return (identifier(name), parameters)
    }

    /// `name: Type` (or `name: Type = default` when `allowsDefault`).
    static func parseParameter(_ text: LocatedText, allowsDefault: Bool, diagnostics: inout Diagnostics)
        -> ParameterSyntax?
    {
        let text = text.trimmed()
        guard let colon = text.firstIndex(of: ":", topLevel: true) else {
            // `item Item` is most likely a forgotten colon; a single word a forgotten type.
            let words = text.words().map(\.string)
            let hint =
                words.count == 2
                ? " (write '\(words[0]): \(words[1])')"
                : words.count == 1 ? " (write '\(words[0]): Type')" : ""
            diagnostics.error("expected 'name: Type'\(hint)", at: text.location)
            return nil
        }
        let name = text[0..<colon].trimmed()
        var typeText = text[(colon + 1)..<text.characters.count]
        var defaultValue: String?
        if let equals = typeText.firstIndex(of: "=", topLevel: true) {
            let value = typeText[(equals + 1)..<typeText.characters.count].trimmed()
            guard allowsDefault else {
                diagnostics.error("a default value is only allowed for storage fields", at: value.location)
                return nil
            }
            guard !value.isEmpty else {
                diagnostics.error("expected a default value after '='", at: value.location)
                return nil
            }
            defaultValue = value.string
            typeText = typeText[0..<equals]
        }
        let type = typeText.trimmed()
        guard !name.isEmpty else {
            diagnostics.error("expected a name before ':'", at: text.location)
            return nil
        }
        guard !type.isEmpty else {
            diagnostics.error("expected a type after '\(name.string):'", at: type.location)
            return nil
        }
        let syntax: TypeSyntax
        switch TypeSyntax.parse(type.string) {
        case .success(let parsed):
            syntax = parsed
        case .failure(let problem):
            diagnostics.error(
                "'\(type.string)' is not a valid Swift type: \(problem.message)",
                at: location(in: type, offset: problem.offset))
            return nil
        }
        return ParameterSyntax(
            name: identifier(name), type: syntax.canonical, typeLocation: type.location,
            defaultValue: defaultValue, documentation: nil)
    }

    static func identifier(_ text: LocatedText) -> Identifier {
        Identifier(text.string, at: text.location)
    }

    /// Where the character at `offset` (in Unicode scalars) of `text` was written; just past its
    /// end for an offset at the end.
    static func location(in text: LocatedText, offset: Int) -> SourceLocation {
        offset < text.characters.count ? text.location(at: max(0, offset)) : text.endLocation
    }

    /// A canonical spelling so that types written with different spacing compare equal:
    /// `[String:String]` and `[String: String]` both become `[String: String]`; a leading
    /// `@escaping` is dropped. Text that is not a valid type is returned trimmed.
    static func normalizedType(_ type: String) -> String {
        switch TypeSyntax.parse(type) {
        case .success(let syntax): syntax.canonical
        case .failure: type.trimmingCharacters(in: .whitespacesAndNewlines)
        }
    }

    /// Why `type` cannot be a Swift type in a spec, or `nil` when it is one.
    static func typeProblem(_ type: String) -> String? {
        switch TypeSyntax.parse(type) {
        case .success: nil
        case .failure(let problem): problem.message
        }
    }
}
