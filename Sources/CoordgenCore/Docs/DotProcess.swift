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

        var succeeded: Bool { !timedOut && status == 0 }
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
        let output = PipeBuffer()
        let errors = PipeBuffer()
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
            kill(pid, SIGKILL)
            // A process `dot` started (a wrapper script's real `dot`) may still hold the pipes open and
            // keep the readers waiting for their end; what it would still print is not waited for. Nor is
            // the exit, which Foundation reports only once the pipes have closed.
            _ = done.wait(timeout: .now() + Self.drainLimit)
        } else {
            process.waitUntilExit()
        }
        ChildProcesses.ended(pid)
        return Outcome(
            status: timedOut ? -1 : process.terminationStatus, output: String(decoding: output.data, as: UTF8.self),
            errors: String(decoding: errors.data, as: UTF8.self), timedOut: timedOut)
    }

    /// Seconds the pipes are still read after a run is killed.
    static let drainLimit: TimeInterval = 0.5

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
