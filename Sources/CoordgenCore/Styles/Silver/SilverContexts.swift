import Mustache

// The typed values the SILVER templates receive (`Templates/Silver/`). The builders lay out the
// declarations and bodies as lines; a template places them. Field tables as in
// `Coordinator/SwiftContexts+Fields.swift`.

/// `SilverFlow.mustache` (with `Templates/Shared/Swift/FlowStorage.mustache`).
struct SilverFlowContext {
    var header: String
    var access: String
    var isPublic: Bool
    var flowName: String
    var docLines: [String]
    var types: FlowTypesContext
    var startEnum: StartEnumContext?
    var viewFactoryType: String
    var viewFactoryRequirements: [String]
    var screens: [SilverScreenContext]
    var routerProtocol: String
    var routerType: String
    var protocolBody: [String]
    var hasProtocolBody: Bool
    var routerBody: [String]
    var assembly: [String]
}

/// One screen module in `SilverFlow.mustache`.
struct SilverScreenContext {
    var docLines: [String]
    var screenName: String
    var protocolName: String
    var routerType: String
    var hasEvents: Bool
    var protocolBody: [String]
    var routerBody: [String]
    var assembly: [String]
}

/// `ServiceLocator.mustache`.
struct SilverLocatorContext {
    var header: String
    var access: String
    var isPublic: Bool
    /// `typealias ViewFactory = A & B`, on as many lines as it needs; empty when no flow has screens.
    var viewFactoryTypealias: [String]
    var usesStartDecisions: Bool
    var decisions: [DecisionContext]
    /// `final class ServiceLocator: AppDependencies, … {`, laid out within the line limit.
    var classDeclaration: [String]
    /// The stored properties, the initializer and the `inject()` overloads.
    var body: [String]
}

/// The SILVER scaffolds: `ViewFactoryImp`, one view factory extension per flow, a view
/// controller per screen.
struct SilverScaffoldContext {
    var header: String
    var flowName: String
    var viewFactoryType: String
    /// The extension's methods, declarations and bodies.
    var methods: [String]
}

struct SilverScaffoldScreenContext {
    var header: String
    var flowName: String
    var viewControllerType: String
    var routerType: String
    var title: String
    var inputs: [MemberContext]
    var hasInputs: Bool
    /// `item: item, count: count`
    var inputArguments: String
    /// `init(item: Item, router: ItemDetailRouter) {`
    var initDeclaration: [String]
    var hasEvents: Bool
    /// `router.onItemSelect(item: <#Item#>)`
    var exampleCalls: [String]
}

extension SilverFlowContext: TemplateContext {
    static let fields: [String: @Sendable (Self) -> Any?] = [
        "header": { $0.header },
        "access": { $0.access },
        "isPublic": { $0.isPublic },
        "flowName": { $0.flowName },
        "docLines": { $0.docLines },
        "types": { $0.types },
        "startEnum": { $0.startEnum },
        "viewFactoryType": { $0.viewFactoryType },
        "viewFactoryRequirements": { $0.viewFactoryRequirements },
        "screens": { $0.screens },
        "routerProtocol": { $0.routerProtocol },
        "routerType": { $0.routerType },
        "protocolBody": { $0.protocolBody },
        "hasProtocolBody": { $0.hasProtocolBody },
        "routerBody": { $0.routerBody },
        "assembly": { $0.assembly },
    ]
}

extension SilverScreenContext: TemplateContext {
    static let fields: [String: @Sendable (Self) -> Any?] = [
        "docLines": { $0.docLines },
        "screenName": { $0.screenName },
        "protocolName": { $0.protocolName },
        "routerType": { $0.routerType },
        "hasEvents": { $0.hasEvents },
        "protocolBody": { $0.protocolBody },
        "routerBody": { $0.routerBody },
        "assembly": { $0.assembly },
    ]
}

extension SilverLocatorContext: TemplateContext {
    static let fields: [String: @Sendable (Self) -> Any?] = [
        "header": { $0.header },
        "access": { $0.access },
        "isPublic": { $0.isPublic },
        "viewFactoryTypealias": { $0.viewFactoryTypealias },
        "usesStartDecisions": { $0.usesStartDecisions },
        "decisions": { $0.decisions },
        "classDeclaration": { $0.classDeclaration },
        "body": { $0.body },
    ]
}

extension SilverScaffoldContext: TemplateContext {
    static let fields: [String: @Sendable (Self) -> Any?] = [
        "header": { $0.header },
        "flowName": { $0.flowName },
        "viewFactoryType": { $0.viewFactoryType },
        "methods": { $0.methods },
    ]
}

extension SilverScaffoldScreenContext: TemplateContext {
    static let fields: [String: @Sendable (Self) -> Any?] = [
        "header": { $0.header },
        "flowName": { $0.flowName },
        "viewControllerType": { $0.viewControllerType },
        "routerType": { $0.routerType },
        "title": { $0.title },
        "inputs": { $0.inputs },
        "hasInputs": { $0.hasInputs },
        "inputArguments": { $0.inputArguments },
        "initDeclaration": { $0.initDeclaration },
        "hasEvents": { $0.hasEvents },
        "exampleCalls": { $0.exampleCalls },
    ]
}
