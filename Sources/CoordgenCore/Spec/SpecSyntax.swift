/// The syntax of one flow spec, as written, with a source location on every element.
///
/// Nothing here is resolved: names are plain strings. `ModelBuilder` turns a set of these
/// into the flow model.
public struct FlowSpec: Sendable {
    public var path: String
    public var name: Identifier
    /// The description paragraphs, as CommonMark source.
    public var description: String
    public var start: StartSetting?
    public var inputs: [ParameterSyntax] = []
    public var result: [ParameterSyntax] = []
    public var storage: [ParameterSyntax] = []
    public var dependencies: [ParameterSyntax] = []
    public var screens: [ScreenSpec] = []
    public var childFlows: [ChildFlowSpec] = []
    /// Where `input:` / `result:` were written, for diagnostics about the setting as a whole.
    public var inputLocation: SourceLocation?
    public var resultLocation: SourceLocation?
    /// Where `## Screens` was written, if it was.
    public var screensSectionLocation: SourceLocation?
    /// The `## Tabs` entries (spec format 1.1), in tab order.
    public var tabs: [TabSpec] = []
    /// Where `## Tabs` was written, if it was: the flow's start is its tabs.
    public var tabsSectionLocation: SourceLocation?
    public var hasTabs: Bool { tabsSectionLocation != nil }
    /// The `## Links` entries (spec format 1.1), in spec order.
    public var links: [LinkSpec] = []
    /// Where `## Links` was written, if it was.
    public var linksSectionLocation: SourceLocation?
}

/// `` `/orders/:orderID` → Profile > Orders > OrderDetail `` under `## Links` (spec format 1.1).
public struct LinkSpec: Sendable {
    /// One `/`-separated part of the pattern: a literal, or a `:name` parameter.
    public enum Segment: Sendable, Equatable {
        case literal(String)
        case parameter(Identifier)
    }

    /// The pattern as written (`/orders/:orderID`).
    public var pattern: String
    public var segments: [Segment]
    /// The stack the link builds: screens of this flow and child flows, then their screens.
    public var path: [Identifier]
    public var documentation: String?
    /// Where the pattern's code starts.
    public var location: SourceLocation
}

/// `### XFlow` under `## Tabs`, with its settings (spec format 1.1).
public struct TabSpec: Sendable {
    public var name: Identifier
    public var description = ""
    public var title: String?
    public var image: TabImage?
    public var selectedImage: TabImage?
    public var load: TabLoad?
    /// Where each setting's key is first written, by key: a key is set once.
    public var settingLocations: [String: SourceLocation] = [:]
}

/// A tab's image: an SF Symbol (`` `house` ``) or an image of the asset catalog (`` asset `Home` ``).
public struct TabImage: Encodable, Hashable, Sendable {
    public enum Source: String, Encodable, Sendable { case symbol, asset }

    public var name: String
    public var source: Source
}

/// When a tab's flow starts: the first time its tab is about to be selected, or with the tabs flow.
public enum TabLoad: String, Encodable, Sendable {
    case lazy, eager
}

/// A name with the place it was written.
public struct Identifier: Hashable, Sendable, CustomStringConvertible {
    public var name: String
    public var location: SourceLocation

    public init(_ name: String, at location: SourceLocation) {
        self.name = name
        self.location = location
    }

    public var description: String { name }
}

/// `start: Name` or `start: one of A, B, C`.
public struct StartSetting: Sendable {
    public var targets: [Identifier]
    public var isOneOf: Bool
    public var location: SourceLocation
}

/// `name: Type` or `name: Type = default`, with optional prose after ` — `.
public struct ParameterSyntax: Sendable {
    public var name: Identifier
    public var type: String
    public var typeLocation: SourceLocation
    public var defaultValue: String?
    public var documentation: String?
}

/// `### Name` or `### Name(input: Type, …)` under `## Screens`.
public struct ScreenSpec: Sendable {
    public var name: Identifier
    public var inputs: [ParameterSyntax]
    /// Paragraphs under the heading, as CommonMark source.
    public var description: String
    public var events: [EventSpec]
    /// `kind: external` (spec format 1.1); nil for a module.
    public var kind: ScreenKind?
    /// `tab bar: hidden` (spec format 1.1).
    public var hidesTabBar = false
    /// Where each setting's key is first written, by `ScreenSettingKey` raw value, whether or not its
    /// value was valid: a key is set once.
    public var settingLocations: [String: SourceLocation] = [:]
}

/// The keys of screen settings (spec format 1.1), spelled as in specs.
public enum ScreenSettingKey: String, CaseIterable, Sendable {
    case kind
    case tabBar = "tab bar"
}

/// `` `eventName(label: Type)` → actions — prose ``.
public struct EventSpec: Sendable {
    public var name: Identifier
    public var parameters: [ParameterSyntax]
    public var actions: [ActionSyntax]
    public var documentation: String?
    /// The branch condition between the code span and the arrow (spec format 1.1), if any.
    public var condition: ConditionSyntax?
    /// The code span wrote a parameter list (`onNext(method: M)`, not just `onNext`): a branch after the
    /// first may repeat the name alone.
    public var writesParameters = false
    /// Where the bullet's text starts (its code span).
    public var location: SourceLocation
    /// Text stands between the code span and the arrow: a condition, well written or not.
    public var writesCondition = false
    /// The condition or the actions have an error (reported): the bullet counts only as one of its
    /// event's branches, so that they are not judged without it.
    public var isBroken = false
}

/// A branch condition (spec format 1.1), as written: `with x`, `without x`, ``when x is `.a` or `.b` ``,
/// `otherwise`. A class: most bullets have none, and an inline one made every event's syntax, copied
/// through parsing, a fifth larger.
public final class ConditionSyntax: Sendable {
    public enum Kind: String, Sendable { case with, without, cases, otherwise }

    public let kind: Kind
    /// The value tested; nil for `otherwise`.
    public let subject: Identifier?
    public let patterns: [PatternSyntax]
    /// The condition's first word.
    public let location: SourceLocation

    init(kind: Kind, subject: Identifier?, patterns: [PatternSyntax], location: SourceLocation) {
        self.kind = kind
        self.subject = subject
        self.patterns = patterns
        self.location = location
    }
}

/// One pattern of `when x is …`: `` `true` ``, `` `false` ``, `` `.case` `` or `` `.case(name: Type, …)` ``.
public struct PatternSyntax: Sendable {
    public var literal: Bool?
    public var caseName: String?
    public var bindings: [ParameterSyntax]
    /// The code as written, for messages.
    public var text: String
    public var location: SourceLocation
}

/// `### ChildFlow` under `## Flows`, with its `on finish` / `on cancel` bullets.
public struct ChildFlowSpec: Sendable {
    public var name: Identifier
    /// The `on finish` bullets: one, or one per branch (spec format 1.1).
    public var onFinish: [HandlerSpec] = []
    public var onCancel: [HandlerSpec] = []
}

/// `- on finish → actions — prose`, or `- on finish with x → actions`.
public struct HandlerSpec: Sendable {
    public var location: SourceLocation
    public var actions: [ActionSyntax]
    public var documentation: String?
    public var condition: ConditionSyntax?
    /// As for events: a condition is written, and the bullet has an error.
    public var writesCondition = false
    public var isBroken = false
    /// The bullet's place among its child's `on finish` and `on cancel` bullets, to find branches
    /// that are not written one after another.
    public var position = 0
}

/// One action of an action list, as written.
public struct ActionSyntax: Sendable {
    /// `store a as b` (value `a`, field `b`) or `store b` (value and field `b`); `send` alike.
    public struct ValueSyntax: Sendable, Equatable {
        public var value: Identifier
        public var field: Identifier
    }

    public var kind: ActionVerb
    /// The screen or flow of `push`, `present` and `root`; the screen of `pop to` and `send`; the flow
    /// of `select tab`.
    public var target: Identifier?
    /// The screens after the first of a `root` path (`root A > B > C`: B and C).
    public var path: [Identifier]
    /// The value and field of `store` and `send`.
    public var value: ValueSyntax?
    public var location: SourceLocation

    public init(
        kind: ActionVerb, target: Identifier? = nil, path: [Identifier] = [], value: ValueSyntax? = nil,
        location: SourceLocation
    ) {
        self.kind = kind
        self.target = target
        self.path = path
        self.value = value
        self.location = location
    }
}
