/// Writes a `FlowGraph` as Graphviz DOT text: every id and label quoted and escaped.
///
/// Each node and edge carries a `class` (its kind), which Graphviz copies into the SVG, so the
/// page's CSS can colour the picture for light and dark mode. The colours written here are the
/// light ones, for people who run `dot` on the text themselves.
public enum DotWriter {
    public static func dot(_ graph: FlowGraph) -> String {
        // Appended into one string rather than joined from lines: the app graph has hundreds of edges.
        var text = "digraph " + quoted(graph.name) + " {\n"
        text.reserveCapacity(160 * (graph.nodes.count + graph.edges.count) + 640)
        text += "    graph [rankdir=TB, bgcolor=\"transparent\", fontname=\"Helvetica\", nodesep=0.35, ranksep=0.45,"
        text += " pad=0.15" + (graph.layout == .forceDirected ? forceDirectedAttribute : "];") + "\n"
        text += "    node [shape=box, style=\"rounded,filled\", fontname=\"Helvetica\", fontsize=12,"
        text += " color=\"#4a6fa5\", fillcolor=\"#eaf1fb\", fontcolor=\"#1f2933\", margin=\"0.16,0.06\", height=0.4];\n"
        text +=
            "    edge [fontname=\"Helvetica\", fontsize=10, color=\"#52606d\", fontcolor=\"#3e4c59\", arrowsize=0.7];\n"
        for node in graph.nodes {
            text += "    " + quoted(node.id) + " ["
            appendAttributes(of: node, to: &text)
            text += "];\n"
        }
        let exits = graph.nodes.filter { $0.kind == .finish || $0.kind == .cancel }.map { quoted($0.id) }
        if !exits.isEmpty {
            text += "    { rank=sink; " + exits.joined(separator: "; ") + "; }\n"
        }
        for edge in graph.edges {
            text += "    " + quoted(edge.from) + " -> " + quoted(edge.to) + " ["
            appendAttributes(of: edge, to: &text)
            text += "];\n"
        }
        text += "}\n"
        return text
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

    /// The node's attributes, separated by `, `.
    private static func appendAttributes(of node: FlowGraph.Node, to text: inout String) {
        // The entry is a dot with its label beside it.
        text += node.kind == .entry ? "label=\"\", xlabel=" + quoted(node.label) : "label=" + quoted(node.label)
        text += ", class=" + quoted(node.kind.rawValue + (node.isEmphasized ? " emphasized" : ""))
        switch node.kind {
        case .screen:
            break
        case .flow:
            text += ", shape=component, style=filled, color=\"#b7791f\", fillcolor=\"#fdf3e1\""
        case .entry:
            text += ", shape=circle, style=filled, width=0.14, height=0.14, fixedsize=true, color=\"#1f2933\""
            text += ", fillcolor=\"#1f2933\", fontsize=10"
        case .finish:
            text += ", shape=doublecircle, color=\"#2f855a\", fillcolor=\"#e6f6ec\", fontsize=10, margin=0.02"
        case .cancel:
            text += ", shape=doublecircle, color=\"#c53030\", fillcolor=\"#fdecec\", fontsize=10, margin=0.02"
        case .link:
            text += ", shape=note, style=filled, color=\"#6b46c1\", fillcolor=\"#f3eefe\", fontsize=10"
        }
        if node.isEmphasized { text += ", penwidth=2" }
        if let link = node.link {
            text += ", URL=" + quoted(link) + ", tooltip=" + quoted(node.label)
        }
    }

    /// The edge's attributes, separated by `, `.
    private static func appendAttributes(of edge: FlowGraph.Edge, to text: inout String) {
        if let label = edge.label { text += "label=" + quoted(" " + label + " ") + ", " }
        text += "class=" + quoted(edge.kind.rawValue)
        switch edge.kind.style {
        case .forward: break
        case .sheet: text += ", style=dashed"
        case .replacement: text += ", style=bold, penwidth=2.2"
        case .finish: text += ", color=\"#2f855a\""
        case .cancel: text += ", color=\"#c53030\""
        case .loop: text += ", style=dotted, constraint=false"
        // Back edges: dotted and grey with an open arrowhead (a reader must not take them for a
        // sheet), and no pull on the layout.
        case .back: text += ", style=dotted, color=\"#8a94a6\", arrowhead=empty, constraint=false"
        case .link: text += ", style=dotted, color=\"#6b46c1\""
        }
    }
}
