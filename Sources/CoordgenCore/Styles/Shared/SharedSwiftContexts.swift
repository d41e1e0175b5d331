// The typed template contexts every style shares: the per-flow types (storage, dependencies,
// screens and their module factory), the factory types (`ModuleFactory`, `ModuleDependencies`,
// `StartDecisions`) and the scaffolds. They render through `Templates/Shared/`, so screens and
// `ModuleFactoryImp` stay the same whichever style a team picks.

/// The per-flow types of `Templates/Shared/Swift/FlowStorage.mustache` and `FlowModules.mustache`.
struct FlowTypesContext {
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
    /// `outputs: delegates`: each screen with events has a route protocol instead of closures.
    var routes = false
}

/// `Templates/Shared/Swift/FactoryTypes.mustache`.
struct FactoryTypesContext {
    /// `typealias ModuleFactory = A & B`, on as many lines as it needs.
    var moduleFactoryTypealias: [String]
    var dependenciesTypealias: [String]
    var usesStartDecisions: Bool
    var decisions: [DecisionContext]
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
    /// The screen's inputs, from which the texts below that no built-in template renders are worked
    /// out when a template reads them.
    var inputValues: [Value]
    /// `item: Item, count: Int`
    var factoryParameters: String { SharedContextBuilder.parameterList(inputValues) }
    /// The module factory's requirement, laid out within the line limit.
    var factoryDeclaration: [String]
    /// `item: item, count: count`
    var factoryArguments: String { SharedContextBuilder.argumentList(inputValues) }
    var events: [EventContext]
    var hasEvents: Bool
    /// For scaffolds.
    var viewControllerType: String
    var title: String
    var inputs: [MemberContext]
    var hasInputs: Bool
    /// `item: Item, count: Int` for the scaffold's initializer.
    var initParameters: String { factoryParameters }
    /// `item: item, count: count`
    var inputArguments: String { factoryArguments }
    /// `ItemListViewControllerRoute` (`outputs: delegates`).
    var routeType = ""
    /// Events reported through `route` (`outputs: delegates`, at least one event).
    var hasRoute = false
    /// Events reported through closures (`outputs: closures`, at least one event).
    var hasClosures = false
    /// One `receive(…)` method per value the flow sends the screen (`send`), sorted by field.
    var receives: [ReceiveContext] = []
    /// The module protocol has requirements: events (closures or `route`) or `receive` methods.
    var hasMembers = false
    /// False for an external screen (`kind: external`): no module protocol, no view controller.
    var isModule = true
    /// `tab bar: hidden`, noted in the module protocol's doc comment.
    var hidesTabBar = false
    /// `any ItemListModule`, or `UIViewController` for an external screen.
    var factoryReturnType = ""
    /// The doc comment of the module factory's method (an external screen's).
    var factoryDocLines: [String] = []
    /// What the module-factory scaffold says to return instead of its placeholder (an external screen's).
    var externalPlaceholder = ""
    /// An alert's scaffold (`kind: alert`): the title of its `UIAlertController`, and the lines that
    /// add a button per event.
    var alertTitle = ""
    var alertActionLines: [String] = []
    /// The scaffolds' `init(…) {`, `input = Input(…)`, module-factory `func make…(…) -> … {` and its
    /// call of the scaffold's initializer, each laid out within the line limit.
    var initDeclaration: [String] = []
    var inputAssignment: [String] = []
    var scaffoldFactoryDeclaration: [String] = []
    var scaffoldMakeCall: [String] = []
}

/// A screen's `receive(field: Type)` requirement and its scaffold's method.
struct ReceiveContext {
    var name: String
    var docLines: [String]
    /// The protocol requirement, laid out within the line limit.
    var declaration: [String]
    /// The scaffold's method, up to its opening brace.
    var scaffoldDeclaration: [String]
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
    /// The event's parameters and prose, from which the route's fields are worked out when a template
    /// reads them: only `outputs: delegates` renders them, and building them for every event of a
    /// large app in the other styles cost more than a percent of a `generate`.
    var parameters: [Value]
    var documentation: String?

    /// `func onSaved(item: Item, isDraft: Bool)`: the route requirement (`outputs: delegates`).
    var routeDeclaration: [String] {
        SwiftLayout.declaration(
            "func \(property)(", SharedContextBuilder.parameters(parameters), tail: ")", indent: 4)
    }

    /// The event's prose, for the route requirement.
    var routeDocLines: [String] {
        SwiftLayout.wrapComment(SharedContextBuilder.sentences(documentation ?? ""), indent: 4)
    }

    /// `route?.onSaved(item: item, isDraft: isDraft)`
    var routeExampleCall: String {
        "route?.\(property)(\(SharedContextBuilder.argumentList(parameters)))"
    }
}

struct DecisionContext {
    var method: String
    var enumType: String
    var flowName: String
    /// The case a flow starts with when `StartDecisions` is gone.
    var firstCase: String
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

/// The core file of a style (`Coordinator/Swift/Core.mustache`, `FlowController/Swift/FlowControllerCore.mustache`).
struct CoreContext {
    var header: String
    var access: String
    var open: String
    var isPublic: Bool
    /// `children: composition` (coordinator style): `CoordinatorDependencies` instead of `BaseCoordinator`.
    var composition = false
    /// `outputs: delegates` (coordinator style): `CoordinatorFlowListener`.
    var delegates = false
}

/// One method of a generated type (a coordinator, a flow controller).
struct MethodContext {
    /// The `// MARK:` line that opens a screen's or a child flow's methods.
    var mark: String?
    var docLines: [String]
    /// The declaration up to and including `{`, broken into lines when it is long.
    var declaration: [String]
    /// The statements, relative to the method's body.
    var body: [String]
}
