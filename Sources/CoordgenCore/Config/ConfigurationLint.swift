import Foundation
import Yams

/// `coordgen config init` and `coordgen config lint`: a commented `coordgen.yml` with every key and its
/// default, and the checks that reading one does not make (folders, options that do not fit the style).
public enum ConfigurationLint {
    /// What each key is for, in the order of `Configuration.keys`.
    static let explanations: [String: String] = [
        "specs": "The folder of flow specs (*.md).",
        "output": "Where generated Swift goes; coordgen rewrites it on every run.",
        "scaffold": "Where scaffolds go: written once, then yours to edit.",
        "docs": "Where 'coordgen docs' writes the HTML site.",
        "access": "Access level of generated declarations: internal or public.",
        "templates": "A folder of templates that replace built-in ones of the same path (none by default).",
        "style": "The output style: \(OutputStyles.names).",
        "children": "Style coordinator only: how coordinators keep child flows (base-class or composition).",
        "outputs": "Style coordinator only: how screens and flows report (closures or delegates).",
    ]

    /// The text of `coordgen config init`: every key with its default and a comment; `templates` (which has
    /// no default) and the options of the coordinator style are commented out.
    public static func starterConfiguration() -> String {
        let defaults = Configuration()
        var text = """
            # coordgen settings. Paths are relative to this file's folder; command-line flags override them.
            # Check this file with 'coordgen config lint'. See docs/generate.md, "Configuration".

            """
        for key in Configuration.keys {
            let value: String?
            switch key {
            case "specs": value = defaults.specs
            case "output": value = defaults.output
            case "scaffold": value = defaults.scaffold
            case "docs": value = defaults.docs
            case "access": value = defaults.access.rawValue
            case "style": value = defaults.style
            default: value = nil
            }
            text += "\n# \(explanations[key] ?? key)\n"
            if let value {
                text += "\(key): \(value)\n"
            } else if key == "templates" {
                text += "# templates: Templates\n"
            } else {
                text += "# \(key): \(defaults.coordinator.value(of: key) ?? "")\n"
            }
        }
        return text
    }

    /// The problems of the configuration `text` read from `path`: those of `ConfigurationLoader` (unknown
    /// keys, wrong types, bad values), then folders that do not exist (`specs`, `templates`) or are files
    /// (`output`, `scaffold`, `docs`), and options of the coordinator style set with another style, each at
    /// its line. Folders are looked up from the current folder, which is the configuration file's.
    public static func lint(_ text: String, path: String) -> Diagnostics {
        var diagnostics = Diagnostics()
        let configuration = ConfigurationLoader().load(text, path: path, diagnostics: &diagnostics)
        let entries = Self.entries(in: text)
        // A key whose line already has a problem keeps its default, which is not what the file says.
        let flagged = Set(diagnostics.all.compactMap { $0.location?.line })
        let located = { (key: String) -> SourceLocation? in
            entries[key].flatMap {
                flagged.contains($0.line) ? nil : SourceLocation(file: path, line: $0.line, column: $0.column)
            }
        }
        let manager = FileManager.default
        for key in ["specs", "templates"] {
            guard let location = located(key),
                let folder = key == "specs" ? configuration.specs : configuration.templates
            else { continue }
            var isDirectory: ObjCBool = false
            if !manager.fileExists(atPath: folder, isDirectory: &isDirectory) {
                diagnostics.error("'\(key)' names a folder that does not exist: \(folder)", at: location)
            } else if !isDirectory.boolValue {
                diagnostics.error("'\(key)' names a file, not a folder: \(folder)", at: location)
            }
        }
        for (key, folder) in [
            ("output", configuration.output), ("scaffold", configuration.scaffold), ("docs", configuration.docs),
        ] {
            var isDirectory: ObjCBool = false
            if let location = located(key), manager.fileExists(atPath: folder, isDirectory: &isDirectory),
                !isDirectory.boolValue
            {
                diagnostics.error("'\(key)' names a file, not a folder: \(folder)", at: location)
            }
        }
        if configuration.style != OutputStyles.defaultName {
            for key in CoordinatorOptions.keys {
                guard let location = located(key) else { continue }
                diagnostics.warning(
                    "'\(key)' is an option of style \(OutputStyles.defaultName); style \(configuration.style)"
                        + " ignores it; remove it, or set 'style: \(OutputStyles.defaultName)'", at: location)
            }
        }
        return diagnostics
    }

    /// The line and column of each top-level key's value (of its key when there is no value).
    private static func entries(in text: String) -> [String: (line: Int, column: Int)] {
        guard let root = (try? Yams.compose(yaml: text)) ?? nil, let mapping = root.mapping else { return [:] }
        var result: [String: (line: Int, column: Int)] = [:]
        for (key, value) in mapping {
            guard let name = key.scalar?.string, result[name] == nil else { continue }
            let mark = value.mark ?? key.mark
            result[name] = (mark?.line ?? 1, mark?.column ?? 1)
        }
        return result
    }
}
