import Foundation
import XCTest

@testable import CoordgenCore

/// The byte-level helpers every generated file goes through.
final class TidyAndPathTests: XCTestCase {
    func testTidyRemovesTrailingSpacesCollapsesBlankLinesAndEndsWithOneNewline() {
        let cases: [(String, String)] = [
            ("", "\n"), ("\n\n\n", "\n"), ("a", "a\n"), ("a\n", "a\n"), ("a\n\n\n", "a\n"),
            ("\n\na \t\n", "a\n"), ("a  \n \t\n\n b\n", "a\n\n b\n"), ("a\n\nb\n\n\nc", "a\n\nb\n\nc\n"),
            ("caf\u{E9} \n\u{1F600}\t", "caf\u{E9}\n\u{1F600}\n"), ("  lead\n", "  lead\n"),
        ]
        for (input, expected) in cases {
            XCTAssertEqual(SwiftGenerator.tidy(input), expected, input.debugDescription)
        }
    }

    func testAbsolutePathsLoseDotsAndRepeatedSlashesAndKeepPlainOnes() {
        let resolver = PathResolver()
        let cwd = FileManager.default.currentDirectoryPath
        let cases: [(String, String)] = [
            ("/a/b/c.swift", "/a/b/c.swift"), ("/a//b/", "/a/b"), ("/a/./b/../c", "/a/c"), ("/", "/"),
            ("/..", "/"), ("/a/...", "/a/..."), ("/a/.b/..c", "/a/.b/..c"), ("x/y", cwd + "/x/y"),
        ]
        for (input, expected) in cases {
            XCTAssertEqual(resolver.absolutePath(input), expected, input)
        }
    }
}
