import Foundation

/// One run of Graphviz's `dot` as a child process, with a time limit.
///
/// Standard input is written and both outputs are drained on threads of their own, so no pipe
/// can fill up and block either side, and a `dot` that exits without reading its input only
/// makes the write fail (coordgen ignores SIGPIPE). A run that takes longer than its limit is
/// killed. Every run is registered with `ChildProcesses`, so an interrupted coordgen ends it.
struct DotProcess {
    var program: String
    var arguments: [String]
    /// Seconds before the run is killed.
    var timeLimit: TimeInterval

    /// How one run ended and what it printed.
    struct Outcome {
        /// The exit status; -1 for a run that was killed.
        var status: Int32
        var output: String
        var errors: String
        /// Killed because it took longer than the time limit.
        var timedOut: Bool
        /// Printed more than `outputLimit` bytes: the pipe was closed on it (it dies writing to it, or
        /// at its time limit), and nothing it printed is kept.
        var overflowed = false

        var succeeded: Bool { !timedOut && !overflowed && status == 0 }
    }

    func run(input: String) throws(GraphRenderingError) -> Outcome {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        let stdin = Pipe()
        let stdout = Pipe()
        let stderr = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        ChildProcesses.starting()
        do {
            try process.run()
        } catch {
            ChildProcesses.notStarted()
            throw .cannotRun(program: program, reason: error.localizedDescription)
        }
        let pid = process.processIdentifier
        ChildProcesses.started(pid)
        // Not the dispatch pool, whose workers may all be busy running batches.
        let output = PipeBuffer(limit: Self.outputLimit, stopsAtLimit: true)
        let errors = PipeBuffer(limit: Self.errorsLimit, stopsAtLimit: false)
        let done = DispatchGroup()
        Self.drain(stdout, into: output, group: done)
        Self.drain(stderr, into: errors, group: done)
        done.enter()
        let writer = stdin.fileHandleForWriting
        Thread {
            // Fails with EPIPE when `dot` has exited without reading everything; its status says why.
            try? writer.write(contentsOf: Data(input.utf8))
            try? writer.close()
            done.leave()
        }.start()
        let timedOut = done.wait(timeout: .now() + timeLimit) == .timedOut
        if timedOut {
            ChildProcesses.forceQuit(pid)
            // A process `dot` started (a wrapper script's real `dot`) may still hold the pipes open and
            // keep the readers waiting for their end; what it would still print is not waited for. Nor is
            // the exit, which Foundation reports only once the pipes have closed.
            _ = done.wait(timeout: .now() + Self.drainLimit)
        } else {
            process.waitUntilExit()
        }
        ChildProcesses.ended(pid)
        if output.overflowed { return Outcome(status: -1, output: "", errors: "", timedOut: false, overflowed: true) }
        return Outcome(
            status: timedOut ? -1 : process.terminationStatus, output: String(decoding: output.data, as: UTF8.self),
            errors: String(decoding: errors.data, as: UTF8.self), timedOut: timedOut)
    }

    /// Seconds the pipes are still read after a run is killed.
    static let drainLimit: TimeInterval = 0.5
    /// Bytes of SVG a run may print: the pictures of a batch of large flows take a few megabytes.
    static let outputLimit = 64 << 20
    /// Bytes of a run's standard error that are kept (its first line is what a failure reports).
    static let errorsLimit = 1 << 20

    /// Reads `pipe` to its end on a thread of its own, keeping at most the buffer's limit. Past it,
    /// standard error is read and dropped, so the child never blocks on a full pipe; standard output
    /// is closed, which stops a `dot` that prints without end (signalling it instead could reach a
    /// process that has ended, and whose id was given to another).
    private static func drain(_ pipe: Pipe, into buffer: PipeBuffer, group: DispatchGroup) {
        group.enter()
        let handle = pipe.fileHandleForReading
        Thread {
            while let chunk = try? handle.read(upToCount: 1 << 16), !chunk.isEmpty, buffer.append(chunk) {}
            try? handle.close()
            group.leave()
        }.start()
    }
}

/// Holds what a background reader collected from a pipe, up to a limit.
private final class PipeBuffer: @unchecked Sendable {
    private let lock = NSLock()
    private let limit: Int
    /// True when reading stops once more than `limit` bytes have arrived.
    private let stopsAtLimit: Bool
    private var stored = Data()
    private var dropped = false

    init(limit: Int, stopsAtLimit: Bool) {
        self.limit = limit
        self.stopsAtLimit = stopsAtLimit
    }

    /// Keeps what fits of `chunk`; false when reading should stop.
    func append(_ chunk: Data) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        let room = limit - stored.count
        if room > 0 { stored.append(chunk.prefix(room)) }
        if chunk.count > room { dropped = true }
        return !(dropped && stopsAtLimit)
    }

    var data: Data {
        lock.lock()
        defer { lock.unlock() }
        return stored
    }

    /// True when more than the limit arrived.
    var overflowed: Bool {
        lock.lock()
        defer { lock.unlock() }
        return dropped
    }
}
