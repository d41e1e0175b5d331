/// The links of a whole spec set: the launch chain they open along, the cases of `DeepLink`, and
/// which flows open links (spec format 1.1, section 8).
extension LinkResolver {
    /// The launch chain: the root flows, and the flows they reach through `start:` and `## Tabs` alone.
    func launchChain(_ flows: [Flow]) -> Set<String> {
        Flow.launchChain(from: flows.filter(\.usage.isRoot).map(\.name)) { index[$0].map { flows[$0] } }
    }

    /// A flow declares links only on the launch chain.
    func checkLaunchChain(_ flows: [Flow], chain: Set<String>, diagnostics: inout Diagnostics) {
        for flow in flows where flow.linksLocation != nil && !chain.contains(flow.name) {
            guard let location = flow.linksLocation else { continue }
            let usage = flow.usage
            let ways: [(String, [String])] = [
                ("push", usage.pushedBy), ("present", usage.presentedBy), ("root", usage.rootedBy),
            ]
            let (verb, parent) =
                ways.first { !$0.1.isEmpty }.map { ($0.0, $0.1[0]) }
                ?? ("start:", usage.startedAsStartBy.first ?? usage.tabOf.first ?? flow.name)
            diagnostics.error(
                "links open from the app's root flow through 'start:' and '## Tabs', but \(flow.name) is reached by"
                    + " '\(verb)' from \(parent); declare this link in a flow on that way, with a path through"
                    + " \(flow.name)", at: location)
        }
    }

    /// Each pattern is declared once across the spec set (flows by name, links in spec order), whatever
    /// else is wrong with its link: `/a/:x` and `/a/:y` are one pattern, parameters compare by position.
    /// Returns the locations of the repeats, which are not resolved.
    static func repeatedPatterns(_ specs: [FlowSpec], diagnostics: inout Diagnostics) -> Set<SourceLocation> {
        var first: [String: SourceLocation] = [:]
        var repeated: Set<SourceLocation> = []
        for spec in specs.sorted(by: { $0.name.name < $1.name.name }) {
            for link in spec.links {
                let shape = link.segments.map { segment in
                    switch segment {
                    case .literal(let text): text
                    case .parameter: ":"
                    }
                }.joined(separator: "/")
                if let earlier = first[shape] {
                    diagnostics.error(
                        "link `\(link.pattern)` is declared twice", at: link.location,
                        notes: [.init(message: "first declared here", location: earlier)])
                    repeated.insert(link.location)
                } else {
                    first[shape] = link.location
                }
            }
        }
        return repeated
    }

    /// The cases of `DeepLink`: links that build one stack share a case (aliases, the first pattern
    /// canonical).
    static func cases(_ flows: [Flow], diagnostics: inout Diagnostics) -> [DeepLinkCase] {
        var cases: [DeepLinkCase] = []
        var first: [String: (link: Link, flow: String, position: Int)] = [:]
        for flow in flows {
            for link in flow.links {
                guard let (canonical, owner, position) = first[link.caseName] else {
                    first[link.caseName] = (link, flow.name, cases.count)
                    cases.append(
                        DeepLinkCase(
                            name: link.caseName, parameters: link.parameters, patterns: [link.pattern], flow: flow.name)
                    )
                    continue
                }
                let path = { (link: Link) in link.steps.map(\.target.name).joined(separator: " > ") }
                if let first = canonical.lastScreen, let last = link.lastScreen, first != last {
                    // `URLPage` and `UrlPage` are both `.urlPage`.
                    diagnostics.error(
                        "links `\(canonical.pattern)` and `\(link.pattern)` both open 'DeepLink.\(link.caseName)': their"
                            + " last screens '\(first)' and '\(last)' take one case name; rename one of the screens",
                        at: link.location)
                    continue
                }
                guard owner == flow.name, path(canonical) == path(link) else {
                    diagnostics.error(
                        "links `\(canonical.pattern)` and `\(link.pattern)` both end on '\(link.lastScreen ?? "")' but"
                            + " build different stacks (\(path(canonical)) and \(path(link))); a case of 'DeepLink'"
                            + " opens one stack: link only one of them", at: link.location)
                    continue
                }
                // `/a/:x/:y` and `/b/:y/:x` carry the same values: the order in the path does not matter.
                let names = { (link: Link) in link.parameters.map { "\($0.name): \($0.type)" }.sorted() }
                guard names(canonical) == names(link) else {
                    let describe = { (link: Link) in
                        link.parameters.isEmpty ? "none" : link.parameters.map { ":" + $0.name }.joined(separator: ", ")
                    }
                    diagnostics.error(
                        "links to '\(link.lastScreen ?? "")' open the same case 'DeepLink.\(link.caseName)', so they"
                            + " need the same parameters: `\(canonical.pattern)` has \(describe(canonical)),"
                            + " `\(link.pattern)` has \(describe(link))", at: link.location)
                    continue
                }
                cases[position].patterns.append(link.pattern)
            }
        }
        return cases
    }

    /// `usage.opensLinks`: the flows that declare links, the flow steps of their paths, and every
    /// flow on the launch chain to them. A flow that starts an opener but is off the chain (a
    /// presented flow whose `start:` is a flow step) passes no link, so it is left out.
    static func annotateOpeners(_ flows: inout [Flow], chain: Set<String>, index: [String: Int]) {
        var opens = Set<String>()
        for flow in flows where !flow.links.isEmpty {
            opens.insert(flow.name)
            for link in flow.links {
                for step in link.steps where step.target.kind == .flow { opens.insert(step.target.name) }
            }
        }
        // Up the launch chain: a parent whose `start:` or tab leads to an opener opens links too.
        var parents: [String: [String]] = [:]
        for flow in flows {
            for child in flow.launchChildren {
                parents[child, default: []].append(flow.name)
            }
        }
        var queue = Array(opens)
        while let name = queue.popLast() {
            for parent in parents[name] ?? [] where chain.contains(parent) && opens.insert(parent).inserted {
                queue.append(parent)
            }
        }
        for name in opens {
            if let position = index[name] { flows[position].usage.opensLinks = true }
        }
    }
}
