import Foundation

/// The files of a run for a build-tool plugin (`coordgen generate --plugin-output DIR`): the generated
/// files alone, named so that the plugin knows every name from the names of the spec files, before
/// anything is parsed, and the build system can plan the build.
///
/// Each Markdown file of the specs folder gives `<its name>.swift` (a file with only a comment for
/// Markdown that is not a flow spec), and the files that come from the whole spec set are
/// `coreFiles`, whatever the style (the core's optional parts, `NavigationCore+Alerts.swift` and the
/// like, and `DeepLink.swift`, are appended to the core's file).
public enum PluginOutput {
    /// The names of the files that come from the whole spec set: the style's core (`…Core.swift`) and
    /// its other file (the factory, or silver's service locator).
    public static let coreFiles = ["CoordgenCore.swift", "CoordgenFactory.swift"]

    /// `Flows/RecipesFlow.md` → `RecipesFlow.swift`.
    public static func fileName(forSpec path: String) -> String {
        ((path as NSString).lastPathComponent as NSString).deletingPathExtension + ".swift"
    }

    /// The generated files of `rendered` under their plugin names, and a placeholder for each Markdown
    /// file in `skipped`. Scaffolds are left out: they are the user's. An error, at the spec file,
    /// when two Markdown files would give the same name, or one the name of a core file.
    public static func files(
        _ rendered: [GeneratedFile], model: FlowModel, skipped: [String], diagnostics: inout Diagnostics
    ) -> [GeneratedFile] {
        var owners: [String: String] = [:]
        for name in coreFiles { owners[name] = "" }
        for path in (model.flows.map(\.path) + skipped).sorted() {
            let name = fileName(forSpec: path)
            if let first = owners[name] {
                let other =
                    first.isEmpty
                    ? "coordgen writes \(name) for the whole spec set"
                    : "\(first) gives \(name) too"
                diagnostics.error(
                    "the build-tool plugin names each generated file after its spec file, and \(other);"
                        + " rename this file", at: .file(path))
            } else {
                owners[name] = path
            }
        }
        guard !diagnostics.hasErrors else { return [] }
        let flowFiles = Dictionary(
            model.flows.map { ("\($0.name).swift", fileName(forSpec: $0.path)) },
            uniquingKeysWith: { first, _ in first })
        var result: [GeneratedFile] = []
        var wholeSet = Set<String>()
        // A style renders its whole-set files core first and the other one (the factory) last; what
        // comes between is written only when a spec set uses it (`NavigationCore+Tabs.swift`,
        // `DeepLink.swift`) and goes at the end of the core's file: the plugin declares its names
        // before any spec is read.
        let wholeSetFiles = rendered.filter { $0.kind == .generated && flowFiles[$0.path] == nil }
        let coreParts = wholeSetFiles.count > 2 ? Array(wholeSetFiles.dropFirst().dropLast()) : []
        for file in rendered where file.kind == .generated && !coreParts.contains(where: { $0.path == file.path }) {
            var renamed = file
            if let name = flowFiles[file.path] {
                renamed.path = name
            } else {
                // Every style writes its core (`NavigationCore.swift`, `SilverCore.swift`, …) and one other file.
                renamed.path = file.path.hasSuffix("Core.swift") ? coreFiles[0] : coreFiles[1]
                if renamed.path == coreFiles[0] {
                    renamed.contents += coreParts.map { "\n// MARK: - \($0.path)\n\n" + $0.contents }.joined()
                }
                guard wholeSet.insert(renamed.path).inserted else {
                    diagnostics.error(
                        "the style writes more whole-set files than the build-tool plugin has names for",
                        at: .file(file.path))
                    return []
                }
            }
            result.append(renamed)
        }
        for path in skipped {
            let text =
                SharedContextBuilder.header(source: path)
                + "\n// Not a flow spec (no '# NameFlow' heading): nothing to generate.\n"
            result.append(GeneratedFile(path: fileName(forSpec: path), contents: text, kind: .generated))
        }
        return result
    }
}
