import Foundation
import XCTest

@testable import CoordgenCore

/// `FolderListing` lists what `FileManager.enumerator(atPath:)` lists, whose rules the plan's
/// stale-file removal and the cleanup of temporary files were written against.
final class FolderListingTests: XCTestCase {
    func testListsWhatFileManagerListsWithLinksHiddenFilesAndOddRoots() throws {
        let folder = try TemporaryDirectory()
        let manager = FileManager.default
        let root = folder.path
        for path in ["real/sub/deeper", "other/deep", "empty"] {
            try manager.createDirectory(atPath: root + "/" + path, withIntermediateDirectories: true)
        }
        for path in [
            "real/a.swift", "real/sub/b.swift", "real/sub/deeper/c.txt", "real/.hidden.swift", "other/x.swift",
        ] {
            XCTAssertTrue(manager.createFile(atPath: root + "/" + path, contents: Data("x".utf8)))
        }
        try manager.createSymbolicLink(atPath: root + "/real/linked-folder", withDestinationPath: "../other")
        try manager.createSymbolicLink(atPath: root + "/real/linked.swift", withDestinationPath: "../other/x.swift")
        try manager.createSymbolicLink(atPath: root + "/real/dangling.swift", withDestinationPath: "nowhere")
        try manager.createSymbolicLink(atPath: root + "/linked-root", withDestinationPath: "real")
        let roots = [
            "real", "real/", "real//", "linked-root", "linked-root/", "empty", "missing", "real/a.swift", "other",
        ]
        for relative in roots {
            let path = root + "/" + relative
            var expected: [String] = []
            if let enumerator = manager.enumerator(atPath: path) {
                while let entry = enumerator.nextObject() as? String { expected.append(entry) }
            }
            XCTAssertEqual(FolderListing.entries(under: path).sorted(), expected.sorted(), relative)
        }
        XCTAssertEqual(
            FolderListing.entries(under: root + "/real").sorted(),
            [
                ".hidden.swift", "a.swift", "dangling.swift", "linked-folder", "linked.swift", "sub", "sub/b.swift",
                "sub/deeper", "sub/deeper/c.txt",
            ])
    }
}
