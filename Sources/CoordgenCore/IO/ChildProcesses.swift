import Foundation

/// The child processes coordgen is running (Graphviz's `dot`), so that the command line can end
/// them when coordgen itself is interrupted: a killed parent must not leave `dot` running.
public enum ChildProcesses {
    private static let registry = Registry()

    /// Records a started child. When coordgen is already stopping, the child is killed at once.
    static func started(_ pid: pid_t) {
        registry.insert(pid)
    }

    /// Forgets a child that has finished.
    static func ended(_ pid: pid_t) {
        registry.remove(pid)
    }

    /// Kills every child still running, and any started from now on.
    public static func terminateAll() {
        for pid in registry.close() { kill(pid, SIGKILL) }
    }

    private final class Registry: @unchecked Sendable {
        private let lock = NSLock()
        private var running = Set<pid_t>()
        private var closed = false

        func insert(_ pid: pid_t) {
            lock.lock()
            let killNow = closed
            if !killNow { running.insert(pid) }
            lock.unlock()
            if killNow { kill(pid, SIGKILL) }
        }

        func remove(_ pid: pid_t) {
            lock.lock()
            running.remove(pid)
            lock.unlock()
        }

        func close() -> Set<pid_t> {
            lock.lock()
            defer { lock.unlock() }
            closed = true
            return running
        }
    }
}
