import Foundation
import XCTest

@testable import CoordgenCore

final class PathTextTests: XCTestCase {
    func testExamples() {
        let examples: [(path: String, parent: String, last: String)] = [
            ("Generated/Flows/ItemFlow.swift", "Generated/Flows", "ItemFlow.swift"),
            ("/ItemFlow.swift", "/", "ItemFlow.swift"),
            ("ItemFlow.swift", "", "ItemFlow.swift"),
            ("/", "/", "/"),
            ("a//b///c/", "a/b", "c"),
            // Where Foundation on Linux traps, and where it answers `` for a path of slashes only.
            ("a/", "", "a"),
            ("a//", "", "a"),
            ("//", "/", "/"),
            ("///", "/", "/"),
            // Names outside ASCII are cut at their slashes too.
            ("Generated//ÉcranFlow.swift", "Generated", "ÉcranFlow.swift"),
            ("名前/🙂/e\u{301}.swift/", "名前/🙂", "e\u{301}.swift"),
            ("é", "", "é"),
            ("é//", "", "é"),
        ]
        for example in examples {
            XCTAssertEqual(PathText.parent(of: example.path), example.parent, example.path)
            XCTAssertEqual(PathText.lastComponent(of: example.path), example.last, example.path)
        }
    }

    /// Random paths of every shape (slashes in runs and at either end, dots, spaces, characters
    /// outside ASCII) against the rule: the components between slashes, and whether it starts at `/`.
    /// Where the path is already clean (as the writer's joined paths are), Foundation agrees.
    func testAgreesWithTheRuleAndWithFoundationOnCleanPaths() {
        let pieces = ["a", "Flow", "/", "//", ".", "..", " ", "x.swift", "é", "e\u{301}", "名前", "🙂"]
        var generator = SplitMix64(seed: 0x5EED_0A7B)
        var paths = ["", "/", "//", "ab", "ab/", "/a", "/a/", "./a", "../a"]
        for _ in 0..<5_000 {
            let count = Int.random(in: 1...7, using: &generator)
            paths.append((0..<count).map { _ in pieces.randomElement(using: &generator) ?? "" }.joined())
        }
        for path in paths {
            let components = path.split(separator: "/").map(String.init)
            let root = path.hasPrefix("/") ? "/" : ""
            let parent = components.count <= 1 ? root : root + components.dropLast().joined(separator: "/")
            XCTAssertEqual(PathText.parent(of: path), parent, path)
            XCTAssertEqual(PathText.lastComponent(of: path), components.last ?? root, path)
            let isClean = path.utf8.count > 1 && !path.contains("//") && !path.hasSuffix("/")
            if isClean, path.utf8.allSatisfy({ $0 < 0x80 }) {
                XCTAssertEqual(PathText.parent(of: path), (path as NSString).deletingLastPathComponent, path)
                XCTAssertEqual(PathText.lastComponent(of: path), (path as NSString).lastPathComponent, path)
            }
        }
    }
}
