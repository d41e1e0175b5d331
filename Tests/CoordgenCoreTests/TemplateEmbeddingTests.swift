import CoordgenCore
import Foundation
import XCTest

/// The templates built into coordgen (`BuiltinTemplates.swift`, written by `make templates`) are
/// those of `Templates/`, file for file and byte for byte.
final class TemplateEmbeddingTests: XCTestCase {
    @MainActor func testTheBuiltInTemplatesAreThoseOfTheTemplatesFolder() async throws {
        let root = TestPaths.packageRoot.appendingPathComponent("Templates").standardizedFileURL
        var onDisk: [String: String] = [:]
        let enumerator = try XCTUnwrap(FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil))
        for case let url as URL in enumerator where url.pathExtension == "mustache" {
            let relative = String(url.standardizedFileURL.path.dropFirst(root.path.count + 1))
            onDisk[relative] = try String(contentsOf: url, encoding: .utf8)
        }
        XCTAssertFalse(onDisk.isEmpty)
        let builtIn = TemplateLibrary.builtinFiles
        XCTAssertEqual(
            Set(builtIn.keys), Set(onDisk.keys), "the built-in templates are out of date: run 'make templates'")
        for (path, text) in onDisk where builtIn[path] != nil {
            XCTAssertEqual(builtIn[path], text, "\(path) differs from its built-in copy: run 'make templates'")
        }
    }
}
