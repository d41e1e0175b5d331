import Foundation
import XCTest

@testable import CoordgenCore

/// The run after an edit (`docs/generate.md`, "After an edit"), from the command line: the files it
/// rewrites, keeps and restores, and when it does the full work instead.
extension RunManifestTests {
    func testEditingOneSpecRewritesExactlyThatFlowsFiles() throws {
        try generateExamples()
        let spec = "Flows/ShoppingListFlow.md"
        let text = String(decoding: try read(spec), as: UTF8.self)
        try folder.write(spec, text.replacingOccurrences(of: "The shopping list.", with: "The weekly shopping list."))
        let before = try tree()
        FileTree.letTheClockMove()
        let result = try coordgen("generate", "--verbose")
        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertFalse(result.output.contains(Self.shortcut), result.output)
        let changed = Self.reportedChanges(result.output)
        XCTAssertEqual(
            changed,
            [
                "1 of 7 specs parsed, the other flows read from the model cache (.coordgen-models)",
                "update    Generated/ShoppingListFlow.swift",
            ])
        let after = try tree()
        for path in before.paths where path != spec && path != "Generated/ShoppingListFlow.swift" {
            XCTAssertEqual(before.entries[path], after.entries[path], path)
        }
        // The next run trusts the new manifest.
        XCTAssertTrue(try coordgen("generate", "--verbose").output.hasPrefix(Self.shortcut))
    }

    /// An edit inside one flow (an event added): the other flows' files are kept without rendering
    /// them, and a full run afterwards finds every file as the edited run left it.
    func testAnEditInsideOneFlowKeepsTheOtherFlowsFilesAsAFullRunWouldWriteThem() throws {
        try generateExamples()
        let flows = try ContractFixtures.exampleOutput().flows
        let result = try generateAfterAddingToShoppingList("onItemLongPress")
        let changed = Self.reportedChanges(result.output)
        XCTAssertEqual(
            changed,
            [
                "1 of \(flows) specs parsed, the other flows read from the model cache (.coordgen-models)",
                "\(flows - 1) of \(flows) flows as the last run left them: their files kept (manifest)",
                "update    Generated/ShoppingListFlow.swift",
                "update    Navigation/ShoppingListFlow/ShoppingListViewController.swift",
            ])
        // The manifest of an edited run serves the next edit the same way.
        let again = try generateAfterAddingToShoppingList("onItemSwipe")
        XCTAssertTrue(
            again.output.contains("\(flows - 1) of \(flows) flows as the last run left them"), again.output)

        // A full run (no manifest to trust) has nothing to change.
        let before = try tree()
        try remove(manifest)
        FileTree.letTheClockMove()
        let full = try coordgen("generate", "--verbose")
        XCTAssertEqual(full.status, 0, full.errors)
        XCTAssertFalse(full.output.contains(" of \(flows) flows as the last run left them"), full.output)
        let after = try tree()
        XCTAssertEqual(before.paths, after.paths)
        for path in before.paths where path != manifest {
            XCTAssertEqual(before.entries[path], after.entries[path], path)
        }
        XCTAssertTrue(try coordgen("generate", "--verbose").output.hasPrefix(Self.shortcut))
    }

    /// An edit found while another run holds the lock is not trusted: the run does the full work,
    /// after waiting for the lock as any run does, and writes what a full run writes.
    func testAnEditWhileAnotherRunHoldsTheLockGetsTheFullRun() throws {
        try generateExamples()
        let descriptor = open(folder.path + "/Generated/.coordgen.lock", O_RDWR)
        XCTAssertEqual(flock(descriptor, LOCK_EX), 0)
        DispatchQueue.global().asyncAfter(deadline: .now() + 1) { close(descriptor) }
        let result = try generateAfterAddingToShoppingList("onItemLongPress")
        XCTAssertTrue(result.errors.contains("waiting for another coordgen run to finish"), result.errors)
        XCTAssertFalse(result.output.contains("flows as the last run left them"), result.output)
        XCTAssertTrue(result.output.contains("update    Generated/ShoppingListFlow.swift"), result.output)
        XCTAssertTrue(try coordgen("generate", "--verbose").output.hasPrefix(Self.shortcut))
    }

    /// Adds an event `name` to the shopping list screen, then runs `generate --verbose`.
    func generateAfterAddingToShoppingList(_ name: String) throws -> CoordgenRunner.Result {
        let spec = "Flows/ShoppingListFlow.md"
        let text = String(decoding: try read(spec), as: UTF8.self)
        let event = "- `onItemTap(ingredient: Ingredient)` → push ShoppingItem\n"
        XCTAssertTrue(text.contains(event))
        try folder.write(
            spec,
            text.replacingOccurrences(
                of: event, with: event + "- `\(name)(ingredient: Ingredient)` → push ShoppingItem\n"))
        FileTree.letTheClockMove()
        let result = try coordgen("generate", "--verbose")
        XCTAssertEqual(result.status, 0, result.errors)
        return result
    }

    /// The last run's files are checked beside the model build: when one is not as recorded (edited by
    /// hand), the model still comes from the cache, but no file is kept: every file is rendered and
    /// compared, the edited one restored, and the folders end as a full run leaves them.
    func testAnEditWithAHandEditedFileUsesTheModelCacheButKeepsNoFile() throws {
        try generateExamples()
        let flows = try ContractFixtures.exampleOutput().flows
        let path = "Generated/CookingFlow.swift"
        let original = try read(path)
        try folder.write(path, data: original + Data("// a quick fix\n".utf8))
        let result = try generateAfterAddingToShoppingList("onItemLongPress")
        XCTAssertEqual(result.errors, "")
        XCTAssertTrue(
            result.output.contains("1 of \(flows) specs parsed, the other flows read from the model cache"),
            result.output)
        XCTAssertFalse(result.output.contains("flows as the last run left them"), result.output)
        XCTAssertTrue(result.output.contains("update    \(path)\n"), result.output)
        XCTAssertTrue(result.output.contains("update    Generated/ShoppingListFlow.swift\n"), result.output)
        XCTAssertEqual(try read(path), original)

        // A full run (no manifest to trust) has nothing to change, and the next run trusts the new manifest.
        let before = try tree()
        try remove(manifest)
        FileTree.letTheClockMove()
        XCTAssertEqual(try coordgen("generate").status, 0)
        let after = try tree()
        for path in before.paths where path != manifest {
            XCTAssertEqual(before.entries[path], after.entries[path], path)
        }
        XCTAssertTrue(try coordgen("generate", "--verbose").output.hasPrefix(Self.shortcut))

        // So with a scaffold deleted, and with a stray Swift file in the generated folder: the model
        // comes from the cache, the scaffold is written again, the stray file removed.
        let scaffold = "Navigation/CookingFlow/CookingTipsViewController.swift"
        try remove(scaffold)
        let deleted = try generateAfterAddingToShoppingList("onItemSwipe")
        XCTAssertEqual(deleted.errors, "")
        XCTAssertTrue(
            deleted.output.contains("specs parsed, the other flows read from the model cache"), deleted.output)
        XCTAssertFalse(deleted.output.contains("flows as the last run left them"), deleted.output)
        XCTAssertTrue(deleted.output.contains("create    \(scaffold)\n"), deleted.output)
        let stray = "Generated/OldFlow.swift"
        try folder.write(stray, GeneratedFile.headerPrefix + " from Flows/OldFlow.md. Do not edit.\n")
        let added = try generateAfterAddingToShoppingList("onItemHold")
        XCTAssertEqual(added.errors, "")
        XCTAssertTrue(added.output.contains("specs parsed, the other flows read from the model cache"), added.output)
        XCTAssertFalse(added.output.contains("flows as the last run left them"), added.output)
        XCTAssertTrue(added.output.contains("remove    \(stray)\n"), added.output)
        XCTAssertFalse(exists(stray))
        XCTAssertEqual(try coordgen("generate", "--check").output, "Generated code is up to date.\n")
    }

    /// The lines of a `--verbose` run but those of unchanged and kept files and the summary.
    private static func reportedChanges(_ output: String) -> [Substring] {
        output.split(separator: "\n").filter {
            !$0.hasPrefix("unchanged ") && !$0.hasPrefix("keep ") && !$0.hasPrefix("Generated ")
        }
    }
}
