import Foundation

/// How a run that succeeded ends.
enum RunEnd {
    /// Ends the process at once, with status 0, once the run's last line is printed.
    ///
    /// The model, the rendered files and the plan are a few hundred thousand small allocations; when
    /// `run()` returned, they were freed one by one, which took up to a twentieth of a run on a large
    /// app. The system takes the whole heap back at exit. The C library's `exit` still flushes
    /// standard output, and the output lock (a `flock`) is released with the process.
    static func succeeded() -> Never {
        exit(0)
    }

    /// Keeps `value` until the process exits, for the same reason: what a run no longer needs (the
    /// parsed specs, once the model is built) would otherwise be freed piece by piece in the middle
    /// of the run.
    static func keepUntilExit(_ value: some Sendable) {
        keptValues.append(value)
    }

    private static let keptValues = KeptValues()
}

/// The values `RunEnd.keepUntilExit` holds; never emptied.
private final class KeptValues: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [any Sendable] = []

    func append(_ value: any Sendable) {
        lock.withLock { values.append(value) }
    }
}
