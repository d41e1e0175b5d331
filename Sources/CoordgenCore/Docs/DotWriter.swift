/// Writes a `FlowGraph` as Graphviz DOT text: every id and label quoted and escaped.
///
/// Each node and edge carries a `class` (its kind), which Graphviz copies into the SVG, so the
/// page's CSS can colour the picture for light and dark mode. The colours written here are the
/// light ones, for people who run `dot` on the text themselves.
public enum DotWriter {
    public static func dot(_ graph: FlowGraph) -> String {
        var lines = ["digraph \(quoted(graph.name)) {"]
        lines.append(
            "    graph [rankdir=TB, bgcolor=\"transparent\", fontname=\"Helvetica\", nodesep=0.35, ranksep=0.45,"
                + " pad=0.15" + (graph.layout == .forceDirected ? forceDirectedAttribute : "];"))
        lines.append(
            "    node [shape=box, style=\"rounded,filled\", fontname=\"Helvetica\", fontsize=12,"
                + " color=\"#4a6fa5\", fillcolor=\"#eaf1fb\", fontcolor=\"#1f2933\", margin=\"0.16,0.06\", height=0.4];"
        )
        lines.append(
            "    edge [fontname=\"Helvetica\", fontsize=10, color=\"#52606d\", fontcolor=\"#3e4c59\", arrowsize=0.7];")
        for node in graph.nodes {
            lines.append("    \(quoted(node.id)) [\(attributes(of: node))];")
        }
        let exits = graph.nodes.filter { $0.kind == .finish || $0.kind == .cancel }.map { quoted($0.id) }
        if !exits.isEmpty {
            lines.append("    { rank=sink; \(exits.joined(separator: "; ")); }")
        }
        for edge in graph.edges {
            lines.append("    \(quoted(edge.from)) -> \(quoted(edge.to)) [\(attributes(of: edge))];")
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    /// The graph attribute that asks for the force-directed layout (`FlowGraph.Layout.forceDirected`).
    static let forceDirectedAttribute = ", layout=sfdp];"

    /// True when `dot` (text this writer wrote) asks for the force-directed layout: its graph line,
    /// the second, ends with `layout=sfdp`. Graphviz keeps a graph's layout engine for the graphs
    /// after it in the same process, so such a graph is drawn in a process of its own.
    static func asksForForceDirectedLayout(_ dot: String) -> Bool {
        guard let graphLine = dot.split(separator: "\n", maxSplits: 2).dropFirst().first else { return false }
        return graphLine.hasPrefix("    graph [") && graphLine.hasSuffix(forceDirectedAttribute)
    }

    /// A DOT double-quoted string: backslashes (which start DOT's own escapes) and quotes escaped.
    static func quoted(_ text: String) -> String {
        // By Unicode scalar, not by character: a `"` followed by a combining mark is one character,
        // which must not hide the quote. Text with nothing to escape (nearly all) is used as it is.
        let needsEscaping = text.utf8.contains { byte in
            byte == UInt8(ascii: "\\") || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\n")
                || byte == UInt8(ascii: "\r")
        }
        guard needsEscaping else { return "\"" + text + "\"" }
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case "\n", "\r": result += " "
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    private static func attributes(of node: FlowGraph.Node) -> String {
        // The entry is a dot with its label beside it.
        let label = node.kind == .entry ? "label=\"\", xlabel=\(quoted(node.label))" : "label=\(quoted(node.label))"
        var list = [label, "class=\(quoted(node.kind.rawValue + (node.isEmphasized ? " emphasized" : "")))"]
        switch node.kind {
        case .screen:
            break
        case .flow:
            list += ["shape=component", "style=filled", "color=\"#b7791f\"", "fillcolor=\"#fdf3e1\""]
        case .entry:
            list += [
                "shape=circle", "style=filled", "width=0.14", "height=0.14", "fixedsize=true", "color=\"#1f2933\"",
                "fillcolor=\"#1f2933\"", "fontsize=10",
            ]
        case .finish:
            list += ["shape=doublecircle", "color=\"#2f855a\"", "fillcolor=\"#e6f6ec\"", "fontsize=10", "margin=0.02"]
        case .cancel:
            list += ["shape=doublecircle", "color=\"#c53030\"", "fillcolor=\"#fdecec\"", "fontsize=10", "margin=0.02"]
        case .link:
            list += ["shape=note", "style=filled", "color=\"#6b46c1\"", "fillcolor=\"#f3eefe\"", "fontsize=10"]
        }
        if node.isEmphasized { list.append("penwidth=2") }
        if let link = node.link {
            list += ["URL=\(quoted(link))", "tooltip=\(quoted(node.label))"]
        }
        return list.joined(separator: ", ")
    }

    private static func attributes(of edge: FlowGraph.Edge) -> String {
        var list: [String] = []
        if let label = edge.label { list.append("label=\(quoted(" " + label + " "))") }
        list.append("class=\(quoted(edge.kind.rawValue))")
        switch edge.kind.style {
        case .forward: break
        case .sheet: list.append("style=dashed")
        case .replacement: list += ["style=bold", "penwidth=2.2"]
        case .finish: list.append("color=\"#2f855a\"")
        case .cancel: list.append("color=\"#c53030\"")
        case .loop: list += ["style=dotted", "constraint=false"]
        // Back edges: dotted and grey with an open arrowhead (a reader must not take them for a
        // sheet), and no pull on the layout.
        case .back: list += ["style=dotted", "color=\"#8a94a6\"", "arrowhead=empty", "constraint=false"]
        case .link: list += ["style=dotted", "color=\"#6b46c1\""]
        }
        return list.joined(separator: ", ")
    }
}
