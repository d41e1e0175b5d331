/// Builds a SILVER screen module: its router protocol (`IItemListRouter`, with one `configure`
/// taking every handler), its router class (the view controller made on first read and held
/// weakly, one method per event) and its assembly function.
struct SilverScreenBuilder {
    let access: String

    func screen(_ screen: Screen) -> SilverScreenContext {
        let names = screen.names
        let events = screen.events.map(SilverEvent.init)
        var protocolBody: [String] = []
        var routerBody = [
            "private let makeViewController: (\(names.silverRouter)) -> UIViewController",
            "private weak var madeViewController: UIViewController?",
        ]
        routerBody += events.map { "private var \($0.label): (\($0.closureType))?" }
        routerBody += [""]
        routerBody += SwiftLayout.declaration(
            "\(access)init(", ["makeViewController: @escaping (\(names.silverRouter)) -> UIViewController"],
            tail: ") {", indent: 4)
        routerBody += ["    self.makeViewController = makeViewController", "}", ""]
        routerBody += [
            "/// Made on first read and held weakly: the view controller keeps this router, UIKit keeps the",
            "/// view controller. Made again only after UIKit released it.",
            "\(access)var viewController: UIViewController {",
            "    if let madeViewController {",
            "        return madeViewController",
            "    }",
            "    let viewController = makeViewController(self)",
            "    madeViewController = viewController",
            "    return viewController",
            "}",
        ]
        if !events.isEmpty {
            let parameters = events.map { "\($0.label): @escaping \($0.closureType)" }
            protocolBody += [
                "/// Every handler at once, so that none is forgotten; `configure` again replaces them all.",
                "///",
            ]
            protocolBody += events.map { "/// - \($0.label): `\($0.signature)`" }
            protocolBody += SwiftLayout.declaration("func configure(", parameters, tail: ")", indent: 4)
            routerBody += [""]
            routerBody += SwiftLayout.declaration("\(access)func configure(", parameters, tail: ") {", indent: 4)
            routerBody += events.map { "    self.\($0.label) = \($0.label)" } + ["}"]
            for event in events {
                routerBody += [""] + event.docLines
                routerBody += SwiftLayout.declaration(
                    "\(access)func \(event.name)(", event.parameters, tail: ") {", indent: 4)
                routerBody += ["    \(event.label)?(\(event.arguments.joined(separator: ", ")))", "}"]
            }
        }
        let assemblyParameters =
            screen.inputs.map { "\(SwiftIdentifier.escaped($0.name)): \(SharedContextBuilder.parameterType($0.type))" }
            + ["locator: ServiceLocator"]
        let viewArguments =
            screen.inputs.map { "\(SwiftIdentifier.label($0.name)): \(SwiftIdentifier.escaped($0.name))" }
            + ["router: router", "locator: locator"]
        var assembly = [
            "/// Makes the \(screen.name) module: its router, then its view controller through the view factory.",
            "@MainActor",
        ]
        assembly += SwiftLayout.declaration(
            "\(access)func \(names.silverAssembly)(", assemblyParameters,
            tail: ") -> Module<any \(names.silverRouterProtocol)> {", indent: 0)
        assembly += ["    let router = \(names.silverRouter) { router in"]
        assembly += SwiftLayout.indented(
            SwiftLayout.call("locator.views.\(names.factoryMethod)(", viewArguments, indent: 8), by: 8)
        assembly += ["    }", "    return Module(router: router, viewController: router.viewController)", "}"]
        let description = SharedContextBuilder.docLines(screen.description)
        return SilverScreenContext(
            docLines: SwiftLayout.wrapComment(
                description.isEmpty ? ["The \(screen.name) screen, as its flow sees it."] : description,
                indent: 0),
            screenName: screen.name, protocolName: names.silverRouterProtocol, routerType: names.silverRouter,
            hasEvents: !events.isEmpty,
            protocolBody: protocolBody, routerBody: routerBody, assembly: assembly)
    }

    /// The view factory requirement that makes the screen: inputs, then its router and the locator.
    static func viewFactoryRequirement(_ screen: Screen) -> [String] {
        SwiftLayout.declaration(
            "func \(screen.names.factoryMethod)(",
            screen.inputs.map { "\(SwiftIdentifier.escaped($0.name)): \(SharedContextBuilder.parameterType($0.type))" }
                + ["router: \(screen.names.silverRouter)", "locator: ServiceLocator"],
            tail: ") -> UIViewController", indent: 4)
    }
}

/// An event as a SILVER screen router sees it.
struct SilverEvent {
    /// `onItemSelect`, escaped.
    var name: String
    /// `itemSelectHandler`
    var label: String
    /// `(Item) -> Void`
    var closureType: String
    /// The event as the spec writes it: `onItemSelect(item: Item)`.
    var signature: String
    /// `item: Item`
    var parameters: [String]
    /// `item`
    var arguments: [String]
    var docLines: [String]

    init(_ event: Event) {
        name = SwiftIdentifier.escaped(event.name)
        label = SilverNaming.handlerLabel(event.name)
        closureType =
            "(" + event.parameters.map { SharedContextBuilder.parameterType($0.type) }.joined(separator: ", ")
            + ") -> Void"
        parameters = event.parameters.map {
            "\(SwiftIdentifier.escaped($0.name)): \(SharedContextBuilder.parameterType($0.type))"
        }
        arguments = event.parameters.map { SwiftIdentifier.escaped($0.name) }
        signature =
            event.parameters.isEmpty
            ? event.name : "\(event.name)(\(event.parameters.map { "\($0.name): \($0.type)" }.joined(separator: ", ")))"
        docLines = SwiftLayout.wrapComment(
            ["Reports `\(signature)` to the flow: the view controller calls it."], indent: 4
        )
        .map { "/// " + $0 }
    }
}
