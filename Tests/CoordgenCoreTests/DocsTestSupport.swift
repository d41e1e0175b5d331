import Foundation
import XCTest

@testable import CoordgenCore

/// Stands in for Graphviz: a small fixed SVG per graph, so page goldens do not depend on the
/// installed Graphviz's layout bytes. It links every node the way Graphviz's SVG would.
struct StubGraphRenderer: GraphRenderer {
    func svg(for dotSources: [String]) throws(GraphRenderingError) -> [String] {
        dotSources.map { source in
            let name = source.split(separator: "\"").dropFirst().first.map(String.init) ?? "graph"
            return "<svg role=\"img\" width=\"10pt\" height=\"10pt\" viewBox=\"0 0 10 10\" "
                + "xmlns=\"http://www.w3.org/2000/svg\"><title>\(name)</title></svg>"
        }
    }
}

/// Always fails, as `DotProgram` does when Graphviz is missing.
struct MissingGraphviz: GraphRenderer {
    func svg(for dotSources: [String]) throws(GraphRenderingError) -> [String] {
        throw .programNotFound(searchPath: "/nowhere")
    }
}

/// Builds docs from spec texts in memory.
enum DocsFixture {
    /// The project's example specs, with paths as a user passes them (`docs/examples/Flows/…`).
    static func exampleFiles() throws -> [SourceFile] {
        try GeneratedSwiftGoldenTests.exampleFiles()
    }

    static func model(_ files: [SourceFile], file: StaticString = #filePath, line: UInt = #line) -> FlowModel {
        var diagnostics = Diagnostics()
        let model = Pipeline.model(from: files, diagnostics: &diagnostics)
        XCTAssertFalse(
            diagnostics.hasErrors, diagnostics.sorted.map(\.description).joined(separator: "\n"), file: file, line: line
        )
        return model
    }

    static func site(
        _ files: [SourceFile], specs: String = "docs/examples/Flows", renderer: any GraphRenderer = StubGraphRenderer(),
        file: StaticString = #filePath, line: UInt = #line
    ) -> [GeneratedFile] {
        let model = model(files, file: file, line: line)
        var diagnostics = Diagnostics()
        var configuration = Configuration()
        configuration.specs = specs
        let templates = TemplateLibrary(diagnostics: &diagnostics)
        let pages = DocsGenerator(templates: templates, graphRenderer: renderer)
            .generate(model, configuration: configuration, diagnostics: &diagnostics)
        XCTAssertEqual(diagnostics.all.map(\.description), [], file: file, line: line)
        return pages
    }

    /// Skips the test when Graphviz's `dot` is not installed (CI installs it).
    static func requireDot() throws -> DotProgram {
        guard let path = DotProgram.find() else {
            throw XCTSkip("Graphviz's 'dot' is not installed (apt-get install graphviz)")
        }
        return DotProgram(executable: path)
    }
}
