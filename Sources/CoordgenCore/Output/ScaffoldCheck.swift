/// Tells the user when a scaffold they own no longer matches what the specs require.
///
/// The check is textual (the compiler has the last word): every requirement that the new
/// scaffold declares should appear in the user's file. What counts as a requirement is the
/// style's business (`OutputStyle.scaffoldRequirements`).
enum ScaffoldCheck {
    static func compare(
        existing: String, with file: GeneratedFile, at path: String, rules: any ScaffoldRequirements,
        diagnostics: inout Diagnostics
    ) {
        let required = rules.requirements(in: file.contents)
        let present = Set(rules.requirements(in: existing).map(\.key))
        for requirement in required where !present.contains(requirement.key) {
            diagnostics.warning(
                "this file no longer meets its protocol: it lacks '\(requirement.declaration)' (from the specs);"
                    + " add it, or delete the file to have coordgen write it again", at: .file(path))
        }
    }
}

/// Finds, in a scaffold's text, the declarations the generated code relies on.
public protocol ScaffoldRequirements: Sendable {
    func requirements(in text: String) -> [ScaffoldRequirement]
}

public struct ScaffoldRequirement: Sendable {
    /// `var onTap` or `func makeItemList(item:Item)`: what must match.
    public var key: String
    /// The declaration as the new scaffold writes it, for the message.
    public var declaration: String

    public init(key: String, declaration: String) {
        self.key = key
        self.declaration = declaration
    }
}
