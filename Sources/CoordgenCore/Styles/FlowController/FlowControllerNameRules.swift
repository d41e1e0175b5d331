/// Names a spec may not take because the flow-controller style's Swift already uses them in the
/// same scope (the counterpart of `CoordinatorNameRules`).
///
/// A flow input becomes a stored property of its flow controller (a `UIViewController`, so the
/// names it inherits count too) and a parameter of its parent's `wire…` method, around a local
/// `flowController`; a screen input becomes a parameter of its `wire…` method, around `module` and
/// `factory`; a child's result field becomes a parameter of the parent's delegate method beside
/// `flowController`. A clash would generate Swift that does not compile, so it is refused here.
enum FlowControllerNameRules {
    /// What `FlowController` declares (public and private) and what a generated flow controller adds.
    static let flowControllerMembers: Set<String> = [
        "delegate", "storage", "factory", "flows", "placement", "decideStart", "content", "parentFlowController",
        "flowNavigationController", "childFlowControllers", "start", "restart", "add", "remove", "setRootScreen",
        "pushScreen", "presentScreen", "popScreen", "popToRootScreen", "dismissPresented", "embedFlow", "pushFlow",
        "presentFlow", "setRootFlow", "endChild", "dismissPresentations", "Presentation", "ownNavigationController",
        "contentIsStackBottom", "presentations", "setStackBottom", "pushOntoStack", "presentOverFlow",
        "replaceContent", "navigationControllerForScreens", "presentationsStillUp", "allPresentationsStillUp",
        "isPresented", "popBackToThisFlow",
    ]

    /// Locals and parameters next to flow inputs and result fields.
    static let localNames: Set<String> = ["flowController"]

    /// Locals and members a screen's `wire…` method uses outside its closures, and the scaffold's `input`.
    static let screenInputNames: Set<String> = ["module", "factory", "input", "Input"]

    static func check(_ model: FlowModel, scope: ValidationScope = .all, diagnostics: inout Diagnostics) {
        SharedTypeRules.check(model, scope: scope, diagnostics: &diagnostics)
        for flow in model.flows where scope.includes(flow) {
            let wireMethods = Set(
                flow.screens.map(\.names.wire) + flow.usage.children.map { FlowNames(flowName: $0).wireFlow })
            for input in flow.inputs {
                let place: String
                if flowControllerMembers.contains(input.name) || localNames.contains(input.name)
                    || wireMethods.contains(input.name)
                {
                    place = "the generated \(flow.names.flowController)"
                } else if UIViewControllerMemberNames.all.contains(input.name) {
                    place = "\(flow.names.flowController), a UIViewController,"
                } else {
                    continue
                }
                report(input, as: "flow input", in: place, &diagnostics)
            }
            for field in flow.result where localNames.contains(field.name) {
                report(field, as: "result field", in: "the parent's generated delegate method", &diagnostics)
            }
            for screen in flow.screens {
                for input in screen.inputs where screenInputNames.contains(input.name) {
                    report(
                        input, as: "screen input", in: "'\(screen.names.wire)' or the screen's scaffold", &diagnostics)
                }
            }
        }
    }

    private static func report(_ value: Value, as what: String, in place: String, _ diagnostics: inout Diagnostics) {
        diagnostics.error(
            "\(what) '\(value.name)' clashes with a name \(place) already uses (style flow-controller); rename it",
            at: value.location)
    }
}
