import CoordgenCore
import Foundation
import XCTest

/// Parsing, building and validating grow about linearly with the size of a spec set.
///
/// Each test times the same shape at N and 2N in one run and compares the two: a ratio is stable on a
/// loaded machine where absolute times are not, and it is the process's CPU time that is measured.
/// Linear work doubles; quadratic work quadruples.
final class ScalingTests: XCTestCase {
    /// The ratio above which the doubling counts as worse than linear (n log n gives about 2.2).
    static let maximumRatio = 3.0

    func testAPushChainInOneFlowScalesLinearly() {
        assertLinear(size: 2_000) { count in
            var text = "# ChainFlow\n\n## Screens\n"
            for index in 0..<count {
                let next = index + 1 < count ? "push Step\(index + 1)" : "finish"
                text += "\n### Step\(index)\n\n- `onNext` → \(next)\n"
            }
            return [SourceFile(path: "ChainFlow.md", text: text)]
        }
    }

    func testAChainOfPushedFlowsScalesLinearly() {
        assertLinear(size: 600) { count in
            // Each handler continues from its child's ending, so the depth analysis follows the chain.
            Self.chainOfFlows(count, named: "Chain", verb: "push", moreEvents: "- `onDone` → pop\n") { next in
                "## Flows\n\n### \(next)\n\n- on finish → pop, finish\n"
            }
        }
    }

    /// Flows that put each other in place of the stack in one long chain (the cycle check walks it).
    func testAChainOfRootedFlowsScalesLinearly() {
        assertLinear(size: 400) { count in
            Self.chainOfFlows(count, named: "Link", verb: "root")
        }
    }

    /// One link per screen: each path is resolved through the events that show its steps.
    func testLinksToManyScreensScaleLinearly() {
        assertLinear(size: 800) { count in
            var text = "# ShopFlow\n\n## Screens\n\n### Home\n\n"
            text += (0..<count).map { "- `onItem\($0)(id\($0): Int)` → push Item\($0)\n" }.joined()
            text += (0..<count).map { "\n### Item\($0)(id\($0): Int)\n\n- `onBack` → pop\n" }.joined()
            text += "\n## Links\n\n" + (0..<count).map { "- `/items\($0)/:id\($0)` → Item\($0)\n" }.joined()
            return [SourceFile(path: "ShopFlow.md", text: text)]
        }
    }

    /// Generating the Swift of links through many child flows: each flow's `open(_:)` lists what it
    /// handles, not every case of the spec set.
    func testGeneratingLinksThroughManyChildFlowsScalesLinearly() {
        assertLinear(size: 150, generating: true) { count in
            var text = "# AppFlow\n\n## Screens\n\n### Home\n\n"
            text += (0..<count).map { "- `onItem\($0)` → push Item\($0)Flow\n" }.joined()
            text += "\n## Flows\n\n" + (0..<count).map { "### Item\($0)Flow\n\n" }.joined()
            text += "## Links\n\n" + (0..<count).map { "- `/items\($0)` → Item\($0)Flow\n" }.joined()
            return [SourceFile(path: "AppFlow.md", text: text)]
                + (0..<count).map { index in
                    SourceFile(
                        path: "Item\(index)Flow.md",
                        text: "# Item\(index)Flow\n\n## Screens\n\n### Item\(index)\n\n- `onDone` → finish\n")
                }
        }
    }

    /// `count` flows `<prefix>0Flow`, `<prefix>1Flow`, …, each with one screen whose `onNext` starts the
    /// next flow with `verb` (the last one finishes), and with `handler(nextFlow)` after its screens.
    private static func chainOfFlows(
        _ count: Int, named prefix: String, verb: String, moreEvents: String = "",
        handler: (String) -> String = { _ in "" }
    ) -> [SourceFile] {
        (0..<count).map { index in
            let next = "\(prefix)\(index + 1)Flow"
            let isLast = index + 1 == count
            let text = """
                # \(prefix)\(index)Flow

                ## Screens

                ### \(prefix)\(index)Screen

                - `onNext` → \(isLast ? "finish" : "\(verb) \(next)")
                \(moreEvents)

                """
            return SourceFile(path: "\(prefix)\(index)Flow.md", text: text + (isLast ? "" : handler(next)))
        }
    }

    /// CPU time of this process, so work running beside the tests on a shared machine does not count.
    /// Of the whole process, not of the calling thread: both steps spread work over threads (the
    /// validator runs its rules side by side, and which of them the calling thread ran differed from
    /// one run to the next under load, which made the ratio of a thread's times swing past the limit).
    private static func cpuTime() -> TimeInterval {
        var time = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
        return TimeInterval(time.tv_sec) + TimeInterval(time.tv_nsec) / 1e9
    }

    /// Times `Pipeline.model` (or, `generating`, the Swift of a model built first) on the set of `size`
    /// and of `2 * size`: the best of five runs each, taken in turns (small, large, small, …), so that
    /// load from beside (the other test process of a parallel run, which this process's CPU time does
    /// not count but which takes caches and clock speed) falls on both sizes alike.
    private func assertLinear(
        size: Int, generating: Bool = false, _ makeSet: (Int) -> [SourceFile], file: StaticString = #filePath,
        line: UInt = #line
    ) {
        struct Run {
            let files: [SourceFile]
            let model: FlowModel?
        }
        func prepare(_ count: Int) -> Run {
            let files = makeSet(count)
            var modelDiagnostics = Diagnostics()
            return Run(
                files: files, model: generating ? Pipeline.model(from: files, diagnostics: &modelDiagnostics) : nil)
        }
        func time(_ run: Run) -> TimeInterval {
            var diagnostics = Diagnostics()
            let start = Self.cpuTime()
            if let model = run.model {
                let templates = TemplateLibrary(
                    roots: OutputStyles.defaultStyle.templateRoots, diagnostics: &diagnostics)
                _ = SwiftGenerator(templates: templates, style: OutputStyles.defaultStyle).generate(
                    model, configuration: Configuration(), diagnostics: &diagnostics)
            } else {
                _ = Pipeline.model(from: run.files, diagnostics: &diagnostics)
            }
            let elapsed = Self.cpuTime() - start
            XCTAssertFalse(
                diagnostics.hasErrors, diagnostics.sorted.prefix(3).map(\.description).joined(separator: "\n"),
                file: file, line: line)
            return elapsed
        }
        _ = time(prepare(size / 4))  // warm up
        let smallRun = prepare(size)
        let largeRun = prepare(2 * size)
        var small = TimeInterval.infinity
        var large = TimeInterval.infinity
        for _ in 0..<5 {
            small = min(small, time(smallRun))
            large = min(large, time(largeRun))
        }
        let ratio = large / small
        print(
            "ScalingTests: \(size): \(String(format: "%.3f", small)) s, \(2 * size): \(String(format: "%.3f", large)) s, ratio \(String(format: "%.2f", ratio))"
        )
        XCTAssertLessThan(
            ratio, Self.maximumRatio, "doubling the spec set took \(ratio) times as long", file: file, line: line)
    }
}
