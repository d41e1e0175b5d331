import Foundation

/// An advisory lock (`flock`) on the output folders of a run, so two coordgen runs on the same
/// folders take turns instead of removing each other's temporary files.
///
/// The lock is a hidden file, `.coordgen.lock`, in each folder. It is never removed (removing a
/// lock file while another process waits on it would let a third one in), it is not a Swift or
/// HTML file, so it is never counted, reported or removed as output, and the kernel releases the
/// lock when the process ends, however it ends.
public final class OutputLock {
    public static let fileName = ".coordgen.lock"

    private var descriptors: [Int32] = []

    /// Locks every folder of `folders` (created when missing), waiting at most `timeout` seconds
    /// for another run to finish. `waiting` is called once, with the lock file, if the run has to
    /// wait. A folder that cannot be created or locked (a file in its place, no permission) is
    /// left to the writer, which reports it.
    public init(
        folders: [String], timeout: TimeInterval, waiting: (String) -> Void
    ) throws(OutputLockError) {
        let resolver = PathResolver()
        var seen = Set<String>()
        let distinct = folders.filter { seen.insert(resolver.standardized($0)).inserted }
        // One order for every run, so two runs that share only some folders cannot deadlock.
        let ordered = distinct.sorted { resolver.standardized($0) < resolver.standardized($1) }
        let deadline = Date().addingTimeInterval(timeout)
        var announced = false
        for folder in ordered {
            try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            let path = OutputWriter.join(folder, Self.fileName)
            // Close-on-exec: a `dot` child must not keep the lock after coordgen has gone. Not through a
            // link: a lock file that is a link (dangling) would create a file outside the folder.
            let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o644)
            guard descriptor >= 0 else { continue }
            while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
                guard errno == EWOULDBLOCK || errno == EINTR else { break }
                if Date() >= deadline {
                    close(descriptor)
                    throw .timedOut(lockFile: path, seconds: timeout)
                }
                if !announced {
                    announced = true
                    waiting(path)
                }
                usleep(50_000)
            }
            descriptors.append(descriptor)
        }
    }

    deinit {
        for descriptor in descriptors { close(descriptor) }
    }

    /// How long a run waits for another one: `COORDGEN_LOCK_TIMEOUT` (seconds), or two minutes; with
    /// why the variable's value is not used (a run that waits warns).
    public static func timeoutSetting(in environment: [String: String] = ProcessInfo.processInfo.environment)
        -> SecondsSetting
    {
        SecondsSetting.read("COORDGEN_LOCK_TIMEOUT", fallback: 120, minimum: 0, in: environment)
    }
}

public enum OutputLockError: Error, CustomStringConvertible {
    case timedOut(lockFile: String, seconds: TimeInterval)

    public var description: String {
        switch self {
        case .timedOut(let lockFile, let seconds):
            "\(lockFile): error: another coordgen run has been writing into this folder for more than"
                + " \(String(format: "%g", seconds)) s; nothing was written. Run again when it has finished"
        }
    }
}
