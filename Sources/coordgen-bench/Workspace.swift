import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The benchmark's temporary folder: the spec files and one output folder per way of generating.
///
/// ```
/// <tmp>/coordgen-bench-<pid>/
///   Flows/            the synthetic specs
///   process/          cwd of the coordgen processes: Generated/ and Navigation/ land here
///   in-process/       Generated/ and Navigation/ of the in-process runs
///   discarded/        earlier output, moved aside (see `discard`) and deleted at the end
/// ```
struct Workspace {
    let root: String
    var specs: String { root + "/Flows" }
    var processDirectory: String { root + "/process" }
    var inProcessDirectory: String { root + "/in-process" }

    /// Creates a fresh folder under the system's temporary folder.
    static func create() throws -> Workspace {
        let base = FileManager.default.temporaryDirectory.path
        let root = base + "/coordgen-bench-\(ProcessInfo.processInfo.processIdentifier)"
        try? FileManager.default.removeItem(atPath: root)
        let workspace = Workspace(root: root)
        for folder in [workspace.specs, workspace.processDirectory, workspace.inProcessDirectory] {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        }
        return workspace
    }

    /// Writes the spec set; returns the file names, sorted.
    func write(_ set: SyntheticSpecSet) throws -> [String] {
        for file in set.files {
            let path = specs + "/" + file.name
            guard FileManager.default.createFile(atPath: path, contents: Data(file.text.utf8)) else {
                throw BenchError("cannot write \(path)")
            }
        }
        return set.files.map(\.name).sorted()
    }

    /// Moves `Generated/` and `Navigation/` under `directory` aside, so the next run is a first run.
    func emptyOutput(in directory: String) throws {
        for folder in ["Generated", "Navigation"] {
            try discard(directory + "/" + folder)
        }
    }

    /// Moves `path` (when it exists) into `discarded/`, which is deleted when the benchmark ends.
    ///
    /// Deleting thousands of files just before a step times file creation would measure ext4
    /// rather than the step: for a while after a delete, ext4 skips the freed inodes when it
    /// allocates new ones, and each of the next run's creates searches past them (measured here:
    /// `cp -r` of the 3,400-file output took 1.1 s, then 7.9 s, 13.5 s and 18.3 s when the copy
    /// was deleted before each run). A user's first `generate` does not start right after such a
    /// delete, and the floor (`cp -r` into a fresh folder) is treated the same way.
    func discard(_ path: String) throws {
        guard FileManager.default.fileExists(atPath: path) else { return }
        let discarded = root + "/discarded"
        try FileManager.default.createDirectory(atPath: discarded, withIntermediateDirectories: true)
        try FileManager.default.moveItem(atPath: path, toPath: discarded + "/" + UUID().uuidString)
    }

    /// Deletes the folders `discard` moved aside.
    func removeDiscarded() {
        try? FileManager.default.removeItem(atPath: root + "/discarded")
    }

    func remove() {
        try? FileManager.default.removeItem(atPath: root)
    }
}

/// What identifies one version of a file on disk: a rewrite through a temporary file and a
/// rename changes the inode, an in-place write changes the modification time.
struct FileStamp: Equatable {
    var inode: UInt64
    var seconds: Int
    var nanoseconds: Int
    var size: Int64
}

/// The stamps of every file under a folder, to prove that a run wrote nothing.
struct FolderSnapshot: Equatable {
    var stamps: [String: FileStamp]

    var fileCount: Int { stamps.count }
    var byteCount: Int64 { stamps.values.reduce(0) { $0 + $1.size } }

    /// Every regular file under `directories` (recursively), keyed by path.
    init(_ directories: [String]) {
        var stamps: [String: FileStamp] = [:]
        for directory in directories {
            guard let enumerator = FileManager.default.enumerator(atPath: directory) else { continue }
            while let relative = enumerator.nextObject() as? String {
                let path = directory + "/" + relative
                var info = stat()
                guard lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { continue }
                #if canImport(Darwin)
                    let modified = info.st_mtimespec
                #else
                    let modified = info.st_mtim
                #endif
                stamps[path] = FileStamp(
                    inode: UInt64(info.st_ino), seconds: Int(modified.tv_sec), nanoseconds: Int(modified.tv_nsec),
                    size: Int64(info.st_size))
            }
        }
        self.stamps = stamps
    }

    /// Paths that were added, removed or rewritten since `earlier`, sorted (at most `limit`).
    func changes(since earlier: FolderSnapshot, limit: Int = 5) -> [String] {
        let paths = Set(stamps.keys).union(earlier.stamps.keys)
        return paths.filter { stamps[$0] != earlier.stamps[$0] }.sorted().prefix(limit).map { $0 }
    }
}
