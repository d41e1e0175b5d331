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
        "dependenciesType": { $0.dependenciesType },
        "dependencies": { $0.dependencies },
        "hasScreens": { $0.hasScreens },
        "screens": { $0.screens },
        "moduleFactoryType": { $0.moduleFactoryType },
        "outputType": { $0.outputType },
        "finishClosureType": { $0.finishClosureType },
        "usesCancel": { $0.usesCancel },
        "coordinatorType": { $0.coordinatorType },
        "inputs": { $0.inputs },
        "startEnum": { $0.startEnum },
        "initParameters": { $0.initParameters },
        "initAssignments": { $0.initAssignments },
        "startLines": { $0.startLines },
        "usesEnd": { $0.usesEnd },
        "tracksPresentations": { $0.tracksPresentations },
        "showCall": { $0.showCall },
        "childFlows": { $0.childFlows },
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
        "factoryArguments": { $0.factoryArguments },
        "showMethod": { $0.showMethod },
        "showParameters": { $0.showParameters },
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
        "closureParameters": { $0.closureParameters },
        "body": { $0.body },
        "exampleCall": { $0.exampleCall },
        "summary": { $0.summary },
    ]
}

extension ChildFlowContext: TemplateContext {
    static let fields: [String: @Sendable (Self) -> Any?] = [
        "flowName": { $0.flowName },
        "runMethod": { $0.runMethod },
        "runParameters": { $0.runParameters },
        "outputType": { $0.outputType },
        "makeMethod": { $0.makeMethod },
        "makeArguments": { $0.makeArguments },
        "presentedMakeArguments": { $0.presentedMakeArguments },
        "finishParameters": { $0.finishParameters },
        "finishBody": { $0.finishBody },
        "usesCancel": { $0.usesCancel },
        "cancelBody": { $0.cancelBody },
        "usesStartingScreen": { $0.usesStartingScreen },
        "finishCaptures": { $0.finishCaptures },
        "cancelCaptures": { $0.cancelCaptures },
    ]
}

extension FactoryContext: TemplateContext {
    static let fields: [String: @Sendable (Self) -> Any?] = [
        "header": { $0.header },
        "access": { $0.access },
        "isPublic": { $0.isPublic },
        "moduleFactoryTypes": { $0.moduleFactoryTypes },
        "dependenciesTypes": { $0.dependenciesTypes },
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
    ]
}

extension FactoryFlowContext: TemplateContext {
    static let fields: [String: @Sendable (Self) -> Any?] = [
        "flowName": { $0.flowName },
        "makeMethod": { $0.makeMethod },
        "outputType": { $0.outputType },
        "coordinatorType": { $0.coordinatorType },
        "inputParameters": { $0.inputParameters },
        "presentedParameters": { $0.presentedParameters },
        "inputArguments": { $0.inputArguments },
        "presentedArguments": { $0.presentedArguments },
        "coordinatorArguments": { $0.coordinatorArguments },
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
