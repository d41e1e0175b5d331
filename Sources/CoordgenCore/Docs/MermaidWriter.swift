/// Writes a `FlowGraph` as a Mermaid flowchart, for code hosts that render Mermaid blocks.
///
/// Node ids are derived from the graph's ids but reduced to ASCII letters, digits and `_`
/// (falling back to `n<index>`), so no name can break the syntax; every label is quoted with
/// Mermaid's entity codes for the characters that would end or reinterpret it.
public enum MermaidWriter {
    public static func mermaid(_ graph: FlowGraph) -> String {
        let ids = mermaidIDs(for: graph)
        // Appended into one string rather than joined from lines: the app graph has hundreds of edges.
        var text = "flowchart TB\n"
        text.reserveCapacity(64 * (graph.nodes.count + graph.edges.count) + 256)
        // Pieces as parameters, not a variadic list: no array for each line.
        func line(_ a: String, _ b: String = "", _ c: String = "", _ d: String = "", _ e: String = "", _ f: String = "")
        {
            text += "    "
            text += a
            text += b
            text += c
            text += d
            text += e
            text += f
            text += "\n"
        }
        for node in graph.nodes {
            let id = ids[node.id] ?? "n"
            let label = quoted(node.label)
            switch node.kind {
            case .screen: line(id, "(", label, ")")
            case .flow: line(id, "[[", label, "]]")
            case .entry: line(id, "((", label, "))")
            case .finish, .cancel: line(id, "([", label, "])")
            case .link: line(id, ">", label, "]")
            }
        }
        for edge in graph.edges {
            let arrow: String
            switch edge.kind.style {
            case .forward, .finish, .cancel: arrow = "-->"
            case .sheet, .loop, .back, .link: arrow = "-.->"
            case .replacement: arrow = "==>"
            }
            let label = edge.label.map { "|" + quoted($0) + "|" } ?? ""
            line(ids[edge.from] ?? "n", " ", arrow, label, " ", ids[edge.to] ?? "n")
        }
        for node in graph.nodes {
            if let link = node.link {
                // A URL, not a label: entity codes are not decoded here, so only quotes need care.
                let url =
                    link.utf8.contains(UInt8(ascii: "\"")) ? link.replacingOccurrences(of: "\"", with: "%22") : link
                line("click ", ids[node.id] ?? "n", " \"", url, "\"")
            }
        }
        line("classDef flow fill:#fdf3e1,stroke:#b7791f")
        line("classDef finish fill:#e6f6ec,stroke:#2f855a")
        line("classDef cancel fill:#fdecec,stroke:#c53030")
        if graph.nodes.contains(where: { $0.kind == .link }) {
            line("classDef link fill:#f3eefe,stroke:#6b46c1")
        }
        for kind in [FlowGraph.NodeKind.flow, .finish, .cancel, .link] {
            let members = graph.nodes.filter { $0.kind == kind }.compactMap { ids[$0.id] }
            if !members.isEmpty { line("class ", members.joined(separator: ","), " ", kind.rawValue) }
        }
        return text
    }

    /// A Mermaid quoted label: `"`, `#`, `&`, `<`, `>`, `|` and backticks become entity codes.
    ///
    /// Read by Unicode scalar, not by character: a `"` followed by a combining mark is one character,
    /// which must not hide the quote.
    static func quoted(_ text: String) -> String {
        if !text.utf8.contains(where: needsEntityCode) { return "\"" + text + "\"" }
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "#quot;"
            case "#": result += "#35;"
            case "&": result += "#amp;"
            case "<": result += "#lt;"
            case ">": result += "#gt;"
            case "|": result += "#124;"
            case "`": result += "#96;"
            case "\n", "\r": result += " "
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    /// True for the bytes `quoted` replaces (all ASCII, so a label without them is used as it is).
    private static func needsEntityCode(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "#"), UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"),
            UInt8(ascii: "|"), UInt8(ascii: "`"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
            return true
        default:
            return false
        }
    }

    /// `screen.RecipeList` → `screen_RecipeList`; anything not plain ASCII becomes `n<index>`.
    private static func mermaidIDs(for graph: FlowGraph) -> [String: String] {
        var result: [String: String] = [:]
        var used = Set<String>()
        for (index, node) in graph.nodes.enumerated() {
            // On bytes: Foundation's replacement and the scalars' properties were most of the Mermaid.
            let dot = UInt8(ascii: ".")
            let underscore = UInt8(ascii: "_")
            var id =
                node.id.utf8.contains(dot)
                ? String(decoding: node.id.utf8.map { $0 == dot ? underscore : $0 }, as: UTF8.self) : node.id
            let plain = id.utf8.allSatisfy { byte in
                (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
                    || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
                    || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "_")
            }
            // `end` is a Mermaid keyword; other generated ids never equal it.
            if !plain || id.lowercased() == "end" || used.contains(id) { id = "n\(index)" }
            used.insert(id)
            result[node.id] = id
        }
        return result
    }
}
