import Foundation
import XCTest

@testable import CoordgenCore

/// The accessor tables of the template contexts must list exactly the fields of their types:
/// a missing entry would silently render as nothing.
final class TemplateContextTests: XCTestCase {
    /// The fields no built-in template of some styles renders, worked out only when a template reads
    /// them (computed properties, which `Mirror` does not list), and the stored properties they are
    /// worked out from, which are not fields.
    private static let computedFields: [String: (fields: Set<String>, from: Set<String>)] = [
        "EventContext": (["routeDeclaration", "routeDocLines", "routeExampleCall"], ["parameters", "documentation"]),
        "ScreenContext": (
            ["factoryParameters", "factoryArguments", "initParameters", "inputArguments"], ["inputValues"]
        ),
    ]

    private func assertComplete<Context: TemplateContext>(
        _ context: Context?, file: StaticString = #filePath, line: UInt = #line
    ) {
        guard let context else { return XCTFail("no \(Context.self) to check", file: file, line: line) }
        let computed = Self.computedFields["\(Context.self)"] ?? ([], [])
        let labels = Set(Mirror(reflecting: context).children.compactMap(\.label)).subtracting(computed.from)
        XCTAssertEqual(
            Set(Context.fields.keys), labels.union(computed.fields), "\(Context.self)", file: file, line: line)
        for field in computed.fields {
            XCTAssertNotNil(context.child(named: field), "\(Context.self).\(field)", file: file, line: line)
        }
        for label in labels {
            let mirrored = Mirror(reflecting: context).children.first { $0.label == label }?.value
            XCTAssertEqual(
                String(describing: context.child(named: label) ?? "nil"),
                String(
                    describing: mirrored.flatMap { value -> Any? in
                        let mirror = Mirror(reflecting: value)
                        return mirror.displayStyle == .optional ? mirror.children.first?.value : value
                    } ?? "nil"),
                "\(Context.self).\(label)", file: file, line: line)
        }
    }

    func testEveryContextTableListsEveryFieldAndReadsIt() throws {
        var diagnostics = Diagnostics()
        let model = Pipeline.model(from: try GeneratedSwiftGoldenTests.exampleFiles(), diagnostics: &diagnostics)
        let builder = SwiftContextBuilder(model: model, configuration: Configuration())
        let flows = model.flows.map(builder.flow)
        let factory = builder.factory()
        let recipes = try XCTUnwrap(flows.first { $0.flowName == "RecipesFlow" })
        assertComplete(builder.core())
        assertComplete(recipes)
        assertComplete(recipes.types)
        assertComplete(recipes.types.storageFields.first)
        assertComplete(recipes.types.dependencies.first)
        assertComplete(flows.compactMap(\.startEnum).first)
        assertComplete(recipes.types.screens.first)
        assertComplete(recipes.types.screens.first?.events.first)
        assertComplete(recipes.methods.first { $0.mark != nil })
        assertComplete(factory)
        assertComplete(factory.types)
        assertComplete(factory.types.decisions.first)
        assertComplete(factory.flows.first)
        let scaffold = try XCTUnwrap(model.flow(named: "RecipesFlow")).map(builder.shared.scaffoldFlow)
        assertComplete(scaffold)
        assertComplete(
            scaffold?.screens.first.map { ScaffoldScreenContext(header: "", flowName: "RecipesFlow", screen: $0) })
    }

    func testEveryDocsContextTableListsEveryFieldAndReadsIt() throws {
        var diagnostics = Diagnostics()
        let model = Pipeline.model(from: try GeneratedSwiftGoldenTests.exampleFiles(), diagnostics: &diagnostics)
        let flow = try XCTUnwrap(model.flow(named: "RecipesFlow"))
        let page = FlowPageBuilder(
            model: model, relations: FlowRelations(model: model), style: OutputStyles.defaultStyle
        )
        .page(for: flow, graph: FlowGraphBuilder.graph(of: flow))
        let context = DocsGenerator.context(for: page)
        assertComplete(context)
        assertComplete(context.contents.first)
        assertComplete(context.graph)
        assertComplete(context.sections.first)
        assertComplete(context.sections.flatMap(\.entries).first { $0.link != nil })
        assertComplete(context.sections.flatMap(\.entries).first { $0.detail != nil })
    }
}

/// The fields worked out when a template reads them are the texts the builder made before.
final class ComputedContextFieldsTests: XCTestCase {
    func testTheRouteAndInputFieldsReadAsTheyWereBuilt() throws {
        var diagnostics = Diagnostics()
        let model = Pipeline.model(from: try GeneratedSwiftGoldenTests.exampleFiles(), diagnostics: &diagnostics)
        let builder = SwiftContextBuilder(model: model, configuration: Configuration())
        let screens = model.flows.flatMap { builder.flow($0).types.screens }
        let screen = try XCTUnwrap(screens.first { $0.inputValues.count >= 2 })
        let inputs = screen.inputValues
        XCTAssertEqual(
            screen.factoryParameters,
            inputs.map { "\(SwiftIdentifier.escaped($0.name)): \(SharedContextBuilder.parameterType($0.type))" }
                .joined(separator: ", "))
        XCTAssertEqual(screen.initParameters, screen.factoryParameters)
        XCTAssertEqual(
            screen.factoryArguments,
            inputs.map { "\(SwiftIdentifier.label($0.name)): \(SwiftIdentifier.escaped($0.name))" }
                .joined(separator: ", "))
        XCTAssertEqual(screen.inputArguments, screen.factoryArguments)
        // A parameter named with a keyword: escaped where it is a name, not where it is a label.
        let timer = try XCTUnwrap(screens.flatMap(\.events).first { $0.property == "onTimerStart" })
        XCTAssertEqual(timer.routeDeclaration, ["func onTimerStart(`repeat`: Bool)"])
        XCTAssertEqual(timer.routeDocLines, ["`repeat` is a Swift keyword, escaped in the code."])
        XCTAssertEqual(timer.routeExampleCall, "route?.onTimerStart(repeat: `repeat`)")
        let event = try XCTUnwrap(screens.flatMap(\.events).first { !$0.parameters.isEmpty })
        XCTAssertEqual(event.routeDeclaration.first?.hasPrefix("func \(event.property)("), true)
        XCTAssertEqual(
            event.routeExampleCall,
            "route?.\(event.property)("
                + event.parameters.map {
                    "\(SwiftIdentifier.label($0.name)): \(SwiftIdentifier.escaped($0.name))"
                }.joined(separator: ", ") + ")")
    }
}
