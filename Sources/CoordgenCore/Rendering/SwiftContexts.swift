// The typed values the Swift templates receive. Every name is already derived and escaped,
// and every statement already built: a template only places values.

/// `Templates/Swift/Core.mustache`.
struct CoreContext {
    var header: String
    var access: String
    var open: String
    var isPublic: Bool
}

/// `Templates/Swift/Flow.mustache` and its partials.
struct FlowContext {
    var header: String
    var access: String
    var isPublic: Bool
    var flowName: String
    var docLines: [String]
    var storageType: String
    var storageFields: [StorageFieldContext]
    var dependenciesType: String
    var dependencies: [MemberContext]
    var hasScreens: Bool
    var screens: [ScreenContext]
    var moduleFactoryType: String
    var outputType: String
    var finishClosureType: String
    var usesCancel: Bool
    var coordinatorType: String
    var inputs: [MemberContext]
    var startEnum: StartEnumContext?
    var initParameters: [String]
    var initAssignments: [String]
    var startLines: [String]
    var usesEnd: Bool
    /// Whether the flow presents anything (a screen, or a child flow, which may be presented):
    /// it then counts its presentations to dismiss them all when it ends.
    var tracksPresentations: Bool
    /// How a screen's `show…` method puts the module on screen.
    var showCall: String
    var childFlows: [ChildFlowContext]
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
    /// `item: item, count: count`
    var factoryArguments: String
    var showMethod: String
    /// `, item: Item` (after the transition parameter)
    var showParameters: String
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
    /// ` item, isDraft` (with a leading space) or empty.
    var closureParameters: String
    /// The statements of the closure the coordinator assigns.
    var body: [String]
    /// The call a scaffold shows in its comment: `onItemSelect?(item)`.
    var exampleCall: String
    /// What the event does, for scaffold comments.
    var summary: String
}

struct ChildFlowContext {
    var flowName: String
    var runMethod: String
    /// `, phone: String` (after the transition parameter)
    var runParameters: String
    var outputType: String
    var makeMethod: String
    /// `, phone: phone`
    var makeArguments: String
    /// `phone: phone`
    var presentedMakeArguments: String
    var finishParameters: String
    var finishBody: [String]
    var usesCancel: Bool
    var cancelBody: [String]
    /// Whether the handlers use the screen that started the child (so it is captured).
    var usesStartingScreen: Bool
    var finishCaptures: String
    var cancelCaptures: String
}

/// `Templates/Swift/CoordinatorFactory.mustache`.
struct FactoryContext {
    var header: String
    var access: String
    var isPublic: Bool
    var moduleFactoryTypes: String
    var dependenciesTypes: String
    var usesStartDecisions: Bool
    var decisions: [DecisionContext]
    var flows: [FactoryFlowContext]
}

struct DecisionContext {
    var method: String
    var enumType: String
    var flowName: String
}

struct FactoryFlowContext {
    var flowName: String
    var makeMethod: String
    var outputType: String
    var coordinatorType: String
    /// `, phone: String`
    var inputParameters: String
    /// `phone: String`
    var presentedParameters: String
    /// `, phone: phone`
    var inputArguments: String
    /// `phone: phone`
    var presentedArguments: String
    /// The arguments of the coordinator's initializer, `router: router` first (already joined).
    var coordinatorArguments: String
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
