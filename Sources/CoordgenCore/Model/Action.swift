/// One resolved action.
///
/// Its fields live in one immutable box that copies share: the rules read every action of the model
/// several times, and copying the fields themselves (a dozen strings and arrays to retain, and to
/// release again) was a twentieth of `validate`.
public struct Action: Encodable, Hashable, Sendable, CustomReflectable {
    /// The stored fields (Swift writes their initializer, `==` and `hash`).
    private struct Fields: Hashable, Sendable {
        let kind: ActionVerb
        let target: Target?
        let path: [Target]
        let value: Binding?
        let result: [Binding]?
        let location: SourceLocation
    }

    /// The box that copies of an action share.
    private final class Box: Sendable {
        let fields: Fields

        init(_ fields: Fields) {
            self.fields = fields
        }
    }

    private let box: Box
    private var fields: Fields { box.fields }

    public init(
        kind: ActionVerb, target: Target? = nil, path: [Target] = [], value: Binding? = nil, result: [Binding]? = nil,
        location: SourceLocation
    ) {
        box = Box(Fields(kind: kind, target: target, path: path, value: value, result: result, location: location))
    }

    public var kind: ActionVerb { fields.kind }
    /// For push, present and root: what the action shows (for a `root` path, its first screen).
    /// For pop to: the screen to go back to (with no arguments: it is already shown).
    public var target: Target? { fields.target }
    /// For a `root` path (`root A > B > C`): the screens after the first, in the order they are
    /// pushed; empty for every other action.
    public var path: [Target] { fields.path }
    /// For store and send: the field and where its value comes from (`name` is the field; for send,
    /// `type` is the value's own type). Read it as `store` or `send`.
    public var value: Binding? { fields.value }
    /// For finish: one binding per result parameter.
    public var result: [Binding]? { fields.result }
    /// Where the verb is written.
    public var location: SourceLocation { fields.location }

    /// The fields themselves, as `print`, `dump` and test failures show an action (not its box).
    public var customMirror: Mirror {
        Mirror(self, children: Mirror(reflecting: fields).children, displayStyle: .struct)
    }

    public static func == (left: Action, right: Action) -> Bool {
        left.box === right.box || left.fields == right.fields
    }

    public func hash(into hasher: inout Hasher) {
        fields.hash(into: &hasher)
    }

    private enum CodingKeys: String, CodingKey { case kind, target, path, store, send, tab, result }

    /// For store: the storage field and where its value comes from.
    public var store: Binding? { kind == .store ? value : nil }
    /// For send: the field the screen receives and where its value comes from.
    public var send: Binding? { kind == .send ? value : nil }
    /// For select tab: the flow of the tab it selects.
    public var tab: String? { kind == .selectTab ? target?.name : nil }

    /// The JSON dump leaves `path` out when it is empty, so a v1 model dumps as it did.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(kind, forKey: .kind)
        if kind == .selectTab {
            try container.encodeIfPresent(target?.name, forKey: .tab)
        } else {
            try container.encodeIfPresent(target, forKey: .target)
        }
        if !path.isEmpty { try container.encode(path, forKey: .path) }
        try container.encodeIfPresent(store, forKey: .store)
        try container.encodeIfPresent(send, forKey: .send)
        try container.encodeIfPresent(result, forKey: .result)
    }

    /// Ends the flow or runs its start again, so nothing may follow it.
    public var isTerminal: Bool { kind.isTerminal }

    /// `pop to X` and `send x to X`: the target is a screen already shown, under the sender.
    public var namesAShownScreen: Bool { kind == .popTo || kind == .send }
}
