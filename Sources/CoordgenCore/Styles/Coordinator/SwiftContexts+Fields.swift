import Mustache

// The field tables through which Mustache reads the Swift template contexts. Mustache would
// otherwise reflect (`Mirror`) on a context for every tag it renders, which dominated the time
// of `generate`; a closure per field is a dictionary look-up. `TemplateContextTests` checks that
// every table lists exactly the fields of its type.

extension FlowContext: TemplateContext {
    static let fields: FieldTable<Self> = [
        "header": { .value($0.header) },
        "access": { .value($0.access) },
        "isPublic": { .value($0.isPublic) },
        "flowName": { .value($0.flowName) },
        "docLines": { .value($0.docLines) },
        "types": { .value($0.types) },
        "outputType": { .value($0.outputType) },
        "finishClosureType": { .value($0.finishClosureType) },
        "usesCancel": { .value($0.usesCancel) },
        "coordinatorType": { .value($0.coordinatorType) },
        "composition": { .value($0.composition) },
        "delegates": { .value($0.delegates) },
        "resultType": { .value($0.resultType) },
        "resultLines": { .value($0.resultLines) },
        "extensions": { .value($0.extensions) },
        "storedLines": { .value($0.storedLines) },
        "inputs": { .value($0.inputs) },
        "startEnum": { .value($0.startEnum) },
        "tabEnum": { .value($0.tabEnum) },
        "opensLinks": { .value($0.opensLinks) },
        "selectTabType": { .value($0.selectTabType) },
        "usesCoordinatorFactory": { .value($0.usesCoordinatorFactory) },
        "initDeclaration": { .value($0.initDeclaration) },
        "initAssignments": { .value($0.initAssignments) },
        "tearsDownOnStart": { .value($0.tearsDownOnStart) },
        "startLines": { .value($0.startLines) },
        "presentsModules": { .value($0.presentsModules) },
        "keptModuleLines": { .value($0.keptModuleLines) },
        "methods": { .value($0.methods) },
    ]
}

extension DeepLinkContext: TemplateContext {
    static let fields: FieldTable<Self> = [
        "header": { .value($0.header) },
        "access": { .value($0.access) },
        "cases": { .value($0.cases) },
        "matchLines": { .value($0.matchLines) },
        "pathLines": { .value($0.pathLines) },
        "encodesParameters": { .value($0.encodesParameters) },
        "dismissesOverTabs": { .value($0.dismissesOverTabs) },
    ]
}

extension DeepLinkCaseContext: TemplateContext {
    static let fields: FieldTable<Self> = [
        "doc": { .value($0.doc) },
        "declaration": { .value($0.declaration) },
    ]
}

extension FactoryContext: TemplateContext {
    static let fields: FieldTable<Self> = [
        "header": { .value($0.header) },
        "access": { .value($0.access) },
        "isPublic": { .value($0.isPublic) },
        "types": { .value($0.types) },
        "flows": { .value($0.flows) },
    ]
}

extension FactoryFlowContext: TemplateContext {
    static let fields: FieldTable<Self> = [
        "flowName": { .value($0.flowName) },
        "hasTabs": { .value($0.hasTabs) },
        "onRouterRequirement": { .value($0.onRouterRequirement) },
        "presentedRequirement": { .value($0.presentedRequirement) },
        "shortForm": { .value($0.shortForm) },
        "onRouterImplementation": { .value($0.onRouterImplementation) },
        "presentedImplementation": { .value($0.presentedImplementation) },
    ]
}

extension ExtensionContext: TemplateContext {
    static let fields: FieldTable<Self> = [
        "declaration": { .value($0.declaration) },
        "lines": { .value($0.lines) },
    ]
}
