import Foundation

/// Writing a plan: removals, folders, then every file through a temporary file and a rename.
extension OutputWriter {
    /// Writes what the plan says; throws for the first file that cannot be written.
    ///
    /// Removals come first, in the plan's order, so that on a file system that ignores case a
    /// generated file renamed only in case (an update of the new name, a removal of the old one) is
    /// removed before its new name is written. Then each folder is made once (a folder that cannot
    /// be made stops the run before any file is written), and the files are written on every core,
    /// each on its own through a temporary file and a rename; every file is tried, and the first
    /// that failed, in the plan's order, is the one reported.
    ///
    /// `hasNoLeftovers` is for a run that has just proved, under its lock, that the folders hold no
    /// temporary file (`recordedRun`): their walk for leftovers is skipped.
    public func apply(_ plan: OutputPlan, hasNoLeftovers: Bool = false) throws {
        if !hasNoLeftovers { removeLeftoverTemporaryFiles() }
        let paths = PathResolver()
        for change in plan.changes where change.action == .remove {
            do {
                try FileManager.default.removeItem(atPath: change.path)
            } catch {
                throw OutputError.cannotRemove(change.path)
            }
            // A flow's scaffold folder goes with its last scaffold (`rmdir` removes only empty folders).
            let folder = PathText.parent(of: change.path)
            if change.kind == .scaffold, paths.standardized(folder) != paths.standardized(scaffoldDirectory) {
                rmdir(folder)
            }
        }
        let writes = plan.changes.filter { $0.action == .create || $0.action == .update }
        var folders: Set<String> = []
        for change in writes {
            let folder = PathText.parent(of: change.path)
            if folders.insert(folder).inserted { try Self.createFolder(folder, for: change.path) }
        }
        let failures = ParallelWork.map(writes) { change -> OutputError? in
            do throws(OutputError) {
                try Self.writeInExistingFolder(Array((change.contents ?? "").utf8), to: change.path)
                return nil
            } catch {
                return error
            }
        }
        if let failure = failures.lazy.compactMap({ $0 }).first { throw failure }
        if let record = plan.bookkeeping {
            try write(record.contents, to: record.path)
        }
    }

    /// Writes through a temporary file in the same folder and a rename, so readers never see half a file.
    func write(_ contents: String, to path: String) throws {
        try write(bytes: Array(contents.utf8), to: path)
    }

    /// `write(_:to:)` for bytes; the file's stamp as written (taken before the rename, so it is this
    /// run's file), or nil when it could not be read.
    @discardableResult
    func write(bytes: [UInt8], to path: String) throws -> FileStamp? {
        try Self.createFolder(PathText.parent(of: path), for: path)
        return try Self.writeInExistingFolder(bytes, to: path)
    }

    /// Makes `directory` and the folders above it, for the file at `path`.
    fileprivate static func createFolder(_ directory: String, for path: String) throws(OutputError) {
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            throw OutputError.cannotWrite(path, reason: "cannot create the folder '\(directory)'")
        }
    }

    /// `write(_:to:)` in a folder that exists.
    @discardableResult
    fileprivate static func writeInExistingFolder(_ bytes: [UInt8], to path: String) throws(OutputError) -> FileStamp? {
        let directory = PathText.parent(of: path)
        let temporary = TemporaryFile.path(for: PathText.lastComponent(of: path), in: directory)
        // Written with plain POSIX calls: `createFile` goes through a `.dat.nosync…` file of its own,
        // which a killed run leaves behind under a name the cleanup cannot know, and Foundation's
        // writes fsync every file, which made a first `generate` of a large app several times slower.
        // The rename alone already leaves every file old or new when a run is killed.
        var stamp: FileStamp?
        guard Self.writeFile(bytes, to: temporary, stamp: &stamp) else {
            let reason = Self.lastErrorReason()
            try? FileManager.default.removeItem(atPath: temporary)
            throw OutputError.cannotWrite(path, reason: reason)
        }
        guard rename(temporary, path) == 0 else {
            let reason = Self.lastErrorReason()
            try? FileManager.default.removeItem(atPath: temporary)
            throw OutputError.cannotWrite(path, reason: reason)
        }
        return stamp
    }

    /// The C library's words for the last failed call (`Permission denied`, `Is a directory`, …).
    fileprivate static func lastErrorReason() -> String {
        String(cString: strerror(errno)).lowercased()
    }

    /// Creates or truncates `path` and writes `bytes`, then sets `stamp` to the file's; false on any failure.
    fileprivate static func writeFile(_ bytes: [UInt8], to path: String, stamp: inout FileStamp?) -> Bool {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard descriptor >= 0 else { return false }
        var written = 0
        let succeeded = bytes.withUnsafeBytes { buffer -> Bool in
            guard let base = buffer.baseAddress else { return true }
            while written < buffer.count {
                let result = Foundation.write(descriptor, base + written, buffer.count - written)
                if result < 0 {
                    if errno == EINTR { continue }
                    return false
                }
                written += result
            }
            return true
        }
        var status = stat()
        if succeeded, fstat(descriptor, &status) == 0 { stamp = FileStamp(status) }
        return close(descriptor) == 0 && succeeded
    }

    /// Temporary files of runs that were killed before their rename.
    fileprivate func removeLeftoverTemporaryFiles() {
        for directory in Set([outputDirectory, scaffoldDirectory]).sorted() {
            TemporaryFile.removeLeftovers(under: directory)
        }
    }
}

public enum OutputError: Error, CustomStringConvertible, Sendable {
    case cannotWrite(String, reason: String)
    case cannotRemove(String)

    public var description: String {
        switch self {
        case .cannotWrite(let path, let reason): "\(path): error: cannot write the file: \(reason)"
        case .cannotRemove(let path): "\(path): error: cannot remove this file, which no spec produces any more"
        }
    }
}
