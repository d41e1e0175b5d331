import Mustache

// The field tables through which Mustache reads the Swift template contexts. Mustache would
// otherwise reflect (`Mirror`) on a context for every tag it renders, which dominated the time
// of `generate`; a closure per field is a dictionary look-up. `TemplateContextTests` checks that
// every table lists exactly the fields of its type.

extension FlowContext: TemplateContext {
    static let fields: [String: @Sendable (Self) -> Any?] = [
        "header": { $0.header },
        "access": { $0.access },
        "isPublic": { $0.isPublic },
        "flowName": { $0.flowName },
        "docLines": { $0.docLines },
        "types": { $0.types },
        "outputType": { $0.outputType },
        "finishClosureType": { $0.finishClosureType },
        "usesCancel": { $0.usesCancel },
        "coordinatorType": { $0.coordinatorType },
        "composition": { $0.composition },
        "delegates": { $0.delegates },
        "resultType": { $0.resultType },
        "resultLines": { $0.resultLines },
        "extensions": { $0.extensions },
        "storedLines": { $0.storedLines },
        "inputs": { $0.inputs },
        "startEnum": { $0.startEnum },
        "usesCoordinatorFactory": { $0.usesCoordinatorFactory },
        "initDeclaration": { $0.initDeclaration },
        "initAssignments": { $0.initAssignments },
        "tearsDownOnStart": { $0.tearsDownOnStart },
        "startLines": { $0.startLines },
        "presentsModules": { $0.presentsModules },
        "methods": { $0.methods },
    ]
}

extension FactoryContext: TemplateContext {
    static let fields: [String: @Sendable (Self) -> Any?] = [
        "header": { $0.header },
        "access": { $0.access },
        "isPublic": { $0.isPublic },
        "types": { $0.types },
        "flows": { $0.flows },
    ]
}

extension FactoryFlowContext: TemplateContext {
    static let fields: [String: @Sendable (Self) -> Any?] = [
        "flowName": { $0.flowName },
        "onRouterRequirement": { $0.onRouterRequirement },
        "presentedRequirement": { $0.presentedRequirement },
        "shortForm": { $0.shortForm },
        "onRouterImplementation": { $0.onRouterImplementation },
        "presentedImplementation": { $0.presentedImplementation },
    ]
}

extension ExtensionContext: TemplateContext {
    static let fields: [String: @Sendable (Self) -> Any?] = [
        "declaration": { $0.declaration },
        "lines": { $0.lines },
    ]
}
