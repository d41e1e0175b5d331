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
    /// `input = Input(item: item, count: count)`, within the line limit.
    var inputAssignment: [String]
    /// `init(item: Item, router: ItemDetailRouter) {`
    var initDeclaration: [String]
    var hasEvents: Bool
    /// `router.onItemSelect(item: <#Item#>)`
    var exampleCalls: [String]
}

extension SilverFlowContext: TemplateContext {
    static let fields: FieldTable<Self> = [
        "header": { .value($0.header) },
        "access": { .value($0.access) },
        "isPublic": { .value($0.isPublic) },
        "flowName": { .value($0.flowName) },
        "docLines": { .value($0.docLines) },
        "types": { .value($0.types) },
        "startEnum": { .value($0.startEnum) },
        "viewFactoryType": { .value($0.viewFactoryType) },
        "viewFactoryRequirements": { .value($0.viewFactoryRequirements) },
        "screens": { .value($0.screens) },
        "routerProtocol": { .value($0.routerProtocol) },
        "routerType": { .value($0.routerType) },
        "protocolBody": { .value($0.protocolBody) },
        "hasProtocolBody": { .value($0.hasProtocolBody) },
        "routerBody": { .value($0.routerBody) },
        "assembly": { .value($0.assembly) },
    ]
}

extension SilverScreenContext: TemplateContext {
    static let fields: FieldTable<Self> = [
        "docLines": { .value($0.docLines) },
        "screenName": { .value($0.screenName) },
        "protocolName": { .value($0.protocolName) },
        "routerType": { .value($0.routerType) },
        "hasEvents": { .value($0.hasEvents) },
        "protocolBody": { .value($0.protocolBody) },
        "routerBody": { .value($0.routerBody) },
        "assembly": { .value($0.assembly) },
    ]
}

extension SilverLocatorContext: TemplateContext {
    static let fields: FieldTable<Self> = [
        "header": { .value($0.header) },
        "access": { .value($0.access) },
        "isPublic": { .value($0.isPublic) },
        "viewFactoryTypealias": { .value($0.viewFactoryTypealias) },
        "usesStartDecisions": { .value($0.usesStartDecisions) },
        "decisions": { .value($0.decisions) },
        "classDeclaration": { .value($0.classDeclaration) },
        "body": { .value($0.body) },
    ]
}

extension SilverScaffoldContext: TemplateContext {
    static let fields: FieldTable<Self> = [
        "header": { .value($0.header) },
        "flowName": { .value($0.flowName) },
        "viewFactoryType": { .value($0.viewFactoryType) },
        "methods": { .value($0.methods) },
    ]
}

extension SilverScaffoldScreenContext: TemplateContext {
    static let fields: FieldTable<Self> = [
        "header": { .value($0.header) },
        "flowName": { .value($0.flowName) },
        "viewControllerType": { .value($0.viewControllerType) },
        "routerType": { .value($0.routerType) },
        "title": { .value($0.title) },
        "inputs": { .value($0.inputs) },
        "hasInputs": { .value($0.hasInputs) },
        "inputArguments": { .value($0.inputArguments) },
        "inputAssignment": { .value($0.inputAssignment) },
        "initDeclaration": { .value($0.initDeclaration) },
        "hasEvents": { .value($0.hasEvents) },
        "exampleCalls": { .value($0.exampleCalls) },
    ]
}
