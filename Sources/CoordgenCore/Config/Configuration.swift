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

    public init() {}

    /// The keys `coordgen.yml` understands, in the order `coordgen new` writes them.
    public static let keys = ["specs", "output", "scaffold", "docs", "access", "templates"]
}
