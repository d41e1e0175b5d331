/// The "Links" section of a flow's page (spec format 1.1, `## Links`): each pattern, the stack it
/// builds and the case of `DeepLink` it opens.
extension FlowPageBuilder {
    func linksSection(_ flow: Flow) -> DocsPage.Section {
        let items = flow.links.map { link in
            let parameters = link.parameters.map { "\($0.name): \($0.type)" }.joined(separator: ", ")
            let path = link.steps.map { step in
                step.target.kind == .flow
                    ? CommonMark.link(CommonMark.text(step.target.name), to: DocsLinks.flowPage(step.target.name))
                    : CommonMark.text(step.target.name)
            }
            return CommonMark.code(link.pattern) + " → " + path.joined(separator: " > ") + " — opens "
                + CommonMark.code("DeepLink." + link.caseName + (parameters.isEmpty ? "" : "(\(parameters))"))
                + CommonMark.note(link.documentation)
        }
        return DocsPage.Section(
            id: "links", title: "Links",
            markdown: "The URLs that open in " + CommonMark.text(flow.name)
                + ", with the stack each builds from its start screen (its `## Links` section):\n\n"
                + CommonMark.bulletList(items))
    }
}
