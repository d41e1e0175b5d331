import CoordgenCore
import Foundation
import XCTest

/// Spec sets and file snapshots for the tests of what `generate`, `new` and `templates` do on disk.
enum ContractFixtures {
    /// `docs/examples/Flows`, the spec set users read first.
    static let examplesDirectory = TestPaths.packageRoot.appendingPathComponent("docs/examples/Flows")

    /// The example specs as `[file name: text]`.
    static func exampleSpecs() throws -> [String: String] {
        let names = try FileManager.default.contentsOfDirectory(atPath: examplesDirectory.path)
            .filter { $0.hasSuffix(".md") }
        var files: [String: String] = [:]
        for name in names {
            files[name] = try String(contentsOf: examplesDirectory.appendingPathComponent(name), encoding: .utf8)
        }
        return files
    }

    /// Copies the example specs to `folder/Flows`, where `coordgen` looks by default.
    static func copyExamples(to folder: TemporaryDirectory, order: (String, String) -> Bool = (<)) throws {
        let specs = try exampleSpecs()
        for name in specs.keys.sorted(by: order) { try folder.write("Flows/" + name, specs[name] ?? "") }
    }

    /// How many flows the examples have and how many files `generate` writes for them, worked out
    /// in-process, so the tests keep up when the examples grow.
    static func exampleOutput() throws -> (flows: Int, generated: Int, scaffolds: Int) {
        var diagnostics = Diagnostics()
        let files = try exampleSpecs().sorted { $0.key < $1.key }.map {
            SourceFile(path: "Flows/" + $0.key, text: $0.value)
        }
        let model = Pipeline.model(from: files, diagnostics: &diagnostics)
        let templates = TemplateLibrary(diagnostics: &diagnostics)
        let output = SwiftGenerator(templates: templates).generate(
            model, configuration: Configuration(), diagnostics: &diagnostics)
        XCTAssertEqual(diagnostics.all.map(\.description), [])
        return (model.flows.count, output.count { $0.kind == .generated }, output.count { $0.kind == .scaffold })
    }

    /// The summary line of `generate` (`Generated 7 flows: …`).
    static func summary(
        flows: Int, created: Int = 0, updated: Int = 0, unchanged: Int = 0, removed: Int = 0, kept: Int = 0
    ) -> String {
        "Generated \(flows) flow\(flows == 1 ? "" : "s"): \(created) created, \(updated) updated, "
            + "\(unchanged) unchanged, \(removed) removed, \(kept) kept (yours)\n"
    }

    /// A small valid flow: `<Base>List` pushes `<Base>Detail(id:)`, which finishes.
    /// `detailEvents` adds bullets under the detail screen; `screens` adds whole screens.
    static func tinyFlow(
        _ name: String, description: String = "A tiny flow.", detailEvents: [String] = [],
        screens: String = ""
    ) -> String {
        let base = String(name.dropLast(4))
        let events = (["- `onDone` → finish"] + detailEvents).joined(separator: "\n")
        return """
            # \(name)

            \(description)

            ## Screens

            ### \(base)List

            - `onSelect(id: String)` → push \(base)Detail

            ### \(base)Detail(id: String)

            \(events)
            \(screens)
            """
    }
}

/// Every regular file under a folder: its bytes and the identity that a rewrite would change.
struct FileTree: Equatable {
    struct Entry: Equatable {
        var data: Data
        /// Inode: a write through a temporary file and a rename gives a new one.
        var inode: UInt64
        var modified: Date
    }

    var entries: [String: Entry]

    /// Relative paths, sorted.
    var paths: [String] { entries.keys.sorted() }

    /// Bytes only, for comparing trees written at different times or places.
    var contents: [String: Data] { entries.mapValues(\.data) }

    init(_ root: URL) throws {
        entries = [:]
        guard let enumerator = FileManager.default.enumerator(atPath: root.path) else { return }
        while let relative = enumerator.nextObject() as? String {
            let path = root.appendingPathComponent(relative).path
            // coordgen's bookkeeping (the folders' lock, the scaffold and run manifests) is no output; tests
            // that are about it read it themselves.
            let name = (relative as NSString).lastPathComponent
            if [".coordgen.lock", ".coordgen-scaffolds", ".coordgen-manifest", ".coordgen-models"].contains(name) {
                continue
            }
            let attributes = try FileManager.default.attributesOfItem(atPath: path)
            guard attributes[.type] as? FileAttributeType == .typeRegular else { continue }
            entries[relative] = Entry(
                data: try Data(contentsOf: URL(fileURLWithPath: path)),
                inode: (attributes[.systemFileNumber] as? NSNumber)?.uint64Value ?? 0,
                modified: attributes[.modificationDate] as? Date ?? .distantPast)
        }
    }

    /// Sleeps long enough that a file written after the snapshot gets a later modification time.
    static func letTheClockMove() {
        Thread.sleep(forTimeInterval: 0.02)
    }
}

/// Asserts that `after` has the same files as `before`, none of them rewritten.
func assertUntouched(_ before: FileTree, _ after: FileTree, file: StaticString = #filePath, line: UInt = #line) {
    XCTAssertEqual(before.paths, after.paths, "files appeared or disappeared", file: file, line: line)
    for (path, entry) in before.entries {
        guard let now = after.entries[path] else { continue }
        XCTAssertEqual(entry.data, now.data, "\(path): bytes changed", file: file, line: line)
        XCTAssertEqual(entry.inode, now.inode, "\(path): replaced (new inode)", file: file, line: line)
        XCTAssertEqual(entry.modified, now.modified, "\(path): modification time changed", file: file, line: line)
    }
}
