/// The Swift names derived from a flow's name (`ItemFlow` → base name `Item`).
public struct FlowNames: Encodable, Hashable, Sendable {
    public var baseName: String
    public var coordinator: String
    public var coordinatorOutput: String
    public var moduleFactory: String
    public var storage: String
    public var dependencies: String
    /// The enum of `start: one of` choices.
    public var startEnum: String
    /// The `StartDecisions` requirement.
    public var decideStart: String
    public var makeCoordinatorBox: String
    /// The parent's method that starts this flow as a child.
    public var run: String
    /// The enum case naming this flow in a parent's `Start` enum.
    public var caseName: String

    public init(flowName: String) {
        let base = flowName.hasSuffix("Flow") ? String(flowName.dropLast(4)) : flowName
        baseName = base
        coordinator = base + "Coordinator"
        coordinatorOutput = base + "CoordinatorOutput"
        moduleFactory = base + "ModuleFactory"
        storage = base + "Storage"
        dependencies = base + "Dependencies"
        startEnum = base + "Start"
        decideStart = "decide" + base + "Start"
        makeCoordinatorBox = "make" + base + "CoordinatorBox"
        run = "run" + flowName
        caseName = NameDerivation.lowerCamelCase(flowName)
    }
}

/// The Swift names derived from a screen's name.
public struct ScreenNames: Encodable, Hashable, Sendable {
    public var module: String
    public var factoryMethod: String
    public var show: String
    public var viewController: String
    public var caseName: String

    public init(screenName: String) {
        module = screenName + "Module"
        factoryMethod = "make" + screenName
        show = "show" + screenName
        viewController = screenName + "ViewController"
        caseName = NameDerivation.lowerCamelCase(screenName)
    }
}

public enum NameDerivation {
    /// `ItemFlow` → `itemFlow`, `URLList` → `urlList`, `UI` → `ui`.
    public static func lowerCamelCase(_ name: String) -> String {
        let characters = Array(name)
        var upperPrefix = characters.prefix { $0.isUppercase }.count
        guard upperPrefix > 0 else { return name }
        // In `URLList` the last capital of the run starts the next word.
        if upperPrefix > 1, upperPrefix < characters.count { upperPrefix -= 1 }
        return String(characters[..<upperPrefix]).lowercased() + String(characters[upperPrefix...])
    }

    /// `itemList` → `ItemList`.
    public static func upperCamelCase(_ name: String) -> String {
        guard let first = name.first else { return name }
        return first.uppercased() + name.dropFirst()
    }
}
