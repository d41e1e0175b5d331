/// The options of the `coordinator` style (`generated-api-delegates-v1.md`), each a key of
/// `coordgen.yml` and a flag of `generate`, `new` and `docs`. They apply to a whole output folder:
/// a parent and its children must agree. Other styles ignore them.
public struct CoordinatorOptions: Equatable, Sendable {
    /// How a coordinator keeps its child flows alive.
    public enum Children: String, CaseIterable, Sendable {
        /// Every coordinator subclasses the generated `BaseCoordinator` (v1).
        case baseClass = "base-class"
        /// No superclass: an injected `CoordinatorDependencies` keeps the children.
        case composition
    }

    /// How screens and flows report to their coordinator and parent.
    public enum Outputs: String, CaseIterable, Sendable {
        /// One closure per event on the module, `finishFlow`/`cancelFlow` on the flow (v1).
        case closures
        /// A per-screen `<Screen>ViewControllerRoute`, a `CoordinatorFlowListener` and a typed `<Base>Result`.
        case delegates
    }

    public var children = Children.baseClass
    public var outputs = Outputs.closures

    public init(children: Children = .baseClass, outputs: Outputs = .closures) {
        self.children = children
        self.outputs = outputs
    }

    /// The keys of `coordgen.yml` these options are read from, in the order `coordgen new` writes them.
    public static let keys = ["children", "outputs"]

    /// `base-class, composition`: the values a key accepts, for messages; `nil` for another key.
    public static func allowedValues(of key: String) -> [String]? {
        switch key {
        case "children": Children.allCases.map(\.rawValue)
        case "outputs": Outputs.allCases.map(\.rawValue)
        default: nil
        }
    }

    /// Sets `key` to `value`; `false` when the key takes no such value.
    public mutating func set(_ key: String, to value: String) -> Bool {
        switch key {
        case "children":
            guard let children = Children(rawValue: value) else { return false }
            self.children = children
            return true
        case "outputs":
            guard let outputs = Outputs(rawValue: value) else { return false }
            self.outputs = outputs
            return true
        default:
            return false
        }
    }

    /// The value of `key` as `coordgen.yml` spells it.
    public func value(of key: String) -> String? {
        switch key {
        case "children": children.rawValue
        case "outputs": outputs.rawValue
        default: nil
        }
    }
}
