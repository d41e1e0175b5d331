import CoordgenCore
import Foundation
import XCTest

/// The checks every output style's Swift passes on spec sets nobody wrote by hand: the set
/// validates (or gets the style's own located errors, which name the style), no line is longer
/// than 120 characters, every private helper has a call site, no switch has a `default:`, and the
/// Swift of both access levels type-checks against the UIKit stand-in like app code.
struct StyleOutputChecks: @unchecked Sendable {
    let style: any OutputStyle
    /// Generated once per output folder, whatever the specs.
    let coreFiles: Set<String>
    /// The private methods that must each have a call site: the first capture is the name.
    let privateMethods: Regex<(Substring, Substring)>
    /// Rewrites each random spec for what the style requires of every spec set (nothing by default).
    var adapt: @Sendable (String) -> String = { $0 }

    /// A random spec set validated with the style's rules, and its Swift when it validates.
    func output(seed: UInt64) -> (files: [GeneratedFile], errors: [Diagnostic], access: Configuration.AccessLevel) {
        let specs = RandomSpecSets.make(seed: seed, flowCount: 3 + Int(seed % 4))
        var diagnostics = Diagnostics()
        let sources = specs.sorted { $0.key < $1.key }.map {
            SourceFile(path: "Flows/" + $0.key, text: adapt($0.value))
        }
        let model = Pipeline.model(from: sources, style: style, diagnostics: &diagnostics)
        let errors = diagnostics.all.filter { $0.severity == .error }
        var configuration = Configuration()
        configuration.style = style.name
        configuration.access = seed.isMultiple(of: 2) ? .public : .internal
        guard errors.isEmpty else { return ([], errors, configuration.access) }
        let files = Pipeline.swiftFiles(for: model, configuration: configuration, diagnostics: &diagnostics)
        XCTAssertEqual(diagnostics.all.filter { $0.severity == .error }.map(\.description), [], "seed \(seed)")
        return (files, [], configuration.access)
    }

    func assertRandomSpecSetsValidateAndFit(atLeast minimum: Int, file: StaticString = #filePath, line: UInt = #line) {
        var rendered = 0
        for seed in UInt64(1)...200 {
            let (files, errors, _) = output(seed: seed)
            for error in errors {
                XCTAssertTrue(
                    error.message.contains("style \(style.name)"), "seed \(seed): \(error)", file: file, line: line)
            }
            guard errors.isEmpty else { continue }
            rendered += 1
            let generated = Set(files.filter { $0.kind == .generated }.map(\.path))
            XCTAssertTrue(generated.isSuperset(of: coreFiles), "seed \(seed)", file: file, line: line)
            for output in files where output.kind == .generated {
                for (number, text) in output.contents.split(separator: "\n", omittingEmptySubsequences: false)
                    .enumerated() where text.count > 120
                {
                    XCTFail(
                        "seed \(seed): \(output.path):\(number + 1): \(text.count) characters: \(text)", file: file,
                        line: line)
                }
                assertEveryPrivateMethodIsCalled(path: "seed \(seed): \(output.path)", text: output.contents)
            }
        }
        XCTAssertGreaterThanOrEqual(rendered, minimum, "random sets that suit the style", file: file, line: line)
    }

    private func assertEveryPrivateMethodIsCalled(path: String, text: String) {
        for match in text.matches(of: privateMethods) {
            let name = String(match.1)
            XCTAssertGreaterThan(
                text.components(separatedBy: name + "(").count - 1, 1, "\(path): nothing calls \(name)")
        }
        XCTAssertFalse(
            text.split(separator: "\n").contains { $0.trimmingCharacters(in: .whitespaces) == "default:" },
            "\(path): a switch with a default branch")
    }

    /// Eight random sets that suit the style, four of each access level, type-check as app code.
    func assertRandomSpecSetsCompile(file: StaticString = #filePath, line: UInt = #line) throws {
        var checked: [Configuration.AccessLevel: Int] = [:]
        for seed in UInt64(1)...80 where checked.values.reduce(0, +) < 8 {
            let (files, errors, access) = output(seed: seed)
            guard errors.isEmpty, checked[access, default: 0] < 4 else { continue }
            checked[access, default: 0] += 1
            let folder = try TemporaryDirectory()
            let paths = try files.map { output in
                URL(fileURLWithPath: try folder.write("\(output.kind.rawValue)/\(output.path)", output.contents))
            }
            let appTypes =
                access == .public
                ? "public struct Item: Equatable { public init() {} }\npublic final class Service {}"
                : RandomSpecSets.support
            let result = try SwiftCompileCheck.typecheck(paths, appTypes: appTypes)
            XCTAssertEqual(result.status, 0, "seed \(seed) (\(access)):\n\(result.output)", file: file, line: line)
        }
        XCTAssertEqual(checked.values.reduce(0, +), 8, file: file, line: line)
    }
}
