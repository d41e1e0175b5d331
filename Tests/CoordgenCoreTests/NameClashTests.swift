import XCTest

@testable import CoordgenCore

/// Names whose output files differ only in case, which overwrite each other on a case-insensitive
/// disk (macOS, Windows): reported at both names.
final class NameClashTests: XCTestCase {
    func testFlowsWhoseNamesDifferOnlyInCase() {
        assertDiagnostics(
            files: [
                "ItemFlow.md": "# 1️⃣ItemFlow\n\n## Screens\n\n### ItemList\n",
                "ITEMFlow.md": "# 2️⃣ITEMFlow\n\n## Screens\n\n### Things\n",
            ],
            [
                .error(
                    "1️⃣",
                    "flow 'ItemFlow' and flow 'ITEMFlow' give files whose names differ only in case ('ItemFlow.swift'"
                        + " and 'ITEMFlow.swift'), which overwrite each other on a case-insensitive disk such as"
                        + " macOS's; rename one", notes: [("2️⃣", "the other flow is here")]),
                .error(
                    "2️⃣",
                    "flow 'ITEMFlow' and flow 'ItemFlow' give files whose names differ only in case ('ITEMFlow.swift'"
                        + " and 'ItemFlow.swift'), which overwrite each other on a case-insensitive disk such as"
                        + " macOS's; rename one", notes: [("1️⃣", "the other flow is here")]),
            ])
    }

    /// Scaffolds are per screen in a per-flow folder: two screens of one flow clash.
    func testScreensOfOneFlowWhoseNamesDifferOnlyInCase() {
        assertDiagnostics(
            """
            # TestFlow

            ## Screens

            ### 1️⃣ItemList

            - `onNext` → push Itemlist

            ### 2️⃣Itemlist
            """,
            [
                .error(
                    "1️⃣",
                    "screen 'ItemList' and screen 'Itemlist' give files whose names differ only in case"
                        + " ('TestFlow/ItemListViewController.swift' and 'TestFlow/ItemlistViewController.swift'),"
                        + " which overwrite each other on a case-insensitive disk such as macOS's; rename one",
                    notes: [("2️⃣", "the other screen is here")]),
                .error(
                    "2️⃣",
                    "screen 'Itemlist' and screen 'ItemList' give files whose names differ only in case"
                        + " ('TestFlow/ItemlistViewController.swift' and 'TestFlow/ItemListViewController.swift'),"
                        + " which overwrite each other on a case-insensitive disk such as macOS's; rename one",
                    notes: [("1️⃣", "the other screen is here")]),
            ])
    }

    /// Screens of different flows go in different folders, so their files do not clash.
    func testScreensOfDifferentFlowsMayDifferOnlyInCase() {
        assertDiagnostics(
            files: [
                "AFlow.md": "# AFlow\n\n## Screens\n\n### ItemList\n",
                "BFlow.md": "# BFlow\n\n## Screens\n\n### Itemlist\n",
            ], [])
    }

    /// The rule lists the files the generators write, so it cannot drift from them.
    func testTheRuleKnowsEveryFileNamedAfterAFlowOrAScreen() throws {
        let model = DocsFixture.model(try DocsFixture.exampleFiles())
        var diagnostics = Diagnostics()
        let swift = Pipeline.swiftFiles(for: model, configuration: Configuration(), diagnostics: &diagnostics)
        let docs = DocsFixture.site(try DocsFixture.exampleFiles())
        XCTAssertFalse(diagnostics.hasErrors)
        let written = Set((swift + docs).map(\.path))
        let predicted = Set(FileNameRules.outputFiles(of: model).map(\.path))
        XCTAssertEqual(predicted.subtracting(written), [], "files the rule expects but nothing writes")
        // The rest are the files named after nothing in the specs.
        XCTAssertEqual(
            written.subtracting(predicted).sorted(),
            ["CoordinatorFactory.swift", "ModuleFactoryImp.swift", "NavigationCore.swift", "index.html"])
    }
}
