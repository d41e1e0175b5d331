/// What a run would do to each file, decided before anything is written.
public struct OutputPlan: Sendable {
    public enum Action: String, Sendable, CaseIterable {
        case create, update, unchanged, remove
        /// A scaffold that exists: it belongs to the user and is left as it is.
        case keep
    }

    public struct Change: Sendable {
        public var action: Action
        /// The path as shown to the user (output or scaffold folder joined with the relative path).
        public var path: String
        public var kind: GeneratedFile.Kind
        /// The new contents, for create and update.
        public var contents: String?
    }

    /// A file coordgen keeps for itself (the scaffold manifest), written after the changes.
    public struct Record: Sendable {
        public var path: String
        public var contents: String
    }

    public var changes: [Change]
    /// Problems found while planning (for example scaffolds that no longer match their protocols).
    public var diagnostics: Diagnostics
    /// The scaffold manifest to write, when it changes.
    public var bookkeeping: Record?
    /// Every file with an owned extension found in the output and scaffold folders while planning,
    /// for the run manifest; nil for a plan that did not look at the disk.
    var listedFiles: Set<String>?

    public init(changes: [Change], diagnostics: Diagnostics, bookkeeping: Record? = nil) {
        self.changes = changes
        self.diagnostics = diagnostics
        self.bookkeeping = bookkeeping
    }

    public func count(_ action: Action) -> Int {
        changes.count { $0.action == action }
    }

    /// Generated files that are missing, out of date or no longer produced: what `--check` reports.
    public var outOfDate: [Change] {
        changes.filter { $0.kind == .generated && $0.action != .unchanged && $0.action != .keep }
    }

    /// `3 created, 1 updated, 10 unchanged, 0 removed, 12 kept (yours)`
    public var summary: String {
        "\(count(.create)) created, \(count(.update)) updated, \(count(.unchanged)) unchanged, "
            + "\(count(.remove)) removed, \(count(.keep)) kept (yours)"
    }
}
