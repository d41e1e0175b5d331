import Foundation

/// Reads the Swift-like pieces of a spec: `name(label: Type, …)` and `name: Type = default`.
///
/// Types are not parsed as Swift; they are checked for balanced brackets and plausible
/// characters, and compared as normalised text (`[String:String]` equals `[String: String]`).
enum SignatureParser {
    /// `name` or `name(label: Type, …)`: a screen heading or an event.
    static func parseSignature(_ text: LocatedText, what: String, diagnostics: inout Diagnostics)
        -> (name: Identifier, parameters: [ParameterSyntax])?
    {
        let text = text.trimmed()
        let article = what.first.map { "aeiou".contains($0) } == true ? "an" : "a"
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
                words.count == 2 ? " (write '\(words[0]): \(words[1])')"
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
        if let problem = typeProblem(type.string) {
            diagnostics.error("'\(type.string)' is not a valid Swift type: \(problem)", at: type.location)
            return nil
        }
        return ParameterSyntax(
            name: identifier(name), type: normalizedType(type.string), typeLocation: type.location,
            defaultValue: defaultValue, documentation: nil)
    }

    static func identifier(_ text: LocatedText) -> Identifier {
        Identifier(text.string, at: text.location)
    }

    /// A canonical spelling so that types written with different spacing compare equal:
    /// `[String:String]` and `[String: String]` both become `[String: String]`.
    static func normalizedType(_ type: String) -> String {
        func isWordCharacter(_ character: Character?) -> Bool {
            guard let character else { return false }
            return character.isLetter || character.isNumber || character == "_"
        }
        let characters = Array(type)
        var result = ""
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if character.isWhitespace {
                // Keep one space only between two words (`any Service`, `inout Int`).
                var next = index
                while next < characters.count, characters[next].isWhitespace { next += 1 }
                if isWordCharacter(result.last), next < characters.count, isWordCharacter(characters[next]) {
                    result.append(" ")
                }
                index = next
                continue
            }
            if character == "-", index + 1 < characters.count, characters[index + 1] == ">" {
                result += " -> "
                index += 2
                continue
            }
            switch character {
            case ":", ",": result += "\(character) "
            case "&": result += " & "
            default: result.append(character)
            }
            index += 1
        }
        return result.replacingOccurrences(of: "  ", with: " ").trimmingCharacters(in: .whitespaces)
    }

    /// Why `type` cannot be a Swift type, or `nil` when it looks like one.
    static func typeProblem(_ type: String) -> String? {
        var stack: [Character] = []
        let pairs: [Character: Character] = [")": "(", "]": "[", ">": "<"]
        var previous: Character = " "
        for character in type {
            switch character {
            case "(", "[", "<": stack.append(character)
            case ")", "]":
                guard stack.popLast() == pairs[character] else { return "unbalanced '\(character)'" }
            case ">":
                if previous == "-" { break }
                guard stack.popLast() == pairs[character] else { return "unbalanced '>'" }
            case "?", "!", ".", ":", ",", " ", "&", "-", "_", "@": break
            default:
                if !(character.isLetter || character.isNumber) {
                    return "unexpected character '\(character)'"
                }
            }
            previous = character
        }
        if let open = stack.last { return "unclosed '\(open)'" }
        if let first = type.first, !(first.isLetter || first == "_" || first == "(" || first == "[" || first == "@") {
            return "a type starts with a name, '(' or '['"
        }
        return nil
    }
}
