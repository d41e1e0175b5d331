import Foundation
import XCTest

/// Type-checks Swift that coordgen wrote, the way an app compiles it: Swift 6, complete
/// concurrency checking, warnings as errors, against the UIKit stand-in (`Tests/UIKitStandIn`)
/// built as a module named `UIKit`.
///
///     let result = try SwiftCompileCheck.typecheck(
///         SwiftCompileCheck.swiftFiles(under: folder.url.appendingPathComponent("Generated"))
///             + SwiftCompileCheck.swiftFiles(under: folder.url.appendingPathComponent("Navigation")),
///         appTypes: "struct Recipe {}")
///     XCTAssertEqual(result.status, 0, result.output)
///
/// Tests are skipped (XCTSkip) when no `swiftc` is on the PATH.
enum SwiftCompileCheck {
    struct Result {
        var status: Int32
        /// The compiler's diagnostics (standard output and error together).
        var output: String
    }

    /// The language settings of app code (the `GoldenApp` target uses the same).
    static let strictFlags = ["-swift-version", "6", "-strict-concurrency=complete", "-warnings-as-errors"]

    static let standInDirectory = TestPaths.packageRoot.appendingPathComponent("Tests/UIKitStandIn")

    /// Type-checks `files` as one module (`App`), plus `appTypes`: Swift source for the app's own
    /// types that the specs name (`struct Recipe {}` …), written to a file next to them.
    static func typecheck(_ files: [URL], appTypes: String = "", extraFlags: [String] = []) throws -> Result {
        let compiler = try swiftc()
        let module = try uikitModule(compiler: compiler)
        let scratch = try TemporaryDirectory()
        let support = try scratch.write("AppOwnTypes.swift", appTypes.isEmpty ? "// No app types.\n" : appTypes)
        return try run(
            compiler,
            ["-typecheck", "-wmo", "-module-name", "App", "-parse-as-library"] + strictFlags + extraFlags
                + ["-I", module.path, support] + files.map(\.path))
    }

    /// Every `.swift` file under `directory`, sorted (none when it does not exist).
    static func swiftFiles(under directory: URL) -> [URL] {
        let paths = FileManager.default.enumerator(atPath: directory.path)?.allObjects as? [String] ?? []
        return paths.filter { $0.hasSuffix(".swift") }.sorted().map { directory.appendingPathComponent($0) }
    }

    /// `swiftc` from the PATH, or a skip.
    static func swiftc() throws -> URL {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for directory in path.split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent("swiftc")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        throw XCTSkip("swiftc is not on the PATH; the compile check needs a Swift toolchain")
    }

    /// A folder holding `UIKit.swiftmodule`, built from the stand-in sources.
    ///
    /// Built once and kept in the temporary folder under a name that changes with the sources and
    /// the compiler, so later runs and other tests reuse it; written to a fresh folder first, then
    /// renamed into place, so concurrent test processes never see half a module.
    static func uikitModule(compiler: URL) throws -> URL {
        lock.lock()
        defer { lock.unlock() }
        let sources = swiftFiles(under: standInDirectory)
        guard !sources.isEmpty else { throw XCTSkip("no UIKit stand-in sources at \(standInDirectory.path)") }
        var hash = Hash()
        hash.add(compiler.path)
        for source in sources {
            hash.add(source.lastPathComponent)
            hash.add(try Data(contentsOf: source))
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("coordgen-uikit-\(hash.hex)")
        if FileManager.default.fileExists(atPath: folder.appendingPathComponent("UIKit.swiftmodule").path) {
            return folder
        }
        let staging = FileManager.default.temporaryDirectory.appendingPathComponent(
            "coordgen-uikit-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: staging, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: staging) }
        let result = try run(
            compiler,
            [
                "-emit-module", "-module-name", "UIKit", "-parse-as-library", "-swift-version", "6",
                "-emit-module-path", staging.appendingPathComponent("UIKit.swiftmodule").path,
            ] + sources.map(\.path))
        guard result.status == 0 else {
            throw CompileError(description: "the UIKit stand-in does not compile:\n" + result.output)
        }
        // Another process may have won the race; its module is as good as ours.
        if rename(staging.path, folder.path) != 0, !FileManager.default.fileExists(atPath: folder.path) {
            throw CompileError(description: "cannot move the UIKit module into \(folder.path)")
        }
        return folder
    }

    private static let lock = NSLock()

    private static func run(_ compiler: URL, _ arguments: [String]) throws -> Result {
        let process = Process()
        process.executableURL = compiler
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, output: String(decoding: output, as: UTF8.self))
    }

    struct CompileError: Error, CustomStringConvertible {
        var description: String
    }

    /// FNV-1a, 64 bits: a stable name for the cached module (Swift's `Hasher` is seeded per process).
    private struct Hash {
        private var value: UInt64 = 0xCBF2_9CE4_8422_2325

        mutating func add(_ text: String) { add(Data(text.utf8)) }

        mutating func add(_ data: Data) {
            for byte in data {
                value ^= UInt64(byte)
                value = value &* 0x0000_0100_0000_01B3
            }
        }

        var hex: String { String(value, radix: 16) }
    }
}
