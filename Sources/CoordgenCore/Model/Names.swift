/// The Swift names of the per-flow types that every output style shares (`ItemFlow` → base name
/// `Item`): the module factory, storage, dependencies and start decision are the same whatever
/// the style, so screens and `ModuleFactoryImp` do not change when a team switches styles. A
/// style's own names (a coordinator's type, its `run…` method) are derived in its folder
/// under `Styles/`, from these.
public struct FlowNames: Encodable, Hashable, Sendable {
    /// The flow's name as written: `ItemFlow`.
    public var flowName: String
    public var baseName: String
    public var moduleFactory: String
    public var storage: String
    public var dependencies: String
    /// The enum of `start: one of` choices.
    public var startEnum: String
    /// The `StartDecisions` requirement.
    public var decideStart: String
    /// The enum case naming this flow in a parent's `Start` enum.
    public var caseName: String

    private enum CodingKeys: String, CodingKey {
        case baseName, moduleFactory, storage, dependencies, startEnum, decideStart, caseName
    }

    public init(flowName: String) {
        let base = flowName.hasSuffix("Flow") ? String(flowName.dropLast(4)) : flowName
        self.flowName = flowName
        baseName = base
        moduleFactory = base + "ModuleFactory"
        storage = base + "Storage"
        dependencies = base + "Dependencies"
        startEnum = base + "Start"
        decideStart = "decide" + base + "Start"
        caseName = NameDerivation.lowerCamelCase(flowName)
    }
}

/// The Swift names derived from a screen's name that every output style shares: its module
/// protocol, its factory method and its view controller scaffold.
public struct ScreenNames: Encodable, Hashable, Sendable {
    /// The screen's name as written: `ItemList`.
    public var screenName: String
    public var module: String
    public var factoryMethod: String
    /// The scaffold's type: the view controller, or for an alert the wrapper that builds its
    /// `UIAlertController` (which does not support subclassing): `ConfirmSignOutAlert`.
    public var viewController: String
    public var caseName: String

    private enum CodingKeys: String, CodingKey { case module, factoryMethod, viewController, caseName }

    public init(screenName: String, kind: ScreenKind = .module) {
        self.screenName = screenName
        module = screenName + "Module"
        factoryMethod = "make" + screenName
        viewController = screenName + (kind == .alert ? "Alert" : "ViewController")
        caseName = NameDerivation.lowerCamelCase(screenName)
    }

    /// The names as they were derived, read back (the model cache): none derived again.
    init(screenName: String, module: String, factoryMethod: String, viewController: String, caseName: String) {
        self.screenName = screenName
        self.module = module
        self.factoryMethod = factoryMethod
        self.viewController = viewController
        self.caseName = caseName
    }
}

public enum NameDerivation {
    /// `ItemFlow` → `itemFlow`, `URLList` → `urlList`, `UI` → `ui`.
    public static func lowerCamelCase(_ name: String) -> String {
        // Nearly every name is ASCII: no grapheme breaking or case tables needed.
        if name.utf8.allSatisfy({ $0 < 0x80 }) {
            var bytes = Array(name.utf8)
            var upperPrefix = bytes.prefix { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) }.count
            guard upperPrefix > 0 else { return name }
            if upperPrefix > 1, upperPrefix < bytes.count { upperPrefix -= 1 }
            for index in 0..<upperPrefix { bytes[index] += UInt8(ascii: "a") - UInt8(ascii: "A") }
            return String(decoding: bytes, as: UTF8.self)
        }
        let characters = Array(name)
        var upperPrefix = characters.prefix { $0.isUppercase }.count
        guard upperPrefix > 0 else { return name }
        // In `URLList` the last capital of the run starts the next word.
        if upperPrefix > 1, upperPrefix < characters.count { upperPrefix -= 1 }
        return String(characters[..<upperPrefix]).lowercased() + String(characters[upperPrefix...])
    }

    /// `ItemList` → `Item List`: a name in words, for titles.
    public static func words(_ name: String) -> String {
        // Nearly every name is ASCII: the same rule on its bytes, without grapheme breaking or case tables.
        if name.utf8.allSatisfy({ $0 < 0x80 }) {
            let bytes = Array(name.utf8)
            let isUpper = { (byte: UInt8) in (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) }
            let isLower = { (byte: UInt8) in (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) }
            var result: [UInt8] = []
            result.reserveCapacity(bytes.count + 4)
            for (index, byte) in bytes.enumerated() {
                let previous = index > 0 ? bytes[index - 1] : 0
                let next = index + 1 < bytes.count ? bytes[index + 1] : 0
                if index > 0, isUpper(byte), isLower(previous) || (isUpper(previous) && isLower(next)) {
                    result.append(UInt8(ascii: " "))
                }
                result.append(byte)
            }
            return String(decoding: result, as: UTF8.self)
        }
        return wordsByCharacter(name)
    }

    /// `words` on Characters, with their case properties: the rule for every name (and the one the
    /// ASCII path is tested against).
    static func wordsByCharacter(_ name: String) -> String {
        var result = ""
        let characters = Array(name)
        for (index, character) in characters.enumerated() {
            let previous = index > 0 ? characters[index - 1] : nil
            let next = index + 1 < characters.count ? characters[index + 1] : nil
            if index > 0, character.isUppercase,
                previous?.isLowercase == true || (previous?.isUppercase == true && next?.isLowercase == true)
            {
                result.append(" ")
            }
            result.append(character)
        }
        return result
    }

    /// `itemList` → `ItemList`.
    public static func upperCamelCase(_ name: String) -> String {
        guard let first = name.first else { return name }
        return first.uppercased() + name.dropFirst()
    }
}
