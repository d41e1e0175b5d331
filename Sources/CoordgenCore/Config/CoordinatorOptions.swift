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

    public var children = Children.baseClass

    public init(children: Children = .baseClass) {
        self.children = children
    }

    /// The keys of `coordgen.yml` these options are read from, in the order `coordgen new` writes them.
    public static let keys = ["children"]

    /// `base-class, composition`: the values a key accepts, for messages; `nil` for another key.
    public static func allowedValues(of key: String) -> [String]? {
        switch key {
        case "children": Children.allCases.map(\.rawValue)
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
        default:
            return false
        }
    }

    /// The value of `key` as `coordgen.yml` spells it.
    public func value(of key: String) -> String? {
        switch key {
        case "children": children.rawValue
        default: nil
        }
    }
}
