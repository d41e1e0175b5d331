import Foundation

/// Draws DOT graphs as SVG. The production renderer runs Graphviz's `dot`; tests can put a
/// stand-in in its place, so the pages can be checked without Graphviz's version-dependent bytes.
///
/// `DocsGenerator` calls it on a thread of its own while it builds the pages, hence `Sendable`.
public protocol GraphRenderer: Sendable {
    /// One SVG document per DOT text, in the same order.
    func svg(for dotSources: [String]) throws(GraphRenderingError) -> [String]
    /// One picture per DOT text, in the same order, saying which were drawn a simpler way.
    func pictures(for dotSources: [String]) throws(GraphRenderingError) -> [GraphPicture]
    /// `pictures(for:)`, also handing pictures to `drawn` with their index as soon as they are drawn, on
    /// the thread that drew them, so that their pages can be finished while the other graphs are drawn.
    /// A picture handed over is the one returned for that index, handed over once, before this returns;
    /// a renderer may hand over none (the default), and a failed rendering may have handed over some.
    func pictures(for dotSources: [String], drawn: @escaping @Sendable (Int, GraphPicture) -> Void)
        throws(GraphRenderingError) -> [GraphPicture]
}

extension GraphRenderer {
    public func pictures(for dotSources: [String]) throws(GraphRenderingError) -> [GraphPicture] {
        try svg(for: dotSources).map { GraphPicture(svg: $0) }
    }

    public func pictures(for dotSources: [String], drawn: @escaping @Sendable (Int, GraphPicture) -> Void)
        throws(GraphRenderingError) -> [GraphPicture]
    {
        try pictures(for: dotSources)
    }
}

/// One drawn graph.
public struct GraphPicture: Equatable, Sendable {
    public var svg: String
    /// Why the graph was drawn in a simpler way than asked (for a warning), or nil.
    public var simplification: String?

    public init(svg: String, simplification: String? = nil) {
        self.svg = svg
        self.simplification = simplification
    }
}

/// Why a graph could not be drawn.
public enum GraphRenderingError: Error, Equatable, CustomStringConvertible {
    /// `dot` is not installed (or not in `PATH`).
    case programNotFound(searchPath: String)
    /// `dot` could not be started.
    case cannotRun(program: String, reason: String)
    /// `dot` refused a graph: its exit status and what it printed on standard error.
    case failed(graph: Int, status: Int32, message: String)
    /// `dot` printed more than `megabytes` of SVG for a graph, and was stopped.
    case outputTooLarge(graph: Int, megabytes: Int)

    public var description: String {
        switch self {
        case .programNotFound:
            return "Graphviz is not installed: the 'dot' program is not in PATH; install it with"
                + " 'apt-get install graphviz' (Debian/Ubuntu) or 'brew install graphviz' (macOS), or run 'make setup'"
        case .cannotRun(let program, let reason):
            return "cannot run Graphviz's '\(program)': \(reason)"
        case .failed(_, let status, let message):
            let detail = message.split(separator: "\n").first.map { ": \($0)" }
            // Exit status 0 with no picture: `dot` said it succeeded.
            guard status != 0 else { return "Graphviz's 'dot' printed no SVG" + (detail ?? "") }
            return "Graphviz's 'dot' failed (exit status \(status))" + (detail ?? " and printed nothing")
        case .outputTooLarge(_, let megabytes):
            return "Graphviz's 'dot' printed more than \(megabytes) MB of SVG for it and was stopped"
        }
    }
}

/// Runs Graphviz's `dot -Tsvg` as a child process: DOT on standard input, SVG on standard output.
///
/// Graphs go through `dot` in batches (`dot` reads any number of graphs and writes one SVG
/// document per graph), because starting a process per graph is where most of the time would
/// otherwise go; batches run side by side on the machine's cores. A batch that fails — Graphviz
/// 2.43 can crash on a long batch — is drawn again one graph per process, so the result does not
/// depend on batching and an error names the graph that Graphviz refused. See "Graph drawing"
/// in docs/architecture.md for the measurements.
///
/// A graph of more than `FlowGraph.layeredEdgeLimit` edges asks for the `sfdp` layout in its DOT.
/// Every run has a time limit too: `dot`'s layout can take seconds on a dense graph under that
/// limit (17 screens that all reach each other, with a label on every arrow). A graph that runs
/// out of time on its own is drawn again with `sfdp`, which takes well under a second for such
/// graphs, and if that runs out of time too (or the graph asked for `sfdp` already), it is
/// replaced by a picture that says so.
public struct DotProgram: GraphRenderer, Sendable {
    /// The `dot` executable, found in `PATH` when not given.
    public var executable: String?
    /// How many graphs one `dot` process draws.
    public var graphsPerProcess: Int
    /// Seconds one `dot` run may take before it is killed.
    public var timeLimit: TimeInterval

    public init(executable: String? = nil, graphsPerProcess: Int = 40, timeLimit: TimeInterval? = nil) {
        self.executable = executable
        self.graphsPerProcess = max(1, graphsPerProcess)
        self.timeLimit = timeLimit ?? Self.defaultTimeLimit()
    }

    /// `COORDGEN_DOT_TIMEOUT` (seconds, at least 0.1), or 10.
    public static func defaultTimeLimit(in environment: [String: String] = ProcessInfo.processInfo.environment)
        -> TimeInterval
    {
        timeLimitSetting(in: environment).seconds
    }

    /// `COORDGEN_DOT_TIMEOUT` as read, with why its value is not used (`docs` warns).
    public static func timeLimitSetting(in environment: [String: String] = ProcessInfo.processInfo.environment)
        -> SecondsSetting
    {
        SecondsSetting.read("COORDGEN_DOT_TIMEOUT", fallback: 10, minimum: 0.1, in: environment)
    }

    /// The full path of `dot` in `PATH`, if it is installed.
    public static func find(in environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        let searchPath = environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        for directory in searchPath.split(separator: ":") where !directory.isEmpty {
            let candidate = String(directory) + "/dot"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    public func svg(for dotSources: [String]) throws(GraphRenderingError) -> [String] {
        try pictures(for: dotSources).map(\.svg)
    }

    public func pictures(for dotSources: [String]) throws(GraphRenderingError) -> [GraphPicture] {
        try pictures(for: dotSources) { _, _ in }
    }

    public func pictures(for dotSources: [String], drawn: @escaping @Sendable (Int, GraphPicture) -> Void)
        throws(GraphRenderingError) -> [GraphPicture]
    {
        guard !dotSources.isEmpty else { return [] }
        guard let program = executable ?? Self.find() else {
            throw .programNotFound(searchPath: ProcessInfo.processInfo.environment["PATH"] ?? "")
        }
        let cores = ProcessInfo.processInfo.activeProcessorCount
        let batches = Self.batches(of: dotSources, graphsPerProcess: graphsPerProcess, lanes: cores)
        let budget = OutOfTimeBudget(limit: Self.graphsOutOfTimePerRendering)
        let results = ParallelWork.mapOnThreads(batches, threads: cores) { batch in
            Result { () throws(GraphRenderingError) in
                let pictures = try draw(
                    Array(dotSources[batch]), firstIndex: batch.lowerBound, with: program, budget: budget)
                for (index, picture) in zip(batch, pictures) { drawn(index, picture) }
                return pictures
            }
        }
        var pictures: [GraphPicture] = []
        for result in results {
            switch result {
            case .success(let batch): pictures += batch
            case .failure(let error): throw error
            }
        }
        return pictures
    }

    /// A graph's DOT above this size is drawn in a process of its own. A 15-screen flow's graph is
    /// about 10 KB; a large graph can run out of time: alone, it costs one time limit before `sfdp`
    /// draws it, not one for its batch and another for itself.
    static let largeGraphBytes = 32 * 1024

    /// Consecutive ranges of `sources`: up to `graphsPerProcess` graphs each; a large graph, and one
    /// that asks for `sfdp` (Graphviz would keep that layout for the rest of the batch), alone.
    ///
    /// Batches get smaller towards the end (each at most the graphs left over `lanes`, and at least
    /// `smallestBatch`; a rest smaller than that joins the batch before it), so the processes running
    /// side by side finish at about the same time: with equal batches, the last one ran on one core
    /// while the other had nothing left to do.
    static func batches(of sources: [String], graphsPerProcess: Int, lanes: Int = 1) -> [Range<Int>] {
        let perProcess = max(1, graphsPerProcess)
        let drawnAlone = sources.map { $0.utf8.count > largeGraphBytes || DotWriter.asksForForceDirectedLayout($0) }
        var left = drawnAlone.count { !$0 }
        var batches: [Range<Int>] = []
        var start = 0
        while start < sources.count {
            guard !drawnAlone[start] else {
                batches.append(start..<start + 1)
                start += 1
                continue
            }
            var size = max(smallestBatch, (left + lanes - 1) / max(1, lanes))
            // The rest would make a batch smaller than the smallest: it joins this one.
            if left - size < smallestBatch { size = left }
            var end = start
            while end < sources.count, end - start < min(size, perProcess), !drawnAlone[end] { end += 1 }
            batches.append(start..<end)
            left -= end - start
            start = end
        }
        return batches
    }

    /// The fewest graphs a batch gets while more are left than that: a process costs as much as
    /// drawing a graph or two.
    static let smallestBatch = 5

    /// The most SVG one `dot` run may print, in megabytes (`DotProcess.outputLimit`).
    private var outputLimitMegabytes: Int { DotProcess.outputLimit >> 20 }

    /// How many graphs of one rendering may turn out too much for Graphviz (even its quicker `sfdp`
    /// layout ran out of time) before the graphs not drawn yet are left as notes without trying.
    /// A `dot` that hangs on every graph would otherwise cost each graph two time limits (alone,
    /// then `sfdp`): half an hour for a large app at 10 s. A dense graph that `sfdp` draws in time,
    /// however slow `dot` was on it, does not count.
    static let graphsOutOfTimePerRendering = 6

    /// One batch in one process, or one process per graph when the batch fails or runs out of time.
    private func draw(
        _ sources: [String], firstIndex: Int, with program: String, budget: OutOfTimeBudget
    ) throws(GraphRenderingError) -> [GraphPicture] {
        if budget.isSpent { return sources.map { _ in undrawn() } }
        let dot = DotProcess(program: program, arguments: ["-Tsvg"], timeLimit: timeLimit)
        let batch = try dot.run(input: sources.joined(separator: "\n"))
        let documents = Self.split(batch.output)
        if batch.succeeded, documents.count == sources.count {
            return documents.map { GraphPicture(svg: SVGCleaner.clean($0)) }
        }
        // A graph that ran out of time or failed on its own would only do so again.
        if sources.count == 1, batch.overflowed {
            throw .outputTooLarge(graph: firstIndex, megabytes: outputLimitMegabytes)
        }
        if sources.count == 1, batch.timedOut {
            return [try simplified(sources[0], index: firstIndex, with: program, budget: budget)]
        }
        if sources.count == 1, !batch.succeeded {
            throw .failed(graph: firstIndex, status: batch.status, message: batch.errors)
        }
        var result: [GraphPicture] = []
        for (offset, source) in sources.enumerated() {
            if budget.isSpent {
                result.append(undrawn())
                continue
            }
            let single = try dot.run(input: source)
            if single.succeeded, let document = Self.split(single.output).first {
                result.append(GraphPicture(svg: SVGCleaner.clean(document)))
            } else if single.overflowed {
                throw .outputTooLarge(graph: firstIndex + offset, megabytes: outputLimitMegabytes)
            } else if single.timedOut {
                result.append(try simplified(source, index: firstIndex + offset, with: program, budget: budget))
            } else {
                throw .failed(graph: firstIndex + offset, status: single.status, message: single.errors)
            }
        }
        return result
    }

    /// A graph (at `index` of the rendering) that `dot` could not lay out in time: drawn by `sfdp`,
    /// or replaced by a note. `sfdp` is always tried once `dot` has run out of time on the graph.
    private func simplified(
        _ source: String, index: Int, with program: String, budget: OutOfTimeBudget
    ) throws(GraphRenderingError) -> GraphPicture {
        let seconds = String(format: "%g", timeLimit)
        guard !DotWriter.asksForForceDirectedLayout(source) else {
            // Its own layout is the quick one already (and its DOT would override `-Ksfdp`).
            budget.countGraph()
            return GraphPicture(
                svg: Self.placeholder("This graph is too large for Graphviz to draw in \(seconds) seconds."),
                simplification: "Graphviz's 'sfdp' could not lay out this graph in \(seconds) s; the page shows a"
                    + " note instead of the picture (COORDGEN_DOT_TIMEOUT=seconds allows more)")
        }
        let quick = DotProcess(program: program, arguments: ["-Tsvg", "-Ksfdp"], timeLimit: timeLimit)
        let outcome = try quick.run(input: source)
        if outcome.overflowed { throw .outputTooLarge(graph: index, megabytes: outputLimitMegabytes) }
        if outcome.succeeded, let document = Self.split(outcome.output).first {
            return GraphPicture(
                svg: SVGCleaner.clean(document),
                simplification: "Graphviz's 'dot' took more than \(seconds) s to lay out this graph;"
                    + " it is drawn with the quicker 'sfdp' layout instead (COORDGEN_DOT_TIMEOUT=seconds allows more)")
        }
        if outcome.timedOut { budget.countGraph() }
        return GraphPicture(
            svg: Self.placeholder("This graph is too dense for Graphviz to draw in \(seconds) seconds."),
            simplification: "Graphviz could not lay out this graph in \(seconds) s; the page shows a note"
                + " instead of the picture (COORDGEN_DOT_TIMEOUT=seconds allows more)")
    }

    /// A graph left undrawn because Graphviz ran out of time on too many others
    /// (`graphsOutOfTimePerRendering`).
    private func undrawn() -> GraphPicture {
        let seconds = String(format: "%g", timeLimit)
        return GraphPicture(
            svg: Self.placeholder("Graphviz ran out of time on other graphs, so this one was not drawn."),
            simplification: "not drawn: Graphviz ran out of time (\(seconds) s) on at least"
                + " \(Self.graphsOutOfTimePerRendering) other graphs, even with its quicker layout; the page shows a"
                + " note instead of the picture (COORDGEN_DOT_TIMEOUT=seconds allows more)")
    }

    /// A small picture that holds one line of text, in place of a graph.
    static func placeholder(_ text: String) -> String {
        let width = 24 + text.count * 7
        return "<svg role=\"img\" xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)pt\" height=\"40pt\""
            + " viewBox=\"0 0 \(width) 40\"><text x=\"12\" y=\"25\" font-family=\"Helvetica,sans-serif\""
            + " font-size=\"12\">\(text)</text></svg>"
    }

    /// `dot` writes the SVG documents one after the other; each starts with an XML declaration.
    static func split(_ output: String) -> [String] {
        let marker = Array("<?xml ".utf8)
        return ByteSearch.withBytes(of: output) { bytes in
            var starts: [Int] = []
            var next = ByteSearch.firstOffset(of: marker, in: bytes)
            while let start = next {
                starts.append(start)
                next = ByteSearch.firstOffset(of: marker, in: bytes, from: start + marker.count)
            }
            return starts.indices.map { index in
                let end = index + 1 < starts.count ? starts[index + 1] : bytes.count
                return String(decoding: UnsafeBufferPointer(rebasing: bytes[starts[index]..<end]), as: UTF8.self)
            }
        }
    }
}

/// How many graphs of one rendering turned out too much for Graphviz, against
/// `DotProgram.graphsOutOfTimePerRendering`; shared by the threads that draw the batches.
private final class OutOfTimeBudget: @unchecked Sendable {
    private let lock = NSLock()
    private let limit: Int
    private var count = 0

    init(limit: Int) {
        self.limit = limit
    }

    /// Counts a graph that not even `sfdp` could lay out in time.
    func countGraph() {
        lock.withLock { count += 1 }
    }

    var isSpent: Bool {
        lock.withLock { count >= limit }
    }
}
