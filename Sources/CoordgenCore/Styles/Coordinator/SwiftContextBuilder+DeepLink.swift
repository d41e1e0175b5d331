/// `DeepLink.swift` (spec format 1.1, `## Links`; `generated-api-v1.1.md` section 6): the enum of
/// every link, its URL and path parsing, its canonical path, and the `DeepLinkOpener` protocol.
extension SwiftContextBuilder {
    func deepLink() -> DeepLinkContext {
        let links = model.flows.flatMap(\.links)
        let cases = model.deepLinks.map { deepLinkCase in
            let parameters = deepLinkCase.parameters.map {
                "\(SwiftIdentifier.label($0.name)): \(SharedContextBuilder.parameterType($0.type))"
            }
            return DeepLinkCaseContext(
                doc: deepLinkCase.patterns.map { "`\($0)`" }.joined(separator: ", ") + " (\(deepLinkCase.flow))",
                declaration: SwiftIdentifier.escaped(deepLinkCase.name)
                    + (parameters.isEmpty ? "" : "(" + parameters.joined(separator: ", ") + ")"))
        }
        // Patterns of one length can both match a path: the more literal one first (segment by segment from
        // the left), then as declared. Sorting by length first keeps the order a strict weak order.
        let ordered = links.enumerated().sorted { lhs, rhs in
            if lhs.element.segments.count != rhs.element.segments.count {
                return lhs.element.segments.count < rhs.element.segments.count
            }
            for (left, right) in zip(lhs.element.segments, rhs.element.segments)
            where (left.literal == nil) != (right.literal == nil) {
                return left.literal != nil
            }
            return lhs.offset < rhs.offset
        }
        .map(\.element)
        let canonical = Dictionary(links.map { ($0.caseName, $0) }, uniquingKeysWith: { first, _ in first })
        return DeepLinkContext(
            header: SharedContextBuilder.header(source: configuration.specs), access: access,
            cases: cases,
            matchLines: ordered.flatMap { link in
                Self.match(link, order: canonical[link.caseName]?.parameters.map(\.name) ?? [])
            },
            pathLines: model.deepLinks.compactMap { canonical[$0.name].map(Self.pathLine) },
            encodesParameters: links.contains { !$0.parameters.isEmpty },
            dismissesOverTabs: model.flows.contains { flow in
                flow.hasTabs && flow.usage.opensLinks
            })
    }

    /// `if segments.count == 2, segments[0] == "orders", let orderID = Int(segments[1]) { … }`.
    /// `order` is the case's parameter order (its canonical pattern's), which an alias may not share.
    private static func match(_ link: Link, order: [String]) -> [String] {
        var conditions = [link.segments.isEmpty ? "segments.isEmpty" : "segments.count == \(link.segments.count)"]
        var arguments: [(name: String, text: String)] = []
        for (position, segment) in link.segments.enumerated() {
            let text = "segments[\(position)]"
            if let literal = segment.literal {
                conditions.append("\(text) == \"\(literal)\"")
                continue
            }
            guard let name = segment.parameter, let type = link.parameters.first(where: { $0.name == name })?.type
            else { continue }
            // A local by position: a parameter named like `segments` would hide what the conditions read.
            let local = "value\(position)"
            switch type {
            case "String": arguments.append((name, "\(SwiftIdentifier.label(name)): \(text)"))
            case "UUID":
                conditions.append("let \(local) = UUID(uuidString: \(text))")
                arguments.append((name, "\(SwiftIdentifier.label(name)): \(local)"))
            default:
                conditions.append("let \(local) = \(type)(\(text))")
                arguments.append((name, "\(SwiftIdentifier.label(name)): \(local)"))
            }
        }
        let name = "." + SwiftIdentifier.escaped(link.caseName)
        let ordered = arguments.sorted { (order.firstIndex(of: $0.name) ?? 0) < (order.firstIndex(of: $1.name) ?? 0) }
        let assignment =
            arguments.isEmpty
            ? ["self = \(name)"] : SwiftLayout.call("self = \(name)(", ordered.map(\.text), indent: 12)
        let oneLine = "if \(conditions.joined(separator: ", ")) {"
        let head =
            8 + oneLine.count <= SwiftLayout.lineLimit
            ? [oneLine]
            : ["if " + conditions[0] + ","]
                + conditions.dropFirst().enumerated().map { index, condition in
                    "    " + condition + (index == conditions.count - 2 ? "" : ",")
                } + ["{"]
        return head + assignment.map { "    " + $0 } + ["    return", "}"]
    }

    /// `case .orderDetail(let orderID): "/orders/\(Self.segment(String(orderID)))"`.
    private static func pathLine(_ link: Link) -> String {
        var path = ""
        for segment in link.segments {
            path += "/"
            if let literal = segment.literal {
                path += literal
            } else if let name = segment.parameter, let type = link.parameters.first(where: { $0.name == name })?.type {
                let local = SwiftIdentifier.escaped(name)
                let text =
                    switch type {
                    case "String": local
                    case "UUID": "\(local).uuidString"
                    default: "String(\(local))"
                    }
                path += "\\(Self.segment(\(text)))"
            }
        }
        let bindings = link.parameters.map { "let " + SwiftIdentifier.escaped($0.name) }
        let pattern =
            "." + SwiftIdentifier.escaped(link.caseName)
            + (bindings.isEmpty ? "" : "(\(bindings.joined(separator: ", ")))")
        return "case \(pattern): \"\(path.isEmpty ? "/" : path)\""
    }
}
