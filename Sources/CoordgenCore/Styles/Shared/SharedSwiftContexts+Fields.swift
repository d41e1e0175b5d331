import Mustache

// The field tables of the shared contexts (see `SwiftContexts+Fields.swift` in `Coordinator/` for why).

extension FlowTypesContext: TemplateContext {
    static let fields: FieldTable<Self> = [
        "storageType": { .value($0.storageType) },
        "storageFields": { .value($0.storageFields) },
        "hasStorageBody": { .value($0.hasStorageBody) },
        "dependenciesType": { .value($0.dependenciesType) },
        "dependencies": { .value($0.dependencies) },
        "hasDependencies": { .value($0.hasDependencies) },
        "hasScreens": { .value($0.hasScreens) },
        "screens": { .value($0.screens) },
        "moduleFactoryType": { .value($0.moduleFactoryType) },
        "routes": { .value($0.routes) },
    ]
}

extension FactoryTypesContext: TemplateContext {
    static let fields: FieldTable<Self> = [
        "moduleFactoryTypealias": { .value($0.moduleFactoryTypealias) },
        "dependenciesTypealias": { .value($0.dependenciesTypealias) },
        "usesStartDecisions": { .value($0.usesStartDecisions) },
        "decisions": { .value($0.decisions) },
    ]
}

extension StorageFieldContext: TemplateContext {
    static let fields: FieldTable<Self> = [
        "name": { .value($0.name) },
        "type": { .value($0.type) },
        "defaultValue": { .value($0.defaultValue) },
        "docLines": { .value($0.docLines) },
    ]
}

extension MemberContext: TemplateContext {
    static let fields: FieldTable<Self> = [
        "name": { .value($0.name) },
        "type": { .value($0.type) },
        "docLines": { .value($0.docLines) },
    ]
}

extension StartEnumContext: TemplateContext {
    static let fields: FieldTable<Self> = [
        "typeName": { .value($0.typeName) },
        "cases": { .value($0.cases) },
    ]
}

extension ScreenContext: TemplateContext {
    static let fields: FieldTable<Self> = [
        "name": { .value($0.name) },
        "docLines": { .value($0.docLines) },
        "moduleType": { .value($0.moduleType) },
        "factoryMethod": { .value($0.factoryMethod) },
        "factoryParameters": { .value($0.factoryParameters) },
        "factoryDeclaration": { .value($0.factoryDeclaration) },
        "factoryArguments": { .value($0.factoryArguments) },
        "events": { .value($0.events) },
        "hasEvents": { .value($0.hasEvents) },
        "viewControllerType": { .value($0.viewControllerType) },
        "title": { .value($0.title) },
        "inputs": { .value($0.inputs) },
        "hasInputs": { .value($0.hasInputs) },
        "initParameters": { .value($0.initParameters) },
        "inputArguments": { .value($0.inputArguments) },
        "routeType": { .value($0.routeType) },
        "hasRoute": { .value($0.hasRoute) },
        "hasClosures": { .value($0.hasClosures) },
        "receives": { .value($0.receives) },
        "hasMembers": { .value($0.hasMembers) },
        "isModule": { .value($0.isModule) },
        "hidesTabBar": { .value($0.hidesTabBar) },
        "factoryReturnType": { .value($0.factoryReturnType) },
        "factoryDocLines": { .value($0.factoryDocLines) },
        "externalPlaceholder": { .value($0.externalPlaceholder) },
        "alertTitle": { .value($0.alertTitle) },
        "alertActionLines": { .value($0.alertActionLines) },
        "initDeclaration": { .value($0.initDeclaration) },
        "inputAssignment": { .value($0.inputAssignment) },
        "scaffoldFactoryDeclaration": { .value($0.scaffoldFactoryDeclaration) },
        "scaffoldMakeCall": { .value($0.scaffoldMakeCall) },
    ]
}

extension ReceiveContext: TemplateContext {
    static let fields: FieldTable<Self> = [
        "name": { .value($0.name) },
        "docLines": { .value($0.docLines) },
        "declaration": { .value($0.declaration) },
        "scaffoldDeclaration": { .value($0.scaffoldDeclaration) },
    ]
}

extension EventContext: TemplateContext {
    static let fields: FieldTable<Self> = [
        "property": { .value($0.property) },
        "closureType": { .value($0.closureType) },
        "docLines": { .value($0.docLines) },
        "exampleCall": { .value($0.exampleCall) },
        "summary": { .value($0.summary) },
        "routeDeclaration": { .value($0.routeDeclaration) },
        "routeDocLines": { .value($0.routeDocLines) },
        "routeExampleCall": { .value($0.routeExampleCall) },
    ]
}

extension DecisionContext: TemplateContext {
    static let fields: FieldTable<Self> = [
        "method": { .value($0.method) },
        "enumType": { .value($0.enumType) },
        "flowName": { .value($0.flowName) },
        "firstCase": { .value($0.firstCase) },
    ]
}

extension ScaffoldFlowContext: TemplateContext {
    static let fields: FieldTable<Self> = [
        "header": { .value($0.header) },
        "flowName": { .value($0.flowName) },
        "moduleFactoryType": { .value($0.moduleFactoryType) },
        "screens": { .value($0.screens) },
    ]
}

extension ScaffoldScreenContext: TemplateContext {
    static let fields: FieldTable<Self> = [
        "header": { .value($0.header) },
        "flowName": { .value($0.flowName) },
        "screen": { .value($0.screen) },
    ]
}

extension CoreContext: TemplateContext {
    static let fields: FieldTable<Self> = [
        "header": { .value($0.header) },
        "access": { .value($0.access) },
        "open": { .value($0.open) },
        "isPublic": { .value($0.isPublic) },
        "composition": { .value($0.composition) },
        "delegates": { .value($0.delegates) },
    ]
}

extension MethodContext: TemplateContext {
    static let fields: FieldTable<Self> = [
        "mark": { .value($0.mark) },
        "docLines": { .value($0.docLines) },
        "declaration": { .value($0.declaration) },
        "body": { .value($0.body) },
    ]
}
