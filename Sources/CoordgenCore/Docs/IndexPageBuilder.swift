/// Builds `index.html` as CommonMark: the app's flow graph, then every flow with its one-line
/// description, screen count, how it ends, who starts it and what it starts, root flows first.
struct IndexPageBuilder {
    let model: FlowModel
    let relations: FlowRelations

    /// The page, with `graph`: the app's graph (`FlowGraphBuilder.appGraph`), built before the pages.
    func page(source: String, graph: FlowGraph) -> DocsPage {
        let roots = model.flows.filter(\.usage.isRoot)
        let others = model.flows.filter { !$0.usage.isRoot }
        var sections: [DocsPage.Section] = []
        if !roots.isEmpty {
            sections.append(
                DocsPage.Section(
                    id: "root-flows", title: roots.count == 1 ? "Root flow" : "Root flows",
                    markdown: "No other flow starts \(roots.count == 1 ? "this one" : "these"): the app does.\n",
                    entries: roots.map(entry)))
        }
        if !others.isEmpty {
            sections.append(
                DocsPage.Section(
                    id: "child-flows", title: "Started by other flows",
                    markdown: "In the order a user meets them, from the root down.\n",
                    entries: ordered(others).map(entry)))
        }
        let screens = model.flows.reduce(0) { $0 + $1.screens.count }
        let flows = model.flows.count
        return DocsPage(
            fileName: DocsLinks.indexPage, source: source, title: "Flows", eyebrow: "App",
            summary: "\(flows) flow\(flows == 1 ? "" : "s") · \(screens) screen\(screens == 1 ? "" : "s")",
            isIndex: true,
            intro: "The navigation of the app, flow by flow. Each flow has a page with its screens, its"
                + " events and what they do, and the Swift names " + CommonMark.code("coordgen generate")
                + " writes.\n",
            graph: graph,
            graphCaption: "Flows of the app and how each one starts the next.",
            sections: sections)
    }

    private func entry(_ flow: Flow) -> DocsPage.Entry {
        var items: [String] = []
        let count = flow.screens.count
        items.append("**Screens** \(count)")
        items.append("**Ends** " + DocsSentence.finishes(flow))
        let parents = relations.parents(of: flow.name)
        if !parents.isEmpty {
            items.append(
                "**Started by** "
                    + parents.map { DocsSentence.relation($0, showing: $0.parent) }.joined(separator: ", "))
        }
        let children = relations.children(of: flow.name)
        if !children.isEmpty {
            items.append(
                "**Starts** " + children.map { DocsSentence.relation($0, showing: $0.child) }.joined(separator: ", "))
        }
        let summary = DocsSentence.firstSentence(of: flow.description)
        return DocsPage.Entry(
            id: DocsLinks.flowAnchor(flow.name), title: flow.name, link: DocsLinks.flowPage(flow.name), detail: nil,
            badges: flow.usage.isRoot ? ["root"] : [],
            markdown: (summary.isEmpty ? "" : summary + "\n\n") + CommonMark.bulletList(items))
    }

    /// Breadth first from the root flows (children by name), then any flow not reached, by name.
    private func ordered(_ flows: [Flow]) -> [Flow] {
        var seen = Set(model.flows.filter(\.usage.isRoot).map(\.name))
        var queue = model.flows.filter(\.usage.isRoot).map(\.name)
        var order: [String] = []
        while !queue.isEmpty {
            let name = queue.removeFirst()
            for child in model.flow(named: name)?.usage.children ?? [] where seen.insert(child).inserted {
                order.append(child)
                queue.append(child)
            }
        }
        let wanted = Set(flows.map(\.name))
        let reached = order.filter(wanted.contains)
        let rest = flows.map(\.name).filter { !reached.contains($0) }.sorted()
        return (reached + rest).compactMap { model.flow(named: $0) }
    }
}
