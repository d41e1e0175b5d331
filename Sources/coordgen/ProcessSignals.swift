import CoordgenCore
import Dispatch
import Foundation

/// How coordgen reacts to signals, so that it only ever exits with 0, 1 or 64.
///
/// SIGPIPE is ignored: a `dot` that exits before reading its input makes the write fail with
/// EPIPE instead of killing coordgen silently, and `dot`'s exit status is reported. SIGINT,
/// SIGTERM, SIGHUP (a closed terminal; unless `nohup` ignores it) and SIGQUIT end the child
/// processes (`dot`), which would otherwise keep running, and then exit with status 1. A run that is stopped this way leaves every output file old or new; its
/// temporary files are removed by the next run.
enum ProcessSignals {
    /// Kept alive for the whole run; touched only by `install`, before anything else runs.
    nonisolated(unsafe) private static var sources: [any DispatchSourceSignal] = []

    static func install() {
        signal(SIGPIPE, SIG_IGN)
        // A queue of its own gets a thread even while every worker of the global pool waits for `dot`.
        let queue = DispatchQueue(label: "coordgen.signals")
        for (number, name) in [(SIGINT, "SIGINT"), (SIGTERM, "SIGTERM"), (SIGHUP, "SIGHUP"), (SIGQUIT, "SIGQUIT")] {
            // Delivered to a dispatch queue instead of a signal handler, where almost nothing is safe to call.
            let previous = signal(number, SIG_IGN)
            // `nohup` ignores SIGHUP on purpose: a run started that way keeps running when the terminal closes.
            if number == SIGHUP, unsafeBitCast(previous, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self) {
                continue
            }
            let source = DispatchSource.makeSignalSource(signal: number, queue: queue)
            source.setEventHandler {
                ChildProcesses.terminateAll()
                let message = Data("\ncoordgen: stopped by \(name); no file was left half written\n".utf8)
                FileHandle.standardError.write(message)
                fflush(nil)
                _exit(1)
            }
            source.resume()
            sources.append(source)
        }
    }
}
