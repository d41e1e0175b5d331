import Foundation
import XCTest

@testable import CoordgenCore

/// The navigation graphs as typed values, and their DOT and Mermaid text.
final class DocsGraphTests: XCTestCase {
    private func model() throws -> FlowModel {
        DocsFixture.model(try DocsFixture.exampleFiles())
    }

    func testFlowGraphHasScreensEventsChildFlowsAndExits() throws {
        let recipes = try XCTUnwrap(try model().flow(named: "RecipesFlow"))
        let graph = FlowGraphBuilder.graph(of: recipes)
        XCTAssertEqual(
            graph.nodes.filter { $0.kind == .screen }.map(\.label), ["RecipeList", "RecipeDetail", "IngredientInfo"])
        XCTAssertEqual(
            Set(graph.nodes.filter { $0.kind == .flow }.map(\.label)),
            ["CookingFlow", "RecipeEditorFlow", "ShoppingListFlow"])
        XCTAssertEqual(graph.node(withID: "flow.CookingFlow")?.link, "CookingFlow.html")
        XCTAssertEqual(graph.node(withID: "screen.RecipeList")?.isEmphasized, true)
        let edges = graph.edges.map { "\($0.from) -\($0.kind.rawValue)-> \($0.to) \($0.label ?? "")" }
        XCTAssertTrue(edges.contains("screen.RecipeList -push-> screen.RecipeDetail onRecipeSelect"), "\(edges)")
        XCTAssertTrue(edges.contains("screen.RecipeList -present-> flow.RecipeEditorFlow onCreateTap"), "\(edges)")
        XCTAssertTrue(edges.contains("screen.RecipeList -finish-> finish onSignOut"), "\(edges)")
        XCTAssertTrue(edges.contains("flow.RecipeEditorFlow -push-> screen.RecipeDetail on finish"), "\(edges)")
        XCTAssertTrue(edges.contains("start -start-> screen.RecipeList "), "\(edges)")
    }

    func testRestartAndCancelEdges() throws {
        let model = try model()
        let app = FlowGraphBuilder.graph(of: try XCTUnwrap(model.flow(named: "AppFlow")))
        XCTAssertTrue(
            app.edges.contains { $0.kind.verb == .restart && $0.from == "flow.SignInFlow" && $0.to == "start" })
        XCTAssertEqual(app.edges.filter { $0.kind == .start }.map(\.label), ["one of", "one of"])
        let editor = FlowGraphBuilder.graph(of: try XCTUnwrap(model.flow(named: "RecipeEditorFlow")))
        XCTAssertTrue(editor.edges.contains { $0.kind.verb == .cancel && $0.to == "cancel" })
    }

    /// `pop`, `pop to root` and `dismiss` lead somewhere in the graph, so no screen looks like a dead end.
    func testBackEdgesForPopPopToRootAndDismiss() throws {
        let spec = """
            # BackFlow

            ## Screens

            ### List

            - `onSelect` → push Detail
            - `onInfo` → present Info
            - `onHelp` → push HelpFlow

            ### Detail

            - `onNext` → push Deep
            - `onDelete` → pop

            ### Deep

            - `onDone` → pop to root
            - `onBack` → pop

            ### Info

            - `onClose` → dismiss

            ## Flows

            ### HelpFlow

            - on finish → pop, push Detail
            """
        let help = "# HelpFlow\n\n## Screens\n\n### HelpHome\n\n- `onDone` → finish\n- `onLeave` → pop\n"
        let model = DocsFixture.model([
            SourceFile(path: "BackFlow.md", text: spec), SourceFile(path: "HelpFlow.md", text: help),
        ])
        let graph = FlowGraphBuilder.graph(of: try XCTUnwrap(model.flow(named: "BackFlow")))
        let backs = graph.edges.filter { [.pop, .popToRoot, .dismiss].contains($0.kind.verb) }
            .map { "\($0.from) -\($0.kind.rawValue)-> \($0.to) \($0.label ?? "")" }
        XCTAssertEqual(
            backs,
            [
                // Detail is pushed by List and by HelpFlow's handler, which runs on the screen that started HelpFlow.
                "screen.Detail -pop-> screen.List onDelete (pop)",
                "screen.Deep -popToRoot-> screen.List onDone (pop to root)",
                "screen.Deep -pop-> screen.Detail onBack (pop)",
                "screen.Info -dismiss-> screen.List onClose (dismiss)",
                "flow.HelpFlow -pop-> screen.List on finish (pop)",
            ])
        // A pushed flow's first screen pops back to the parent: the edge leads to the entry.
        let helpGraph = FlowGraphBuilder.graph(of: try XCTUnwrap(model.flow(named: "HelpFlow")))
        XCTAssertTrue(
            helpGraph.edges.contains { $0.kind.verb == .pop && $0.from == "screen.HelpHome" && $0.to == "start" })
        let dot = DotWriter.dot(graph)
        XCTAssertTrue(
            dot.contains(
                "\"screen.Detail\" -> \"screen.List\" [label=\" onDelete (pop) \", class=\"pop\", style=dotted,"
                    + " color=\"#8a94a6\", arrowhead=empty, constraint=false];"), dot)
        XCTAssertTrue(MermaidWriter.mermaid(graph).contains("screen_Info -.->|\"onClose (dismiss)\"| screen_List"))
    }

    func testAppGraphLabelsStartsAsPushPresentRootOrStart() throws {
        let graph = FlowGraphBuilder.appGraph(of: try model())
        let edges = Set(graph.edges.map { "\($0.from) \($0.label ?? "-") \($0.to)" })
        XCTAssertEqual(
            edges,
            [
                "start - flow.AppFlow", "flow.AppFlow start flow.RecipesFlow", "flow.AppFlow start flow.SignInFlow",
                "flow.RecipesFlow push flow.CookingFlow", "flow.RecipesFlow present flow.RecipeEditorFlow",
                "flow.RecipesFlow push flow.ShoppingListFlow", "flow.SignInFlow root flow.OnboardingFlow",
            ])
        XCTAssertEqual(graph.nodes.filter(\.isEmphasized).map(\.label), ["AppFlow"])
    }

    func testDotQuotesIDsAndLabels() {
        XCTAssertEqual(DotWriter.quoted("a\"b\\c\nd"), "\"a\\\"b\\\\c d\"")
        // A quote followed by a combining mark is one Swift character: still escaped.
        XCTAssertEqual(DotWriter.quoted("a\"\u{301}b"), "\"a\\\"\u{301}b\"")
        XCTAssertEqual(DotWriter.quoted("plain"), "\"plain\"")
        let graph = FlowGraph(
            name: "Odd \"Flow\"",
            nodes: [.init(id: "screen.A", label: "A\\N", kind: .screen, link: "#screen-A", isEmphasized: false)],
            edges: [.init(from: "screen.A", to: "screen.A", label: "on \"x\"", kind: FlowGraph.EdgeKind(.present)!)])
        let dot = DotWriter.dot(graph)
        XCTAssertTrue(dot.hasPrefix("digraph \"Odd \\\"Flow\\\"\" {"), dot)
        XCTAssertTrue(dot.contains("\"screen.A\" [label=\"A\\\\N\", class=\"screen\""), dot)
        XCTAssertTrue(
            dot.contains("\"screen.A\" -> \"screen.A\" [label=\" on \\\"x\\\" \", class=\"present\", style=dashed];"),
            dot)
    }

    func testAGraphOverTheEdgeLimitAsksForTheForceDirectedLayout() {
        let node = FlowGraph.Node(id: "screen.A", label: "A", kind: .screen, link: nil, isEmphasized: false)
        let edge = FlowGraph.Edge(from: "screen.A", to: "screen.A", label: nil, kind: FlowGraph.EdgeKind(.push)!)
        var graph = FlowGraph(
            name: "Big", nodes: [node], edges: Array(repeating: edge, count: FlowGraph.layeredEdgeLimit))
        XCTAssertEqual(graph.layout, .layered)
        XCTAssertFalse(DotWriter.dot(graph).contains("layout="))
        graph.edges.append(edge)
        XCTAssertEqual(graph.layout, .forceDirected)
        XCTAssertTrue(DotWriter.dot(graph).contains(", pad=0.15, layout=sfdp];"), DotWriter.dot(graph))
    }

    func testMermaidEscapesLabelsAndKeepsIDsPlain() {
        XCTAssertEqual(MermaidWriter.quoted("a\"b#c<d>&e|f`g"), "\"a#quot;b#35;c#lt;d#gt;#amp;e#124;f#96;g\"")
        XCTAssertEqual(MermaidWriter.quoted("a\"\u{301}b"), "\"a#quot;\u{301}b\"")
        let graph = FlowGraph(
            name: "X",
            nodes: [
                .init(id: "screen.Café", label: "Café", kind: .screen, link: nil, isEmphasized: false),
                .init(id: "screen.end", label: "end", kind: .screen, link: nil, isEmphasized: false),
            ],
            edges: [.init(from: "screen.Café", to: "screen.end", label: "go \"now\"", kind: FlowGraph.EdgeKind(.root)!)]
        )
        XCTAssertEqual(
            MermaidWriter.mermaid(graph).split(separator: "\n").prefix(4).joined(separator: "\n"),
            """
            flowchart TB
                n0("Café")
                screen_end("end")
                n0 ==>|"go #quot;now#quot;"| screen_end
            """)
    }
}

extension DocsGraphTests {
    /// A tabs flow draws each tab from its start, labelled with the tab's title; `select tab` draws an
    /// edge to the tab's flow; the app graph labels tabs `tab`.
    func testTabsAndSelectTabAreDrawn() throws {
        let model = DocsFixture.model(try GeneratedSwiftGoldenTests.exampleFiles(in: "docs/examples/Shop/Flows"))
        let mall = FlowGraphBuilder.graph(of: try XCTUnwrap(model.flow(named: "MallFlow")))
        let edges = mall.edges.map { "\($0.from) -\($0.kind.rawValue)-> \($0.to) \($0.label ?? "")" }
        XCTAssertEqual(
            Array(edges.prefix(3)),
            [
                "start -tab-> flow.StoreFlow tab Store \"Front\"", "start -tab-> flow.CheckoutFlow tab Checkout",
                "start -tab-> flow.HelpFlow tab Help",
            ])
        XCTAssertTrue(
            edges.contains("flow.StoreFlow -selectTab-> flow.CheckoutFlow on finish (select tab)"), "\(edges)")
        let help = FlowGraphBuilder.graph(of: try XCTUnwrap(model.flow(named: "HelpFlow")))
        XCTAssertTrue(
            help.edges.contains {
                $0.from == "screen.HelpHome" && $0.to == "flow.StoreFlow" && $0.label == "onShop (select tab)"
            })
        let app = Set(FlowGraphBuilder.appGraph(of: model).edges.map { "\($0.from) \($0.label ?? "-") \($0.to)" })
        XCTAssertTrue(
            app.isSuperset(of: ["flow.MallFlow tab flow.StoreFlow", "flow.MallFlow tab flow.HelpFlow"]), "\(app)")
    }

    /// Each link is a note with its pattern pointing at where it lands in the declaring flow: the last
    /// screen of its path there, or the child flow that builds the rest. DOT and Mermaid draw it.
    func testLinksAreDrawnFromTheirPatternsToWhereTheyLand() throws {
        let model = DocsFixture.model(try GeneratedSwiftGoldenTests.exampleFiles(in: "docs/examples/Shop/Flows"))
        let help = FlowGraphBuilder.graph(of: try XCTUnwrap(model.flow(named: "HelpFlow")))
        XCTAssertEqual(
            help.nodes.filter { $0.kind == .link }.map(\.label),
            ["/help/answers/:answer", "/help/answers/all", "/help/topics/:topic"])
        XCTAssertEqual(
            help.edges.filter { $0.kind == .link }.map { "\($0.from) -> \($0.to)" },
            ["link.0 -> flow.FaqFlow", "link.1 -> flow.FaqFlow", "link.2 -> screen.HelpHome"])
        let store = FlowGraphBuilder.graph(of: try XCTUnwrap(model.flow(named: "StoreFlow")))
        XCTAssertEqual(
            store.edges.filter { $0.kind == .link }.map { "\($0.from) -> \($0.to)" },
            [
                "link.0 -> screen.Catalog", "link.1 -> screen.Sale", "link.2 -> screen.Sale",
                "link.3 -> screen.Basket",
            ])
        let dot = DotWriter.dot(help)
        XCTAssertTrue(
            dot.contains("\"link.1\" [label=\"/help/answers/all\", class=\"link\", shape=note"), dot)
        XCTAssertTrue(dot.contains("\"link.1\" -> \"flow.FaqFlow\" [class=\"link\", style=dotted"), dot)
        let mermaid = MermaidWriter.mermaid(help)
        XCTAssertTrue(mermaid.contains(">\"/help/answers/all\"]"), mermaid)
        XCTAssertTrue(mermaid.contains("classDef link"), mermaid)
        // A flow without links draws none, and its Mermaid has no link class.
        let faq = MermaidWriter.mermaid(FlowGraphBuilder.graph(of: try XCTUnwrap(model.flow(named: "FaqFlow"))))
        XCTAssertFalse(faq.contains("link"), faq)
    }
}
