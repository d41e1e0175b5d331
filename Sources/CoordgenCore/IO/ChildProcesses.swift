import Foundation

/// The child processes coordgen is running (Graphviz's `dot`), so that the command line can end
/// them when coordgen itself is interrupted: a killed parent must not leave `dot` running.
public enum ChildProcesses {
    private static let registry = Registry()

    /// Called just before a child is started; `started` (or `notStarted`) must follow. Between the
    /// two the child exists but is not recorded yet, so `terminateAll` waits for that moment to pass.
    static func starting() {
        registry.beginStart()
    }

    /// Records a started child. When coordgen is already stopping, the child is killed at once.
    static func started(_ pid: pid_t) {
        registry.insert(pid)
    }

    /// Ends a `starting` whose child could not be started.
    static func notStarted() {
        registry.endStart()
    }

    /// Forgets a child that has finished.
    static func ended(_ pid: pid_t) {
        registry.remove(pid)
    }

    /// Kills a child with what it started: a `dot` that is a wrapper script runs the real one as its
    /// own child, which killing the script alone left running. Foundation starts each child in a
    /// process group of its own, which is signalled whole; a child that leads no group is signalled
    /// alone (never coordgen's own group).
    static func forceQuit(_ pid: pid_t) {
        if getpgid(pid) == pid {
            kill(-pid, SIGKILL)
        } else {
            kill(pid, SIGKILL)
        }
    }

    /// Kills every child still running, and any started from now on. A child being started at this
    /// moment is waited for (half a second at most), so that it is recorded, and killed, before the
    /// caller exits: it would otherwise outlive coordgen.
    public static func terminateAll() {
        for pid in registry.close() { forceQuit(pid) }
        let deadline = Date().addingTimeInterval(0.5)
        while registry.isStarting, Date() < deadline { usleep(1000) }
    }

    private final class Registry: @unchecked Sendable {
        private let lock = NSLock()
        private var running = Set<pid_t>()
        private var closed = false
        private var starting = 0

        var isStarting: Bool { lock.withLock { starting > 0 } }

        func beginStart() {
            lock.withLock { starting += 1 }
        }

        func endStart() {
            lock.withLock { starting -= 1 }
        }

        func insert(_ pid: pid_t) {
            lock.lock()
            let killNow = closed
            if !killNow { running.insert(pid) }
            lock.unlock()
            // Killed before the start is counted as over, so that `terminateAll` waits for the kill.
            if killNow { ChildProcesses.forceQuit(pid) }
            endStart()
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
