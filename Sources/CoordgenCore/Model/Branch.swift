/// One branch of an event or a child handler (spec format 1.1): the actions that run when its
/// condition holds. The branches of a group are checked exhaustive, in the order written.
public struct Branch: Encodable, Hashable, Sendable {
    public var condition: Condition
    public var actions: [Action]
    public var documentation: String?
    /// Where the branch's bullet text starts.
    public var location: SourceLocation

    private enum CodingKeys: String, CodingKey { case condition, actions, documentation }
}

/// `with NAME`, `without NAME`, ``when NAME is `.a` or `.b` ``, or `otherwise`.
public struct Condition: Encodable, Hashable, Sendable {
    public enum Kind: String, Encodable, Sendable {
        case with, without, cases, otherwise
    }

    public var kind: Kind
    /// Where `NAME` comes from, with its type; nil for `otherwise`.
    public var subject: Binding?
    /// The patterns of `when NAME is …`; empty for the other kinds.
    public var patterns: [Pattern]
    /// The condition's first word.
    public var location: SourceLocation

    private enum CodingKeys: String, CodingKey { case kind, subject, patterns }

    /// The condition as written: ``when method is `.pickup` ``.
    public var spelling: String { spelled { "`\($0)`" } }

    /// The condition without code marks, for graph labels: `when method is .pickup`.
    public var plainSpelling: String { spelled { $0 } }

    private func spelled(pattern: (String) -> String) -> String {
        let name = subject?.sourceName ?? ""
        switch kind {
        case .with: return "with \(name)"
        case .without: return "without \(name)"
        case .otherwise: return "otherwise"
        case .cases: return "when \(name) is " + patterns.map { pattern($0.spelling) }.joined(separator: " or ")
        }
    }
}

/// One pattern of `when NAME is …`: a `Bool` literal, or an enum case with the values it binds.
public struct Pattern: Encodable, Hashable, Sendable {
    /// `"true"` or `"false"`; nil for a case.
    public var literal: String?
    public var caseName: String?
    /// The payload values the pattern binds (`.paid(order: Order)`: `order: Order`), in scope first in
    /// its branch.
    public var bindings: [Value]
    public var location: SourceLocation

    private enum CodingKeys: String, CodingKey { case literal, caseName, bindings }

    /// `.paid(order: Order)`, `.pickup`, `true`.
    public var spelling: String {
        if let literal { return literal }
        let payload = bindings.map { "\($0.name): \($0.type)" }.joined(separator: ", ")
        return "." + (caseName ?? "") + (bindings.isEmpty ? "" : "(\(payload))")
    }
}

/// An event or a handler: one unconditional action list (`actions`), or branches.
public protocol BranchingActions {
    var actions: [Action] { get }
    var branches: [Branch] { get }
}

extension BranchingActions {
    /// The action lists it can run: its one list, or one per branch.
    public var actionLists: [[Action]] { branches.isEmpty ? [actions] : branches.map(\.actions) }

    /// Every action, in every branch.
    public var allActions: [Action] { branches.isEmpty ? actions : branches.flatMap(\.actions) }
}

extension Event: BranchingActions {}

extension Handler: BranchingActions {
    /// Each action list with where its bullet starts, for warnings about one list.
    var locatedActionLists: [(actions: [Action], location: SourceLocation)] {
        branches.isEmpty ? [(actions, location)] : branches.map { ($0.actions, $0.location) }
    }
}
