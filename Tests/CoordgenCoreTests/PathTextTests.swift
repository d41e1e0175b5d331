import Foundation
import XCTest

@testable import CoordgenCore

final class PathTextTests: XCTestCase {
    func testExamples() {
        XCTAssertEqual(PathText.parent(of: "Generated/Flows/ItemFlow.swift"), "Generated/Flows")
        XCTAssertEqual(PathText.lastComponent(of: "Generated/Flows/ItemFlow.swift"), "ItemFlow.swift")
        XCTAssertEqual(PathText.parent(of: "/ItemFlow.swift"), "/")
        XCTAssertEqual(PathText.parent(of: "ItemFlow.swift"), "")
        XCTAssertEqual(PathText.parent(of: "/"), "/")
        XCTAssertEqual(PathText.lastComponent(of: "/"), "/")
        XCTAssertEqual(PathText.parent(of: "a//b///c/"), "a/b")
        XCTAssertEqual(PathText.lastComponent(of: "a//b///c/"), "c")
        // Where Foundation on Linux traps, and where it answers `` for a path of slashes only.
        XCTAssertEqual(PathText.parent(of: "a/"), "")
        XCTAssertEqual(PathText.lastComponent(of: "a//"), "a")
        XCTAssertEqual(PathText.parent(of: "//"), "/")
        XCTAssertEqual(PathText.lastComponent(of: "///"), "/")
    }

    /// Random paths of every shape (slashes in runs and at either end, dots, spaces, characters
    /// outside ASCII) against the rule: the components between slashes, and whether it starts at `/`.
    /// Where the path is already clean (as the writer's joined paths are), Foundation agrees.
    func testAgreesWithTheRuleAndWithFoundationOnCleanPaths() {
        let pieces = ["a", "Flow", "/", "//", ".", "..", " ", "x.swift", "é", "e\u{301}", "名前", "🙂"]
        var generator = SystemRandomNumberGenerator()
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

    func testNamesOutsideASCIIAreCutAtTheirSlashes() {
        XCTAssertEqual(PathText.parent(of: "Generated//ÉcranFlow.swift"), "Generated")
        XCTAssertEqual(PathText.lastComponent(of: "Generated//ÉcranFlow.swift"), "ÉcranFlow.swift")
        XCTAssertEqual(PathText.parent(of: "名前/🙂/e\u{301}.swift/"), "名前/🙂")
        XCTAssertEqual(PathText.lastComponent(of: "名前/🙂/e\u{301}.swift/"), "e\u{301}.swift")
        XCTAssertEqual(PathText.parent(of: "é"), "")
        XCTAssertEqual(PathText.lastComponent(of: "é//"), "é")
    }
}
