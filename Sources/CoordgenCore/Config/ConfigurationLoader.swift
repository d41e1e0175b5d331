import Yams

/// Reads `coordgen.yml` strictly: unknown keys, wrong types and bad values are errors at their line.
public struct ConfigurationLoader {
    public static let fileName = "coordgen.yml"

    public init() {}

    /// The configuration in `text`, read from `path` (for messages). Starts from the defaults.
    public func load(_ text: String, path: String, diagnostics: inout Diagnostics) -> Configuration {
        var configuration = Configuration()
        let root: Node?
        do {
            root = try Yams.compose(yaml: text)
        } catch let error as YamlError {
            diagnostics.error(Self.message(for: error, path: path), at: Self.location(of: error, path: path))
            return configuration
        } catch {
            diagnostics.error("invalid YAML: \(error)", at: SourceLocation(file: path, line: 1, column: 1))
            return configuration
        }
        // An empty file (or one with only comments or `---`) means all defaults.
        guard let root, !(root.scalar != nil && root.tag.description == Tag.Name.null.rawValue) else {
            return configuration
        }
        guard let mapping = root.mapping else {
            diagnostics.error(
                "expected 'key: value' lines (\(Configuration.keys.joined(separator: ", ")))",
                at: location(root.mark, path: path))
            return configuration
        }
        var seen = Set<String>()
        for (keyNode, valueNode) in mapping {
            let key = keyNode.scalar?.string ?? ""
            let keyLocation = location(keyNode.mark, path: path)
            guard Configuration.keys.contains(key) else {
                diagnostics.error(
                    "unknown key '\(key)'\(NameSuggestion.hint(for: key, in: Configuration.keys)); keys are"
                        + " \(Configuration.keys.joined(separator: ", "))", at: keyLocation)
                continue
            }
            guard seen.insert(key).inserted else {
                diagnostics.error("key '\(key)' is set twice", at: keyLocation)
                continue
            }
            guard let scalar = valueNode.scalar, valueNode.tag.description != Tag.Name.null.rawValue else {
                diagnostics.error(
                    "'\(key)' expects a text value, like '\(key): \(Self.example(key))'",
                    at: location(valueNode.mark, path: path))
                continue
            }
            // `specs: ""` would otherwise mean the current folder (every Markdown file below it).
            guard !scalar.string.isEmpty else {
                diagnostics.error(
                    "'\(key)' cannot be empty; write a value, like '\(key): \(Self.example(key))'",
                    at: location(valueNode.mark, path: path))
                continue
            }
            let value = scalar.string
            switch key {
            case "specs": configuration.specs = value
            case "output": configuration.output = value
            case "scaffold": configuration.scaffold = value
            case "docs": configuration.docs = value
            case "templates": configuration.templates = value
            case "access":
                guard let level = Configuration.AccessLevel(rawValue: value) else {
                    diagnostics.error(
                        "'access' is 'internal' or 'public', not '\(value)'", at: location(valueNode.mark, path: path))
                    continue
                }
                configuration.access = level
            case "style":
                guard OutputStyles.named(value) != nil else {
                    let known = OutputStyles.all.map(\.name)
                    diagnostics.error(
                        "unknown style '\(value)'\(NameSuggestion.hint(for: value, in: known)); styles are"
                            + " \(OutputStyles.names)", at: location(valueNode.mark, path: path))
                    continue
                }
                configuration.style = value
            case let key where CoordinatorOptions.keys.contains(key):
                guard configuration.coordinator.set(key, to: value) else {
                    let allowed = CoordinatorOptions.allowedValues(of: key) ?? []
                    diagnostics.error(
                        "unknown \(key) value '\(value)'\(NameSuggestion.hint(for: value, in: allowed)); '\(key)' is"
                            + " \(allowed.joined(separator: ", "))", at: location(valueNode.mark, path: path))
                    continue
                }
            default: break
            }
        }
        return configuration
    }

    private func location(_ mark: Mark?, path: String) -> SourceLocation {
        SourceLocation(file: path, line: mark?.line ?? 1, column: mark?.column ?? 1)
    }

    private static func example(_ key: String) -> String {
        switch key {
        case "specs": "Flows"
        case "output": "Generated"
        case "scaffold": "Navigation"
        case "docs": "docs/flows"
        case "access": "public"
        case "style": OutputStyles.defaultName
        case let key where CoordinatorOptions.keys.contains(key): CoordinatorOptions.allowedValues(of: key)?.last ?? ""
        default: "Templates"
        }
    }

    private static func location(of error: YamlError, path: String) -> SourceLocation {
        switch error {
        case .scanner(_, _, let mark, _), .parser(_, _, let mark, _), .composer(_, _, let mark, _):
            return SourceLocation(file: path, line: mark.line, column: mark.column)
        default:
            return SourceLocation(file: path, line: 1, column: 1)
        }
    }

    /// The message for a YAML error: libyaml's problem, or for a second document what to do about it.
    private static func message(for error: YamlError, path: String) -> String {
        // libyaml's words for a stream of more than one document (the location is the second one's start).
        if case .composer(_, let problem, _, _) = error, problem == "but found another document" {
            let name = path.split(separator: "/").last.map(String.init) ?? fileName
            return "\(name) holds one YAML document; remove the '---' and what follows"
        }
        return "invalid YAML: \(describe(error))"
    }

    private static func describe(_ error: YamlError) -> String {
        switch error {
        case .scanner(_, let problem, _, _), .parser(_, let problem, _, _), .composer(_, let problem, _, _):
            return problem
        default:
            return "\(error)".split(separator: "\n").first.map(String.init) ?? "unreadable"
        }
    }
}
