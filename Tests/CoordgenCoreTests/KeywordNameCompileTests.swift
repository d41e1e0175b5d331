import CoordgenCore
import Foundation
import XCTest

/// Swift keywords as names of inputs, storage fields, results, screen inputs, events and event parameters:
/// the generated Swift escapes them only where Swift needs it, so it compiles with warnings as
/// errors (Swift warns about backticks that are not needed, such as `` `let` `` as an argument label).
final class KeywordNameCompileTests: XCTestCase {
    /// Every keyword that a spec may use as a name (the unusable ones are refused by validation).
    static let keywords = SwiftIdentifier.keywords.subtracting(SwiftIdentifier.unusable).sorted()

    static func specs(_ names: [String]) -> [String: String] {
        let fields = names.map { "`\($0): Int`" }.joined(separator: ", ")
        let storage = names.map { "- `\($0): Int = 0`" }.joined(separator: "\n")
        return [
            "HostFlow.md": """
            # HostFlow

            ## Storage

            \(storage)

            ## Screens

            ### Home(\(names.map { "\($0): Int" }.joined(separator: ", ")))

            - `onNext(\(names.map { "\($0): Int" }.joined(separator: ", ")))` → store \(names[0]), push KeyFlow
            - `onSave` → store \(names[0]) as \(names[names.count - 1]), push Home
            \(names.map { "- `\($0)` → store \($0)" }.joined(separator: "\n"))

            ## Flows

            ### KeyFlow

            - on finish → store \(names[0]), pop
            """,
            "KeyFlow.md": """
            # KeyFlow

            - input: \(fields)
            - result: \(fields)

            ## Screens

            ### KeyHome(\(names.map { "\($0): Int" }.joined(separator: ", ")))

            - `onDone` → finish
            """,
        ]
    }

    func testKeywordNamesCompileWithoutWarnings() throws {
        _ = try SwiftCompileCheck.swiftc()
        let names = Self.keywords
        var diagnostics = Diagnostics()
        let sources = Self.specs(names).sorted { $0.key < $1.key }.map {
            SourceFile(path: "Flows/" + $0.key, text: $0.value)
        }
        let model = Pipeline.model(from: sources, diagnostics: &diagnostics)
        XCTAssertEqual(diagnostics.all.filter { $0.severity == .error }.map(\.description), [])
        for access in [Configuration.AccessLevel.internal, .public] {
            var configuration = Configuration()
            configuration.access = access
            let output = SwiftGenerator(templates: TemplateLibrary(diagnostics: &diagnostics))
                .generate(model, configuration: configuration, diagnostics: &diagnostics)
            let folder = try TemporaryDirectory()
            let paths = try output.map {
                URL(fileURLWithPath: try folder.write("\($0.kind.rawValue)/\($0.path)", $0.contents))
            }
            let result = try SwiftCompileCheck.typecheck(paths)
            XCTAssertEqual(result.status, 0, "\(access):\n\(result.output)")
        }
    }
}
