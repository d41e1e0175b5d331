import Mustache

// The typed values the flow-controller templates receive (`Templates/FlowController/`). As for
// the coordinator style, every name is derived and escaped and every statement built here: a
// template only places values. Field tables as in `Coordinator/SwiftContexts+Fields.swift`.

/// `FlowControllerFlow.mustache` and its partial `FlowControllerType.mustache` (with `Templates/Shared/Swift/`).
struct FlowControllerFlowContext {
    var header: String
    var access: String
    var isPublic: Bool
    var flowName: String
    var docLines: [String]
    /// The per-flow types every style shares.
    var types: FlowTypesContext
    var startEnum: StartEnumContext?
    var flowControllerType: String
    var delegateType: String
    /// The delegate's finish requirement, laid out within the line limit.
    var finishRequirement: [String]
    var usesCancel: Bool
    var cancelRequirement: String
    /// Whether the flow starts child flows (and so keeps the flow controller factory).
    var startsChildFlows: Bool
    var inputs: [MemberContext]
    /// `init(…) {`, laid out within the line limit.
    var initDeclaration: [String]
    var initAssignments: [String]
    var startLines: [String]
    /// The `wire…` methods: one per screen the flow shows, then one per child flow it starts.
    var methods: [MethodContext]
    /// One extension per child flow: the flow controller as that child's delegate.
    var conformances: [DelegateConformanceContext]
}

/// `extension ItemFlowController: ItemCreateFlowControllerDelegate { … }`
struct DelegateConformanceContext {
    var flowControllerType: String
    var delegateType: String
    var methods: [MethodContext]
}

/// `FlowControllerFactory.mustache`.
struct FlowControllerFactoryContext {
    var header: String
    var access: String
    var isPublic: Bool
    /// The factory types every style shares: the typealiases and `StartDecisions`.
    var types: FactoryTypesContext
    var flows: [FlowControllerFactoryFlowContext]
}

/// One flow's methods in the flow controller factory, laid out as lines (a declaration ends with
/// `{` where a body follows).
struct FlowControllerFactoryFlowContext {
    var flowName: String
    /// Where the flow shows its screens with each placement (a flow without screens: its start flow).
    var placementNote: String
    var requirement: [String]
    /// The extension's `make…FlowController(…)` with placement `.root`, declaration and body.
    var shortForm: [String]
    var implementation: [String]
}

extension FlowControllerFlowContext: TemplateContext {
    static let fields: FieldTable<Self> = [
        "header": { .value($0.header) },
        "access": { .value($0.access) },
        "isPublic": { .value($0.isPublic) },
        "flowName": { .value($0.flowName) },
        "docLines": { .value($0.docLines) },
        "types": { .value($0.types) },
        "startEnum": { .value($0.startEnum) },
        "flowControllerType": { .value($0.flowControllerType) },
        "delegateType": { .value($0.delegateType) },
        "finishRequirement": { .value($0.finishRequirement) },
        "usesCancel": { .value($0.usesCancel) },
        "cancelRequirement": { .value($0.cancelRequirement) },
        "startsChildFlows": { .value($0.startsChildFlows) },
        "inputs": { .value($0.inputs) },
        "initDeclaration": { .value($0.initDeclaration) },
        "initAssignments": { .value($0.initAssignments) },
        "startLines": { .value($0.startLines) },
        "methods": { .value($0.methods) },
        "conformances": { .value($0.conformances) },
    ]
}

extension DelegateConformanceContext: TemplateContext {
    static let fields: FieldTable<Self> = [
        "flowControllerType": { .value($0.flowControllerType) },
        "delegateType": { .value($0.delegateType) },
        "methods": { .value($0.methods) },
    ]
}

extension FlowControllerFactoryContext: TemplateContext {
    static let fields: FieldTable<Self> = [
        "header": { .value($0.header) },
        "access": { .value($0.access) },
        "isPublic": { .value($0.isPublic) },
        "types": { .value($0.types) },
        "flows": { .value($0.flows) },
    ]
}

extension FlowControllerFactoryFlowContext: TemplateContext {
    static let fields: FieldTable<Self> = [
        "flowName": { .value($0.flowName) },
        "placementNote": { .value($0.placementNote) },
        "requirement": { .value($0.requirement) },
        "shortForm": { .value($0.shortForm) },
        "implementation": { .value($0.implementation) },
    ]
}
