import Foundation
import XCTest

@testable import CoordgenCore

/// Scaffolds that are still byte for byte what coordgen wrote (recorded in
/// `Navigation/.coordgen-scaffolds`) are updated or removed with the specs; edited ones are kept.
final class ScaffoldManifestTests: CommandLineTestCase {
    private func text(_ relative: String) throws -> String {
        try String(contentsOf: folder.url.appendingPathComponent(relative), encoding: .utf8)
    }

    private func exists(_ relative: String) -> Bool {
        FileManager.default.fileExists(atPath: folder.url.appendingPathComponent(relative).path)
    }

    /// `new ItemFlow`, then the placeholder screens renamed to Home and Profile.
    private func renamePlaceholders() throws {
        let spec = try text("Flows/ItemFlow.md")
            .replacingOccurrences(of: "ItemList", with: "Home")
            .replacingOccurrences(of: "ItemDetail", with: "Profile")
        try folder.write("Flows/ItemFlow.md", spec)
    }

    func testSHA256() {
        XCTAssertEqual(SHA256.hex(Array("".utf8)), "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        XCTAssertEqual(
            SHA256.hex(Array("abc".utf8)), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        XCTAssertEqual(
            SHA256.hex(Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8)),
            "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        XCTAssertEqual(
            SHA256.hex([UInt8](repeating: UInt8(ascii: "a"), count: 1000)),
            "41edece42d63e8d9bf515a9ba6932e1c20cbc9f5a5d134645adb5db1b9737ea3")
    }

    func testTheManifestReadsItsOwnLinesAndSkipsOthers() throws {
        let digest = String(repeating: "a", count: 64)
        let spaced = String(repeating: "b", count: 30) + " " + String(repeating: "b", count: 33)
        try folder.write(
            "Navigation/.coordgen-scaffolds",
            "# comment\n\(digest) A/AViewController.swift\n\(spaced) B/BViewController.swift\n"
                + "\(digest) /absolute.swift\nshort C.swift\n\(digest) D/../E.swift\n\(digest) F.swift")
        let manifest = ScaffoldManifest.read(in: folder.url.appendingPathComponent("Navigation").path)
        XCTAssertEqual(
            manifest.digests, ["A/AViewController.swift": digest, "F.swift": digest],
            "a digest with a space, an absolute or climbing path and a short line are skipped; the last line needs no"
                + " line break")
    }

    /// The text lists the records sorted by path, whatever order the file read had them in (a hand-edited
    /// manifest), with records added, changed and dropped since, and with a path read twice.
    func testTheTextIsSortedWhateverTheOrderRead() throws {
        let digests = (0..<6).map { String(repeating: String($0), count: 64) }
        let orders = [
            ["A/A.swift", "B/B.swift", "C/C.swift", "D/D.swift"], ["C/C.swift", "A/A.swift", "D/D.swift", "B/B.swift"],
            ["A/A.swift", "B/B.swift", "A/A.swift", "C/C.swift"], ["B/b.swift", "B/B.swift", "b/B.swift", "Ä/A.swift"],
            ["A/A.swift", "B/B.swift", "Caf\u{E9}/C.swift", "Cafe\u{301}/C.swift"], ["Caf\u{E9}/C.swift"],
        ]
        // A record changed, one dropped (both keep the paths read), then paths added, one of them a path
        // read again in another Unicode spelling.
        let changes: [(String, String?)] = [
            ("B/B.swift", digests[4]), ("A/A.swift", nil), ("E/E.swift", digests[5]), ("0/0.swift", digests[5]),
            ("C/C.swift", nil), ("Cafe\u{301}/C.swift", nil), ("Caf\u{E9}/C.swift", digests[1]),
        ]
        for order in orders {
            let lines = order.enumerated().map { "\(digests[$0.offset]) \($0.element)\n" }
            try folder.write("Navigation/.coordgen-scaffolds", "# comment\n" + lines.joined())
            let read = ScaffoldManifest.read(in: folder.url.appendingPathComponent("Navigation").path)
            for count in 0...changes.count {
                var manifest = read
                for (path, digest) in changes.prefix(count) { manifest.digests[path] = digest }
                let expected = manifest.digests.sorted { $0.key < $1.key }.map { "\($0.value) \($0.key)\n" }
                XCTAssertEqual(
                    manifest.text.split(separator: "\n", omittingEmptySubsequences: false).dropFirst().joined(
                        separator: "\n"),
                    expected.joined(), "read as \(order), \(count) changes")
            }
        }
    }

    /// A record dropped and added again under another Unicode spelling of its path (Swift's `==` takes
    /// both as one) is written as it was added, as a manifest sorted from its dictionary writes it.
    func testARecordAddedAgainInAnotherSpellingIsWrittenAsAdded() throws {
        let (read, added) = (String(repeating: "a", count: 64), String(repeating: "b", count: 64))
        try folder.write("Navigation/.coordgen-scaffolds", "\(read) Caf\u{E9}/C.swift\n")
        var manifest = ScaffoldManifest.read(in: folder.url.appendingPathComponent("Navigation").path)
        manifest.digests["Cafe\u{301}/C.swift"] = nil
        manifest.digests["Cafe\u{301}/C.swift"] = added
        let line = try XCTUnwrap(manifest.text.split(separator: "\n").last)
        XCTAssertEqual(Array(line.utf8), Array("\(added) Cafe\u{301}/C.swift".utf8))
    }

    func testARunThatChangesNoRecordLeavesTheManifestAsItIs() throws {
        XCTAssertEqual(try coordgen("new", "ItemFlow").status, 0)
        XCTAssertEqual(try coordgen("generate").status, 0)
        let manifest = folder.url.appendingPathComponent("Navigation/.coordgen-scaffolds").path
        let before = try FileManager.default.attributesOfItem(atPath: manifest)[.modificationDate] as? Date
        try FileManager.default.removeItem(
            atPath: folder.url.appendingPathComponent("Generated/.coordgen-manifest").path)
        let again = try coordgen("generate", "--verbose")
        XCTAssertEqual(again.status, 0, again.errors)
        XCTAssertFalse(again.output.contains("nothing changed since the last run"), "the full run, not the shortcut")
        let after = try FileManager.default.attributesOfItem(atPath: manifest)[.modificationDate] as? Date
        XCTAssertEqual(before, after, "the scaffold manifest is not written again")
    }

    func testTheRecordOfAScaffoldThatIsGoneIsDropped() throws {
        XCTAssertEqual(try coordgen("new", "ItemFlow").status, 0)
        XCTAssertEqual(try coordgen("generate").status, 0)
        let manifest = "Navigation/.coordgen-scaffolds"
        let gone = String(repeating: "a", count: 64) + " GoneFlow/GoneViewController.swift\n"
        try folder.write(manifest, try text(manifest) + gone)
        try FileManager.default.removeItem(
            atPath: folder.url.appendingPathComponent("Generated/.coordgen-manifest").path)
        let again = try coordgen("generate")
        XCTAssertEqual(again.status, 0, again.errors)
        XCTAssertFalse(try text(manifest).contains("GoneFlow"), "the record of a file that is gone is dropped")
        XCTAssertTrue(try text(manifest).contains("ItemFlow/"), "the other records stay")
    }

    func testRenamedPlaceholderScreensLeaveNoScaffoldBehind() throws {
        XCTAssertEqual(try coordgen("new", "ItemFlow").status, 0)
        let manifest = try text("Navigation/.coordgen-scaffolds")
        for path in [
            "ItemFlow/ItemDetailViewController.swift", "ItemFlow/ItemListViewController.swift",
            "ItemFlow/ItemModuleFactoryImp.swift", "ModuleFactoryImp.swift",
        ] {
            let digest = SHA256.hex(Array(try text("Navigation/" + path).utf8))
            XCTAssertTrue(manifest.contains("\(digest) \(path)\n"), manifest)
        }
        try renamePlaceholders()
        let result = try coordgen("generate", "--verbose")
        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertEqual(result.errors, "", "no orphaned view controllers, no factory that no longer conforms")
        XCTAssertTrue(result.output.contains("remove    Navigation/ItemFlow/ItemListViewController.swift\n"))
        XCTAssertTrue(result.output.contains("update    Navigation/ItemFlow/ItemModuleFactoryImp.swift\n"))
        XCTAssertFalse(exists("Navigation/ItemFlow/ItemListViewController.swift"))
        XCTAssertFalse(exists("Navigation/ItemFlow/ItemDetailViewController.swift"))
        XCTAssertTrue(exists("Navigation/ItemFlow/HomeViewController.swift"))
        XCTAssertTrue(try text("Navigation/ItemFlow/ItemModuleFactoryImp.swift").contains("func makeHome()"))
        let after = try text("Navigation/.coordgen-scaffolds")
        XCTAssertFalse(after.contains("ItemListViewController"), after)
        XCTAssertTrue(after.contains(" ItemFlow/HomeViewController.swift\n"), after)
        // And the next run has nothing to do.
        let again = try coordgen("generate")
        XCTAssertEqual(again.output, ContractFixtures.summary(flows: 1, unchanged: 3, kept: 4))
        XCTAssertEqual(again.errors, "")
    }

    func testEditedScaffoldsAreKeptWithTheWarnings() throws {
        XCTAssertEqual(try coordgen("new", "ItemFlow").status, 0)
        for path in [
            "Navigation/ItemFlow/ItemListViewController.swift", "Navigation/ItemFlow/ItemModuleFactoryImp.swift",
        ] {
            try folder.write(path, try text(path) + "// filled in\n")
        }
        try renamePlaceholders()
        let result = try coordgen("generate")
        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertTrue(exists("Navigation/ItemFlow/ItemListViewController.swift"))
        XCTAssertFalse(exists("Navigation/ItemFlow/ItemDetailViewController.swift"))
        XCTAssertTrue(try text("Navigation/ItemFlow/ItemModuleFactoryImp.swift").hasSuffix("// filled in\n"))
        XCTAssertTrue(
            result.errors.contains(
                "Navigation/ItemFlow/ItemListViewController.swift: warning: no spec uses this scaffold any more"),
            result.errors)
        XCTAssertTrue(
            result.errors.contains(
                "Navigation/ItemFlow/ItemModuleFactoryImp.swift: warning: this file no longer meets"),
            result.errors)
    }

    func testAScaffoldWithoutARecordIsNeverRemoved() throws {
        XCTAssertEqual(try coordgen("new", "ItemFlow").status, 0)
        try FileManager.default.removeItem(atPath: folder.path + "/Navigation/.coordgen-scaffolds")
        try renamePlaceholders()
        let result = try coordgen("generate")
        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertTrue(exists("Navigation/ItemFlow/ItemListViewController.swift"))
        XCTAssertTrue(result.errors.contains("no spec uses this scaffold any more"), result.errors)
    }

    func testNewPicksPlaceholderNamesThatNoFlowUses() throws {
        // ShopFlow already has the screens `new OrderFlow` would call OrderList and OrderDetail.
        let shop = """
            # ShopFlow

            Orders.

            ## Screens

            ### OrderList

            - `onSelect(id: String)` → push OrderDetail

            ### OrderDetail(id: String)

            - `onDone` → finish

            """
        try folder.write("Flows/ShopFlow.md", shop)
        XCTAssertEqual(try coordgen("validate").status, 0)
        let result = try coordgen("new", "OrderFlow")
        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertTrue(try text("Flows/OrderFlow.md").contains("### OrderList2\n"))
        XCTAssertTrue(exists("Navigation/OrderFlow/OrderDetail2ViewController.swift"))
    }

    func testNewInAnotherSpecsFolderLeavesTheOtherFlowsFiles() throws {
        XCTAssertEqual(try coordgen("new", "ItemFlow").status, 0)
        let result = try coordgen("new", "NoteFlow", "--specs", "Other")
        XCTAssertTrue(exists("Generated/ItemFlow.swift"))
        XCTAssertTrue(exists("Navigation/ItemFlow/ItemListViewController.swift"))
        XCTAssertTrue(exists("Generated/NoteFlow.swift"))
        XCTAssertTrue(
            result.errors.contains(
                "Generated/ItemFlow.swift: warning: generated from 'Flows/ItemFlow.md', not from this run's specs ('Other')"
            ),
            result.errors)
    }
}
