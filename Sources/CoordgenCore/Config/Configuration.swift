/// The settings of a run: from `coordgen.yml`, then overridden by command-line flags.
public struct Configuration: Equatable, Sendable {
    public enum AccessLevel: String, Sendable, CaseIterable {
        case `internal`, `public`
    }

    public var specs = "Flows"
    public var output = "Generated"
    public var scaffold = "Navigation"
    public var docs = "docs/flows"
    public var access = AccessLevel.internal
    /// A folder whose templates replace the built-in ones of the same name.
    public var templates: String?
    /// The name of the output style (`OutputStyles.all`); the loader and `--style` accept only those.
    public var style = OutputStyles.defaultName
    /// The options of the `coordinator` style (`children:`); the style reads them when it renders.
    public var coordinator = CoordinatorOptions()

    public init() {}

    /// `./Flows/` → `Flows`: one spelling per folder, since the specs path is written into every
    /// generated file's header (a different spelling would make `--check` report every file).
    public static func normalizedPath(_ path: String) -> String {
        var parts = path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        parts.removeAll { $0 == "." }
        let joined = parts.joined(separator: "/")
        if path.hasPrefix("/") { return "/" + joined }
        return joined.isEmpty ? "." : joined
    }

    /// Every stored setting by name (the coordinator options as `coordinator.children`, …), nil when
    /// unset: what the run manifest's digest of the settings covers. Spelt out, not reflected
    /// (`String(reflecting:)` looked up each property type's protocols, a millisecond of every run);
    /// `RunManifestTests` checks that it names every stored property.
    var namedSettings: [(name: String, value: String?)] {
        [
            ("specs", specs), ("output", output), ("scaffold", scaffold), ("docs", docs), ("access", access.rawValue),
            ("templates", templates), ("style", style), ("coordinator.children", coordinator.children.rawValue),
            ("coordinator.outputs", coordinator.outputs.rawValue),
        ]
    }

    /// The keys `coordgen.yml` understands, in the order `coordgen new` writes them.
    public static let keys =
        ["specs", "output", "scaffold", "docs", "access", "templates", "style"]
        + CoordinatorOptions.keys

    /// The style `style` names. The loader and `--style` reject any other name with a located
    /// error, so the default is reached only by a `Configuration` built in code with a bad name.
    public var outputStyle: any OutputStyle {
        let named = OutputStyles.named(style) ?? OutputStyles.defaultStyle
        // The coordinator style's rules and docs depend on its options.
        guard var coordinatorStyle = named as? CoordinatorStyle else { return named }
        coordinatorStyle.options = coordinator
        return coordinatorStyle
    }
}
