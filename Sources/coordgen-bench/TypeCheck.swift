import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Type-checks the Swift that `coordgen generate` wrote for the synthetic set, the way an app
/// compiles it (Swift 6, complete concurrency checking), against the UIKit stand-in of the tests
/// (`Tests/UIKitStandIn`, built as a module named `UIKit`), and counts the functions and
/// expressions the compiler reports as slower than 50 ms to type-check.
///
/// The same idea as `Tests/CoordgenCoreTests/SwiftCompileCheck.swift`, and the same cached module.
enum TypeCheck {
    /// The limit passed to `-warn-long-function-bodies` and `-warn-long-expression-type-checking`.
    static let limitMilliseconds = 50

    struct Outcome {
        /// The compiler's `… took N ms to type-check` warnings.
        var slow: [String]
        var otherWarnings: Int
        var milliseconds: Double
        var files: Int
    }

    /// The repository: this file is `Sources/coordgen-bench/TypeCheck.swift` in it.
    static var packageRoot: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
    }

    /// Type-checks every Swift file under `folders` plus the app's own types.
    static func run(folders: [String], set: SyntheticSpecSet, scratch: String) throws -> Outcome {
        guard let compiler = ProcessRunner.which("swiftc") else { throw BenchError("swiftc is not on the PATH") }
        let module = try uikitModule(compiler: compiler)
        let support = scratch + "/AppOwnTypes.swift"
        try Data(appTypes(set).utf8).write(to: URL(fileURLWithPath: support))
        let files = folders.flatMap { folder in swiftFiles(under: folder).map { folder + "/" + $0 } }
        let limit = String(limitMilliseconds)
        var outcome: ProcessRunner.Outcome?
        let milliseconds = try timed {
            outcome = try ProcessRunner.run(
                compiler,
                [
                    "-typecheck", "-wmo", "-module-name", "App", "-parse-as-library", "-swift-version", "6",
                    "-strict-concurrency=complete", "-Xfrontend", "-warn-long-function-bodies=\(limit)",
                    "-Xfrontend", "-warn-long-expression-type-checking=\(limit)", "-I", module, support,
                ] + files)
        }
        guard let outcome, outcome.status == 0 else {
            let errors = (outcome?.output ?? "").split(separator: "\n").filter { $0.contains("error:") }
            throw BenchError(
                "the generated code does not type-check (\(errors.count) errors):\n"
                    + errors.prefix(10).joined(separator: "\n"))
        }
        let warnings = outcome.output.split(separator: "\n").filter { $0.contains("warning:") }
        let slow = warnings.filter { $0.contains("to type-check") }.map(String.init)
        return Outcome(
            slow: slow, otherWarnings: warnings.count - slow.count, milliseconds: milliseconds, files: files.count + 1)
    }

    /// The app's own types that the synthetic specs name: inputs, storage, results, dependencies.
    static func appTypes(_ set: SyntheticSpecSet) -> String {
        var lines = [
            "// The app's own types that the benchmark's synthetic specs refer to.",
            "import Foundation", "",
            "struct Account: Equatable, Sendable { static let guest = Account() }",
            "struct Item: Equatable, Sendable {}",
            "struct Tag: Equatable, Sendable {}",
            "struct Receipt: Equatable, Sendable {}",
            "final class ItemService {}",
            "final class Analytics {}",
        ]
        for index in 0..<set.flowCount where index % 4 == 1 {
            lines.append("final class \(SyntheticFlow.baseName(of: index))Service {}")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The `.swift` files under `directory`, relative to it, sorted.
    static func swiftFiles(under directory: String) -> [String] {
        let paths = FileManager.default.enumerator(atPath: directory)?.allObjects as? [String] ?? []
        return paths.filter { $0.hasSuffix(".swift") }.sorted()
    }

    /// A folder holding `UIKit.swiftmodule` built from the stand-in sources, cached in the temporary
    /// folder under the name the tests use (it changes with the sources and the compiler).
    static func uikitModule(compiler: String) throws -> String {
        let standIn = packageRoot.appendingPathComponent("Tests/UIKitStandIn").path
        let sources = swiftFiles(under: standIn)
        guard !sources.isEmpty else {
            throw BenchError("no UIKit stand-in sources at \(standIn) (the benchmark needs the repository)")
        }
        var hash = FNV1a()
        hash.add(Data(compiler.utf8))
        for source in sources {
            hash.add(Data((source as NSString).lastPathComponent.utf8))
            hash.add(try Data(contentsOf: URL(fileURLWithPath: standIn + "/" + source)))
        }
        let temporary = FileManager.default.temporaryDirectory.path
        let folder = temporary + "/coordgen-uikit-\(String(hash.value, radix: 16))"
        if FileManager.default.fileExists(atPath: folder + "/UIKit.swiftmodule") { return folder }
        let staging = temporary + "/coordgen-uikit-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: staging, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: staging) }
        try ProcessRunner.runChecked(
            compiler,
            [
                "-emit-module", "-module-name", "UIKit", "-parse-as-library", "-swift-version", "6",
                "-emit-module-path", staging + "/UIKit.swiftmodule",
            ] + sources.map { standIn + "/" + $0 })
        if rename(staging, folder) != 0, !FileManager.default.fileExists(atPath: folder) {
            throw BenchError("cannot move the UIKit module into \(folder)")
        }
        return folder
    }

    /// FNV-1a, 64 bits, as in the tests: a stable name for the cached module.
    private struct FNV1a {
        var value: UInt64 = 0xCBF2_9CE4_8422_2325

        mutating func add(_ data: Data) {
            for byte in data {
                value ^= UInt64(byte)
                value = value &* 0x0000_0100_0000_01B3
            }
        }
    }
}
