import CoordgenCore
import Foundation
import XCTest

/// The Swift generated for `## Links` (coordinator style): which flows open links, how aliases and
/// match order come out in `DeepLink.swift`, and that it type-checks against the UIKit stand-in.
final class LinkSwiftTests: XCTestCase {
    /// Aliases may carry their parameters in another order; a flow off the launch chain that starts a
    /// flow step (a presented wrapper) opens no links; the generated code type-checks.
    func testAliasesInAnotherOrderAndAWrapperOffTheLaunchChain() throws {
        let files = [
            SourceFile(path: "Flows/AppFlow.md", text: "# AppFlow\n\n- start: ShopFlow\n\n## Flows\n\n### ShopFlow\n"),
            SourceFile(
                path: "Flows/ShopFlow.md",
                text: """
                    # ShopFlow

                    ## Screens

                    ### Home

                    - `onItem(itemID: Int)` → push ItemFlow
                    - `onWrap(itemID: Int)` → present WrapFlow
                    - `onDetail(first: Int, segments: String)` → push Detail

                    ### Detail(first: Int, segments: String)

                    ## Flows

                    ### ItemFlow

                    ### WrapFlow

                    - on finish → dismiss

                    ## Links

                    - `/items/:itemID` → ItemFlow
                    - `/d/:first/:segments` → Detail
                    - `/e/:segments/:first` → Detail

                    """),
            SourceFile(
                path: "Flows/ItemFlow.md",
                text:
                    "# ItemFlow\n\n- input: `itemID: Int`\n\n## Screens\n\n### Item(itemID: Int)\n\n- `onDone` → finish\n"
            ),
            SourceFile(
                path: "Flows/OtherFlow.md",
                text:
                    "# OtherFlow\n\n- input: `itemID: Int`\n- start: ItemFlow\n\n## Flows\n\n### ItemFlow\n\n- on finish → finish\n"
            ),
            SourceFile(
                path: "Flows/WrapFlow.md",
                text: "# WrapFlow\n\n- input: `itemID: Int`\n- start: ItemFlow\n\n## Flows\n\n### ItemFlow\n\n"
                    + "- on finish → finish\n"),
        ]
        var diagnostics = Diagnostics()
        let model = Pipeline.model(from: files, diagnostics: &diagnostics)
        XCTAssertEqual(diagnostics.sorted.map(\.description), [])
        XCTAssertEqual(
            model.deepLinks.map { "\($0.name) \($0.patterns)" },
            ["item [\"/items/:itemID\"]", "detail [\"/d/:first/:segments\", \"/e/:segments/:first\"]"])
        XCTAssertEqual(
            model.flows.filter(\.usage.opensLinks).map(\.name), ["AppFlow", "ItemFlow", "OtherFlow", "ShopFlow"])

        let generated = try Self.generatedAndTypeChecked(files)
        let deepLink = try XCTUnwrap(generated.first { $0.path.hasSuffix("DeepLink.swift") }).contents
        XCTAssertTrue(deepLink.contains("self = .detail(first: value1, segments: segments[2])"), deepLink)
        XCTAssertTrue(deepLink.contains("self = .detail(first: value2, segments: segments[1])"), deepLink)
        // A second root that starts a flow step opens links, but none passes through it.
        let other = try XCTUnwrap(generated.first { $0.path.hasSuffix("OtherFlow.swift") }).contents
        XCTAssertTrue(other.contains("func open(_ link: DeepLink) -> Bool {\n        return false\n    }"), other)
    }

    /// A start screen that takes a link's value is made again with it (`showLinkStart(…)`): the
    /// declaring flow's and a presented child flow's. A pushed child flow's first screen takes the
    /// value through the child's input, so it is not made twice.
    func testStartScreensTakingALinksValueAreMadeAgain() throws {
        let files = [
            SourceFile(
                path: "Flows/AppFlow.md",
                text: """
                    # AppFlow

                    ## Storage

                    - `userID: String = ""`
                    - `default: String = ""`

                    ## Screens

                    ### Profile(userID: String, default: String)

                    - `onHelp(topic: String)` → push HelpFlow
                    - `onSettings` → present SettingsFlow
                    - `onKid(kidID: Int)` → present KidFlow

                    ## Flows

                    ### SettingsFlow

                    - on finish → dismiss

                    ### KidFlow

                    ## Links

                    - `/users/:userID` → Profile
                    - `/users/:userID/help/:topic` → HelpFlow
                    - `/settings/:section` → SettingsFlow
                    - `/kids/:kidID` → KidFlow

                    """),
            SourceFile(
                path: "Flows/HelpFlow.md",
                text: "# HelpFlow\n\n- input: `topic: String`\n\n## Screens\n\n### Topics(topic: String)\n"),
            SourceFile(
                path: "Flows/KidFlow.md",
                text: "# KidFlow\n\n- input: `kidID: Int`\n\n## Screens\n\n### Kid(kidID: Int)\n"),
            SourceFile(
                path: "Flows/SettingsFlow.md",
                text: "# SettingsFlow\n\n## Storage\n\n- `section: String = \"\"`\n\n## Screens\n\n"
                    + "### Settings(section: String)\n\n- `onDone` → finish\n"),
        ]
        let generated = try Self.generatedAndTypeChecked(files)
        func contents(_ name: String) throws -> String {
            try XCTUnwrap(generated.first { $0.path.hasSuffix(name) }).contents
        }
        let app = try contents("AppFlow.swift")
        // A keyword input is a label without backticks at the call, a parameter with them.
        XCTAssertTrue(
            app.contains(
                "case .profile(let userID):\n            remakeLinkStart(userID: userID, default: storage.`default`)\n"),
            app)
        XCTAssertTrue(
            app.contains(
                "case .topics(let userID, let topic):\n            remakeLinkStart(userID: userID, default: storage.`default`)\n"
            ),
            app)
        XCTAssertTrue(app.contains("private func remakeLinkStart(userID: String, `default`: String) {"), app)
        XCTAssertTrue(app.contains("router.setRootModule(prepareProfile(userID: userID, default: `default`))"), app)
        XCTAssertTrue(try contents("SettingsFlow.swift").contains("remakeLinkStart(section: section)"))
        // KidFlow starts Kid with its input, which the link filled: Kid is not made twice.
        let kid = try contents("KidFlow.swift")
        XCTAssertTrue(kid.contains("case .kid:\n            showLinkStart()\n"), kid)
        XCTAssertFalse(kid.contains("remakeLinkStart"), kid)
        let help = try contents("HelpFlow.swift")
        XCTAssertTrue(help.contains("case .topics:\n            showLinkStart()\n"), help)
        XCTAssertFalse(help.contains("remakeLinkStart"), help)
    }

    /// Patterns of one length compare segment by segment from the left: the first position where one
    /// has a literal and the other a parameter decides.
    func testMatchOrderIsLiteralFirstFromTheLeft() throws {
        let files = [
            SourceFile(
                path: "Flows/AppFlow.md",
                text: """
                    # AppFlow

                    ## Screens

                    ### Home

                    - `onA(a: String)` → push ScreenA
                    - `onB(b: String)` → push ScreenB
                    - `onC(c: String)` → push ScreenC
                    - `onD` → push ScreenD

                    ### ScreenA(a: String)

                    ### ScreenB(b: String)

                    ### ScreenC(c: String)

                    ### ScreenD

                    ## Links

                    - `/:a/y/z` → ScreenA
                    - `/q/:b/z` → ScreenB
                    - `/q/y/:c` → ScreenC
                    - `/q` → ScreenD
                    """)
        ]
        let generated = try GeneratedSwiftGoldenTests.generate(files, specs: "Flows")
        let deepLink = try XCTUnwrap(generated.first { $0.path.hasSuffix("DeepLink.swift") }).contents
        let order = ["self = .screenD", "self = .screenC", "self = .screenB", "self = .screenA"].map {
            deepLink.range(of: $0)?.lowerBound
        }
        XCTAssertFalse(order.contains(nil), deepLink)
        XCTAssertEqual(order.compactMap { $0 }, order.compactMap { $0 }.sorted(), deepLink)
    }

    /// The Swift generated for `files` (under `Flows/`), after checking that it type-checks against the
    /// UIKit stand-in.
    private static func generatedAndTypeChecked(
        _ files: [SourceFile], file: StaticString = #filePath, line: UInt = #line
    ) throws -> [GeneratedFile] {
        _ = try SwiftCompileCheck.swiftc()
        let generated = try GeneratedSwiftGoldenTests.generate(files, specs: "Flows")
        let folder = try TemporaryDirectory()
        let paths = try generated.map { URL(fileURLWithPath: try folder.write($0.path, $0.contents)) }
        let result = try SwiftCompileCheck.typecheck(paths)
        XCTAssertEqual(result.status, 0, result.output, file: file, line: line)
        return generated
    }
}
