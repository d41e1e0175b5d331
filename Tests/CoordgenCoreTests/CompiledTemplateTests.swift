import Foundation
import Mustache
import XCTest

@testable import CoordgenCore

/// The compiled built-in templates render exactly what the Mustache interpreter renders.
final class CompiledTemplateTests: XCTestCase {
    /// Every configuration the styles render differently: each style, the coordinator's options, both access levels.
    private static let configurations: [Configuration] = {
        var result: [Configuration] = []
        for style in OutputStyles.all.map(\.name) {
            for access in [Configuration.AccessLevel.internal, .public] {
                var configuration = Configuration()
                configuration.style = style
                configuration.access = access
                result.append(configuration)
            }
        }
        for (children, outputs) in [
            (CoordinatorOptions.Children.composition, CoordinatorOptions.Outputs.closures),
            (.baseClass, .delegates), (.composition, .delegates),
        ] {
            var configuration = Configuration()
            configuration.coordinator.children = children
            configuration.coordinator.outputs = outputs
            result.append(configuration)
        }
        return result
    }()

    /// The libraries made so far, by style and `compiles`: loading one costs more than rendering a small set.
    private var libraries: [String: TemplateLibrary] = [:]

    private func render(
        _ model: FlowModel, _ configuration: Configuration, compiles: Bool, file: StaticString = #filePath,
        line: UInt = #line
    ) -> [String: String] {
        var diagnostics = Diagnostics()
        let style = configuration.outputStyle
        let key = "\(style.name) \(compiles)"
        let templates =
            libraries[key]
            ?? TemplateLibrary(
                overrides: nil, roots: style.templateRoots, compiles: compiles, diagnostics: &diagnostics)
        libraries[key] = templates
        if compiles {
            let expected = Set(
                TemplateLibrary.builtinFiles.keys.filter {
                    style.templateRoots.contains(String($0.prefix { $0 != "/" }))
                }
                .map(TemplateLibrary.name(of:)))
            XCTAssertEqual(
                templates.compiledNames, expected, "every built-in template compiles", file: file, line: line)
        }
        let files = SwiftGenerator(templates: templates, style: style).generate(
            model, configuration: configuration, diagnostics: &diagnostics)
        XCTAssertEqual(diagnostics.all.map(\.description), [], file: file, line: line)
        return Dictionary(uniqueKeysWithValues: files.map { ($0.path, $0.contents) })
    }

    private func assertSameOutput(_ model: FlowModel, _ configuration: Configuration, _ label: String) {
        let compiled = render(model, configuration, compiles: true)
        let interpreted = render(model, configuration, compiles: false)
        XCTAssertEqual(compiled.keys.sorted(), interpreted.keys.sorted(), label)
        for (path, text) in interpreted where compiled[path] != text {
            XCTFail("\(label): \(path) differs between the compiled and the interpreted template")
        }
    }

    func testExamplesRenderTheSameInEveryConfiguration() throws {
        var diagnostics = Diagnostics()
        let model = Pipeline.model(from: try GeneratedSwiftGoldenTests.exampleFiles(), diagnostics: &diagnostics)
        XCTAssertFalse(diagnostics.hasErrors)
        for configuration in Self.configurations {
            assertSameOutput(
                model, configuration,
                "examples, \(configuration.style) \(configuration.access) \(configuration.coordinator)")
        }
    }

    /// 200 random spec sets, each in one of the configurations (in turn).
    func testRandomSpecSetsRenderTheSame() {
        for seed in UInt64(1)...200 {
            let (model, diagnostics, _) = RandomSpecTests.model(seed: seed)
            XCTAssertFalse(diagnostics.hasErrors, "seed \(seed)")
            let configuration = Self.configurations[Int(seed) % Self.configurations.count]
            assertSameOutput(model, configuration, "seed \(seed), \(configuration.style)")
        }
    }

    /// The docs pages of the examples and of 60 random spec sets, with a stand-in for Graphviz.
    func testDocsPagesRenderTheSame() throws {
        var libraries: [Bool: TemplateLibrary] = [:]
        var diagnostics = Diagnostics()
        for compiles in [true, false] {
            libraries[compiles] = TemplateLibrary(
                overrides: nil, roots: ["Docs"], compiles: compiles, diagnostics: &diagnostics)
        }
        let expected = Set(TemplateLibrary.builtinFiles.keys.filter { $0.hasPrefix("Docs/") }.map(TemplateLibrary.name))
        XCTAssertEqual(libraries[true]?.compiledNames, expected, "every docs template compiles")
        func pages(_ model: FlowModel, compiles: Bool) -> [String: String] {
            guard let templates = libraries[compiles] else { return [:] }
            let files = DocsGenerator(templates: templates, graphRenderer: StubGraphRenderer()).generate(
                model, configuration: Configuration(), diagnostics: &diagnostics)
            return Dictionary(uniqueKeysWithValues: files.map { ($0.path, $0.contents) })
        }
        var models = [
            ("examples", Pipeline.model(from: try GeneratedSwiftGoldenTests.exampleFiles(), diagnostics: &diagnostics))
        ]
        for seed in UInt64(1)...60 { models.append(("seed \(seed)", RandomSpecTests.model(seed: seed).0)) }
        XCTAssertEqual(diagnostics.all.filter { $0.severity == .error }.map(\.description), [])
        for (label, model) in models {
            let compiled = pages(model, compiles: true)
            let interpreted = pages(model, compiles: false)
            XCTAssertFalse(compiled.isEmpty, label)
            XCTAssertEqual(compiled.keys.sorted(), interpreted.keys.sorted(), label)
            for (path, text) in interpreted where compiled[path] != text {
                XCTFail("\(label): \(path) differs between the compiled and the interpreted template")
            }
        }
    }

    func testHTMLIsEscapedAsMustacheEscapesIt() throws {
        let template = "{{title}} {{{title}}} {{&title}}{{#rows}} {{name}}{{/rows}}\n"
        var root = Self.root
        root.title = "<a href=\"x\">Tom & 'Jerry'</a> \"\u{301} é"
        root.rows[0].name = "<b>"
        let compiled = CompiledTemplate(nodes: try CompiledTemplateParser.parse(template)).render(root, partials: [:])
        XCTAssertEqual(compiled, try MustacheTemplate(string: template).render(root))
        XCTAssertTrue(compiled.hasPrefix("&lt;a href=&quot;x&quot;&gt;Tom &amp; &#39;Jerry&#39;&lt;/a&gt;"), compiled)
    }

    // MARK: The parser's whitespace rules and the lookup rules, against the interpreter

    private struct Row: TemplateContext {
        var name: String
        var note: String?
        var tags: [String]
        var isOn: Bool

        static let fields: FieldTable<Self> = [
            "name": { .value($0.name) }, "note": { .value($0.note) }, "tags": { .value($0.tags) },
            "isOn": { .value($0.isOn) },
        ]
    }

    private struct Root: TemplateContext {
        var title: String
        var rows: [Row]
        var first: Row?
        var empty: [Row]
        var isOn: Bool

        static let fields: FieldTable<Self> = [
            "title": { .value($0.title) }, "rows": { .value($0.rows) }, "first": { .value($0.first) },
            "empty": { .value($0.empty) }, "isOn": { .value($0.isOn) },
        ]
    }

    private static let root = Root(
        title: "T",
        rows: [
            Row(name: "a", note: "n", tags: ["x", "y"], isOn: true),
            Row(name: "b", note: nil, tags: [], isOn: false),
            Row(name: "c", note: "", tags: ["z"], isOn: true),
        ],
        first: Row(name: "f", note: nil, tags: ["t"], isOn: false), empty: [], isOn: true)

    /// Templates written to hit the rules: tags alone on a line, sharing a line, indented, at the
    /// start and the end of the text, comments, names found in outer contexts, nil fields, dots.
    private static let templates = [
        "{{title}}\n{{#rows}}\n  {{name}}\n{{/rows}}\n",
        "  {{#rows}}\n  - {{name}}{{#isOn}} on{{/isOn}}\n  {{/rows}}\nend",
        "{{#rows}}{{name}}{{^last()}}, {{/last()}}{{/rows}}\n",
        "{{#rows}}{{#first()}}[{{/first()}}{{index()}}{{#even()}}e{{/even()}}{{#odd()}}o{{/odd()}}{{/rows}}\n",
        "{{#rows}}\n{{note}}|{{title}}|{{#note}}({{.}}){{/note}}{{^note}}none{{/note}}\n{{/rows}}\n",
        "{{#rows}}{{#tags}}{{.}}{{^last()}}/{{/last()}}{{/tags}}{{^tags}}-{{/tags}};{{/rows}}",
        "a {{! a comment }} b\n  {{! alone }}\n{{! at the start }}c\n",
        "{{^empty}}no rows {{.}}{{/empty}}\n{{#empty}}never{{/empty}}\n{{^rows}}never{{/rows}}\n",
        "{{#first}}{{name}} {{title}} {{first.name}} {{isOn}}{{/first}} {{first.tags}} {{missing.name}}\n",
        "{{#isOn}}\n  indented {{title}}\n{{/isOn}}  \n  {{#isOn}}x{{/isOn}}  \ntrailing   ",
        "{{{title}}} {{&title}} {{ title }}\n\n\n{{#rows}}  {{/rows}}\n",
        "{{#rows}}\n{{#isOn}}\n{{name}}\n{{/isOn}}\n{{/rows}}",
        "{{#first()}}outside{{/first()}}{{^first()}}not in a list{{/first()}}\n",
        "{{#rows.0}}x{{/rows.0}}{{title.count}}{{#first.tags}}{{.}}{{/first.tags}}",
    ]

    func testTemplatesRenderTheSameAsTheInterpreter() throws {
        for template in Self.templates {
            let source = "{{% CONTENT_TYPE: TEXT}}" + template
            let nodes = try CompiledTemplateParser.parse(source)
            let compiled = CompiledTemplate(nodes: nodes).render(Self.root, partials: [:])
            let interpreted = try MustacheTemplate(string: source).render(Self.root)
            XCTAssertEqual(compiled, interpreted, "template \(template.debugDescription)")
        }
    }

    func testPartialsRenderWithTheCallersContext() throws {
        let inner = "{{% CONTENT_TYPE: TEXT}}{{#rows}}{{name}}{{^last()}},{{/last()}}{{/rows}} {{title}}\n"
        let outer = "{{% CONTENT_TYPE: TEXT}}start\n{{> Inner}}\n{{#first}}{{> Inner}}{{/first}}end {{> Inner}}"
        var library = MustacheLibrary()
        library.register(try MustacheTemplate(string: inner), named: "Inner")
        library.register(try MustacheTemplate(string: outer), named: "Outer")
        let partials = ["Inner": CompiledTemplate(nodes: try CompiledTemplateParser.parse(inner))]
        let compiled = CompiledTemplate(nodes: try CompiledTemplateParser.parse(outer)).render(
            Self.root, partials: partials)
        XCTAssertEqual(compiled, library.render(Self.root, withTemplate: "Outer"))
    }

    func testTheParserDeclinesWhatItDoesNotKnow() {
        for template in [
            "{{=<% %>=}}", "{{<Parent}}{{/Parent}}", "{{$block}}{{/block}}", "  {{> Indented}}\n", "{{>*dynamic}}",
            "{{uppercased(title)}}", "{{#a}}", "{{/a}}", "{{title", "cafe\u{301}", "a\u{2028}b", "a\r\nb",
            "{{% CONTENT_TYPE: HTML}}",
            "x{{% CONTENT_TYPE: TEXT}}", "{{.name}}", "x\n{{#a}}\u{0B}y{{/a}}\n", "a\u{0C}", "a {",
            "{{%CONTENT_ TYPE:TEXT}}",
        ] {
            XCTAssertThrowsError(try CompiledTemplateParser.parse(template), template.debugDescription)
        }
    }

    func testAnOverriddenTemplateAndTheTemplatesThatIncludeItUseTheInterpreter() throws {
        let relative = "Shared/Swift/FlowStorage.mustache"
        let text = try XCTUnwrap(TemplateLibrary.builtinFiles[relative])
        var diagnostics = Diagnostics()
        // Also when the folder has the built-in templates' own name (as `coordgen templates export Templates`
        // makes it).
        for folder in ["MyTemplates", "Templates"] {
            let overrides = TemplateFolder(path: folder, files: [(relative, text)])
            let templates = TemplateLibrary(overrides: overrides, diagnostics: &diagnostics)
            XCTAssertEqual(diagnostics.all.map(\.description), [])
            for name in ["FlowStorage", "Flow", "FlowControllerFlow", "SilverFlow"] {
                XCTAssertFalse(templates.compiledNames.contains(name), "\(folder): \(name)")
            }
            XCTAssertTrue(templates.compiledNames.contains("Core"), folder)
        }
    }
}
