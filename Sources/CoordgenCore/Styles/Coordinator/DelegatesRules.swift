import Foundation

/// The rules `outputs: delegates` adds (generated-api-delegates-v1.md, "Rules checked before
/// anything is written"): each message names the option, because with closures the spec is fine.
enum DelegatesRules {
    /// The coordinator's own members that a route method would clash with, by signature.
    static let reservedSignatures: [String: String] = [
        "start()": "the coordinator's start()",
        "onFlowFinished(coordinator:)": "CoordinatorFlowListener.onFlowFinished(coordinator:)",
        "onFlowCancelled(coordinator:)": "CoordinatorFlowListener.onFlowCancelled(coordinator:)",
    ]

    static func check(_ model: FlowModel, diagnostics: inout Diagnostics) {
        let generated = generatedTypeNames(model)
        for flow in model.flows {
            // The listener tells a tabs flow's children apart by their type: a tab's flow it also
            // presents would be taken for the tab when it ends.
            let tabs = Set(flow.tabs.map(\.flow))
            UsageAnalysis.forEachAction(of: flow) { action in
                guard action.kind.showsTarget, let target = action.target, tabs.contains(target.name) else { return }
                diagnostics.error(
                    "\(target.name) is a tab of \(flow.name), which cannot also '\(action.kind.spelling)' it with"
                        + " 'outputs: delegates': its listener tells its children apart by their type; start"
                        + " another flow, or use 'outputs: closures'", at: action.location)
            }
            var first: [String: (screen: Screen, event: Event)] = [:]
            for screen in flow.screens {
                for event in screen.events {
                    let signature = SwiftContextBuilder.signature(event)
                    let display = event.parameters.isEmpty ? event.name + "()" : signature
                    if let member = reservedSignatures[display] {
                        diagnostics.error(
                            "event '\(display)' of screen '\(screen.name)' clashes with \(member), which the"
                                + " coordinator has with 'outputs: delegates'; rename the event",
                            at: event.location)
                    }
                    guard let earlier = first[signature] else {
                        first[signature] = (screen, event)
                        continue
                    }
                    let sameTypes = earlier.event.parameters.map(\.type) == event.parameters.map(\.type)
                    if !sameTypes || encoded(earlier.event) != encoded(event) {
                        diagnostics.error(
                            "event '\(display)' of screen '\(screen.name)' has the name and labels of the same event"
                                + " of screen '\(earlier.screen.name)' but other \(sameTypes ? "actions" : "types");"
                                + " with 'outputs: delegates' one route method of \(flow.names.coordinator) serves"
                                + " both, so make them the same or rename one",
                            at: event.location,
                            notes: [
                                .init(
                                    message: "the event of '\(earlier.screen.name)'", location: earlier.event.location)
                            ])
                    }
                }
            }
            for value in namedValues(flow) {
                for name in identifiers(in: value.type) where generated.contains(name) {
                    diagnostics.error(
                        "type '\(value.type)' of '\(value.name)' names '\(name)', a type coordgen generates with"
                            + " 'outputs: delegates'; rename your type",
                        at: value.location)
                }
            }
        }
    }

    /// `<Base>Result` of every flow with a result, the route protocols and the listener.
    private static func generatedTypeNames(_ model: FlowModel) -> Set<String> {
        var names: Set<String> = ["CoordinatorFlowListener"]
        for flow in model.flows {
            if let result = SwiftContextBuilder.resultType(flow) { names.insert(result) }
            for screen in flow.screens where !screen.events.isEmpty {
                names.insert(screen.names.viewController + "Route")
            }
        }
        return names
    }

    private static func namedValues(_ flow: Flow) -> [Value] {
        var values = flow.inputs + flow.result + flow.dependencies
        values += flow.storage.map { Value(name: $0.name, type: $0.type, documentation: nil, location: $0.location) }
        for screen in flow.screens {
            values += screen.inputs
            values += screen.events.flatMap(\.parameters)
        }
        return values
    }

    private static func identifiers(in type: String) -> [String] {
        var names: [String] = []
        var current = ""
        for character in type {
            if character.isLetter || character.isNumber || character == "_" {
                current.append(character)
            } else if !current.isEmpty {
                names.append(current)
                current = ""
            }
        }
        if !current.isEmpty { names.append(current) }
        return names
    }

    /// What an event does, branches and all, to compare two events' behaviour.
    private static func encoded(_ event: Event) -> Data? {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return try? encoder.encode([event.actions]) + encoder.encode(event.branches)
    }
}
