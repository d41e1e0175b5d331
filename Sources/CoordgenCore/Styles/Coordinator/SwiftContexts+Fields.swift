import Mustache

// The field tables through which Mustache reads the Swift template contexts. Mustache would
// otherwise reflect (`Mirror`) on a context for every tag it renders, which dominated the time
// of `generate`; a closure per field is a dictionary look-up. `TemplateContextTests` checks that
// every table lists exactly the fields of its type.

extension CoreContext: TemplateContext {
    static let fields: [String: @Sendable (Self) -> Any?] = [
        "header": { $0.header },
        "access": { $0.access },
        "open": { $0.open },
        "isPublic": { $0.isPublic },
    ]
}

extension FlowContext: TemplateContext {
    static let fields: [String: @Sendable (Self) -> Any?] = [
        "header": { $0.header },
        "access": { $0.access },
        "isPublic": { $0.isPublic },
        "flowName": { $0.flowName },
        "docLines": { $0.docLines },
        "storageType": { $0.storageType },
        "storageFields": { $0.storageFields },
        "hasStorageBody": { $0.hasStorageBody },
        "dependenciesType": { $0.dependenciesType },
        "dependencies": { $0.dependencies },
        "hasDependencies": { $0.hasDependencies },
        "hasScreens": { $0.hasScreens },
        "screens": { $0.screens },
        "moduleFactoryType": { $0.moduleFactoryType },
        "outputType": { $0.outputType },
        "finishClosureType": { $0.finishClosureType },
        "usesCancel": { $0.usesCancel },
        "coordinatorType": { $0.coordinatorType },
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

extension MethodContext: TemplateContext {
    static let fields: [String: @Sendable (Self) -> Any?] = [
        "mark": { $0.mark },
        "docLines": { $0.docLines },
        "declaration": { $0.declaration },
        "body": { $0.body },
    ]
}

extension StorageFieldContext: TemplateContext {
    static let fields: [String: @Sendable (Self) -> Any?] = [
        "name": { $0.name },
        "type": { $0.type },
        "defaultValue": { $0.defaultValue },
        "docLines": { $0.docLines },
    ]
}

extension MemberContext: TemplateContext {
    static let fields: [String: @Sendable (Self) -> Any?] = [
        "name": { $0.name },
        "type": { $0.type },
        "docLines": { $0.docLines },
    ]
}

extension StartEnumContext: TemplateContext {
    static let fields: [String: @Sendable (Self) -> Any?] = [
        "typeName": { $0.typeName },
        "cases": { $0.cases },
    ]
}

extension ScreenContext: TemplateContext {
    static let fields: [String: @Sendable (Self) -> Any?] = [
        "name": { $0.name },
        "docLines": { $0.docLines },
        "moduleType": { $0.moduleType },
        "factoryMethod": { $0.factoryMethod },
        "factoryParameters": { $0.factoryParameters },
        "factoryDeclaration": { $0.factoryDeclaration },
        "factoryArguments": { $0.factoryArguments },
        "events": { $0.events },
        "hasEvents": { $0.hasEvents },
        "viewControllerType": { $0.viewControllerType },
        "title": { $0.title },
        "inputs": { $0.inputs },
        "hasInputs": { $0.hasInputs },
        "initParameters": { $0.initParameters },
        "inputArguments": { $0.inputArguments },
    ]
}

extension EventContext: TemplateContext {
    static let fields: [String: @Sendable (Self) -> Any?] = [
        "property": { $0.property },
        "closureType": { $0.closureType },
        "docLines": { $0.docLines },
        "exampleCall": { $0.exampleCall },
        "summary": { $0.summary },
    ]
}

extension FactoryContext: TemplateContext {
    static let fields: [String: @Sendable (Self) -> Any?] = [
        "header": { $0.header },
        "access": { $0.access },
        "isPublic": { $0.isPublic },
        "moduleFactoryTypealias": { $0.moduleFactoryTypealias },
        "dependenciesTypealias": { $0.dependenciesTypealias },
        "usesStartDecisions": { $0.usesStartDecisions },
        "decisions": { $0.decisions },
        "flows": { $0.flows },
    ]
}

extension DecisionContext: TemplateContext {
    static let fields: [String: @Sendable (Self) -> Any?] = [
        "method": { $0.method },
        "enumType": { $0.enumType },
        "flowName": { $0.flowName },
        "firstCase": { $0.firstCase },
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

extension ScaffoldFlowContext: TemplateContext {
    static let fields: [String: @Sendable (Self) -> Any?] = [
        "header": { $0.header },
        "flowName": { $0.flowName },
        "moduleFactoryType": { $0.moduleFactoryType },
        "screens": { $0.screens },
    ]
}

extension ScaffoldScreenContext: TemplateContext {
    static let fields: [String: @Sendable (Self) -> Any?] = [
        "header": { $0.header },
        "flowName": { $0.flowName },
        "screen": { $0.screen },
    ]
}
