import XCTest

@testable import CoordgenCore

/// `UsageAnalysis.Readings`, what the usage analysis reads of a flow: after an edit, a rebuilt flow
/// that reads as its cached model did keeps the cached usage (`Pipeline.editedModel`). Each thing the
/// analysis reads must make the flow read otherwise, and the edited model stays the full build's.
final class UsageReadingsTests: XCTestCase {
    private static let child = """
        # ChildFlow

        - start: ChildHome

        ## Screens

        ### ChildHome

        - `onDone` -> finish
        """

    private static func parent(_ homeEvents: String, start: String = "ParentHome") -> String {
        """
        # ParentFlow

        - start: \(start)

        ## Screens

        ### ParentHome

        \(homeEvents)
        - `onChild` -> present ChildFlow

        ### ParentDetail

        - `onBack` -> pop
        """
    }

    private static let base = parent("- `onNext` -> push ParentDetail")

    func testAnEditThatStartsNothingNewReadsTheSame() throws {
        let edited = Self.parent("- `onNext` -> push ParentDetail\n- `onMore` -> push ParentDetail")
        XCTAssertTrue(try Self.readings(Self.base).isSame(as: Self.readings(edited)))
        try assertEditedModelIsTheFullOne(edited)
    }

    func testEachThingTheAnalysisReadsMakesTheFlowReadOtherwise() throws {
        let others = [
            "a flow started": Self.parent("- `onNext` -> push ParentDetail\n- `onAgain` -> present ChildFlow"),
            "another verb for a flow": Self.parent("- `onNext` -> push ParentDetail").replacingOccurrences(
                of: "-> present ChildFlow", with: "-> push ChildFlow"),
            "a cancel": Self.parent("- `onNext` -> push ParentDetail\n- `onQuit` -> cancel"),
            "a finish": Self.parent("- `onNext` -> push ParentDetail\n- `onQuit` -> finish"),
            "a restart": Self.parent("- `onNext` -> push ParentDetail\n- `onQuit` -> restart"),
            "a start flow": Self.parent("- `onNext` -> push ParentDetail", start: "ChildFlow"),
        ]
        let base = try Self.readings(Self.base)
        for (change, edited) in others.sorted(by: { $0.key < $1.key }) {
            XCTAssertFalse(base.isSame(as: try Self.readings(edited)), change)
            try assertEditedModelIsTheFullOne(edited)
        }
    }

    /// A target respelt in another Unicode normal form is the same flow to Swift's `==`, but the usage
    /// keeps names as written: the flow reads otherwise.
    func testARespeltTargetReadsOtherwise() throws {
        let child = Self.child.replacingOccurrences(of: "ChildFlow", with: "Caf\u{E9}Flow")
        let spec = { (target: String) in
            Self.base.replacingOccurrences(of: "present ChildFlow", with: "present " + target)
        }
        XCTAssertFalse(
            try Self.readings(spec("Caf\u{E9}Flow"), child: child).isSame(
                as: Self.readings(spec("Cafe\u{301}Flow"), child: child)))
    }

    // MARK: - Helpers

    /// The readings of ParentFlow as `parent` and `child` build it.
    private static func readings(_ parent: String, child: String = child) throws -> UsageAnalysis.Readings {
        var diagnostics = Diagnostics()
        let model = Pipeline.model(
            from: sources(["ChildFlow.md": child, "ParentFlow.md": parent]), diagnostics: &diagnostics)
        return UsageAnalysis.Readings(of: try XCTUnwrap(model.flows.first { $0.name == "ParentFlow" }))
    }

    /// The model after editing the parent spec, built from the cache of the unedited set, is the one
    /// a full build of the edited set makes (or nil, when that build reports anything).
    private func assertEditedModelIsTheFullOne(
        _ editedParent: String, file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let before = ["ChildFlow.md": Self.child, "ParentFlow.md": Self.base]
        let after = ["ChildFlow.md": Self.child, "ParentFlow.md": editedParent]
        var diagnostics = Diagnostics()
        let old = Pipeline.model(from: Self.sources(before), diagnostics: &diagnostics)
        XCTAssertEqual(diagnostics.all.map(\.description), [], file: file, line: line)
        let full = Pipeline.model(from: Self.sources(after), diagnostics: &diagnostics)
        let edited = Pipeline.editedModel(
            from: Self.sources(after), changed: ["Flows/ParentFlow.md"],
            cache: try XCTUnwrap(ModelCache(bytes: ModelCache(old).bytes)))
        guard diagnostics.all.isEmpty else {
            return XCTAssertNil(edited, "the full build reports something", file: file, line: line)
        }
        let model = try XCTUnwrap(edited, file: file, line: line).model
        XCTAssertEqual(model.flows.map(\.name), full.flows.map(\.name), file: file, line: line)
        for (flow, expected) in zip(model.flows, full.flows) {
            XCTAssertEqual(
                CanonicalBytes.of(flow, includesLocations: true), CanonicalBytes.of(expected, includesLocations: true),
                flow.name, file: file, line: line)
        }
    }

    private static func sources(_ specs: [String: String]) -> [SourceFile] {
        specs.sorted { $0.key < $1.key }.map { SourceFile(path: "Flows/" + $0.key, text: $0.value) }
    }
}
