import Foundation

/// Folders the tests read, found from this file's path so they work from any working directory.
///
/// CI checks out the shared design folder next to the repository (`../shared`), so the example
/// specs are at `<package root>/../shared/examples/Flows`.
enum TestPaths {
    /// `Tests/CoordgenCoreTests`.
    static let testsDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()

    /// The folder that holds `Package.swift`.
    static let packageRoot = testsDirectory.deletingLastPathComponent().deletingLastPathComponent()

    /// Expected files of the golden tests.
    static let goldenDirectory = testsDirectory.appendingPathComponent("Golden")

    /// The example spec set every release must validate cleanly.
    static let sharedExamples = packageRoot.deletingLastPathComponent()
        .appendingPathComponent("shared/examples/Flows")

    /// The example specs as `[file name: text]`, sorted by name when iterated through `sortedFiles`.
    static func sharedExampleFiles() throws -> [String: String] {
        let names = try FileManager.default.contentsOfDirectory(atPath: sharedExamples.path)
            .filter { $0.hasSuffix(".md") }
        var files: [String: String] = [:]
        for name in names {
            files[name] = try String(contentsOf: sharedExamples.appendingPathComponent(name), encoding: .utf8)
        }
        return files
    }
}

/// A fresh temporary folder, removed when the test ends.
final class TemporaryDirectory {
    let url: URL
    var path: String { url.path }

    init() throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("coordgen-tests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        // Make everything removable again (a test may have taken permissions away).
        if let enumerator = FileManager.default.enumerator(atPath: url.path) {
            for case let relative as String in enumerator {
                try? FileManager.default.setAttributes(
                    [.posixPermissions: 0o755], ofItemAtPath: url.appendingPathComponent(relative).path)
            }
        }
        try? FileManager.default.removeItem(at: url)
    }

    /// Writes `text` (or raw `data`) to `name` inside the folder and returns the full path.
    @discardableResult
    func write(_ name: String, _ text: String) throws -> String {
        try write(name, data: Data(text.utf8))
    }

    @discardableResult
    func write(_ name: String, data: Data) throws -> String {
        let file = url.appendingPathComponent(name)
        try FileManager.default.createDirectory(
            at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: file)
        return file.path
    }
}
