import Foundation

/// Draws DOT graphs as SVG. The production renderer runs Graphviz's `dot`; tests can put a
/// stand-in in its place, so the pages can be checked without Graphviz's version-dependent bytes.
public protocol GraphRenderer {
    /// One SVG document per DOT text, in the same order.
    func svg(for dotSources: [String]) throws(GraphRenderingError) -> [String]
}

/// Why a graph could not be drawn.
public enum GraphRenderingError: Error, Equatable, CustomStringConvertible {
    /// `dot` is not installed (or not in `PATH`).
    case programNotFound(searchPath: String)
    /// `dot` could not be started.
    case cannotRun(program: String, reason: String)
    /// `dot` refused a graph: its exit status and what it printed on standard error.
    case failed(graph: Int, status: Int32, message: String)

    public var description: String {
        switch self {
        case .programNotFound:
            return "Graphviz is not installed: the 'dot' program is not in PATH; install it with"
                + " 'apt-get install graphviz' (Debian/Ubuntu) or 'brew install graphviz' (macOS), or run 'make setup'"
        case .cannotRun(let program, let reason):
            return "cannot run Graphviz's '\(program)': \(reason)"
        case .failed(_, let status, let message):
            let detail = message.split(separator: "\n").first.map { ": \($0)" } ?? ""
            return "Graphviz's 'dot' failed (exit status \(status))\(detail)"
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
public struct DotProgram: GraphRenderer, Sendable {
    /// The `dot` executable, found in `PATH` when not given.
    public var executable: String?
    /// How many graphs one `dot` process draws.
    public var graphsPerProcess: Int

    public init(executable: String? = nil, graphsPerProcess: Int = 20) {
        self.executable = executable
        self.graphsPerProcess = max(1, graphsPerProcess)
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
        guard !dotSources.isEmpty else { return [] }
        guard let program = executable ?? Self.find() else {
            throw .programNotFound(searchPath: ProcessInfo.processInfo.environment["PATH"] ?? "")
        }
        let batches = stride(from: 0, to: dotSources.count, by: graphsPerProcess).map {
            $0..<min($0 + graphsPerProcess, dotSources.count)
        }
        let results = BatchResults(count: batches.count)
        DispatchQueue.concurrentPerform(iterations: batches.count) { index in
            let batch = batches[index]
            results.set(
                index,
                Result { () throws(GraphRenderingError) in
                    try draw(Array(dotSources[batch]), firstIndex: batch.lowerBound, with: program)
                })
        }
        var pictures: [String] = []
        for result in results.all {
            switch result {
            case .success(let batch): pictures += batch
            case .failure(let error): throw error
            }
        }
        return pictures
    }

    /// One batch in one process, or one process per graph when the batch fails.
    private func draw(_ sources: [String], firstIndex: Int, with program: String) throws(GraphRenderingError)
        -> [String]
    {
        let batch = try run(program, input: sources.joined(separator: "\n"))
        let documents = Self.split(batch.output)
        if batch.status == 0, documents.count == sources.count {
            return documents.map(SVGCleaner.clean)
        }
        var result: [String] = []
        for (offset, source) in sources.enumerated() {
            let single = try run(program, input: source)
            guard single.status == 0, let document = Self.split(single.output).first else {
                throw .failed(graph: firstIndex + offset, status: single.status, message: single.errors)
            }
            result.append(SVGCleaner.clean(document))
        }
        return result
    }

    /// `dot` writes the SVG documents one after the other; each starts with an XML declaration.
    static func split(_ output: String) -> [String] {
        let marker = "<?xml "
        return output.components(separatedBy: marker).dropFirst().map { marker + $0 }
    }

    /// How one `dot` run ended and what it printed.
    private struct ProcessResult {
        var status: Int32
        var output: String
        var errors: String
    }

    /// Runs `dot -Tsvg`, feeding standard input and draining both outputs concurrently so no pipe can fill up.
    private func run(_ program: String, input: String) throws(GraphRenderingError) -> ProcessResult {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = ["-Tsvg"]
        let stdin = Pipe()
        let stdout = Pipe()
        let stderr = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        do {
            try process.run()
        } catch {
            throw .cannotRun(program: program, reason: error.localizedDescription)
        }
        // Dedicated threads drain both outputs while this thread writes the input, so no pipe can
        // fill up; not the dispatch pool, whose workers may all be busy running batches.
        let output = PipeBuffer()
        let errors = PipeBuffer()
        let done = DispatchGroup()
        Self.drain(stdout, into: output, group: done)
        Self.drain(stderr, into: errors, group: done)
        try? stdin.fileHandleForWriting.write(contentsOf: Data(input.utf8))
        try? stdin.fileHandleForWriting.close()
        done.wait()
        process.waitUntilExit()
        return ProcessResult(
            status: process.terminationStatus, output: String(decoding: output.data, as: UTF8.self),
            errors: String(decoding: errors.data, as: UTF8.self))
    }

    /// Reads `pipe` to its end on a thread of its own.
    private static func drain(_ pipe: Pipe, into buffer: PipeBuffer, group: DispatchGroup) {
        group.enter()
        let handle = pipe.fileHandleForReading
        Thread {
            buffer.store(handle.readDataToEndOfFile())
            group.leave()
        }.start()
    }
}

/// The outcome of each batch, filled in from concurrent workers.
private final class BatchResults: @unchecked Sendable {
    private let lock = NSLock()
    private var results: [Result<[String], GraphRenderingError>]

    init(count: Int) {
        results = Array(repeating: .success([]), count: count)
    }

    func set(_ index: Int, _ result: Result<[String], GraphRenderingError>) {
        lock.lock()
        results[index] = result
        lock.unlock()
    }

    var all: [Result<[String], GraphRenderingError>] {
        lock.lock()
        defer { lock.unlock() }
        return results
    }
}

/// Holds what a background reader collected from a pipe.
private final class PipeBuffer: @unchecked Sendable {
    private let lock = NSLock()
    private var stored = Data()

    func store(_ data: Data) {
        lock.lock()
        stored = data
        lock.unlock()
    }

    var data: Data {
        lock.lock()
        defer { lock.unlock() }
        return stored
    }
}

/// Turns Graphviz's SVG document into an element to place inside a page.
///
/// The XML declaration, the doctype and every comment go: the comments hold Graphviz's version
/// (`<!-- Generated by graphviz version … -->`), which would make the output differ between
/// machines for no reason, and node ids the picture does not need. The graph group's id is
/// normalised too: `dot` calls it `graph0` for the first graph of a run and `page0,1_graph0`
/// after that, so a picture would otherwise depend on how many graphs were drawn with it.
enum SVGCleaner {
    static func clean(_ document: String) -> String {
        var text = document
        if let group = text.range(of: "<g id=\""), let end = text[group.upperBound...].range(of: "\" class=\"graph") {
            text.replaceSubrange(group.upperBound..<end.lowerBound, with: "graph0")
        }
        if let start = text.range(of: "<svg") { text = String(text[start.lowerBound...]) }
        var result = ""
        var rest = text[...]
        while let open = rest.range(of: "<!--") {
            result += rest[..<open.lowerBound]
            guard let close = rest[open.upperBound...].range(of: "-->") else {
                rest = rest[rest.endIndex...]
                break
            }
            rest = rest[close.upperBound...]
            // Drop the line break the comment stood on.
            if rest.first == "\n" { rest = rest.dropFirst() }
        }
        result += rest
        while result.hasSuffix("\n") { result.removeLast() }
        return result.replacingOccurrences(of: "<svg ", with: "<svg role=\"img\" ", options: [.anchored])
    }
}
