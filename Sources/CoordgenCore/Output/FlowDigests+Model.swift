/// How each model type is written for `FlowDigests`: every stored property, in declaration order,
/// except source locations (no Swift output names a line). `encodedProperties` must name exactly
/// what `encode(into:)` writes; `EditedRunTests` checks it against the type's stored properties.

extension Flow: CanonicalEncoding {
    static let encodedProperties = [
        "name", "path", "names", "description", "start", "inputs", "result", "storage", "dependencies", "screens",
        "childHandlers", "usage",
    ]

    func encode(into bytes: inout CanonicalBytes) {
        bytes.append(name)
        bytes.append(path)
        bytes.append(names)
        bytes.append(description)
        bytes.append(start)
        bytes.append(inputs)
        bytes.append(result)
        bytes.append(storage)
        bytes.append(dependencies)
        bytes.append(screens)
        bytes.append(childHandlers)
        bytes.append(usage)
    }
}

extension FlowNames: CanonicalEncoding {
    static let encodedProperties = [
        "flowName", "baseName", "moduleFactory", "storage", "dependencies", "startEnum", "decideStart", "caseName",
    ]

    func encode(into bytes: inout CanonicalBytes) {
        bytes.append(flowName)
        bytes.append(baseName)
        bytes.append(moduleFactory)
        bytes.append(storage)
        bytes.append(dependencies)
        bytes.append(startEnum)
        bytes.append(decideStart)
        bytes.append(caseName)
    }
}

extension Start: CanonicalEncoding {
    static let encodedProperties = ["isOneOf", "targets"]

    func encode(into bytes: inout CanonicalBytes) {
        bytes.append(isOneOf)
        bytes.append(targets)
    }
}

extension Target: CanonicalEncoding {
    static let encodedProperties = ["kind", "name", "arguments", "caseName"]

    func encode(into bytes: inout CanonicalBytes) {
        bytes.append(kind.rawValue)
        bytes.append(name)
        bytes.append(arguments)
        bytes.append(caseName)
    }
}

extension Binding: CanonicalEncoding {
    static let encodedProperties = ["name", "type", "source", "sourceName", "sourceType"]

    func encode(into bytes: inout CanonicalBytes) {
        bytes.append(name)
        bytes.append(type)
        bytes.append(source.rawValue)
        bytes.append(sourceName)
        bytes.append(sourceType)
    }
}

extension Value: CanonicalEncoding {
    static let encodedProperties = ["name", "type", "documentation"]

    func encode(into bytes: inout CanonicalBytes) {
        bytes.append(name)
        bytes.append(type)
        bytes.append(documentation)
    }
}

extension StorageField: CanonicalEncoding {
    static let encodedProperties = ["name", "type", "defaultValue", "documentation"]

    func encode(into bytes: inout CanonicalBytes) {
        bytes.append(name)
        bytes.append(type)
        bytes.append(defaultValue)
        bytes.append(documentation)
    }
}

extension Screen: CanonicalEncoding {
    static let encodedProperties = [
        "name", "names", "description", "inputs", "events", "isPresented", "isPushed", "isRoot", "isStart",
    ]

    func encode(into bytes: inout CanonicalBytes) {
        bytes.append(name)
        bytes.append(names)
        bytes.append(description)
        bytes.append(inputs)
        bytes.append(events)
        bytes.append(isPresented)
        bytes.append(isPushed)
        bytes.append(isRoot)
        bytes.append(isStart)
    }
}

extension ScreenNames: CanonicalEncoding {
    static let encodedProperties = ["screenName", "module", "factoryMethod", "viewController", "caseName"]

    func encode(into bytes: inout CanonicalBytes) {
        bytes.append(screenName)
        bytes.append(module)
        bytes.append(factoryMethod)
        bytes.append(viewController)
        bytes.append(caseName)
    }
}

extension Event: CanonicalEncoding {
    static let encodedProperties = ["name", "parameters", "documentation", "actions"]

    func encode(into bytes: inout CanonicalBytes) {
        bytes.append(name)
        bytes.append(parameters)
        bytes.append(documentation)
        bytes.append(actions)
    }
}

extension ChildHandler: CanonicalEncoding {
    static let encodedProperties = ["flow", "onFinish", "onCancel"]

    func encode(into bytes: inout CanonicalBytes) {
        bytes.append(flow)
        bytes.append(onFinish)
        bytes.append(onCancel)
    }
}

extension Handler: CanonicalEncoding {
    static let encodedProperties = ["actions", "documentation", "parameters"]

    func encode(into bytes: inout CanonicalBytes) {
        bytes.append(actions)
        bytes.append(documentation)
        bytes.append(parameters)
    }
}

extension Action: CanonicalEncoding {
    static let encodedProperties = ["kind", "target", "store", "result"]

    func encode(into bytes: inout CanonicalBytes) {
        bytes.append(kind.rawValue)
        bytes.append(target)
        bytes.append(store)
        if let result {
            bytes.append(true)
            bytes.append(result)
        } else {
            bytes.append(false)
        }
    }
}

extension FlowUsage: CanonicalEncoding {
    static let encodedProperties = [
        "pushedBy", "presentedBy", "rootedBy", "startedAsStartBy", "isPushed", "isRoot", "usesCancel", "usesFinish",
        "usesRestart", "children",
    ]

    func encode(into bytes: inout CanonicalBytes) {
        bytes.append(pushedBy)
        bytes.append(presentedBy)
        bytes.append(rootedBy)
        bytes.append(startedAsStartBy)
        bytes.append(isPushed)
        bytes.append(isRoot)
        bytes.append(usesCancel)
        bytes.append(usesFinish)
        bytes.append(usesRestart)
        bytes.append(children)
    }
}
