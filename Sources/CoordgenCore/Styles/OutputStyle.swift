/// A back end: one way to structure the generated navigation layer (coordinators, …).
///
/// The model says what the specs mean; a style decides what Swift that becomes. Everything a
/// style owns lives in its folder under `Styles/` and its templates under `Templates/<Folder>/`:
/// its names, its typed template contexts, the rules that keep spec names from clashing with
/// its generated members, what a user's scaffold must keep declaring, and its file plan. Adding
/// a style is a new folder, a type conforming to this protocol, and one entry in `OutputStyles.all`.
public protocol OutputStyle: Sendable {
    /// The value of `style:` in `coordgen.yml` and of `--style`: `coordinator`.
    var name: String { get }

    /// The folder of the style's templates under `Templates/` (and in `--templates` and
    /// `coordgen templates export`): `Coordinator`.
    var templateFolder: String { get }

    /// Base names a flow may not have, because a name derived from them is a type the style
    /// generates for itself: base name → that type (`Base` → `BaseCoordinator`).
    var reservedFlowBaseNames: [String: String] { get }

    /// Reports the spec names that would clash with what this style generates; the rules that check
    /// one flow at a time may look only at the flows in `scope` (`ValidationScope`).
    func validate(_ model: FlowModel, scope: ValidationScope, diagnostics: inout Diagnostics)

    /// Lists every generated file and scaffold of a validated model on `renderer`, which renders
    /// them; each file made for one flow names it as its owner.
    func listFiles(for model: FlowModel, configuration: Configuration, on renderer: inout SwiftFileRenderer)

    /// What a scaffold must keep declaring, so `coordgen generate` can warn when a user's copy no longer does.
    var scaffoldRequirements: any ScaffoldRequirements { get }

    /// What the docs call the object that runs a flow and owns its storage: `coordinator`.
    var flowOwner: String { get }

    /// The methods that show a flow's screens, as the docs name them: `show…`.
    var showMethods: String { get }

    /// The Swift names the docs list for a flow, in its "Swift names" section.
    func documentedNames(of flow: Flow) -> [DocumentedName]

    /// The call the app makes to start a root flow (no other flow starts it), as the docs show it.
    func rootStartCall(of flow: Flow) -> String

    /// What makes a flow's screens, as the docs name it: `ItemModuleFactory`.
    func screenMaker(of flow: Flow) -> String

    /// The Swift names of the types that make and describe a flow's screens, after
    /// `documentedNames(of:)` in the docs' "Swift names".
    func documentedScreenTypes(of flow: Flow) -> [DocumentedName]

    /// A screen's Swift names, on its entry in the docs.
    func documentedNames(of screen: Screen, in flow: Flow) -> [DocumentedName.Part]
}

/// The styles whose screens are `<Screen>Module` protocols made by a `<Base>ModuleFactory`
/// (coordinators and flow controllers) document them the same way.
extension OutputStyle {
    public func screenMaker(of flow: Flow) -> String {
        flow.names.moduleFactory
    }

    public func documentedScreenTypes(of flow: Flow) -> [DocumentedName] {
        guard !flow.screens.isEmpty else { return [] }
        let methods = flow.screens.enumerated().flatMap { index, screen -> [DocumentedName.Part] in
            (index == 0 ? [] : [.text(", ")]) + [.call(screen.names.factoryMethod, screen.inputs)]
        }
        let protocols = flow.screens.filter { $0.kind == .module }.enumerated().flatMap {
            index, screen -> [DocumentedName.Part] in
            (index == 0 ? [] : [.text(", ")]) + [.code(screen.names.module)]
        }
        let factory = DocumentedName("Module factory", [.code(flow.names.moduleFactory), .text(": ")] + methods)
        return protocols.isEmpty ? [factory] : [factory, DocumentedName("Module protocols", protocols)]
    }

    public func documentedNames(of screen: Screen, in flow: Flow) -> [DocumentedName.Part] {
        [
            .code(screen.names.module), .text(" · "),
            .call(flow.names.moduleFactory + "." + screen.names.factoryMethod, screen.inputs), .text(" · "),
            .code(screen.names.viewController), .text(" (scaffold)"),
        ]
    }
}

extension OutputStyle {
    /// The template folders a run of this style loads: its own, and `Shared` (the per-flow types
    /// and the scaffolds every style writes the same way).
    public var templateRoots: Set<String> { [templateFolder, OutputStyles.sharedTemplateFolder] }
}

/// One line of a flow's "Swift names" in the docs: a label and the code and words that follow it.
public struct DocumentedName: Equatable, Sendable {
    public enum Part: Equatable, Sendable {
        case code(String)
        /// coordgen's own words between the code, placed as written (they hold no spec text).
        case text(String)
        /// A call with its parameters, as code: `CoordinatorFactory.makeItemCoordinatorBox(item: Item)`.
        case call(String, [Value])
    }

    public var label: String
    public var parts: [Part]

    public init(_ label: String, _ parts: [Part]) {
        self.label = label
        self.parts = parts
    }
}

/// Every style coordgen can generate. `style:` and `--style` accept exactly these names.
public enum OutputStyles {
    /// The style used when neither `style:` nor `--style` names one.
    public static let defaultStyle: any OutputStyle = CoordinatorStyle()

    public static let all: [any OutputStyle] = [defaultStyle, FlowControllerStyle(), SilverStyle()]

    public static var defaultName: String { defaultStyle.name }

    /// The templates every style renders: the per-flow types, the factory types and the scaffolds.
    public static let sharedTemplateFolder = "Shared"

    public static func named(_ name: String) -> (any OutputStyle)? {
        all.first { $0.name == name }
    }

    /// The base names no flow may have in any style, so switching styles never asks to rename a flow.
    /// Merged once: the naming rules ask for every flow.
    public static let reservedFlowBaseNames: [String: String] = all.reduce(into: [:]) { reserved, style in
        reserved.merge(style.reservedFlowBaseNames) { first, _ in first }
    }

    /// `coordinator` (or `coordinator, flow-controller`): for messages that list the allowed values.
    public static var names: String { all.map(\.name).joined(separator: ", ") }
}
