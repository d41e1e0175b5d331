/// The verbs of the action vocabulary: the one place that knows how each is spelled in specs,
/// described in the docs and drawn in the graphs.
///
/// Every stage switches over this enum without `default:`, so a new verb is a compile error
/// wherever it needs a decision instead of silently behaving like another verb. The cases are
/// in the order the spec format lists them, which is also the order of messages and of the docs.
/// The raw value is what `coordgen dump-model` prints.
public enum ActionVerb: String, CaseIterable, Encodable, Hashable, Sendable {
    case push, present, root, pop, popToRoot, popTo, dismiss, store, send, selectTab, finish, cancel, restart

    /// How the verb is written in a spec: `push`, `pop to root`.
    public var spelling: String {
        switch self {
        case .popToRoot: "pop to root"
        case .popTo: "pop to"
        case .selectTab: "select tab"
        case .push, .present, .root, .pop, .dismiss, .store, .send, .finish, .cancel, .restart: rawValue
        }
    }

    /// Whether the verb names a screen or flow to show (`push Name`). `pop to Name` and `send x to
    /// Name` name a screen that is already shown.
    public var showsTarget: Bool {
        switch self {
        case .push, .present, .root: true
        case .pop, .popToRoot, .popTo, .dismiss, .store, .send, .selectTab, .finish, .cancel, .restart: false
        }
    }

    /// Ends the flow or runs its start again, so nothing may follow it in an action list.
    public var isTerminal: Bool {
        switch self {
        case .finish, .cancel, .restart: true
        case .push, .present, .root, .pop, .popToRoot, .popTo, .dismiss, .store, .send, .selectTab: false
        }
    }

    /// Every action a spec may write, as the unknown-action message lists them (spec format 1.1, section 9).
    public static let listedSpellings: [String] = allCases.map(\.spelling)

    /// Changes the navigation stack, which a presented screen (alone in its sheet) does not have.
    public var changesTheStack: Bool {
        switch self {
        case .push, .root, .pop, .popToRoot, .popTo: true
        case .present, .dismiss, .store, .send, .selectTab, .finish, .cancel, .restart: false
        }
    }

    /// The verb's phrase in the docs' sentences, before its target or values:
    /// `pushes` (ItemDetail), `finishes the flow` (with …).
    public var sentence: String {
        switch self {
        case .push: "pushes"
        case .present: "presents"
        case .root: "replaces the stack with"
        case .pop: "goes back one screen"
        case .popToRoot: "goes back to the first screen"
        case .popTo: "goes back to"
        case .dismiss: "dismisses what is presented"
        case .store: "stores"
        case .send: "sends"
        case .selectTab: "selects tab"
        case .finish: "finishes the flow"
        case .cancel: "cancels the flow"
        case .restart: "starts the flow again"
        }
    }

    /// How the docs say a screen or flow was shown by this verb: `pushed`, `as the root`.
    public var passive: String {
        switch self {
        case .push: "pushed"
        case .present: "presented"
        case .root: "as the root"
        case .pop: "popped"
        case .popToRoot: "popped to the root"
        case .popTo: "popped to"
        case .dismiss: "dismissed"
        case .store: "stored"
        case .send: "sent"
        case .selectTab: "selected"
        case .finish: "finished"
        case .cancel: "cancelled"
        case .restart: "restarted"
        }
    }

    /// How the graphs draw an edge; each writer (DOT, Mermaid) turns a style into its own syntax.
    public enum EdgeStyle: Sendable {
        /// A plain arrow: push, and a flow's start.
        case forward
        /// Dashed, like a sheet: present.
        case sheet
        /// Heavy: root replaces the whole stack.
        case replacement
        case finish
        case cancel
        /// Dotted, back to the entry, with no pull on the layout: restart.
        case loop
        /// Dashed with an open arrowhead and no pull on the layout: pop, pop to root, pop to, dismiss,
        /// send (a value handed back to a screen below) and select tab (to a stack beside this one).
        case back
        /// Dotted, from a link's pattern to where it opens (no verb draws it).
        case link
    }

    /// The edge the verb draws in a flow's graph; `nil` for a verb that changes no screen (`store`).
    public var edgeStyle: EdgeStyle? {
        switch self {
        case .push: .forward
        case .present: .sheet
        case .root: .replacement
        case .finish: .finish
        case .cancel: .cancel
        case .restart: .loop
        case .pop, .popToRoot, .popTo, .dismiss, .send, .selectTab: .back
        case .store: nil
        }
    }

    /// The verb a spec's first word of an action names (`pop` for `pop` and `pop to root`).
    static func firstWord(_ word: String) -> ActionVerb? {
        // A dozen short words compared in turn: cheaper than hashing the word (every action of a spec).
        verbsByFirstWord.first { $0.word == word }?.verb
    }

    /// Each verb by the first word of its spelling, in case order: the first wins (`pop`, not `pop to root`).
    private static let verbsByFirstWord: [(word: String, verb: ActionVerb)] = allCases.map {
        (String($0.spelling.prefix { $0 != " " }), $0)
    }
}
