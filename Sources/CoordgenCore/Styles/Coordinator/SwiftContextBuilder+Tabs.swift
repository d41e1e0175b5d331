/// A tabs flow's coordinator (spec format 1.1, `## Tabs`; `generated-api-v1.1.md` section 1): a
/// `TabBarRouter` made at each start and placed as the root of the flow's router, and a flow per
/// tab on the tab's own router, placed `.root`. The first tab's flow and every `load: eager` one
/// start with the tab bar; a `load: lazy` one when its tab is first about to appear. A tab's flow
/// that ends is released, its handler's actions run, and it starts again on its tab unless those
/// actions ended or restarted the tabs flow.
extension SwiftContextBuilder {
    /// `runHomeFlowTab`: starts a tab's flow on its tab.
    static func tabRunMethod(_ flow: String) -> String {
        "run" + flow + "Tab"
    }

    /// The enum of the tabs, in tab order.
    func tabEnum(_ flow: Flow) -> StartEnumContext? {
        guard flow.hasTabs else { return nil }
        return StartEnumContext(
            typeName: flow.names.tabEnum, cases: flow.tabs.map { SwiftIdentifier.escaped($0.caseName) })
    }

    /// `((ShopTab) -> Void)?` for a flow whose output asks the tab bar above it to select a tab.
    func selectTabType(_ flow: Flow) -> String? {
        guard flow.usage.forwardsTabSelection, let tabBar = flow.usage.tabBars.first else { return nil }
        return "((\(FlowNames(flowName: tabBar).tabEnum)) -> Void)?"
    }

    /// `coordinator.selectTab = …` for a child that asks for tabs: the tabs flow selects them, any
    /// other parent passes the request up.
    func selectTabForwarding(to child: Flow, in flow: Flow) -> [String] {
        guard child.usage.forwardsTabSelection else { return [] }
        return [
            "coordinator.selectTab = { [weak self] tab in",
            flow.hasTabs ? "    self?.select(tab)" : "    self?.selectTab?(tab)",
            "}",
        ]
    }

    /// The stored properties of a tabs coordinator, laid out and indented.
    func tabProperties(_ flow: Flow) -> [String] {
        guard flow.hasTabs else { return [] }
        var lines = [
            "    /// The tab bar of the current start; `nil` before `start()`. A `restart` makes a new one.",
            "    \(access)private(set) var tabBar: TabBarRouter?",
        ]
        if hasLazyTabs(flow) {
            lines += [
                "    /// The lazy tabs whose flow has started on the current tab bar.",
                "    private var startedTabs: Set<\(flow.names.tabEnum)> = []",
            ]
        }
        return lines
    }

    /// `start()`: a new tab bar on the flow's router, then the flows of the first and the eager tabs.
    func tabStartLines(_ flow: Flow, roles: LinkRoles) -> [String] {
        var lines: [String] = []
        if hasLazyTabs(flow) { lines.append("startedTabs = []") }
        lines.append("let tabBar = TabBarRouter(items: [")
        for tab in flow.tabs {
            var item = SwiftLayout.call(
                "UITabBarItem(",
                [
                    "title: \"\(SharedContextBuilder.swiftStringContent(tab.title))\"",
                    "image: " + Self.image(tab.image), "selectedImage: " + Self.image(tab.selectedImage),
                ], indent: 12)
            item[item.count - 1] += ","
            lines += SwiftLayout.indented(item, by: 4)
        }
        lines.append("])")
        if hasLazyTabs(flow) {
            lines += [
                "tabBar.onWillSelect = { [weak self] index in",
                "    self?.tabWillAppear(index)",
                "}",
            ]
        }
        lines += ["self.tabBar = tabBar", "router.setRootModule(tabBar, hideBar: true)"]
        for (index, tab) in flow.tabs.enumerated() where index == 0 || tab.load == .eager {
            lines.append(Self.tabRunMethod(tab.flow) + "()")
        }
        if !roles.forwards.isEmpty {
            // A link opened before the tab bar existed.
            lines += ["if let link = pendingLink {", "    pendingLink = nil", "    open(link)", "}"]
        }
        return lines
    }

    /// `selectedTab`, `select(_:)`, the start of lazy tabs, and one `run…Tab()` per tab.
    func tabMethods(_ flow: Flow, translator: ActionTranslator, roles: LinkRoles) -> [MethodContext] {
        guard flow.hasTabs, let first = flow.tabs.first else { return [] }
        let tabEnum = flow.names.tabEnum
        var methods = [
            MethodContext(
                mark: "Tabs", docLines: ["The selected tab (the first one before `start()`)."],
                declaration: ["\(access)var selectedTab: \(tabEnum) {"],
                body: [
                    "guard let tabBar, let tab = \(tabEnum)(rawValue: tabBar.selectedIndex) else {",
                    "    return .\(SwiftIdentifier.escaped(first.caseName))",
                    "}",
                    "return tab",
                ]),
            MethodContext(
                mark: nil, docLines: ["Selects a tab; a lazy tab's flow starts first."],
                declaration: ["\(access)func select(_ tab: \(tabEnum)) {"],
                body: ["tabBar?.select(tab.rawValue)"]),
        ]
        let lazyTabs = flow.tabs.dropFirst().filter { $0.load == .lazy }
        if !lazyTabs.isEmpty {
            let others = flow.tabs.filter { tab in !lazyTabs.contains { $0.flow == tab.flow } }
            methods.append(
                MethodContext(
                    mark: nil, docLines: ["Starts a lazy tab's flow the first time its tab is about to appear."],
                    declaration: ["private func tabWillAppear(_ index: Int) {"],
                    body: Self.lazyTabGuard(tabEnum) + ["switch tab {"]
                        + lazyTabs.map {
                            "case .\(SwiftIdentifier.escaped($0.caseName)): \(Self.tabRunMethod($0.flow))()"
                        }
                        + SwiftLayout.call(
                            "case ", others.map { "." + SwiftIdentifier.escaped($0.caseName) },
                            tail: ": break  // Started with the tab bar.", indent: 8)
                        + ["}"]))
        }
        for (index, tab) in flow.tabs.enumerated() {
            guard let child = model.flow(named: tab.flow) else { continue }
            methods.append(
                tabRunMethod(tab, index: index, child: child, in: flow, translator: translator, roles: roles))
        }
        return methods
    }

    private func tabRunMethod(
        _ tab: Tab, index: Int, child: Flow, in flow: Flow, translator: ActionTranslator, roles: LinkRoles
    ) -> MethodContext {
        let run = Self.tabRunMethod(tab.flow)
        var restarting = translator
        restarting.tabRestart = run
        let handler = flow.handler(for: child.name)
        var body = ["guard let tabBar else { return }"]
        body += SwiftLayout.call(
            "let coordinator = coordinatorFactory.\(child.names.makeCoordinatorBox)(",
            ["router: tabBar.routers[\(index)]", "placement: .root"] + translator.arguments(tab.arguments, owner: ""),
            indent: 8)
        let outputs =
            [("finishFlow", handler?.onFinish, child.result.map(\.name))]
            + (child.usage.usesCancel ? [("cancelFlow", handler?.onCancel, [])] : [])
        for (output, handler, parameters) in outputs where !delegates {
            if let handler {
                body += handlerClosure(
                    output, handler: handler, parameters: parameters, inputs: [], translator: restarting)
            } else {
                let ignored = parameters.isEmpty ? "" : " " + parameters.map { _ in "_" }.joined(separator: ", ")
                body += [
                    "coordinator.\(output) = { [weak self, weak coordinator]\(ignored) in",
                    "    guard let self, releaseChildFlow(coordinator) else { return }",
                    "    \(run)()",
                    "}",
                ]
            }
        }
        if delegates {
            // The handlers are the listener's (`CoordinatorFlowListener`), with the other children's.
            body.append("coordinator.flowListener = self")
        }
        body += selectTabForwarding(to: child, in: flow)
        body.append(composition ? "dependencies.add(dependency: coordinator)" : "addDependency(coordinator)")
        if index > 0, tab.load == .lazy {
            body.append("startedTabs.insert(.\(SwiftIdentifier.escaped(tab.caseName)))")
        }
        body.append("coordinator.start()")
        body += linkRunLines(child, in: flow, roles: roles)
        return MethodContext(
            mark: tab.flow,
            docLines: ["Runs \(tab.flow) on the stack of its tab; when it ends, it starts there again."],
            declaration: ["func \(run)() {"], body: body)
    }

    /// The tab about to appear, if its flow has not started: one `guard`, or two when one is too long.
    private static func lazyTabGuard(_ tabEnum: String) -> [String] {
        let guardLine = "guard let tab = \(tabEnum)(rawValue: index), !startedTabs.contains(tab) else { return }"
        guard 8 + guardLine.count > SwiftLayout.lineLimit else { return [guardLine] }
        return [
            "guard let tab = \(tabEnum)(rawValue: index) else { return }",
            "guard !startedTabs.contains(tab) else { return }",
        ]
    }

    private func hasLazyTabs(_ flow: Flow) -> Bool {
        flow.tabs.dropFirst().contains { $0.load == .lazy }
    }

    /// `UIImage(systemName: "house")`, `UIImage(named: "Logo")` or `nil`.
    private static func image(_ image: TabImage?) -> String {
        guard let image else { return "nil" }
        let name = "\"\(SharedContextBuilder.swiftStringContent(image.name))\""
        switch image.source {
        case .symbol: return "UIImage(systemName: \(name))"
        case .asset: return "UIImage(named: \(name))"
        }
    }
}
