import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Why a benchmark step could not run.
struct BenchError: Error, CustomStringConvertible {
    var description: String

    init(_ description: String) {
        self.description = description
    }
}

/// Runs external programs (`cmark`, the built `coordgen`) the way a shell does: `posix_spawn`
/// and `waitpid`.
///
/// Foundation's `Process` is not used for timing: on Linux its `waitUntilExit` polls its run loop
/// (up to 50 ms between looks), which adds tens of milliseconds to every short-lived program.
enum ProcessRunner {
    /// What a finished program printed, and how it ended.
    struct Outcome {
        var status: Int32
        /// Standard output and standard error, interleaved; empty when the output was discarded.
        var output: String
        /// The child's peak resident memory (`ru_maxrss` from `wait4`), in kilobytes.
        var peakKilobytes: Int = 0
    }

    /// Runs `executable` with `arguments` in `directory` and waits for it.
    ///
    /// With `discardOutput`, both streams go to `/dev/null` (like `> /dev/null 2>&1`); otherwise
    /// they are captured in one pipe. The child starts in `directory`: the benchmark changes its own
    /// working directory around the spawn (it runs nothing else meanwhile). `environment` replaces
    /// this process's environment for the child (`["PATH=…", …]`).
    @discardableResult
    static func run(
        _ executable: String, _ arguments: [String], in directory: String? = nil, discardOutput: Bool = false,
        environment: [String]? = nil
    ) throws -> Outcome {
        var actions = FileActions()
        defer { actions.destroy() }
        // The two ends of the output pipe: read, write.
        var ends: [Int32] = [-1, -1]
        if discardOutput {
            actions.addOpen(1, "/dev/null")
            actions.addDuplicate(1, as: 2)
        } else {
            guard pipe(&ends) == 0 else { throw BenchError("cannot create a pipe") }
            actions.addDuplicate(ends[1], as: 1)
            actions.addDuplicate(ends[1], as: 2)
            actions.addClose(ends[0])
            actions.addClose(ends[1])
        }
        actions.addOpen(0, "/dev/null")

        var argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { for argument in argv { free(argument) } }
        var pid: pid_t = 0
        var envp: [UnsafeMutablePointer<CChar>?] = (environment ?? []).map { strdup($0) } + [nil]
        defer { for entry in envp { free(entry) } }
        let spawned = try inDirectory(directory) {
            environment == nil
                ? posix_spawn(&pid, executable, &actions.value, nil, &argv, currentEnvironment)
                : posix_spawn(&pid, executable, &actions.value, nil, &argv, &envp)
        }
        if !discardOutput { close(ends[1]) }
        guard spawned == 0 else {
            if !discardOutput { close(ends[0]) }
            throw BenchError("cannot run \(executable): \(String(cString: strerror(spawned)))")
        }
        // Read before waiting, so a program that prints more than a pipe holds cannot block.
        let output = discardOutput ? "" : readAll(ends[0])
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) == -1, errno == EINTR {}
        // WIFEXITED / WEXITSTATUS, which Swift does not import as functions.
        let exited = status & 0x7f == 0
        #if canImport(Darwin)
            let peak = Int(usage.ru_maxrss) / 1024  // bytes on macOS
        #else
            let peak = Int(usage.ru_maxrss)  // kilobytes on Linux
        #endif
        return Outcome(
            status: exited ? (status >> 8) & 0xff : 128 + (status & 0x7f), output: output, peakKilobytes: peak)
    }

    /// Runs a program and fails unless it exits with status 0.
    @discardableResult
    static func runChecked(
        _ executable: String, _ arguments: [String], in directory: String? = nil, discardOutput: Bool = false,
        environment: [String]? = nil
    ) throws -> Outcome {
        let outcome = try run(
            executable, arguments, in: directory, discardOutput: discardOutput, environment: environment)
        guard outcome.status == 0 else {
            let more = arguments.count > 4 ? " …" : ""
            let shown = ([executable] + arguments.prefix(4)).joined(separator: " ") + more
            throw BenchError("'\(shown)' exited with status \(outcome.status)\n\(outcome.output)")
        }
        return outcome
    }

    /// The full path of a program found on `PATH`, or `nil`.
    static func which(_ program: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        for folder in path.split(separator: ":") {
            let candidate = String(folder) + "/" + program
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    /// Runs `body` with the working directory set to `directory`, then changes back.
    private static func inDirectory<T>(_ directory: String?, _ body: () -> T) throws -> T {
        guard let directory else { return body() }
        guard let previous = getcwd(nil, 0) else { throw BenchError("cannot read the working directory") }
        defer { free(previous) }
        guard chdir(directory) == 0 else { throw BenchError("cannot change to \(directory)") }
        defer { _ = chdir(previous) }
        return body()
    }

    private static func readAll(_ descriptor: Int32) -> String {
        defer { close(descriptor) }
        var data = [UInt8]()
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count > 0 {
                data += buffer[0..<count]
            } else if count == 0 || errno != EINTR {
                break
            }
        }
        return String(decoding: data, as: UTF8.self)
    }
}

/// The environment this process was started with, passed on unchanged.
private var currentEnvironment: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? {
    #if canImport(Darwin)
        _NSGetEnviron().pointee
    #else
        environ
    #endif
}

/// A `posix_spawn_file_actions_t`: what the child does with its file descriptors before it starts.
private struct FileActions {
    #if canImport(Darwin)
        var value: posix_spawn_file_actions_t?
    #else
        var value = posix_spawn_file_actions_t()
    #endif

    init() {
        posix_spawn_file_actions_init(&value)
    }

    mutating func addOpen(_ descriptor: Int32, _ path: String) {
        posix_spawn_file_actions_addopen(&value, descriptor, path, O_RDWR, 0)
    }

    mutating func addDuplicate(_ descriptor: Int32, as target: Int32) {
        posix_spawn_file_actions_adddup2(&value, descriptor, target)
    }

    mutating func addClose(_ descriptor: Int32) {
        posix_spawn_file_actions_addclose(&value, descriptor)
    }

    mutating func destroy() {
        posix_spawn_file_actions_destroy(&value)
    }
}

/// Finds the `coordgen` binary that was built with this benchmark.
enum CoordgenBinary {
    /// The build products folder: where this benchmark's executable is.
    static var productsDirectory: URL {
        let argument = CommandLine.arguments.first ?? ""
        // Run through PATH, argv[0] has no folder; the running executable's own path is the answer then.
        if argument.contains("/") {
            return URL(fileURLWithPath: argument).resolvingSymlinksInPath().deletingLastPathComponent()
        }
        let executable = Bundle.main.executableURL ?? URL(fileURLWithPath: "/proc/self/exe")
        return executable.resolvingSymlinksInPath().deletingLastPathComponent()
    }

    /// The path of `coordgen` next to this executable, or an error that says how to build it.
    static func locate() throws -> String {
        let path = productsDirectory.appendingPathComponent("coordgen").path
        guard FileManager.default.isExecutableFile(atPath: path) else {
            throw BenchError(
                "coordgen-bench: the coordgen binary is missing at \(path); build it first: swift build -c release"
                    + " (with the same --scratch-path as this benchmark)")
        }
        return path
    }
}
