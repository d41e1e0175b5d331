import Foundation
import XCTest

@testable import CoordgenCore

/// The seam between the model and the output styles, and the one action vocabulary.
final class OutputStyleTests: XCTestCase {
    func testStyleNamesAndTemplateFoldersAreUnique() {
        let names = OutputStyles.all.map(\.name)
        XCTAssertEqual(Set(names).count, names.count, "\(names)")
        let folders = OutputStyles.all.map(\.templateFolder)
        XCTAssertEqual(Set(folders).count, folders.count, "\(folders)")
        XCTAssertEqual(OutputStyles.defaultName, "coordinator")
        XCTAssertEqual(OutputStyles.named("coordinator")?.name, "coordinator")
        XCTAssertNil(OutputStyles.named("Coordinator"))
        XCTAssertEqual(OutputStyles.names, "coordinator, flow-controller, silver")
    }

    /// Every built-in Swift template belongs to a style's folder, so `--templates` and
    /// `templates export` address each style's templates by the same relative paths.
    func testEveryBuiltinTemplateLivesInAStyleFolderOrDocs() {
        let roots = Set(OutputStyles.all.map(\.templateFolder) + [OutputStyles.sharedTemplateFolder, "Docs"])
        for path in TemplateLibrary.builtinFiles.keys {
            let root = String(path.split(separator: "/").first ?? "")
            XCTAssertTrue(roots.contains(root), "\(path) is outside \(roots.sorted())")
        }
        for style in OutputStyles.all {
            XCTAssertTrue(
                TemplateLibrary.builtinFiles.keys.contains { $0.hasPrefix(style.templateFolder + "/") }, style.name)
        }
    }

    /// A run loads only its style's folder (or `Docs`), so two styles may share template file names.
    func testALibraryLoadsOnlyItsRoots() {
        var diagnostics = Diagnostics()
        let docs = TemplateLibrary(roots: ["Docs"], diagnostics: &diagnostics)
        XCTAssertNil(docs.sources["Flow"])
        XCTAssertNotNil(docs.sources["Page"])
        let coordinator = TemplateLibrary(roots: ["Coordinator"], diagnostics: &diagnostics)
        XCTAssertEqual(coordinator.sources["Flow"], "Templates/Coordinator/Swift/Flow.mustache")
        XCTAssertNil(coordinator.sources["Page"])
        let flowController = TemplateLibrary(roots: FlowControllerStyle().templateRoots, diagnostics: &diagnostics)
        XCTAssertNil(flowController.sources["Flow"])
        XCTAssertEqual(flowController.sources["FlowStorage"], "Templates/Shared/Swift/FlowStorage.mustache")
        XCTAssertFalse(diagnostics.hasErrors)
    }

    /// Each verb is read back from its own spelling, so the parser and the vocabulary cannot drift apart.
    func testEveryVerbIsParsedFromItsSpelling() throws {
        let arguments: [ActionVerb: String] = [
            .push: " Next", .present: " Next", .root: " Next", .popTo: " Next", .store: " id", .send: " id to Next",
            .selectTab: " Next",
        ]
        for verb in ActionVerb.allCases {
            let text = """
                # TestFlow

                ## Screens

                ### Home

                - `onGo(id: String)` → \(verb.spelling)\(arguments[verb] ?? "")

                """
            var diagnostics = Diagnostics()
            let spec = SpecParser().parse(SourceFile(path: "TestFlow.md", text: text), diagnostics: &diagnostics)
            XCTAssertFalse(diagnostics.hasErrors, "\(verb): \(diagnostics.all)")
            let action = try XCTUnwrap(spec?.screens.first?.events.first?.actions.first, "\(verb)")
            XCTAssertEqual(action.kind, verb)
            XCTAssertEqual(action.target?.name, arguments[verb]?.hasSuffix(" Next") == true ? "Next" : nil, "\(verb)")
        }
    }

    func testEveryVerbButStoreDrawsAnEdge() {
        for verb in ActionVerb.allCases {
            XCTAssertEqual(FlowGraph.EdgeKind(verb) == nil, verb == .store, "\(verb)")
            XCTAssertEqual(FlowGraph.EdgeKind(verb)?.rawValue, verb == .store ? nil : verb.rawValue)
        }
        XCTAssertEqual(FlowGraph.EdgeKind.start.rawValue, "start")
    }

    /// The docs' "Swift names" come from the style: the coordinator style names its coordinator.
    func testDocsShowTheStylesNames() throws {
        var diagnostics = Diagnostics()
        let model = Pipeline.model(from: try GeneratedSwiftGoldenTests.exampleFiles(), diagnostics: &diagnostics)
        let recipes = try XCTUnwrap(model.flow(named: "RecipesFlow"))
        let names = OutputStyles.defaultStyle.documentedNames(of: recipes)
        XCTAssertEqual(
            names.first,
            DocumentedName(
                "Coordinator",
                [
                    .code("RecipesCoordinator"), .text(", reporting through "), .code("RecipesCoordinatorOutput"),
                ]))
    }

    /// The flow-controller style names its flow controller and delegate, and the app's start call.
    func testDocsShowTheFlowControllerNames() throws {
        var diagnostics = Diagnostics()
        let model = Pipeline.model(from: try GeneratedSwiftGoldenTests.exampleFiles(), diagnostics: &diagnostics)
        let style = FlowControllerStyle()
        let recipes = try XCTUnwrap(model.flow(named: "RecipesFlow"))
        XCTAssertEqual(
            style.documentedNames(of: recipes).first,
            DocumentedName(
                "Flow controller",
                [
                    .code("RecipesFlowController"), .text(", reporting to its "),
                    .code("RecipesFlowControllerDelegate"),
                ]))
        let app = try XCTUnwrap(model.flow(named: "AppFlow"))
        XCTAssertEqual(
            style.rootStartCall(of: app), "window.rootViewController = FlowControllerFactory.makeAppFlowController()")
        var configuration = Configuration()
        configuration.style = style.name
        let pages = Pipeline.docsPages(
            for: model, configuration: configuration, graphRenderer: StubGraphRenderer(), diagnostics: &diagnostics)
        let page = try XCTUnwrap(pages.first { $0.path.hasSuffix("RecipesFlow.html") })
        XCTAssertTrue(page.contents.contains("RecipesFlowControllerDelegate"))
        XCTAssertFalse(page.contents.contains("RecipesCoordinator"))
    }

    /// The SILVER style names its routers, assemblies and view factory instead of module types.
    func testDocsShowTheSilverNames() throws {
        var diagnostics = Diagnostics()
        let model = Pipeline.model(from: try GeneratedSwiftGoldenTests.exampleFiles(), diagnostics: &diagnostics)
        var configuration = Configuration()
        configuration.style = SilverStyle().name
        let pages = Pipeline.docsPages(
            for: model, configuration: configuration, graphRenderer: StubGraphRenderer(), diagnostics: &diagnostics)
        let page = try XCTUnwrap(pages.first { $0.path.hasSuffix("RecipesFlow.html") })
        for name in ["RecipesFlowRouter", "RecipesFlowModuleAssembly", "IRecipeListRouter", "RecipesViewFactory"] {
            XCTAssertTrue(page.contents.contains(name), name)
        }
        XCTAssertFalse(page.contents.contains("RecipeListModule<"), "no module protocols")
        XCTAssertFalse(page.contents.contains("RecipesModuleFactory"))
    }
}
