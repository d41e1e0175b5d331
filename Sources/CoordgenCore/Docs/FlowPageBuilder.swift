/// Builds the page of one flow as CommonMark: the spec's prose, key facts, a card per screen and
/// per child flow, storage, dependencies, inputs, result, back-links and the generated Swift names.
struct FlowPageBuilder {
    let model: FlowModel
    let relations: FlowRelations
    let style: any OutputStyle

    /// The page, with `graph`: the flow's graph (`FlowGraphBuilder.graph(of:)`), built before the pages.
    func page(for flow: Flow, graph: FlowGraph) -> DocsPage {
        var sections: [DocsPage.Section] = []
        sections.append(screensSection(flow))
        if !flow.usage.children.isEmpty { sections.append(childFlowsSection(flow)) }
        if !flow.links.isEmpty { sections.append(linksSection(flow)) }
        if !flow.storage.isEmpty { sections.append(storageSection(flow)) }
        if !flow.dependencies.isEmpty { sections.append(dependenciesSection(flow)) }
        sections.append(inputsAndResultSection(flow))
        sections.append(startedBySection(flow))
        sections.append(swiftSection(flow))
        let screens = flow.screens.count
        return DocsPage(
            fileName: DocsLinks.flowPage(flow.name), source: flow.path, title: flow.name, eyebrow: "Flow",
            summary: (flow.hasTabs ? "\(flow.tabs.count) tabs · " : "\(screens) screen\(screens == 1 ? "" : "s") · ")
                + plainFinishes(flow),
            isIndex: false, intro: intro(flow), graph: graph,
            graphCaption: "Screens of \(flow.name) and the events that lead from one to the next.",
            sections: sections)
    }

    // MARK: Intro

    private func intro(_ flow: Flow) -> String {
        var facts: [String] = []
        let targets = flow.start.targets.map {
            CommonMark.link(CommonMark.text($0.name), to: DocsSentence.link(to: $0))
        }
        if flow.hasTabs {
            let tabs = flow.tabs.map { tab in
                let load = tab.load == .eager ? ", " + CommonMark.code("load: eager") : ""
                return CommonMark.link(CommonMark.text(tab.flow), to: DocsLinks.flowPage(tab.flow)) + " ("
                    + CommonMark.text(tab.title) + load + ")"
            }
            facts.append("**Starts with** a tab bar, a stack per tab: " + tabs.joined(separator: ", "))
        } else if flow.start.isOneOf {
            facts.append(
                "**Starts with** one of " + targets.joined(separator: ", ") + ", chosen at run time by the app through "
                    + CommonMark.code("StartDecisions." + flow.names.decideStart + "()"))
        } else {
            facts.append("**Starts with** " + targets.joined(separator: ", "))
        }
        if !flow.inputs.isEmpty { facts.append("**Input** " + DocsSentence.values(flow.inputs, fallback: "")) }
        facts.append("**Ends** " + DocsSentence.finishes(flow))
        let parents = relations.parents(of: flow.name)
        facts.append(
            "**Started by** "
                + (parents.isEmpty
                    ? "the app: no other flow starts it"
                    : parents.map { DocsSentence.relation($0, showing: $0.parent) }.joined(separator: ", ")))
        let children = relations.children(of: flow.name)
        if !children.isEmpty {
            facts.append(
                "**Starts** " + children.map { DocsSentence.relation($0, showing: $0.child) }.joined(separator: ", "))
        }
        let description = flow.description.isEmpty ? "" : flow.description + "\n\n"
        return description + CommonMark.bulletList(facts)
    }

    private func plainFinishes(_ flow: Flow) -> String {
        var parts: [String] = []
        if flow.usage.usesFinish {
            parts.append(
                "finishes with "
                    + (flow.result.isEmpty
                        ? "no value" : flow.result.map { "\($0.name): \($0.type)" }.joined(separator: ", ")))
        }
        if flow.usage.usesCancel { parts.append("can cancel") }
        if parts.isEmpty { parts.append("never finishes") }
        if flow.usage.usesRestart { parts.append("can start again") }
        return parts.joined(separator: " · ")
    }

    // MARK: Screens

    private func screensSection(_ flow: Flow) -> DocsPage.Section {
        let intro =
            flow.screens.isEmpty
            ? "This flow has no screens of its own: it runs the flows it starts.\n"
            : "Each screen is a module that the " + style.flowOwner + " makes through "
                + CommonMark.code(style.screenMaker(of: flow)) + " and shows with its "
                + CommonMark.code(style.showMethods)
                + " method. What each event does:\n"
        let shownByScreen = shownBy(in: flow)
        return DocsPage.Section(
            id: "screens", title: "Screens", markdown: intro,
            entries: flow.screens.map { screenEntry($0, in: flow, shownBy: shownByScreen[$0.name] ?? []) })
    }

    private func screenEntry(_ screen: Screen, in flow: Flow, shownBy: [String]) -> DocsPage.Entry {
        var badges: [String] = []
        if screen.isStart { badges.append("start") }
        if screen.isPushed { badges.append("pushed") }
        if screen.isPresented { badges.append("presented") }
        if screen.isRoot { badges.append("root") }
        if screen.kind != .module { badges.append(screen.kind.rawValue) }
        var blocks: [String] = []
        if !screen.description.isEmpty { blocks.append(screen.description) }
        switch screen.kind {
        case .module: break
        case .alert:
            blocks.append(
                "An alert (`kind: alert`): each event is a button, and the alert closes itself when one is tapped.")
        case .external:
            blocks.append("A view controller the app makes from a class of its choosing (`kind: external`).")
        }
        if !screen.inputs.isEmpty { blocks.append("**Inputs** " + DocsSentence.values(screen.inputs, fallback: "")) }
        if !shownBy.isEmpty { blocks.append("**Shown** " + shownBy.joined(separator: "; ")) }
        if screen.hidesTabBar { blocks.append("**Tab bar** hidden when the screen is pushed.") }
        if !screen.receives.isEmpty {
            blocks.append("**Receives** " + DocsSentence.values(screen.receives, fallback: "") + " (`send`)")
        }
        if screen.events.isEmpty {
            blocks.append(
                screen.isPresented
                    ? "**Events** none: the screen stays until something else dismisses it."
                    : "**Events** none: the user leaves it with the back button.")
        } else {
            let events = screen.events.map { event in
                DocsSentence.signature(event.name, event.parameters) + " — "
                    + (event.branches.isEmpty
                        ? DocsSentence.actions(event.actions) + CommonMark.note(event.documentation)
                        : DocsSentence.branches(event.branches))
            }
            blocks.append("**Events**\n\n" + CommonMark.bulletList(events))
        }
        blocks.append("**Swift** " + markdown(style.documentedNames(of: screen, in: flow)))
        let signature =
            screen.inputs.isEmpty
            ? nil : "(" + screen.inputs.map { "\($0.name): \($0.type)" }.joined(separator: ", ") + ")"
        return DocsPage.Entry(
            id: DocsLinks.screenAnchor(screen.name), title: screen.name, link: nil, detail: signature, badges: badges,
            markdown: blocks.joined(separator: "\n\n") + "\n")
    }

    /// How each screen of `flow` is shown, by screen name: `first, when the flow starts`, `pushed by
    /// `onTap` on [List](#screen-List)`, …, in the order of the spec. One pass over the flow's actions
    /// (a pass per screen made pages of large flows quadratic in their screens).
    private func shownBy(in flow: Flow) -> [String: [String]] {
        var result: [String: [String]] = [:]
        for target in flow.start.targets where target.kind == .screen && result[target.name] == nil {
            result[target.name] = ["first, when the flow starts"]
        }
        func note(_ screen: String, _ entry: String) {
            if !(result[screen]?.contains(entry) ?? false) { result[screen, default: []].append(entry) }
        }
        func visit(_ actions: [Action], origin: () -> String) {
            for action in actions {
                guard action.kind.showsTarget, let target = action.target, target.kind == .screen else { continue }
                note(target.name, action.kind.passive + " " + origin())
                // The screens of a `root` path after the first are pushed.
                for step in action.path { note(step.name, ActionVerb.push.passive + " " + origin()) }
            }
        }
        for source in flow.screens {
            for event in source.events {
                visit(event.allActions) {
                    "by " + CommonMark.code(event.name) + " on "
                        + CommonMark.link(CommonMark.text(source.name), to: "#" + DocsLinks.screenAnchor(source.name))
                }
            }
        }
        for handler in flow.childHandlers {
            let child = { CommonMark.link(CommonMark.text(handler.flow), to: "#" + DocsLinks.flowAnchor(handler.flow)) }
            visit(handler.onFinish?.allActions ?? []) { "when " + child() + " finishes" }
            visit(handler.onCancel?.allActions ?? []) { "when " + child() + " cancels" }
        }
        return result
    }

    // MARK: Child flows

    private func childFlowsSection(_ flow: Flow) -> DocsPage.Section {
        let entries = flow.usage.children.map { name -> DocsPage.Entry in
            let child = model.flow(named: name)
            let started = relations.children(of: flow.name).filter { $0.child == name }
            var items = started.map { relation in
                "**Started** " + (relation.kind == .start ? "when this flow starts" : relation.kind.passive) + " "
                    + relation.origins.map { $0.markdown(parent: flow.name, linkToParent: false) }.joined(
                        separator: ", ")
            }
            let handler = flow.handler(for: name)
            let kinds = Set(started.map(\.kind))
            if child?.usage.usesFinish ?? true {
                items.append("**On finish** " + outcome(handler?.onFinish, kinds: kinds))
            }
            if child?.usage.usesCancel ?? true {
                items.append("**On cancel** " + outcome(handler?.onCancel, kinds: kinds))
            }
            if child.map({ !$0.usage.usesFinish && !$0.usage.usesCancel }) == true {
                items.append("**Ends** never on its own: it is released when the user leaves it")
            }
            let summary = child.map { DocsSentence.firstSentence(of: $0.description) } ?? ""
            return DocsPage.Entry(
                id: DocsLinks.flowAnchor(name), title: name, link: DocsLinks.flowPage(name), detail: nil,
                badges: started.map(\.kind.rawValue),
                markdown: (summary.isEmpty ? "" : summary + "\n\n") + CommonMark.bulletList(items))
        }
        return DocsPage.Section(
            id: "child-flows", title: "Child flows",
            markdown: "Flows that " + CommonMark.text(flow.name)
                + " starts, and what it does when each one ends (its `## Flows` section).\n",
            entries: entries)
    }

    private func outcome(_ handler: Handler?, kinds: Set<FlowRelations.Kind>) -> String {
        if kinds.contains(.tab) {
            // A tab never shows screens whose flow has gone: its flow starts again after the handler.
            let again = "it starts again on its tab"
            guard let handler else { return "— the child is released and " + again + " (no handler)" }
            let ends = handler.branches.isEmpty && handler.actions.last?.isTerminal == true
            guard handler.branches.isEmpty else {
                return "— " + DocsSentence.branches(handler.branches) + "; unless the branch ends, " + again
            }
            return "— " + DocsSentence.actions(handler.actions) + (ends ? "" : ", then " + again)
                + CommonMark.note(handler.documentation)
        }
        guard let handler else {
            if kinds.contains(where: { $0.verb == .present }) {
                return "— the child is released and its sheet dismissed (no handler)"
            }
            if kinds.contains(where: { $0.verb == .push }) {
                return "— the child is released and the stack goes back to the screen that started it (no handler)"
            }
            return "— the child is released (no handler)"
        }
        guard handler.branches.isEmpty else { return "— " + DocsSentence.branches(handler.branches) }
        return "— " + DocsSentence.actions(handler.actions) + CommonMark.note(handler.documentation)
    }

    // MARK: Storage, dependencies, inputs, result

    private func storageSection(_ flow: Flow) -> DocsPage.Section {
        let fields = flow.storage.map { field in
            DocsSentence.value(field.name, field.type) + " — starts as "
                + (field.defaultValue.map(CommonMark.code) ?? CommonMark.code("nil"))
                + CommonMark.note(field.documentation)
        }
        return DocsPage.Section(
            id: "storage", title: "Storage",
            markdown: "The " + style.flowOwner + " owns one " + CommonMark.code(flow.names.storage)
                + " value; events and handlers save into it with `store`, and targets read from it by name.\n\n"
                + CommonMark.bulletList(fields))
    }

    private func dependenciesSection(_ flow: Flow) -> DocsPage.Section {
        let items = flow.dependencies.map { DocsSentence.value($0.name, $0.type) + CommonMark.note($0.documentation) }
        return DocsPage.Section(
            id: "dependencies", title: "Dependencies",
            markdown: "The app's container conforms to " + CommonMark.code(flow.names.dependencies) + ":\n\n"
                + CommonMark.bulletList(items))
    }

    private func inputsAndResultSection(_ flow: Flow) -> DocsPage.Section {
        func list(_ values: [Value]) -> String {
            CommonMark.bulletList(
                values.map { DocsSentence.value($0.name, $0.type) + CommonMark.note($0.documentation) })
        }
        var blocks: [String] = []
        blocks.append(
            flow.inputs.isEmpty
                ? "**Inputs** none."
                : "**Inputs** — the parent passes them when it starts the flow:\n\n" + list(flow.inputs))
        if !flow.usage.usesFinish {
            blocks.append("**Result** none: the flow never finishes.")
        } else if flow.result.isEmpty {
            blocks.append("**Result** none: " + CommonMark.code("finish") + " ends the flow with no value.")
        } else {
            blocks.append(
                "**Result** — what " + CommonMark.code("finish") + " hands to the parent:\n\n" + list(flow.result))
        }
        return DocsPage.Section(
            id: "inputs-and-result", title: "Inputs and result", markdown: blocks.joined(separator: "\n\n"))
    }

    // MARK: Back-links and Swift names

    private func startedBySection(_ flow: Flow) -> DocsPage.Section {
        let parents = relations.parents(of: flow.name)
        let markdown =
            parents.isEmpty
            ? "No other flow starts " + CommonMark.text(flow.name) + ": it is a root flow, started by the app"
                + " through " + CommonMark.code(style.rootStartCall(of: flow)) + ".\n"
            : CommonMark.bulletList(
                parents.map { relation in
                    CommonMark.link(CommonMark.text(relation.parent), to: DocsLinks.flowPage(relation.parent)) + " "
                        + relation.kind.sentence + " it "
                        + relation.origins.map { $0.markdown(parent: relation.parent, linkToParent: true) }
                        .joined(separator: ", ")
                })
        return DocsPage.Section(id: "started-by", title: "Started by", markdown: markdown)
    }

    /// `**Label** parts`, for the "Swift names" list.
    private func markdown(_ name: DocumentedName) -> String {
        "**" + name.label + "** " + markdown(name.parts)
    }

    private func markdown(_ parts: [DocumentedName.Part]) -> String {
        parts.map { part in
            switch part {
            case .code(let code): CommonMark.code(code)
            case .text(let text): text
            case .call(let name, let parameters): CommonMark.code(DocsSentence.swiftCall(name, parameters))
            }
        }.joined()
    }

    private func swiftSection(_ flow: Flow) -> DocsPage.Section {
        let names = flow.names
        var items = style.documentedNames(of: flow).map(markdown)
        items += style.documentedScreenTypes(of: flow).map(markdown)
        if !flow.storage.isEmpty { items.append("**Storage** " + CommonMark.code(names.storage)) }
        if !flow.dependencies.isEmpty { items.append("**Dependencies** " + CommonMark.code(names.dependencies)) }
        if flow.start.isOneOf {
            items.append(
                "**Start decision** "
                    + CommonMark.code("StartDecisions." + names.decideStart + "() -> " + names.startEnum))
        }
        return DocsPage.Section(
            id: "swift", title: "Swift names",
            markdown: "The code " + CommonMark.code("coordgen generate") + " writes for this flow, in "
                + CommonMark.code(flow.name + ".swift") + ":\n\n" + CommonMark.bulletList(items))
    }
}
