// The typed values the Swift templates receive. Every name is already derived and escaped,
// and every statement already built: a template only places values.

/// `Templates/Coordinator/Swift/Flow.mustache` and its partials (with `Templates/Shared/Swift/`).
struct FlowContext {
    var header: String
    var access: String
    var isPublic: Bool
    var flowName: String
    var docLines: [String]
    /// The per-flow types every style shares: storage, dependencies, screens, module factory.
    var types: FlowTypesContext
    var outputType: String
    var finishClosureType: String
    var usesCancel: Bool
    var coordinatorType: String
    /// `children: composition`: no superclass; the children are kept by an injected `dependencies`.
    var composition: Bool
    /// `outputs: delegates`: a `flowListener`, a typed `result`, route extensions.
    var delegates = false
    /// `PhoneVerifyResult`, when the flow has a `result:` (`outputs: delegates`).
    var resultType: String?
    /// The `<Base>Result` struct, laid out (`outputs: delegates`).
    var resultLines: [String] = []
    /// The coordinator's extensions (`outputs: delegates`): one per screen route, and the listener.
    var extensions: [ExtensionContext] = []
    /// Stored properties only `outputs: delegates` needs, laid out and indented.
    var storedLines: [String] = []
    var inputs: [MemberContext]
    var startEnum: StartEnumContext?
    /// The enum of a tabs flow's tabs (`ShopTab`), in tab order.
    var tabEnum: StartEnumContext?
    /// The flow takes part in links: its output refines `DeepLinkOpener`.
    var opensLinks = false
    /// `((ShopTab) -> Void)?`: the type of the `selectTab` output of a flow that uses or forwards
    /// `select tab`.
    var selectTabType: String?
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
    /// The weak properties that keep the module of each screen a `pop to` goes back to or a `send`
    /// hands a value to, laid out and indented.
    var keptModuleLines: [String] = []
    /// The coordinator's methods: its helpers (tearing down, reporting the end, presenting a
    /// screen), then the methods that show its screens, then those that run its child flows.
    var methods: [MethodContext]
}

/// `Templates/Coordinator/Swift/CoordinatorFactory.mustache`.
struct FactoryContext {
    var header: String
    var access: String
    var isPublic: Bool
    /// The factory types every style shares: the typealiases and `StartDecisions`.
    var types: FactoryTypesContext
    var flows: [FactoryFlowContext]
}

/// One flow's methods in the coordinator factory, laid out as lines (each declaration ends with `{`
/// where a body follows).
struct FactoryFlowContext {
    var flowName: String
    /// A tabs flow: its doc comments say that its tab bar replaces the stack.
    var hasTabs: Bool
    var onRouterRequirement: [String]
    var presentedRequirement: [String]
    /// The extension's `make…Box(router:)`, declaration and body.
    var shortForm: [String]
    var onRouterImplementation: [String]
    var presentedImplementation: [String]
}

/// `Templates/Coordinator/Swift/DeepLink.mustache` (spec format 1.1, `## Links`).
struct DeepLinkContext {
    var header: String
    var access: String
    var cases: [DeepLinkCaseContext]
    /// `init?(path:)`'s matches, the more literal patterns first, laid out.
    var matchLines: [String]
    /// The cases of `path`'s `switch`.
    var pathLines: [String]
    /// Whether a parameter is written into a path (`segment(_:)`).
    var encodesParameters: Bool
    /// Whether a tabs flow passes links to its tabs (`Router.dismissEverything()`).
    var dismissesOverTabs: Bool
}

struct DeepLinkCaseContext {
    /// The patterns and the declaring flow: `` `/orders/:orderID` (ProfileFlow) ``.
    var doc: String
    /// `orderDetail(orderID: Int)`.
    var declaration: String
}

/// An extension of a generated coordinator: its first line and its members, laid out and indented.
struct ExtensionContext {
    var declaration: String
    var lines: [String]
}
