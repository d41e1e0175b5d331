/// Tells the user when a scaffold they own no longer matches what the specs require.
///
/// The check is textual (the compiler has the last word): every event property and factory
/// method that the new scaffold declares should appear in the user's file.
enum ScaffoldCheck {
    static func compare(existing: String, with file: GeneratedFile, at path: String, diagnostics: inout Diagnostics) {
        let required = requirements(in: file.contents)
        let present = Set(requirements(in: existing).map(\.key))
        for requirement in required where !present.contains(requirement.key) {
            diagnostics.warning(
                "this file no longer meets its protocol: it lacks '\(requirement.declaration)' (from the specs);"
                    + " add it, or delete the file to have coordgen write it again", at: .file(path))
        }
    }

    private struct Requirement {
        /// `var onTap` or `func makeItemList(item: Item)`: what must match.
        var key: String
        var declaration: String
    }

    /// The event properties (`var name: ((…) -> Void)?`) and factory methods (`func make…(…)`) of a scaffold.
    private static func requirements(in text: String) -> [Requirement] {
        var result: [Requirement] = []
        // Lines are found on UTF-8 bytes, and only the few that declare something become Strings:
        // a large app has thousands of scaffolds to compare on every run.
        for bytes in text.utf8.split(separator: UInt8(ascii: "\n")) {
            let start = bytes.firstIndex { $0 != UInt8(ascii: " ") } ?? bytes.endIndex
            let content = bytes[start...]
            guard content.starts(with: "var ".utf8) || content.starts(with: "func make".utf8) else { continue }
            let trimmed = String(decoding: content, as: UTF8.self)
            if trimmed.hasPrefix("var "), trimmed.hasSuffix("-> Void)?") {
                let name = trimmed.dropFirst(4).prefix { $0 != ":" }
                result.append(Requirement(key: "var " + name, declaration: trimmed))
            } else if trimmed.hasPrefix("func make"), let arrow = trimmed.range(of: " -> ") {
                let signature = String(trimmed[..<arrow.lowerBound]).replacingOccurrences(of: " ", with: "")
                result.append(Requirement(key: signature, declaration: String(trimmed.dropLast(2))))
            }
        }
        return result
    }
}
