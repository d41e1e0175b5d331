// The typed values the Swift templates receive. Every name is already derived and escaped,
// and every statement already built: a template only places values.

/// `Templates/Coordinator/Swift/Core.mustache`.
struct CoreContext {
    var header: String
    var access: String
    var open: String
    var isPublic: Bool
}

/// `Templates/Coordinator/Swift/Flow.mustache` and its partials.
struct FlowContext {
    var header: String
    var access: String
    var isPublic: Bool
    var flowName: String
    var docLines: [String]
    var storageType: String
    var storageFields: [StorageFieldContext]
    /// Whether the storage struct has anything in its braces (fields, or a public initializer).
    var hasStorageBody: Bool
    var dependenciesType: String
    var dependencies: [MemberContext]
    var hasDependencies: Bool
    var hasScreens: Bool
    var screens: [ScreenContext]
    var moduleFactoryType: String
    var outputType: String
    var finishClosureType: String
    var usesCancel: Bool
    var coordinatorType: String
    var inputs: [MemberContext]
    var startEnum: StartEnumContext?
    /// Whether the coordinator starts child flows (and so keeps the coordinator factory).
    var usesCoordinatorFactory: Bool
    /// `init(…) {`, laid out within the line limit.
    var initDeclaration: [String]
    var initAssignments: [String]
    /// Whether `start()` has anything to end first (child flows, or presented modules).
    var tearsDownOnStart: Bool
    var startLines: [String]
    /// Whether the flow presents anything (a screen, or a child flow): it then counts its
    /// presentations to dismiss them all when it ends.
    var presentsModules: Bool
    /// The coordinator's methods: its helpers (tearing down, reporting the end, presenting a
    /// screen), then the methods that show its screens, then those that run its child flows.
    var methods: [MethodContext]
}

/// One method of a generated coordinator.
struct MethodContext {
    /// The `// MARK:` line that opens a screen's or a child flow's methods.
    var mark: String?
    var docLines: [String]
    /// The declaration up to and including `{`, broken into lines when it is long.
    var declaration: [String]
    /// The statements, relative to the method's body.
    var body: [String]
}

struct StorageFieldContext {
    var name: String
    var type: String
    var defaultValue: String
    var docLines: [String]
}

/// A `name: Type` member of a protocol or a stored property.
struct MemberContext {
    var name: String
    var type: String
    var docLines: [String]
}

struct StartEnumContext {
    var typeName: String
    var cases: [String]
}

struct ScreenContext {
    var name: String
    var docLines: [String]
    var moduleType: String
    var factoryMethod: String
    /// `item: Item, count: Int`
    var factoryParameters: String
    /// The module factory's requirement, laid out within the line limit.
    var factoryDeclaration: [String]
    /// `item: item, count: count`
    var factoryArguments: String
    var events: [EventContext]
    var hasEvents: Bool
    /// For scaffolds.
    var viewControllerType: String
    var title: String
    var inputs: [MemberContext]
    var hasInputs: Bool
    /// `item: Item, count: Int` for the scaffold's initializer.
    var initParameters: String
    /// `item: item, count: count`
    var inputArguments: String
}

struct EventContext {
    /// The escaped property name.
    var property: String
    /// `((Item) -> Void)?`
    var closureType: String
    var docLines: [String]
    /// The call a scaffold shows in its comment: `onItemSelect?(item)`.
    var exampleCall: String
    /// What the event does, for scaffold comments.
    var summary: String
}

/// `Templates/Coordinator/Swift/CoordinatorFactory.mustache`.
struct FactoryContext {
    var header: String
    var access: String
    var isPublic: Bool
    /// `typealias ModuleFactory = A & B`, on as many lines as it needs.
    var moduleFactoryTypealias: [String]
    var dependenciesTypealias: [String]
    var usesStartDecisions: Bool
    var decisions: [DecisionContext]
    var flows: [FactoryFlowContext]
}

struct DecisionContext {
    var method: String
    var enumType: String
    var flowName: String
    /// The case a flow starts with when `StartDecisions` is gone.
    var firstCase: String
}

/// One flow's methods in the coordinator factory, laid out as lines (each declaration ends with `{`
/// where a body follows).
struct FactoryFlowContext {
    var flowName: String
    var onRouterRequirement: [String]
    var presentedRequirement: [String]
    /// The extension's `make…Box(router:)`, declaration and body.
    var shortForm: [String]
    var onRouterImplementation: [String]
    var presentedImplementation: [String]
}

/// The scaffolds: `ModuleFactoryImp`, one factory extension per flow, one view controller per screen.
struct ScaffoldFlowContext {
    var header: String
    var flowName: String
    var moduleFactoryType: String
    var screens: [ScreenContext]
}

struct ScaffoldScreenContext {
    var header: String
    var flowName: String
    var screen: ScreenContext
}
