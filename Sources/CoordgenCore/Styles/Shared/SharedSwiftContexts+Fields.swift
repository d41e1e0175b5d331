import Mustache

// The field tables of the shared contexts (see `SwiftContexts+Fields.swift` in `Coordinator/` for why).

extension FlowTypesContext: TemplateContext {
    static let fields: [String: @Sendable (Self) -> Any?] = [
        "storageType": { $0.storageType },
        "storageFields": { $0.storageFields },
        "hasStorageBody": { $0.hasStorageBody },
        "dependenciesType": { $0.dependenciesType },
        "dependencies": { $0.dependencies },
        "hasDependencies": { $0.hasDependencies },
        "hasScreens": { $0.hasScreens },
        "screens": { $0.screens },
        "moduleFactoryType": { $0.moduleFactoryType },
        "routes": { $0.routes },
    ]
}

extension FactoryTypesContext: TemplateContext {
    static let fields: [String: @Sendable (Self) -> Any?] = [
        "moduleFactoryTypealias": { $0.moduleFactoryTypealias },
        "dependenciesTypealias": { $0.dependenciesTypealias },
        "usesStartDecisions": { $0.usesStartDecisions },
        "decisions": { $0.decisions },
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
        "routeType": { $0.routeType },
        "hasRoute": { $0.hasRoute },
        "hasClosures": { $0.hasClosures },
    ]
}

extension EventContext: TemplateContext {
    static let fields: [String: @Sendable (Self) -> Any?] = [
        "property": { $0.property },
        "closureType": { $0.closureType },
        "docLines": { $0.docLines },
        "exampleCall": { $0.exampleCall },
        "summary": { $0.summary },
        "routeDeclaration": { $0.routeDeclaration },
        "routeDocLines": { $0.routeDocLines },
        "routeExampleCall": { $0.routeExampleCall },
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

extension CoreContext: TemplateContext {
    static let fields: [String: @Sendable (Self) -> Any?] = [
        "header": { $0.header },
        "access": { $0.access },
        "open": { $0.open },
        "isPublic": { $0.isPublic },
        "composition": { $0.composition },
        "delegates": { $0.delegates },
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
