import CoordgenCore
import Foundation
import XCTest

/// The Swift of branches in the corners the golden app does not reach: a `Bool` group one branch
/// covers, a `case` label too long for its line, a wrapped call inside a branch, an ending branch on
/// a storage field; a screen with long inputs; an alert whose title holds quotes, a backslash and a tab. It type-checks with warnings as errors, and no line
/// passes the limit, in the generated files and the scaffolds alike.
final class BranchSwiftTests: XCTestCase {
    private static let spec = """
        # EdgeFlow

        - result: `flag: Bool`

        ## Storage

        - `flag: Bool = false`
        - `zone: Zone = .city`

        ## Screens

        ### Home

        - `onAny` when flag is `true` or `false` → finish
        - `onZone` when zone is `.islandsAndRemoteTerritories` or `.overseasDepartmentsAndRegions` or `.internationalShippingDestinations` or `.elsewhere` → push Detail
        - `onZone` otherwise → cancel
        - `onCase(zone: Zone)` when zone is `.overseasDepartmentsAndRegions` → push Detail
        - `onCase` otherwise → pop to root
        - `onAsk` → present Ask

        ### Ask

        Delete `it`, "now"\t\\ ok?

        - kind: alert
        - `onYes` → dismiss

        ### Detail(zone: Zone, aVeryLongParameterNameForTheLineLimit: String, anotherVeryLongParameterName: String)

        - `onBack` → pop
        """

    private static let appTypes = """
        enum Zone {
            case city, islandsAndRemoteTerritories, overseasDepartmentsAndRegions, internationalShippingDestinations
            case elsewhere, nowhere
        }
        """

    func testCornerBranchesTypeCheckWithinTheLineLimit() throws {
        _ = try SwiftCompileCheck.swiftc()
        let specs = "Flows"
        let files = [SourceFile(path: "Flows/EdgeFlow.md", text: Self.spec)]
        // The long inputs are filled from storage and the event: give Detail its values by name.
        let text = Self.spec.replacingOccurrences(
            of: "- `zone: Zone = .city`",
            with: "- `zone: Zone = .city`\n- `aVeryLongParameterNameForTheLineLimit: String = \"\"`\n"
                + "- `anotherVeryLongParameterName: String = \"\"`")
        let generated = try GeneratedSwiftGoldenTests.generate(
            [SourceFile(path: files[0].path, text: text)], specs: specs)
        let folder = try TemporaryDirectory()
        let paths = try generated.map { URL(fileURLWithPath: try folder.write($0.path, $0.contents)) }
        let result = try SwiftCompileCheck.typecheck(paths, appTypes: Self.appTypes)
        XCTAssertEqual(result.status, 0, result.output)
        // The scaffolds too: their initializers and make methods take the long inputs.
        for file in generated {
            for line in file.contents.split(separator: "\n") {
                XCTAssertLessThanOrEqual(line.count, 120, "\(file.path): \(line)")
            }
        }
        let flow = try XCTUnwrap(generated.first { $0.path == "EdgeFlow.swift" }?.contents)
        // One branch covers both values: nothing is tested, and only the result is read.
        XCTAssertEqual(flow.components(separatedBy: "guard let flag").count, 2, flow)
        XCTAssertTrue(flow.contains("            case .islandsAndRemoteTerritories,\n"), flow)
    }
}
