import XCTest

@testable import CoordgenCore

/// The run after an edit (`FlowDigests`, `docs/generate.md`): the flows it keeps render, byte for
/// byte, what they rendered before the edit and what a full run renders after it, for random spec
/// sets, random edits of one spec and every style.
final class EditedRunTests: XCTestCase {
    /// The style settings tried: each style, and the coordinator style's other options.
    private static let settings: [Configuration] = {
        var delegates = Configuration()
        delegates.coordinator = CoordinatorOptions(children: .composition, outputs: .delegates)
        var flowController = Configuration()
        flowController.style = "flow-controller"
        var silver = Configuration()
        silver.style = "silver"
        return [Configuration(), delegates, flowController, silver]
    }()

    func testKeptFlowsRenderWhatAFullRunRendersAfterRandomEdits() {
        var compared = 0
        var keptFlows = 0
        var renderedAgain = 0
        defer { print("edited runs compared: \(compared), flows kept: \(keptFlows), rendered again: \(renderedAgain)") }
        for seed in UInt64(1)...200 {
            let specs = RandomSpecSets.make(seed: seed, flowCount: 3 + Int(seed % 4))
            var random = RandomSpecSets.Generator(state: seed &* 7919)
            let name = random.pick(specs.keys.sorted())
            var edited = specs
            edited[name] = Self.edit(specs[name] ?? "", random: &random)
            guard edited != specs else { continue }
            // One style setting a seed, in turn: four renders of 200 sets would take minutes in a debug build.
            let configuration = Self.settings[Int(seed % UInt64(Self.settings.count))]
            do {
                guard let before = Self.model(specs, configuration), let after = Self.model(edited, configuration)
                else { continue }
                let recorded = FlowDigests.of(before)
                let current = FlowDigests.of(after, known: recorded)
                XCTAssertEqual(
                    current, FlowDigests.of(after), "seed \(seed): recorded digests are reused only when equal")
                let keeping = FlowDigests.unchangedFlows(current, recorded: recorded)
                let old = Self.files(before, configuration)
                let full = Self.files(after, configuration)
                let partial = Self.files(after, configuration, keeping: keeping)
                XCTAssertEqual(partial.map(\.path), full.map(\.path), "seed \(seed) \(configuration.style)")
                for (kept, rendered) in zip(partial, full) {
                    if kept.isKept {
                        XCTAssertEqual(
                            old.first { $0.path == kept.path }?.contents, rendered.contents,
                            "seed \(seed) \(configuration.style): \(kept.path) is kept but changed\n--- \(name)\n"
                                + (edited[name] ?? ""))
                    } else {
                        XCTAssertEqual(kept, rendered, "seed \(seed) \(configuration.style): \(kept.path)")
                    }
                }
                compared += 1
                keptFlows += keeping.count
                renderedAgain += after.flows.count - keeping.count
            }
        }
        // The edits must exercise both sides: flows kept, and flows rendered again.
        XCTAssertGreaterThan(compared, 80)
        XCTAssertGreaterThan(keptFlows, compared)
        XCTAssertGreaterThan(renderedAgain, compared / 2)
    }

    func testDigestsCoverTheSpecPathAndIgnoreLocations() throws {
        let specs = RandomSpecSets.make(seed: 5, flowCount: 4)
        let model = try XCTUnwrap(Self.model(specs, Configuration()))
        var moved = model.flows[0]
        moved.path = "Other/" + moved.path
        XCTAssertNotEqual(FlowDigests.ownDigest(of: moved), FlowDigests.ownDigest(of: model.flows[0]))
        XCTAssertNotEqual(FlowDigests.interfaceDigest(of: moved), FlowDigests.interfaceDigest(of: model.flows[0]))
        var shifted = model.flows[0]
        shifted.location = SourceLocation(file: shifted.path, line: 99, column: 1)
        XCTAssertEqual(FlowDigests.ownDigest(of: shifted), FlowDigests.ownDigest(of: model.flows[0]))
    }

    /// A property added to a model type must be added to its digest bytes too (or to the exceptions here).
    func testDigestsWriteEveryStoredPropertyButSourceLocations() throws {
        var samples: [String: (labels: [String], encoded: [String])] = [:]
        func note<T: CanonicalEncoding>(_ value: T?) {
            guard let value else { return }
            let labels = Mirror(reflecting: value).children.compactMap(\.label)
            samples[String(describing: T.self)] = (
                labels.filter {
                    !["location", "locations", "settingLocations", "tabsLocation", "linksLocation"].contains($0)
                },
                T.encodedProperties
            )
        }
        for seed in UInt64(1)...40 {
            let model = try XCTUnwrap(Self.model(RandomSpecSets.make(seed: seed, flowCount: 6), Configuration()))
            for flow in model.flows {
                note(flow)
                note(flow.names)
                note(flow.start)
                note(flow.usage)
                note(flow.inputs.first)
                note(flow.storage.first)
                note(flow.childHandlers.first)
                note(flow.childHandlers.first?.onFinish)
                for screen in flow.screens {
                    note(screen)
                    note(screen.names)
                    for event in screen.events {
                        note(event)
                        for action in event.actions {
                            note(action)
                            note(action.target)
                            note(action.store)
                        }
                    }
                }
            }
        }
        XCTAssertEqual(
            Set(samples.keys),
            [
                "Flow", "FlowNames", "Start", "FlowUsage", "Value", "StorageField", "ChildHandler", "Handler", "Screen",
                "ScreenNames", "Event", "Action", "Target", "Binding",
            ])
        for (type, sample) in samples {
            XCTAssertEqual(sample.encoded, sample.labels, "\(type): the digest must write every stored property")
        }
    }

    /// One random change to a spec's text: an event added or removed, a note or a description
    /// reworded, a way of showing swapped, an input's type changed. Some make the set invalid,
    /// which the test skips; some change only the flow's insides, some its interface.
    static func edit(_ text: String, random: inout RandomSpecSets.Generator) -> String {
        var lines = text.components(separatedBy: "\n")
        let events = lines.indices.filter { lines[$0].hasPrefix("- `on") }
        switch random.int(0...5) {
        case 0 where !events.isEmpty:
            let line = random.pick(events)
            lines.insert(lines[line].replacingOccurrences(of: "- `on", with: "- `onMore"), at: line + 1)
        case 1 where !events.isEmpty:
            lines.remove(at: random.pick(events))
        case 2 where !events.isEmpty:
            lines[random.pick(events)] += " — a note added by the edit"
        case 3 where !events.isEmpty:
            let line = random.pick(events)
            lines[line] =
                lines[line].contains("→ push ")
                ? lines[line].replacingOccurrences(of: "→ push ", with: "→ present ")
                : lines[line].replacingOccurrences(of: "→ present ", with: "→ push ")
        case 4:
            if let input = lines.firstIndex(where: { $0.hasPrefix("- input: `") }) {
                lines[input] = lines[input].replacingOccurrences(of: ": String", with: ": Int")
            }
        default:
            if let description = lines.firstIndex(where: { $0.hasPrefix("Random flow ") }) {
                lines[description] += " Reworded by the edit."
            }
        }
        return lines.joined(separator: "\n")
    }

    private static func model(_ specs: [String: String], _ configuration: Configuration) -> FlowModel? {
        var diagnostics = Diagnostics()
        let sources = specs.sorted { $0.key < $1.key }.map { SourceFile(path: "Flows/" + $0.key, text: $0.value) }
        let model = Pipeline.model(from: sources, style: configuration.outputStyle, diagnostics: &diagnostics)
        return diagnostics.hasErrors ? nil : model
    }

    private static func files(
        _ model: FlowModel, _ configuration: Configuration, keeping: Set<String> = []
    ) -> [GeneratedFile] {
        var diagnostics = Diagnostics()
        let files = Pipeline.swiftFiles(
            for: model, configuration: configuration, keeping: keeping, diagnostics: &diagnostics)
        XCTAssertFalse(diagnostics.hasErrors, diagnostics.all.map(\.description).joined(separator: "\n"))
        return files
    }
}
