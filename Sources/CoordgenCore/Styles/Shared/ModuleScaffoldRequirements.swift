/// What a scaffold (the same in every style) declares that the generated code calls: the event
/// properties of a view controller (`var onTap: ((…) -> Void)?`, or `weak var route: …?` with
/// `outputs: delegates`), its `receive(…)` methods (`send`), and the `make…` methods of a module
/// factory.
struct ModuleScaffoldRequirements: ScaffoldRequirements {
    func requirements(in text: String) -> [ScaffoldRequirement] {
        var result: [ScaffoldRequirement] = []
        // Lines are found on UTF-8 bytes, and only the few that declare something become Strings:
        // a large app has thousands of scaffolds to compare on every run.
        for bytes in text.utf8.split(separator: UInt8(ascii: "\n")) {
            let start = bytes.firstIndex { $0 != UInt8(ascii: " ") } ?? bytes.endIndex
            let content = bytes[start...]
            guard
                content.starts(with: "var ".utf8) || content.starts(with: "func make".utf8)
                    || content.starts(with: "func receive(".utf8) || content.starts(with: "weak var route".utf8)
            else { continue }
            let trimmed = String(decoding: content, as: UTF8.self)
            if trimmed.hasPrefix("weak var route:") {
                // `outputs: delegates`: a strong `route` would keep the coordinator alive.
                result.append(ScaffoldRequirement(key: "weak var route", declaration: trimmed))
            } else if trimmed.hasPrefix("var "), trimmed.hasSuffix("-> Void)?") {
                let name = trimmed.dropFirst(4).prefix { $0 != ":" }
                result.append(ScaffoldRequirement(key: "var " + name, declaration: trimmed))
            } else if trimmed.hasPrefix("func make"), let arrow = trimmed.range(of: " -> ") {
                // The name and parameters: the return type may be spelt several ways (`any`, parentheses).
                let signature = String(trimmed[..<arrow.lowerBound])
                result.append(ScaffoldRequirement(key: Self.key(signature), declaration: String(trimmed.dropLast(2))))
            } else if trimmed.hasPrefix("func receive("), let close = trimmed.firstIndex(of: ")") {
                // A declaration on one line (one wrapped at the line limit is not checked).
                let declaration = String(trimmed[...close])
                result.append(ScaffoldRequirement(key: Self.key(declaration), declaration: declaration))
            }
        }
        return result
    }

    /// A declaration without its spaces, so that it matches however the user spaced it.
    private static func key(_ declaration: String) -> String {
        declaration.replacingOccurrences(of: " ", with: "")
    }
}
