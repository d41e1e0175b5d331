import Foundation
import XCTest

@testable import CoordgenCore

/// `coordgen docs` with a `dot` that fails, hangs or is too slow, and coordgen being stopped while
/// `dot` runs: exit codes 0 or 1, never a signal, never a hang, and no `dot` left behind.
/// A stand-in `dot` is put first in `PATH`, where coordgen looks for it.
final class GraphvizProcessTests: CommandLineTestCase {
    /// A flow of `count` screens in which every screen reaches every other: a long DOT text, and a
    /// graph that Graphviz's `dot` takes minutes to lay out.
    static func denseFlow(screens count: Int) -> String {
        var lines = ["# DenseFlow", "", "Every screen reaches every other.", "", "## Screens", ""]
        for screen in 0..<count {
            lines += ["### Screen\(screen)", ""]
            for target in 0..<count where target != screen { lines.append("- `onGo\(target)` → push Screen\(target)") }
            lines.append("")
        }
        return lines.joined(separator: "\n")
    }

    /// Writes an executable `dot` script into `bin/` and returns the environment that finds it first.
    private func fakeDot(_ script: String) throws -> [String: String] {
        let path = try folder.write("bin/dot", "#!/bin/sh\n" + script + "\n")
        XCTAssertEqual(chmod(path, 0o755), 0)
        let inherited = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return ["PATH": folder.path + "/bin:" + inherited]
    }

    /// The real `dot`, for stand-ins that pass some runs on.
    private func realDot() throws -> String {
        for directory in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":") {
            let candidate = String(directory) + "/dot"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        throw XCTSkip("Graphviz is not installed")
    }

    /// Runs coordgen, killing it and failing after `limit` seconds: a hang must not stall the suite.
    private func run(_ arguments: [String], environment: [String: String], limit: TimeInterval) throws
        -> (status: Int32, reason: Process.TerminationReason, errors: String)
    {
        let process = Process()
        process.executableURL = try CoordgenRunner.binary()
        process.arguments = arguments
        process.currentDirectoryURL = folder.url
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let errorFile = folder.path + "/stderr.txt"
        XCTAssertTrue(FileManager.default.createFile(atPath: errorFile, contents: nil))
        process.standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: errorFile))
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(limit)
        while process.isRunning, Date() < deadline { usleep(50_000) }
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            XCTFail("coordgen \(arguments.joined(separator: " ")) still ran after \(Int(limit)) s")
        }
        process.waitUntilExit()
        let errors = (try? String(contentsOfFile: errorFile, encoding: .utf8)) ?? ""
        return (process.terminationStatus, process.terminationReason, errors)
    }

    /// `coordgen docs` with `environment` and a `dot` time limit of `dotTimeout` seconds.
    private func docs(_ environment: [String: String], dotTimeout: String, limit: TimeInterval) throws
        -> (status: Int32, reason: Process.TerminationReason, errors: String)
    {
        try run(["docs"], environment: environment.merging(["COORDGEN_DOT_TIMEOUT": dotTimeout]) { $1 }, limit: limit)
    }

    func testADotThatExitsWithoutReadingIsReportedWithItsStatus() throws {
        // More DOT than a pipe holds, so the write is still going when `dot` has gone.
        try folder.write("Flows/DenseFlow.md", Self.denseFlow(screens: 40))
        let environment = try fakeDot("echo 'Error: the layout plugin is missing' >&2\nexit 3")
        let result = try run(["docs"], environment: environment, limit: 120)
        XCTAssertEqual(result.reason, .exit, "coordgen was killed by signal \(result.status)")
        XCTAssertEqual(result.status, 1, result.errors)
        XCTAssertTrue(
            result.errors.contains("Graphviz's 'dot' failed (exit status 3): Error: the layout plugin is missing"),
            result.errors)
    }

    func testADotThatSucceedsWithoutAPictureIsReportedAsSuch() throws {
        try folder.write("Flows/ItemFlow.md", ContractFixtures.tinyFlow("ItemFlow"))
        let environment = try fakeDot("cat > /dev/null\nexit 0")
        let result = try run(["docs"], environment: environment, limit: 120)
        XCTAssertEqual(result.reason, .exit, "coordgen was killed by signal \(result.status)")
        XCTAssertEqual(result.status, 1, result.errors)
        XCTAssertTrue(result.errors.contains("Graphviz's 'dot' printed no SVG"), result.errors)
        XCTAssertFalse(result.errors.contains("exit status 0"), result.errors)
    }

    func testADotThatPrintsWithoutEndIsStoppedWithoutHoldingItsOutput() throws {
        try folder.write("Flows/ItemFlow.md", ContractFixtures.tinyFlow("ItemFlow"))
        let environment = try fakeDot("exec yes")
        let result = try docs(environment, dotTimeout: "1", limit: 60)
        XCTAssertEqual(result.reason, .exit, "coordgen was killed by signal \(result.status)")
        XCTAssertEqual(result.status, 1, result.errors)
        XCTAssertTrue(
            result.errors.contains(
                "error: cannot draw the graph of 'Flows': Graphviz's 'dot' printed more than 64 MB of SVG for it"
                    + " and was stopped"),
            result.errors)
    }

    func testADotThatHangsOnEveryGraphCostsAFewTimeLimitsNotTwoPerGraph() throws {
        for index in 0..<60 {
            try folder.write("Flows/Synth\(index)Flow.md", ContractFixtures.tinyFlow("Synth\(index)Flow"))
        }
        let log = folder.path + "/dot-starts.log"
        let environment = try fakeDot("echo started >> '\(log)'\nexec sleep 600")
        let result = try docs(environment, dotTimeout: "0.3", limit: 60)
        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertTrue(
            result.errors.contains(
                "warning: the graph of 'Synth59Flow' is simplified: not drawn: Graphviz ran out of time (0.3 s) on"
                    + " at least 6 other graphs, even with its quicker layout"), result.errors)
        // Two batches at a time, then two runs per graph (alone, then 'sfdp') until six graphs are out
        // of time, one or two more in flight; without the budget, two runs per graph: over a hundred.
        let starts = try String(contentsOfFile: log, encoding: .utf8).split(separator: "\n").count
        XCTAssertLessThanOrEqual(starts, 20, "dot started \(starts) times")
    }

    func testALayoutThatRunsOutOfTimeIsDrawnWithAQuickerOne() throws {
        let dot = try realDot()
        try folder.write("Flows/DenseFlow.md", Self.denseFlow(screens: 6))
        // `dot`'s own layout never finishes; the quicker one is Graphviz's.
        let environment = try fakeDot(
            "case \"$*\" in *-Ksfdp*) exec '\(dot)' \"$@\";; esac\nexec sleep 600")
        let started = Date()
        let result = try docs(environment, dotTimeout: "1", limit: 120)
        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertTrue(
            result.errors.contains(
                "Flows/DenseFlow.md:1:3: warning: the graph of 'DenseFlow' is simplified: Graphviz's 'dot' took"
                    + " more than 1 s to lay out this graph; it is drawn with the quicker 'sfdp' layout instead"),
            result.errors)
        XCTAssertLessThan(Date().timeIntervalSince(started), 60)
        let page = try String(contentsOfFile: folder.path + "/docs/flows/DenseFlow.html", encoding: .utf8)
        XCTAssertTrue(page.contains("Screen5"), "the quicker layout draws the screens")
    }

    func testALargeGraphThatRunsOutOfTimeIsLaidOutByDotOnlyOnce() throws {
        try folder.write("Flows/DenseFlow.md", Self.denseFlow(screens: 40))
        let log = folder.path + "/dot-starts.log"
        let environment = try fakeDot("echo \"$*\" >> '\(log)'\nexec sleep 600")
        let result = try docs(environment, dotTimeout: "1", limit: 120)
        XCTAssertEqual(result.status, 0, result.errors)
        let starts = try String(contentsOfFile: log, encoding: .utf8).split(separator: "\n")
        // The small app graph and the large flow graph are drawn apart: each runs out of time once; then
        // `sfdp` draws the app graph, and the flow graph, which asked for `sfdp` already, becomes a note.
        XCTAssertEqual(starts.filter { !$0.contains("-Ksfdp") }.count, 2, starts.joined(separator: "\n"))
        XCTAssertEqual(starts.filter { $0.contains("-Ksfdp") }.count, 1, starts.joined(separator: "\n"))
    }

    func testLargeGraphsGetAProcessOfTheirOwn() {
        let small = "digraph {}"
        let large = String(repeating: "x", count: DotProgram.largeGraphBytes + 1)
        let sources = [small, small, large, small, small, small, large, large, small]
        XCTAssertEqual(
            DotProgram.batches(of: sources, graphsPerProcess: 2), [0..<2, 2..<3, 3..<5, 5..<6, 6..<7, 7..<8, 8..<9])
        XCTAssertEqual(DotProgram.batches(of: [small, small, small], graphsPerProcess: 20), [0..<3])
        XCTAssertEqual(DotProgram.batches(of: [], graphsPerProcess: 20), [])
    }

    func testBatchesGetSmallerTowardsTheEndSoTheCoresFinishTogether() {
        let sources = Array(repeating: "digraph {}", count: 200)
        let batches = DotProgram.batches(of: sources, graphsPerProcess: 20, lanes: 2)
        XCTAssertEqual(batches.map(\.count), Array(repeating: 20, count: 9) + [10, 5, 5])
        XCTAssertEqual(batches.first?.lowerBound, 0)
        XCTAssertEqual(batches.last?.upperBound, 200)
        XCTAssertTrue(zip(batches, batches.dropFirst()).allSatisfy { $0.upperBound == $1.lowerBound })
        // Fewer graphs than two smallest batches: one process.
        XCTAssertEqual(DotProgram.batches(of: Array(sources.prefix(7)), graphsPerProcess: 20, lanes: 2), [0..<7])
        // A graph drawn alone in the middle: the batches around it taper over what is left on both sides.
        let large = String(repeating: "x", count: DotProgram.largeGraphBytes + 1)
        let mixed = Array(sources.prefix(12)) + [large] + Array(sources.prefix(12))
        XCTAssertEqual(
            DotProgram.batches(of: mixed, graphsPerProcess: 20, lanes: 2), [0..<12, 12..<13, 13..<19, 19..<25])
        // The limit per process holds below the smallest batch, and a limit under 1 counts as 1.
        XCTAssertEqual(
            DotProgram.batches(of: Array(sources.prefix(7)), graphsPerProcess: 3, lanes: 2), [0..<3, 3..<6, 6..<7])
        XCTAssertEqual(DotProgram.batches(of: Array(sources.prefix(2)), graphsPerProcess: 0, lanes: 2), [0..<1, 1..<2])
    }

    /// A graph over the edge limit, yet small: it would share a batch, were it not for its layout.
    private static func smallForceDirectedGraph() -> String {
        let nodes = ["a", "b"].map {
            FlowGraph.Node(id: $0, label: $0, kind: .screen, link: nil, isEmphasized: false)
        }
        let edge = FlowGraph.Edge(from: "a", to: "b", label: nil, kind: FlowGraph.EdgeKind(.push)!)
        let graph = FlowGraph(
            name: "Wide", nodes: nodes, edges: Array(repeating: edge, count: FlowGraph.layeredEdgeLimit + 1))
        return DotWriter.dot(graph)
    }

    func testAGraphThatAsksForForcesIsDrawnAloneSoTheNextOneKeepsItsLayout() throws {
        let wide = Self.smallForceDirectedGraph()
        XCTAssertLessThan(wide.utf8.count, DotProgram.largeGraphBytes)
        XCTAssertTrue(DotWriter.asksForForceDirectedLayout(wide))
        let layered = "digraph \"Small\" {\n    a -> b;\n    b -> c;\n}\n"
        XCTAssertFalse(DotWriter.asksForForceDirectedLayout(layered))
        XCTAssertEqual(DotProgram.batches(of: [wide, layered, layered], graphsPerProcess: 20), [0..<1, 1..<3])
        let path = try realDot()
        let batched = try DotProgram(executable: path, graphsPerProcess: 20).svg(for: [wide, layered])
        let alone = try DotProgram(executable: path, graphsPerProcess: 1).svg(for: [wide, layered])
        XCTAssertEqual(batched, alone)
    }

    func testAForceDirectedGraphThatRunsOutOfTimeBecomesANoteWithoutASecondRun() throws {
        let log = folder.path + "/dot-starts.log"
        _ = try fakeDot("echo \"$*\" >> '\(log)'\nexec sleep 600")
        let program = DotProgram(executable: folder.path + "/bin/dot", timeLimit: 0.5)
        let pictures = try program.pictures(for: [Self.smallForceDirectedGraph()])
        XCTAssertEqual(pictures.count, 1)
        XCTAssertTrue(pictures[0].svg.contains("too large for Graphviz to draw in 0.5 seconds"), pictures[0].svg)
        XCTAssertTrue(
            pictures[0].simplification?.hasPrefix("Graphviz's 'sfdp' could not lay out this graph in 0.5 s") ?? false,
            pictures[0].simplification ?? "nil")
        XCTAssertEqual(try String(contentsOfFile: log, encoding: .utf8).split(separator: "\n"), ["-Tsvg"])
    }

    func testADotWhoseChildHoldsThePipesCannotHoldTheRunPastItsLimit() throws {
        // A wrapper script that does not `exec`: its child holds the pipes open, and must be killed too.
        let pidFile = folder.path + "/child.pid"
        _ = try fakeDot("sleep 20 &\necho $! > '\(pidFile)'\nwait")
        let program = DotProgram(executable: folder.path + "/bin/dot", timeLimit: 0.5)
        let started = Date()
        let pictures = try program.pictures(for: ["digraph \"A\" {\n    a -> b;\n}\n"])
        XCTAssertEqual(pictures.count, 1)
        XCTAssertNotNil(pictures.first?.simplification)
        // Two runs (`dot`, then `sfdp`), each its limit and the pipes' drain limit at most.
        XCTAssertLessThan(Date().timeIntervalSince(started), 2 * (0.5 + DotProcess.drainLimit) + 3)
        let child = try XCTUnwrap(
            pid_t(String(contentsOfFile: pidFile, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)))
        var gone = false
        for _ in 0..<100 where !gone {
            // Killed (and reaped by init): no such process, or a zombie no longer running.
            gone =
                kill(child, 0) != 0
                || (try? String(contentsOfFile: "/proc/\(child)/stat", encoding: .utf8))?
                    .contains(") Z ") == true
            if !gone { usleep(20_000) }
        }
        XCTAssertTrue(gone, "the wrapper's child \(child) still runs")
    }

    func testAGraphNoLayoutCanDrawInTimeBecomesANote() throws {
        try folder.write("Flows/DenseFlow.md", Self.denseFlow(screens: 3))
        let environment = try fakeDot("exec sleep 600")
        let result = try docs(environment, dotTimeout: "1", limit: 120)
        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertTrue(result.errors.contains("warning: the graph of 'DenseFlow' is simplified"), result.errors)
        let page = try String(contentsOfFile: folder.path + "/docs/flows/DenseFlow.html", encoding: .utf8)
        XCTAssertTrue(page.contains("This graph is too dense for Graphviz to draw in 1 seconds."))
    }

    func testTheRealDotOnADenseGraphIsBounded() throws {
        _ = try realDot()
        // 273 edges, under the layered layout's limit, which `dot` takes about 4 s to lay out here.
        try folder.write("Flows/DenseFlow.md", Self.denseFlow(screens: 17))
        let result = try run(["docs"], environment: ["COORDGEN_DOT_TIMEOUT": "0.1"], limit: 180)
        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertTrue(result.errors.contains("warning: the graph of 'DenseFlow' is simplified"), result.errors)
    }

    func testAGraphOverTheEdgeLimitIsLaidOutByForcesWithoutAWarning() throws {
        _ = try realDot()
        // 1,561 edges: `dot` would take minutes; the DOT itself asks for `sfdp`.
        try folder.write("Flows/DenseFlow.md", Self.denseFlow(screens: 40))
        let result = try run(["docs"], environment: [:], limit: 180)
        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertFalse(result.errors.contains("warning"), result.errors)
        let page = try String(contentsOfFile: folder.path + "/docs/flows/DenseFlow.html", encoding: .utf8)
        XCTAssertTrue(page.contains("Screen39"), "the picture draws the screens")
        XCTAssertTrue(page.contains("With 1561 arrows (more than 300), it is laid out by Graphviz"), page)
    }

    /// True when `pid` has ended: no such process, or a zombie nobody has collected yet.
    private func hasEnded(_ pid: pid_t) -> Bool {
        if kill(pid, 0) != 0 { return errno == ESRCH }
        let status = (try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)) ?? ""
        return status.split(separator: ")").last?.split(separator: " ").first == "Z"
    }

    func testStoppingCoordgenEndsDotAndExitsOne() throws {
        // Enough flows for several batches, so several `dot` processes run side by side.
        for index in 0..<60 {
            let name = "Synth\(1000 + index)Flow"
            try folder.write("Flows/\(name).md", ContractFixtures.tinyFlow(name))
        }
        let pidFile = folder.path + "/dot.pids"
        let environment = try fakeDot("echo $$ >> '\(pidFile)'\nexec sleep 600")
        var signals = [SIGTERM, SIGINT, SIGQUIT]
        // Under `nohup` (some CI runners) coordgen keeps SIGHUP ignored, as it should.
        let hangUp = signal(SIGHUP, SIG_DFL)
        _ = signal(SIGHUP, hangUp)
        if unsafeBitCast(hangUp, to: Int.self) != unsafeBitCast(SIG_IGN, to: Int.self) { signals.append(SIGHUP) }
        for signal in signals {
            try? FileManager.default.removeItem(atPath: pidFile)
            let process = Process()
            process.executableURL = try CoordgenRunner.binary()
            process.arguments = ["docs"]
            process.currentDirectoryURL = folder.url
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            let deadline = Date().addingTimeInterval(60)
            func started() -> [pid_t] {
                ((try? String(contentsOfFile: pidFile, encoding: .utf8)) ?? "").split(separator: "\n")
                    .compactMap { pid_t($0) }
            }
            while started().count < 2, Date() < deadline { usleep(20_000) }
            let dots = started()
            XCTAssertGreaterThanOrEqual(dots.count, 2, "the stand-in dot did not start twice")
            kill(process.processIdentifier, signal)
            while process.isRunning, Date() < deadline { usleep(20_000) }
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
            process.waitUntilExit()
            XCTAssertEqual(process.terminationReason, .exit, "signal \(signal)")
            XCTAssertEqual(process.terminationStatus, 1, "signal \(signal)")
            for dot in started() {
                while !hasEnded(dot), Date() < deadline { usleep(20_000) }
                XCTAssertTrue(hasEnded(dot), "dot \(dot) still runs after coordgen got signal \(signal)")
                if !hasEnded(dot) { kill(dot, SIGKILL) }
            }
        }
    }
}
