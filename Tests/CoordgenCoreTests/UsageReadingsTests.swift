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
            "a select tab": Self.parent("- `onNext` -> push ParentDetail\n- `onShop` -> select tab ChildFlow"),
            "tabs": Self.base + "\n\n## Tabs\n\n### ChildFlow\n\n- title: Child\n",
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

    /// The order of the tabs is read too (the usage lists flows sorted, but the analysis is not
    /// promised to).
    func testTabsInAnotherOrderReadOtherwise() throws {
        let tabs = { (first: String, second: String) in
            Self.base + "\n\n## Tabs\n\n### \(first)\n\n- title: One\n\n### \(second)\n\n- title: Two\n"
        }
        let other = Self.child.replacingOccurrences(of: "ChildFlow", with: "OtherFlow")
        XCTAssertFalse(
            try Self.readings(tabs("ChildFlow", "OtherFlow"), others: ["OtherFlow.md": other]).isSame(
                as: Self.readings(tabs("OtherFlow", "ChildFlow"), others: ["OtherFlow.md": other])))
    }

    /// Edits of the corner shop of spec format 1.1 (tabs, `select tab`, branches; its links left out,
    /// as a spec set with links is built whole): a line of a spec dropped or doubled, or an event added
    /// after one that starts, ends or selects something. Each model built after the edit is the full
    /// build's, usage included, or nil when that build reports anything.
    func testEditsOfTheTabbedShopBuildTheFullModel() throws {
        var specs: [String: String] = [:]
        for file in try GeneratedSwiftGoldenTests.exampleFiles(in: "../shared/examples-v1.1/Flows") {
            specs[String(file.path.split(separator: "/").last ?? "")] = Self.withoutLinks(file.text)
        }
        var diagnostics = Diagnostics()
        let old = Pipeline.model(from: Self.sources(specs), diagnostics: &diagnostics)
        XCTAssertEqual(diagnostics.all.map(\.description), [])
        let additions = [
            "- `onProbe` -> select tab HomeFlow", "- `onProbe` -> push ProductFlow", "- `onProbe` -> present CartFlow",
            "- `onProbe` -> cancel", "- `onProbe` -> finish", "- `onProbe` -> restart",
        ]
        var random = RandomSpecSets.Generator(state: 7)
        var (kept, workedOut) = (0, 0)
        for _ in 0..<150 {
            let name = random.pick(specs.keys.sorted())
            var lines = (specs[name] ?? "").components(separatedBy: "\n")
            let events = lines.indices.filter { lines[$0].hasPrefix("- `") }
            switch random.int(0...2) {
            case 0: lines.remove(at: random.int(0...(lines.count - 1)))
            case 1: lines.insert(lines[random.int(0...(lines.count - 1))], at: random.int(0...(lines.count - 1)))
            default:
                guard let event = events.isEmpty ? nil : random.pick(events) else { continue }
                lines.insert(random.pick(additions), at: event + 1)
            }
            var edited = specs
            edited[name] = lines.joined(separator: "\n")
            guard let model = try assertEditedModelIsTheFullOne(old: old, after: edited, changed: name) else {
                continue
            }
            // The rebuilt flow is the one whose spec path is `name`.
            guard let flow = model.flows.first(where: { $0.path == "Flows/" + name }),
                let cached = old.flows.first(where: { $0.name == flow.name })
            else { continue }
            if UsageAnalysis.Readings(of: flow).isSame(as: .init(of: cached)) { kept += 1 } else { workedOut += 1 }
        }
        print("tabbed shop edits: usage kept \(kept), worked out again \(workedOut)")
        XCTAssertGreaterThan(kept, 10)
        XCTAssertGreaterThan(workedOut, 10)
    }

    // MARK: - Helpers

    /// `text` without its `## Links` section.
    private static func withoutLinks(_ text: String) -> String {
        var lines: [String] = []
        var inLinks = false
        for line in text.components(separatedBy: "\n") {
            if line.hasPrefix("## ") { inLinks = line == "## Links" }
            if !inLinks { lines.append(line) }
        }
        return lines.joined(separator: "\n")
    }

    /// The readings of ParentFlow as `parent`, `child` and `others` build it.
    private static func readings(
        _ parent: String, child: String = child, others: [String: String] = [:]
    ) throws -> UsageAnalysis.Readings {
        var diagnostics = Diagnostics()
        let specs = others.merging(["ChildFlow.md": child, "ParentFlow.md": parent]) { _, new in new }
        let model = Pipeline.model(from: sources(specs), diagnostics: &diagnostics)
        return UsageAnalysis.Readings(of: try XCTUnwrap(model.flows.first { $0.name == "ParentFlow" }))
    }

    /// The model after editing the parent spec, built from the cache of the unedited set, is the one
    /// a full build of the edited set makes (or nil, when that build reports anything).
    private func assertEditedModelIsTheFullOne(
        _ editedParent: String, file: StaticString = #filePath, line: UInt = #line
    ) throws {
        var diagnostics = Diagnostics()
        let old = Pipeline.model(
            from: Self.sources(["ChildFlow.md": Self.child, "ParentFlow.md": Self.base]), diagnostics: &diagnostics)
        XCTAssertEqual(diagnostics.all.map(\.description), [], file: file, line: line)
        try assertEditedModelIsTheFullOne(
            old: old, after: ["ChildFlow.md": Self.child, "ParentFlow.md": editedParent], changed: "ParentFlow.md",
            file: file, line: line)
    }

    /// The model after the spec `changed` was edited (giving `after`), built from the cache of the
    /// `old` model, is the one a full build of `after` makes, or nil when that build reports anything;
    /// returned.
    @discardableResult
    private func assertEditedModelIsTheFullOne(
        old: FlowModel, after: [String: String], changed: String, file: StaticString = #filePath, line: UInt = #line
    ) throws -> FlowModel? {
        var diagnostics = Diagnostics()
        let full = Pipeline.model(from: Self.sources(after), diagnostics: &diagnostics)
        let edited = Pipeline.editedModel(
            from: Self.sources(after), changed: ["Flows/" + changed],
            cache: try XCTUnwrap(ModelCache(bytes: ModelCache(old).bytes)))
        guard diagnostics.all.isEmpty else {
            XCTAssertNil(edited, "the full build reports something", file: file, line: line)
            return nil
        }
        let model = try XCTUnwrap(edited, file: file, line: line).model
        XCTAssertEqual(model.flows.map(\.name), full.flows.map(\.name), file: file, line: line)
        for (flow, expected) in zip(model.flows, full.flows) {
            XCTAssertEqual(
                CanonicalBytes.of(flow, includesLocations: true), CanonicalBytes.of(expected, includesLocations: true),
                flow.name, file: file, line: line)
        }
        return model
    }

    private static func sources(_ specs: [String: String]) -> [SourceFile] {
        specs.sorted { $0.key < $1.key }.map { SourceFile(path: "Flows/" + $0.key, text: $0.value) }
    }
}
