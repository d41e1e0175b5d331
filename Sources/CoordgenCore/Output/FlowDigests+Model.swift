/// How each model type is written as `CanonicalBytes` and read back: every stored property, in
/// declaration order, then its source locations (written for the model cache only; the digests
/// leave them out, as no Swift output names a line). `encodedProperties` must name exactly what
/// `encode(into:)` writes besides locations; `EditedRunTests` checks it against the type's stored
/// properties, and that every type reads back what it wrote.

extension Flow: CanonicalEncoding {
    static let encodedProperties = [
        "name", "path", "names", "description", "start", "inputs", "result", "storage", "dependencies", "screens",
        "childHandlers", "usage", "tabs", "links",
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
        bytes.append(tabs)
        bytes.append(links)
        bytes.append(location)
        bytes.append(tabsLocation != nil)
        if let tabsLocation { bytes.append(tabsLocation) }
        bytes.append(linksLocation != nil)
        if let linksLocation { bytes.append(linksLocation) }
    }

    init(from reader: inout CanonicalReader) throws {
        self.init(
            name: try reader.string(), path: try reader.string(), names: try FlowNames(from: &reader),
            description: try reader.string(), start: try Start(from: &reader), inputs: try reader.list(),
            result: try reader.list(), storage: try reader.list(), dependencies: try reader.list(),
            screens: try reader.list(), childHandlers: try reader.list(), usage: try FlowUsage(from: &reader),
            location: SourceLocation(file: "", line: 1, column: 1), tabs: try reader.list(), links: try reader.list())
        location = try reader.location()
        tabsLocation = try reader.bool() ? try reader.location() : nil
        linksLocation = try reader.bool() ? try reader.location() : nil
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

    init(from reader: inout CanonicalReader) throws {
        self.init(flowName: "")
        flowName = try reader.string()
        baseName = try reader.string()
        moduleFactory = try reader.string()
        storage = try reader.string()
        dependencies = try reader.string()
        startEnum = try reader.string()
        decideStart = try reader.string()
        caseName = try reader.string()
    }
}

extension Start: CanonicalEncoding {
    static let encodedProperties = ["isOneOf", "targets"]

    func encode(into bytes: inout CanonicalBytes) {
        bytes.append(isOneOf)
        bytes.append(targets)
        bytes.append(locations)
    }

    init(from reader: inout CanonicalReader) throws {
        self.init(isOneOf: try reader.bool(), targets: try reader.list(), locations: try reader.locations())
    }
}

extension Target: CanonicalEncoding {
    static let encodedProperties = ["kind", "name", "arguments", "caseName"]

    func encode(into bytes: inout CanonicalBytes) {
        bytes.append(kind.rawValue)
        bytes.append(name)
        bytes.append(arguments)
        bytes.append(caseName)
        bytes.append(location)
    }

    init(from reader: inout CanonicalReader) throws {
        self.init(
            kind: try reader.raw(), name: try reader.string(), arguments: try reader.list(),
            caseName: try reader.string(), location: try reader.location())
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
        bytes.append(location)
    }

    init(from reader: inout CanonicalReader) throws {
        self.init(
            name: try reader.string(), type: try reader.string(), source: try reader.raw(),
            sourceName: try reader.string(), sourceType: try reader.string(), location: try reader.location())
    }
}

extension Value: CanonicalEncoding {
    static let encodedProperties = ["name", "type", "documentation"]

    func encode(into bytes: inout CanonicalBytes) {
        bytes.append(name)
        bytes.append(type)
        bytes.append(documentation)
        bytes.append(location)
    }

    init(from reader: inout CanonicalReader) throws {
        self.init(
            name: try reader.string(), type: try reader.string(), documentation: try reader.optionalString(),
            location: try reader.location())
    }
}

extension StorageField: CanonicalEncoding {
    static let encodedProperties = ["name", "type", "defaultValue", "documentation"]

    func encode(into bytes: inout CanonicalBytes) {
        bytes.append(name)
        bytes.append(type)
        bytes.append(defaultValue)
        bytes.append(documentation)
        bytes.append(location)
    }

    init(from reader: inout CanonicalReader) throws {
        self.init(
            name: try reader.string(), type: try reader.string(), defaultValue: try reader.optionalString(),
            documentation: try reader.optionalString(), location: try reader.location())
    }
}

extension Screen: CanonicalEncoding {
    static let encodedProperties = [
        "name", "names", "description", "inputs", "events", "isPresented", "isPushed", "isRoot", "isStart",
        "receives", "isPoppedTo", "kind", "hidesTabBar",
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
        bytes.append(receives)
        bytes.append(isPoppedTo)
        bytes.append(kind.rawValue)
        bytes.append(hidesTabBar)
        bytes.append(settingLocations)
        bytes.append(location)
    }

    init(from reader: inout CanonicalReader) throws {
        self.init(
            name: try reader.string(), names: try ScreenNames(from: &reader), description: try reader.string(),
            inputs: try reader.list(), events: try reader.list(), isPresented: try reader.bool(),
            isPushed: try reader.bool(), isRoot: try reader.bool(), isStart: try reader.bool(),
            receives: try reader.list(), isPoppedTo: try reader.bool(), kind: try reader.raw(),
            hidesTabBar: try reader.bool(),
            settingLocations: try reader.locations(), location: try reader.location())
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

    init(from reader: inout CanonicalReader) throws {
        self.init(
            screenName: try reader.string(), module: try reader.string(), factoryMethod: try reader.string(),
            viewController: try reader.string(), caseName: try reader.string())
    }
}

extension Event: CanonicalEncoding {
    static let encodedProperties = ["name", "parameters", "documentation", "actions", "branches"]

    func encode(into bytes: inout CanonicalBytes) {
        bytes.append(name)
        bytes.append(parameters)
        bytes.append(documentation)
        bytes.append(actions)
        bytes.append(branches)
        bytes.append(location)
    }

    init(from reader: inout CanonicalReader) throws {
        self.init(
            name: try reader.string(), parameters: try reader.list(), documentation: try reader.optionalString(),
            actions: try reader.list(), branches: try reader.list(), location: try reader.location())
    }
}

extension ChildHandler: CanonicalEncoding {
    static let encodedProperties = ["flow", "onFinish", "onCancel"]

    func encode(into bytes: inout CanonicalBytes) {
        bytes.append(flow)
        bytes.append(onFinish)
        bytes.append(onCancel)
        bytes.append(location)
    }

    init(from reader: inout CanonicalReader) throws {
        self.init(
            flow: try reader.string(), onFinish: try reader.optional(), onCancel: try reader.optional(),
            location: try reader.location())
    }
}

extension Handler: CanonicalEncoding {
    static let encodedProperties = ["actions", "documentation", "parameters", "branches"]

    func encode(into bytes: inout CanonicalBytes) {
        bytes.append(actions)
        bytes.append(documentation)
        bytes.append(parameters)
        bytes.append(branches)
        bytes.append(location)
    }

    init(from reader: inout CanonicalReader) throws {
        self.init(
            actions: try reader.list(), documentation: try reader.optionalString(), parameters: try reader.list(),
            branches: try reader.list(), location: try reader.location())
    }
}

extension Action: CanonicalEncoding {
    static let encodedProperties = ["kind", "target", "path", "value", "result"]

    func encode(into bytes: inout CanonicalBytes) {
        bytes.append(kind.rawValue)
        bytes.append(target)
        bytes.append(path)
        bytes.append(value)
        if let result {
            bytes.append(true)
            bytes.append(result)
        } else {
            bytes.append(false)
        }
        bytes.append(location)
    }

    init(from reader: inout CanonicalReader) throws {
        self.init(
            kind: try reader.raw(), target: try reader.optional(), path: try reader.list(),
            value: try reader.optional(), result: try reader.bool() ? try reader.list() : nil,
            location: try reader.location())
    }
}

extension FlowUsage: CanonicalEncoding {
    static let encodedProperties = [
        "pushedBy", "presentedBy", "rootedBy", "startedAsStartBy", "isPushed", "isRoot", "usesCancel", "usesFinish",
        "usesRestart", "children", "tabOf", "tabBars", "forwardsTabSelection", "runsBelowATabBar", "opensLinks",
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
        bytes.append(tabOf)
        bytes.append(tabBars)
        bytes.append(forwardsTabSelection)
        bytes.append(runsBelowATabBar)
        bytes.append(opensLinks)
    }

    init(from reader: inout CanonicalReader) throws {
        self.init(
            pushedBy: try reader.strings(), presentedBy: try reader.strings(), rootedBy: try reader.strings(),
            startedAsStartBy: try reader.strings(), isPushed: try reader.bool(), isRoot: try reader.bool(),
            usesCancel: try reader.bool(), usesFinish: try reader.bool(), usesRestart: try reader.bool(),
            children: try reader.strings(), tabOf: try reader.strings(), tabBars: try reader.strings(),
            forwardsTabSelection: try reader.bool(), runsBelowATabBar: try reader.bool(), opensLinks: try reader.bool())
    }
}
