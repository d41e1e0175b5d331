import XCTest

@testable import CoordgenCore

/// The model cache (`ModelCache`) and the model built from it after an edit
/// (`Pipeline.editedModel`): it is the model a full build makes, or nil.
final class ModelCacheTests: XCTestCase {
    func testEveryFlowReadsBackAsWritten() throws {
        for seed in UInt64(1)...40 {
            let model = try XCTUnwrap(Self.model(RandomSpecSets.make(seed: seed, flowCount: 6)).model)
            let cache = try XCTUnwrap(ModelCache(bytes: ModelCache(model).bytes), "seed \(seed)")
            XCTAssertEqual(cache.entries.map(\.name), model.flows.map(\.name))
            for (entry, flow) in zip(cache.entries, model.flows) {
                let read = try XCTUnwrap(cache.flow(of: entry), "seed \(seed): \(flow.name)")
                XCTAssertEqual(Self.bytes(read), Self.bytes(flow), "seed \(seed): \(flow.name)")
                XCTAssertEqual(read.location, flow.location)
                XCTAssertEqual(read.start.locations, flow.start.locations)
            }
            let depths = try XCTUnwrap(cache.stackDepths(), "seed \(seed)")
            let analysed = StackDepthAnalysis(model: model)
            for flow in model.flows { XCTAssertEqual(depths[flow.name], analysed.endings(of: flow.name)) }
        }
    }

    func testDamagedBytesAreRefusedWithoutCrashing() throws {
        let model = try XCTUnwrap(Self.model(RandomSpecSets.make(seed: 3, flowCount: 3)).model)
        let bytes = ModelCache(model).bytes
        var refused = 0
        for cut in stride(from: 0, to: bytes.count, by: 7) {
            guard let cache = ModelCache(bytes: Array(bytes[..<cut])) else {
                refused += 1
                continue
            }
            // A cut between records reads as fewer flows; a cut inside one never reads.
            XCTAssertLessThan(cache.entries.count, model.flows.count)
        }
        XCTAssertGreaterThan(refused, 0)
        var random = RandomSpecSets.Generator(state: 11)
        for _ in 0..<400 {
            var damaged = bytes
            damaged[random.int(0...(bytes.count - 1))] ^= UInt8(truncatingIfNeeded: random.int(1...255))
            for entry in ModelCache(bytes: damaged)?.entries ?? [] {
                _ = ModelCache(bytes: damaged)?.flow(of: entry)
            }
            _ = ModelCache(bytes: damaged)?.stackDepths()
        }
    }

    /// The cache is read only while it is the file the manifest records; a manifest whose numbers
    /// are absurd (a size past any file) is refused before anything is read or allocated.
    func testTheCacheIsReadOnlyAsTheManifestRecordsIt() throws {
        let folder = try TemporaryDirectory()
        let writer = OutputWriter(outputDirectory: folder.path + "/Generated", scaffoldDirectory: folder.path + "/Nav")
        let model = try XCTUnwrap(Self.model(RandomSpecSets.make(seed: 2, flowCount: 3)).model)
        let recorded = try XCTUnwrap(writer.write(ModelCache(model)))
        var manifest = RunManifest(
            key: RunManifest.Key(
                build: "b", configuration: String(repeating: "c", count: 64),
                templates: String(repeating: "d", count: 64), inputs: ["x": String(repeating: "e", count: 64)]),
            flows: 3,
            messages: [], entries: [])
        manifest.models = recorded
        try writer.write(manifest)
        let read = try XCTUnwrap(writer.modelCache(recordedIn: manifest))
        XCTAssertEqual(read.entries.map(\.name), model.flows.map(\.name))
        for size in [Int.max, 1 << 45, recorded.size + 1, 0] {
            var wrong = manifest
            wrong.models?.size = size
            XCTAssertNil(writer.modelCache(recordedIn: wrong), "size \(size)")
        }
        var otherDigest = manifest
        otherDigest.models?.digest = String(repeating: "a", count: 64)
        otherDigest.models?.stamp.seconds -= 1
        XCTAssertNil(
            writer.modelCache(recordedIn: otherDigest), "neither the stamp nor the bytes are the recorded ones")
        XCTAssertEqual(RunManifest(text: manifest.text), manifest, "the models line reads back")
    }

    /// In the cache, a string already written is written as its position; each reads back spelt as
    /// it was written, although Swift's `==` takes two Unicode spellings of one text as equal.
    func testARepeatedStringIsWrittenOnceAndReadBackAsSpelt() throws {
        let texts = ["caf\u{E9}", "cafe\u{301}", "caf\u{E9}", "cafe\u{301}", "another text", "caf\u{E9}"]
        var cached = CanonicalBytes(includesLocations: true)
        cached.append(texts)
        var plain = CanonicalBytes()
        plain.append(texts)
        // Each spelling is written in full once, then as its position: the composed one (5 bytes)
        // twice more, the decomposed one (6 bytes), which Swift's `==` takes for the composed one, once.
        XCTAssertEqual(cached.bytes.count, plain.bytes.count - 2 * 5 - 6)
        let read = try cached.bytes.withUnsafeBytes { buffer in
            var reader = CanonicalReader(buffer)
            defer { XCTAssertTrue(reader.isAtEnd) }
            return try reader.strings()
        }
        XCTAssertEqual(read.map { Array($0.utf8) }, texts.map { Array($0.utf8) })
    }

    /// A location whose file is the previous one's respelt in another Unicode normal form is no
    /// "same file": it reads back spelt as written.
    func testALocationInAFileRespeltReadsBackAsSpelt() throws {
        let files = ["Flows/caf\u{E9}.md", "Flows/cafe\u{301}.md", "Flows/caf\u{E9}.md"]
        var written = CanonicalBytes(includesLocations: true)
        for file in files { written.append(SourceLocation(file: file, line: 2, column: 3)) }
        let read = try written.bytes.withUnsafeBytes { buffer in
            var reader = CanonicalReader(buffer)
            return try files.map { _ in try reader.location().file }
        }
        XCTAssertEqual(read.map { Array($0.utf8) }, files.map { Array($0.utf8) })
    }

    /// A string written as a position reads only a position already read.
    func testARepeatedStringPastThoseReadIsRefused() throws {
        let (string, written) = (CanonicalMarker.string, CanonicalMarker.writtenString)
        let cases: [([UInt8], [String]?)] = [
            ([string, 1, 0x61, written, 0], ["a", "a"]), ([string, 1, 0x61, written, 1], nil), ([written, 0], nil),
        ]
        for (bytes, expected) in cases {
            let read = bytes.withUnsafeBytes { buffer -> [String]? in
                var reader = CanonicalReader(buffer)
                var strings: [String] = []
                while !reader.isAtEnd {
                    guard let text = try? reader.string() else { return nil }
                    strings.append(text)
                }
                return strings
            }
            XCTAssertEqual(read, expected, "\(bytes)")
        }
    }

    /// Two spellings of one text in different Unicode normal forms are equal to Swift's `==`, but
    /// not in the generated code: a signature respelt that way has changed.
    func testASignatureRespeltInAnotherNormalFormHasChanged() throws {
        let location = SourceLocation(file: "Flows/A.md", line: 3, column: 5)
        let composed = Value(name: "caf\u{E9}", type: "String", documentation: nil, location: location)
        var decomposed = composed
        decomposed.name = "cafe\u{301}"
        XCTAssertEqual(composed.name, decomposed.name, "Swift's == says equal")
        let flow = try XCTUnwrap(Self.model(RandomSpecSets.make(seed: 2, flowCount: 3)).model?.flows.first)
        var first = FlowSignature(flow)
        first.result = [composed]
        var second = first
        second.result = [decomposed]
        XCTAssertNotEqual(first, second)
    }

    /// Two spec paths that differ only in their Unicode spelling (a folder copied between file
    /// systems can hold both) are one key to a Swift dictionary: no shortcut, and no trap.
    func testSpecPathsSpeltTwoWaysGiveNoShortcut() throws {
        let sources = [
            SourceFile(path: "Flows/caf\u{E9}.md", text: ContractFixtures.tinyFlow("AFlow")),
            SourceFile(path: "Flows/cafe\u{301}.md", text: ContractFixtures.tinyFlow("BFlow")),
        ]
        var diagnostics = Diagnostics()
        let model = Pipeline.model(from: sources, diagnostics: &diagnostics)
        XCTAssertEqual(model.flows.count, 2)
        XCTAssertNil(Pipeline.editedModel(from: sources, changed: [sources[0].path], cache: ModelCache(model)))
    }

    /// Random edits of one spec of random sets that had no diagnostic: the model built from the cache
    /// is, byte for byte and location for location, the one a full build makes, and it is refused
    /// whenever the full build reports anything (the scoped rules must see every finding).
    func testEditedModelIsTheFullModelOrNil() throws {
        var used = 0
        var refusedWithFindings = 0
        var refusedClean = 0
        defer {
            print("edited models used: \(used), refused with findings: \(refusedWithFindings), clean: \(refusedClean)")
        }
        let styles = OutputStyles.all
        for seed in UInt64(1)...1_200 {
            let style = styles[Int(seed % UInt64(styles.count))]
            let specs = RandomSpecSets.make(seed: seed, flowCount: 3 + Int(seed % 5), allReachable: true)
            let before = Self.model(specs, style: style)
            guard let old = before.model, before.diagnostics.all.isEmpty else { continue }
            var random = RandomSpecSets.Generator(state: seed &* 104_729)
            let name = random.pick(specs.keys.sorted())
            var edited = specs
            edited[name] = Self.edit(specs[name] ?? "", random: &random)
            guard edited != specs else { continue }
            let after = Self.model(edited, style: style)
            let result = Pipeline.editedModel(
                from: Self.sources(edited), changed: ["Flows/" + name],
                cache: ModelCache(bytes: ModelCache(old).bytes)!,
                style: style)
            guard let result else {
                if after.diagnostics.all.isEmpty { refusedClean += 1 } else { refusedWithFindings += 1 }
                continue
            }
            used += 1
            XCTAssertEqual(
                after.diagnostics.all.map(\.description), [],
                "seed \(seed): the edited model hid findings\n"
                    + (edited[name] ?? ""))
            let full = try XCTUnwrap(after.model)
            XCTAssertEqual(result.model.flows.map(\.name), full.flows.map(\.name))
            for (flow, expected) in zip(result.model.flows, full.flows) {
                XCTAssertEqual(Self.bytes(flow), Self.bytes(expected), "seed \(seed): \(flow.name)")
            }
            for flow in old.flows where result.reused.contains(flow.name) {
                XCTAssertEqual(Self.bytes(flow), Self.bytes(try XCTUnwrap(full.flow(named: flow.name))))
            }
            // The stack depths worked out from the cached ones are those of a full analysis.
            let analysed = StackDepthAnalysis(model: full)
            for flow in full.flows {
                XCTAssertEqual(
                    result.stackDepths.endings(of: flow.name), analysed.endings(of: flow.name),
                    "seed \(seed): \(flow.name)")
            }
        }
        XCTAssertGreaterThan(used, 100)
        XCTAssertGreaterThan(refusedWithFindings, 20)
    }

    /// A child that now ends one screen deeper changes the endings of the parents that finish with
    /// it, up the chain: they are worked out again, not taken from the cache.
    func testANewEndingOfAChildReachesItsParents() throws {
        let leaf = { (screens: String) in
            "# LeafFlow\n\n- start: LeafOne\n\n## Screens\n\n### LeafOne\n\n- `onNext` → push LeafTwo\n\n" + screens
        }
        let parent = { (name: String, child: String) in
            "# \(name)Flow\n\n- start: \(name)Home\n\n## Screens\n\n### \(name)Home\n\n"
                + "- `onGo` → push \(child)\n- `onClose` → finish\n\n## Flows\n\n### \(child)\n\n- on finish → finish\n"
        }
        let specs = [
            "GrandFlow.md": parent("Grand", "MidFlow"), "MidFlow.md": parent("Mid", "LeafFlow"),
            "LeafFlow.md": leaf("### LeafTwo\n\n- `onDone` → finish\n"),
        ]
        var edited = specs
        edited["LeafFlow.md"] = leaf(
            "### LeafTwo\n\n- `onNext` → push LeafThree\n\n### LeafThree\n\n- `onDone` → finish\n")
        let (result, analysed) = try Self.assertEditedStackDepthsAreAnalysed(specs, edited, changed: "LeafFlow.md")
        XCTAssertEqual(analysed.endings(of: "GrandFlow")?.finish?.depth, 5)
        XCTAssertEqual(result.stackDepths.changed, ["GrandFlow", "MidFlow", "LeafFlow"])
    }

    /// A recorded depth that the analysis could overflow by adding to it is a damaged record.
    func testAnAbsurdRecordedDepthIsRefused() throws {
        let model = try XCTUnwrap(Self.model(RandomSpecSets.make(seed: 3, flowCount: 4)).model)
        var cache = ModelCache(model)
        XCTAssertNotNil(cache.stackDepths())
        let absurd = StackDepthAnalysis.Endings(finish: .init(depth: Int.max, path: ["Screen"]), cancel: nil)
        cache.entries[0].endings = ArraySlice(CanonicalBytes.of(absurd))
        XCTAssertNil(ModelCache(bytes: cache.bytes)?.stackDepths())
    }

    /// A flow that was in a loop of handlers saw its partner as unbounded, whichever was analysed
    /// first: when an edit of the partner breaks the loop, its endings are worked out again, not
    /// reused, though neither its model nor its child's endings changed.
    func testAFlowThatLeavesALoopOfHandlersIsAnalysedAgain() throws {
        let first = { (handlers: String) in
            "# AFlow\n\n- start: AHome\n\n## Screens\n\n### AHome\n\n- `onMore` → present BFlow\n- `onDone` → finish\n"
                + handlers
        }
        let specs = [
            "AFlow.md": first("\n## Flows\n\n### BFlow\n\n- on finish → dismiss\n"),
            "BFlow.md": "# BFlow\n\n- start: BHome\n\n## Screens\n\n### BHome\n\n- `onGo` → push AFlow\n"
                + "- `onClose` → cancel\n\n## Flows\n\n### AFlow\n\n- on finish → finish\n",
        ]
        var edited = specs
        edited["AFlow.md"] = first("")
        _ = try Self.assertEditedStackDepthsAreAnalysed(specs, edited, changed: "AFlow.md")
    }

    /// Checks that `specs` and `edited` build without a finding and that the model edited from the
    /// cache of `specs` has the stack depths a full analysis of `edited` gives, flow by flow.
    private static func assertEditedStackDepthsAreAnalysed(
        _ specs: [String: String], _ edited: [String: String], changed: String, line: UInt = #line
    ) throws -> (result: Pipeline.EditedModel, analysed: StackDepthAnalysis) {
        let before = model(specs)
        XCTAssertEqual(before.diagnostics.all.map(\.description), [], line: line)
        let after = model(edited)
        XCTAssertEqual(after.diagnostics.all.map(\.description), [], line: line)
        let result = try XCTUnwrap(
            Pipeline.editedModel(
                from: sources(edited), changed: ["Flows/" + changed],
                cache: ModelCache(bytes: ModelCache(try XCTUnwrap(before.model)).bytes)!), line: line)
        let full = try XCTUnwrap(after.model, line: line)
        let analysed = StackDepthAnalysis(model: full)
        for flow in full.flows {
            XCTAssertEqual(
                result.stackDepths.endings(of: flow.name), analysed.endings(of: flow.name), flow.name, line: line)
        }
        return (result, analysed)
    }

    /// A child that now ends deeper than its parent's handler removes: the parent's warning is found,
    /// so the edited model is refused (the full build reports it), though the parent did not change.
    func testAParentWhoseChildNowEndsDeeperIsChecked() throws {
        let child = { (screens: String) in "# LeafFlow\n\n- start: LeafOne\n\n## Screens\n\n### LeafOne\n\n" + screens }
        let specs = [
            "MidFlow.md": "# MidFlow\n\n- start: MidHome\n\n## Screens\n\n### MidHome\n\n- `onGo` → push LeafFlow\n"
                + "- `onClose` → finish\n\n## Flows\n\n### LeafFlow\n\n- on finish → pop\n",
            "LeafFlow.md": child("- `onDone` → finish\n"),
        ]
        var edited = specs
        edited["LeafFlow.md"] = child("- `onNext` → push LeafTwo\n\n### LeafTwo\n\n- `onDone` → finish\n")
        let before = Self.model(specs)
        XCTAssertEqual(before.diagnostics.all.map(\.description), [])
        XCTAssertEqual(Self.model(edited).diagnostics.warningCount, 1)
        XCTAssertNil(
            Pipeline.editedModel(
                from: Self.sources(edited), changed: ["Flows/LeafFlow.md"],
                cache: ModelCache(bytes: ModelCache(try XCTUnwrap(before.model)).bytes)!))
    }

    /// `EditedRunTests.edit`, and edits that change what the flow's neighbours find: a flow that no
    /// longer finishes, one that starts pushing or restarting, a child started another way.
    private static func edit(_ text: String, random: inout RandomSpecSets.Generator) -> String {
        var lines = text.components(separatedBy: "\n")
        switch random.int(0...9) {
        case 0:
            lines.removeAll { $0.contains("→ finish") }
        case 1:
            if let screen = lines.firstIndex(where: { $0.hasPrefix("### Screen") }) {
                lines.insert(random.chance(50) ? "- `onAgain9` → restart" : "- `onDone9` → finish", at: screen + 2)
            }
        case 2:
            lines = lines.map { line in
                line.contains("Flow") && line.contains("→ present ")
                    ? line.replacingOccurrences(of: "→ present ", with: "→ push ") : line
            }
        case 3:
            lines.removeAll { $0.hasPrefix("- on cancel") || $0.hasPrefix("- `onCancel") }
        default:
            return EditedRunTests.edit(text, random: &random)
        }
        return lines.joined(separator: "\n")
    }

    private static func sources(_ specs: [String: String]) -> [SourceFile] {
        specs.sorted { $0.key < $1.key }.map { SourceFile(path: "Flows/" + $0.key, text: $0.value) }
    }

    private static func model(
        _ specs: [String: String], style: any OutputStyle = OutputStyles.defaultStyle
    ) -> (model: FlowModel?, diagnostics: Diagnostics) {
        var diagnostics = Diagnostics()
        let model = Pipeline.model(from: sources(specs), style: style, diagnostics: &diagnostics)
        return (diagnostics.hasErrors ? nil : model, diagnostics)
    }

    /// A flow's bytes with its locations.
    private static func bytes(_ flow: Flow) -> [UInt8] {
        CanonicalBytes.of(flow, includesLocations: true)
    }
}
