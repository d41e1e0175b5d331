import Foundation

/// Spec names the SILVER style cannot generate (`generated-api-silver-v1.md`, "Rules checked
/// before anything is written"), and the names its generated members already use.
enum SilverRules {
    /// Members of a screen router: an event of the same name would clash.
    static let screenRouterMembers: Set<String> = [
        "configure", "viewController", "makeViewController", "madeViewController",
    ]
    /// The core's and the locator's type names.
    static let coreNames: Set<String> = [
        "ServiceLocator", "ViewFactory", "Module", "OwnNavigationModuleAssembly", "IBaseRouter", "IFlowRouter",
        "ChildRouters", "ViewFactoryImp",
    ]
    /// Members of a flow router, and the locals and parameters around a flow input.
    static let flowRouterMembers: Set<String> = [
        "storage", "childRouters", "navigationController", "locator", "children", "finishHandler", "cancelHandler",
        "hasEnded", "firstScreen", "hasOwnFirstScreen", "isRunning", "start", "restart", "setRootScreen",
        "configure", "module", "screenBelow", "router", "views", "startDecisions",
    ]

    /// Every flow is checked whatever `scope` says: a dependency is compared with those of every other flow.
    static func check(_ model: FlowModel, scope: ValidationScope = .all, diagnostics: inout Diagnostics) {
        SharedTypeRules.check(model, scope: scope, diagnostics: &diagnostics)
        checkGeneratedTypeNames(model, diagnostics: &diagnostics)
        var dependencyNameByType: [String: Value] = [:]
        var dependencyTypeByName: [String: Value] = [:]
        for flow in model.flows {
            // The flow router's private methods: `make<Screen>`, and one per way it starts a child.
            let methods = Set(
                flow.screens.map { "make" + $0.name }
                    + flow.usage.children.flatMap { child in
                        ["push", "present", "setRoot", "start"].map { $0 + child }
                    })
            for input in flow.inputs where flowRouterMembers.contains(input.name) || methods.contains(input.name) {
                diagnostics.error(
                    "flow input '\(input.name)' clashes with a name \(flow.names.silverFlowRouter) already uses"
                        + " (style silver); rename it", at: input.location)
            }
            for screen in flow.screens {
                check(screen, diagnostics: &diagnostics)
                for input in screen.inputs where ["router", "locator"].contains(input.name) {
                    diagnostics.error(
                        "screen input '\(input.name)' clashes with the '\(input.name):' parameter of"
                            + " '\(screen.names.silverAssembly)' (style silver); rename it", at: input.location)
                }
            }
            for dependency in flow.dependencies {
                let type = injectedType(dependency.type)
                if let other = dependencyNameByType[type], other.name != dependency.name {
                    diagnostics.error(
                        "dependency type \(dependency.type) is declared as '\(other.name)' and as"
                            + " '\(dependency.name)'; with style silver, ServiceLocator injects by type, so use one"
                            + " name", at: dependency.location)
                }
                if let other = dependencyTypeByName[dependency.name], injectedType(other.type) != type {
                    diagnostics.error(
                        "dependency '\(dependency.name)' is \(other.type) in one flow and \(dependency.type) here;"
                            + " with style silver, ServiceLocator has one '\(dependency.name)', so use one type",
                        at: dependency.location)
                }
                dependencyNameByType[type] = dependencyNameByType[type] ?? dependency
                dependencyTypeByName[dependency.name] = dependencyTypeByName[dependency.name] ?? dependency
                if coreNames.contains(dependency.name) || dependency.name == "views"
                    || dependency.name == "startDecisions" || dependency.name == "inject"
                {
                    diagnostics.error(
                        "dependency '\(dependency.name)' clashes with a member of ServiceLocator (style silver);"
                            + " rename it", at: dependency.location)
                }
            }
            if coreNames.contains(flow.names.silverFlowRouter) || coreNames.contains(flow.names.silverAssembly) {
                diagnostics.error(
                    "\(flow.name) would generate a type named like the core's (style silver); rename the flow",
                    at: flow.location)
            }
        }
    }

    /// Two flows or screens whose generated types would share a name: the router protocols' `I`
    /// prefix makes screen `IItemList`'s router `IItemListRouter` the name of screen `ItemList`'s
    /// router protocol (and flow `IItemFlow`'s router that of `ItemFlow`'s protocol). Reported at the
    /// later one, in flow order; one name written twice is reported as a duplicate instead.
    private static func checkGeneratedTypeNames(_ model: FlowModel, diagnostics: inout Diagnostics) {
        var owners: [String: (kind: String, name: String, location: SourceLocation)] = [:]
        func claim(_ types: [String], by kind: String, _ name: String, at location: SourceLocation) {
            for type in types {
                guard let owner = owners[type] else {
                    owners[type] = (kind, name, location)
                    continue
                }
                guard owner.name != name else { continue }
                diagnostics.error(
                    "\(kind) '\(name)' would generate '\(type)', which \(owner.kind) '\(owner.name)' generates too"
                        + " (style silver); rename one", at: location,
                    notes: [.init(message: "the other \(owner.kind) is here", location: owner.location)])
                return
            }
        }
        for flow in model.flows {
            let names = flow.names
            claim(
                [names.silverFlowRouterProtocol, names.silverFlowRouter, names.silverAssembly, names.silverViewFactory]
                    + (flow.start.isOneOf ? [names.startEnum] : []), by: "flow", flow.name, at: flow.location)
            for screen in flow.screens {
                let names = screen.names
                claim(
                    [names.silverRouterProtocol, names.silverRouter, names.silverAssembly, names.viewController],
                    by: "screen", screen.name, at: screen.location)
            }
        }
    }

    private static func check(_ screen: Screen, diagnostics: inout Diagnostics) {
        if screen.name == "Base" || screen.name == "Flow" || screen.name.hasSuffix("Flow") {
            diagnostics.error(
                "screen '\(screen.name)' would have a router named like \(routerClash(screen.name))"
                    + " (style silver); rename the screen", at: screen.location)
        }
        if coreNames.contains(screen.names.silverRouter) || coreNames.contains(screen.names.silverAssembly)
            || coreNames.contains(screen.name)
        {
            diagnostics.error(
                "screen '\(screen.name)' would generate a type named like the core's (style silver); rename it",
                at: screen.location)
        }
        var labels: [String: String] = [:]
        for event in screen.events {
            if screenRouterMembers.contains(event.name) {
                diagnostics.error(
                    "event '\(event.name)' clashes with '\(event.name)' of \(screen.names.silverRouter)"
                        + " (style silver); rename the event", at: event.location)
            }
            let label = SilverNaming.handlerLabel(event.name)
            if let other = labels[label] {
                diagnostics.error(
                    "events '\(other)' and '\(event.name)' both become '\(label)' of"
                        + " \(screen.names.silverRouterProtocol).configure (style silver); rename one",
                    at: event.location)
            }
            labels[label] = event.name
        }
    }

    /// What a screen named `Base`, `Flow` or `…Flow` would clash with.
    private static func routerClash(_ screen: String) -> String {
        switch screen {
        case "Base": "the core's IBaseRouter"
        case "Flow": "the core's IFlowRouter"
        default: "a flow's router"
        }
    }

    /// The type `inject()` returns, as Swift sees it: `any Store` and `Store` are one type.
    private static func injectedType(_ type: String) -> String {
        let trimmed = type.trimmingCharacters(in: .whitespaces)
        return trimmed.hasPrefix("any ") ? String(trimmed.dropFirst(4)).trimmingCharacters(in: .whitespaces) : trimmed
    }
}
