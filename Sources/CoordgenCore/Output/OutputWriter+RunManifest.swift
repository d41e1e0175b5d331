import Foundation

/// The run manifest of an output folder: recorded after a clean run, trusted only when the disk
/// still proves every fact in it.
extension OutputWriter {
    var runManifestPath: String { Self.join(outputDirectory, RunManifest.fileName) }

    /// The recorded run whose result is still on disk, byte for byte, when the run with `key`
    /// would produce it again; nil on any doubt (no manifest, a line this version does not write,
    /// another input, a file changed, missing, added or unreadable). A recorded file whose size and
    /// stamp (modification time, inode) are still the recorded ones, and older than the manifest, is
    /// taken as unchanged; any other is hashed again, so a generated file edited by hand sends the
    /// run down the full path. (`--check` never comes here: it compares every byte.)
    public func unchangedRun(for key: RunManifest.Key) -> RunManifest? {
        if case .unchanged(let manifest) = recordedRun(for: key) { return manifest }
        return nil
    }

    /// What the last run left for the run with `key`, read once.
    public enum RecordedRun: Equatable, Sendable {
        /// The same inputs, and the files on disk as recorded: nothing to do (`unchangedRun`).
        case unchanged(RunManifest)
        /// The same coordgen, settings, templates and spec files, only the text of some specs
        /// changed; the run recorded its flows' digests and printed nothing: the run after the edit
        /// may read the other flows from its model cache and, once its files are found on disk as
        /// recorded (`recordedRun`, `checkRecordedFiles`), keep the files of the flows the edit cannot
        /// have changed (`FlowDigests`).
        case edited(RunManifest)

        public var manifest: RunManifest {
            switch self {
            case .unchanged(let manifest), .edited(let manifest): manifest
            }
        }
    }

    /// The folder's run manifest as a run read it, classified against the run's key, before any
    /// file it records was checked.
    public struct ManifestReading: Sendable {
        public let run: RecordedRun
        /// The manifest file's stamp when it was read: every run writes it anew, through a rename.
        let stamp: FileStamp
    }

    /// The folder's manifest when the run with `key` has the same inputs (`unchanged`) or differs only
    /// in the text of some specs (`edited`); nil on any doubt. No recorded file is checked: a run that
    /// is about to write takes the lock first, then checks them once, under it (`recordedRun`).
    public func readRecordedRun(for key: RunManifest.Key) -> ManifestReading? {
        // The stamp first: a manifest replaced in between is then newer than its stamp, which only
        // makes the check hash more files.
        guard let stamp = FileStamp(path: runManifestPath),
            let bytes = RegularFile.contents(of: runManifestPath, limit: Int.max),
            let manifest = RunManifest(bytes: bytes)
        else { return nil }
        if manifest.key == key { return ManifestReading(run: .unchanged(manifest), stamp: stamp) }
        return manifest.admitsEdit(to: key) ? ManifestReading(run: .edited(manifest), stamp: stamp) : nil
    }

    /// The recorded run whose files are still on disk as recorded, when the run with `key` has the
    /// same inputs (`unchanged`) or differs only in the text of some specs (`edited`); nil on any doubt.
    /// `reading`, made earlier by this run, is used while the manifest is still the file it read.
    public func recordedRun(for key: RunManifest.Key, reading: ManifestReading? = nil) -> RecordedRun? {
        let current =
            reading.flatMap { FileStamp(path: runManifestPath) == $0.stamp ? $0 : nil } ?? readRecordedRun(for: key)
        guard let current, isOnDisk(current) else { return nil }
        return current.run
    }

    /// The check that the files `reading` records are on disk as recorded, and that the manifest is
    /// still the file it read, started on a thread of its own (`recordedRun` does it in line). Only
    /// under the run's `lock`, which the caller hands in to show it holds it: no other run writes into
    /// the folders until it ends, so what the check proves holds for the whole run.
    public func checkRecordedFiles(of reading: ManifestReading, underLock lock: OutputLock) -> RecordedFilesCheck {
        let (manifestPath, folders, ownedFiles) = (runManifestPath, folders, ownedFiles)
        return RecordedFilesCheck(
            check: BackgroundWork {
                FileStamp(path: manifestPath) == reading.stamp
                    && Self.isOnDisk(reading, folders: folders, ownedFiles: ownedFiles)
            })
    }

    /// A check of the files a manifest records, running beside the run (`checkRecordedFiles`).
    public struct RecordedFilesCheck: Sendable {
        let check: BackgroundWork<Bool>

        /// Waits for the check, then says whether every file is as recorded.
        public func holds() -> Bool { check.value() }
    }

    /// True when every file the manifest records is still the one it recorded, and the folders hold no
    /// file it does not know.
    private func isOnDisk(_ reading: ManifestReading) -> Bool {
        Self.isOnDisk(reading, folders: folders, ownedFiles: ownedFiles)
    }

    /// The output and scaffold folders, each once.
    private var folders: [String] { Set([outputDirectory, scaffoldDirectory]).sorted() }

    private static func isOnDisk(_ reading: ManifestReading, folders: [String], ownedFiles: OwnedFiles) -> Bool {
        let entries = reading.run.manifest.entries
        // Checked on every core: most of such a run is these `stat` calls. In slices rather than one
        // task per file, so that handing out the work costs little next to the calls themselves; the
        // walk of the folders (a task of its own, first, as it is the longest) runs beside them.
        let sliceSize = 256
        let slices = stride(from: 0, to: entries.count, by: sliceSize).map {
            $0..<min($0 + sliceSize, entries.count)
        }
        let verdicts = ParallelWork.map([nil] + slices.map { Optional($0) }) { slice in
            guard let slice else {
                return Self.listsOnly(Set(entries.map(\.path)), in: folders, ownedFiles: ownedFiles)
            }
            return entries[slice].allSatisfy { Self.isAsRecorded($0, manifestStamp: reading.stamp) }
        }
        return verdicts.allSatisfy { $0 }
    }

    /// True when the file of `entry` is still the one recorded: absent when recorded absent, or a
    /// regular file of the recorded size whose stamp (older than the manifest) or bytes are the same.
    private static func isAsRecorded(_ entry: RunManifest.Entry, manifestStamp: FileStamp) -> Bool {
        var status = stat()
        if entry.digest == RunManifest.absent {
            return lstat(entry.path, &status) != 0 && errno == ENOENT
        }
        guard stat(entry.path, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG, Int(status.st_size) == entry.size
        else { return false }
        let stamp = FileStamp(status)
        if stamp.vouchesFor(entry.stamp, recordedBefore: manifestStamp) { return true }
        guard let bytes = RegularFile.contents(of: entry.path, expectedSize: entry.size, limit: entry.size + 1),
            bytes.count == entry.size
        else { return false }
        return SHA256.hex(bytes) == entry.digest
    }

    /// True when `folders` (the output and scaffold folders) hold no Swift file outside `recorded` (it could be
    /// a stale generated file or a leftover scaffold, which a full run removes or warns about) and
    /// no temporary file (a killed run's, which a full run cleans up; or a live run's).
    ///
    /// Walked with `readdir` rather than `FileManager`'s enumerator, which cost a fifth of a run with
    /// nothing to do. It follows links to folders (each folder once, by device and inode), so it
    /// sees at least every file the plan's enumeration sees: seeing more only costs a full run.
    private static func listsOnly(_ recorded: Set<String>, in folders: [String], ownedFiles: OwnedFiles) -> Bool {
        var visited = Set<[UInt64]>()
        var pending = folders.map { ($0, "") }
        while let (root, relative) = pending.popLast() {
            let folder = relative.isEmpty ? root : Self.join(root, relative)
            var status = stat()
            guard stat(folder, &status) == 0, visited.insert([UInt64(status.st_dev), UInt64(status.st_ino)]).inserted,
                let directory = opendir(folder)
            else { continue }
            defer { closedir(directory) }
            while let entry = readdir(directory) {
                let name = FolderListing.name(of: entry)
                if name == "." || name == ".." { continue }
                if TemporaryFile.owner(ofName: name) != nil { return false }
                let path = Self.join(folder, name)
                var isFolder = Int32(entry.pointee.d_type) == Int32(DT_DIR)
                var isFile = Int32(entry.pointee.d_type) == Int32(DT_REG)
                if !isFolder && !isFile, stat(path, &status) == 0 {
                    isFolder = (status.st_mode & S_IFMT) == S_IFDIR
                    isFile = !isFolder
                }
                if isFolder {
                    pending.append((root, relative.isEmpty ? name : Self.join(relative, name)))
                } else if isFile, ownedFiles.matchesName(name), !recorded.contains(path) {
                    // The name alone is matched: an extension holds no '/' (`OwnedFiles`), so the path in
                    // the folder ends with one exactly when its last component does.
                    return false
                }
            }
        }
        return true
    }

    /// The manifest of a run that has just applied `plan` (rendered from `files`) and printed
    /// `messages` (its warnings, every line of standard error, in order), read back from the disk
    /// under the run's lock; nil when the run must not be trusted next time: it had errors, or a
    /// file is not what the plan wrote (edited in the meantime), or a path cannot be written on one line.
    ///
    /// `verified` is the manifest this run found still true of the disk under its lock (`recordedRun`
    /// said `.edited`): the files the plan did not write are taken from it rather than read and hashed
    /// again. (One edited by hand since then has a new stamp, so the next run hashes it.)
    public func runManifest(
        key: RunManifest.Key, flows: Int, plan: OutputPlan, files: [GeneratedFile], messages: [String],
        flowDigests: [String: FlowDigests] = [:], verified: RunManifest? = nil
    ) -> RunManifest? {
        // The build names executables (coordgen's, `dot`'s) whose paths may hold a line break.
        guard !plan.diagnostics.hasErrors, RunManifest.fitsOnALine(key.build),
            key.inputs.keys.allSatisfy(RunManifest.fitsOnALine), flowDigests.keys.allSatisfy(RunManifest.fitsOnALine)
        else { return nil }
        var expected: [String: String] = [:]
        for file in files where file.kind == .generated && !file.isKept {
            expected[Self.join(outputDirectory, file.path)] = file.contents
        }
        let (paths, actions) = recordedPaths(of: plan)
        guard paths.allSatisfy(RunManifest.fitsOnALine) else { return nil }
        var written = Set(plan.changes.lazy.filter { $0.action != .unchanged && $0.action != .keep }.map(\.path))
        if let bookkeeping = plan.bookkeeping { written.insert(bookkeeping.path) }
        let reusable = Self.entries(of: verified, at: paths).map {
            $0.flatMap { written.contains($0.path) ? nil : $0 }
        }
        // Read and hashed on every core: hashing the whole output is most of this step.
        let expectedContents = expected
        let read = ParallelWork.map(Array(paths.indices)) { index -> RunManifest.Entry? in
            let (path, action) = (paths[index], actions[index])
            if var entry = reusable[index] {
                entry.action = action
                return entry
            }
            // Non-blocking: a FIFO the plan kept in a scaffold's place leaves the run without a manifest.
            guard let bytes = RegularFile.contents(of: path, limit: Int.max) else {
                var status = stat()
                guard action == nil, lstat(path, &status) != 0, errno == ENOENT else { return nil }
                return .init(action: nil, size: 0, digest: RunManifest.absent, stamp: nil, path: path)
            }
            if let contents = expectedContents[path], !bytes.hasSameBytes(as: contents) { return nil }
            return .init(
                action: action, size: bytes.count, digest: SHA256.hex(bytes), stamp: FileStamp(path: path), path: path)
        }
        let entries = read.compactMap { $0 }
        guard entries.count == read.count else { return nil }
        var manifest = RunManifest(key: key, flows: flows, messages: messages, entries: entries)
        manifest.flowDigests = flowDigests
        return manifest
    }

    /// The paths a manifest of `plan` records, sorted, each with what a run with nothing to do reports
    /// for it (every generated file unchanged, every scaffold kept; nil for a file the plan does not
    /// produce): the files the plan produced, the other files it found in the folders (a file that
    /// appeared since is not listed, so the next run's `listsOnly` sees it and does the full work),
    /// and the scaffold manifest, which decides which scaffolds a full run may update or remove.
    ///
    /// Built from the plan's changes, which come sorted by path, rather than by hashing every path
    /// into a set and sorting it again: with thousands of files, that was most of this step.
    private func recordedPaths(of plan: OutputPlan) -> (paths: [String], actions: [OutputPlan.Action?]) {
        let isSorted = zip(plan.changes, plan.changes.dropFirst()).allSatisfy { !($1.path < $0.path) }
        let changes = isSorted ? plan.changes : plan.changes.sorted { $0.path < $1.path }
        var paths: [String] = []
        var actions: [OutputPlan.Action?] = []
        paths.reserveCapacity(changes.count + 1)
        actions.reserveCapacity(changes.count + 1)
        var removed: Set<String> = []
        for change in changes {
            if change.action == .remove {
                removed.insert(change.path)
                continue
            }
            let action: OutputPlan.Action = change.kind == .generated ? .unchanged : .keep
            // The same path twice: recorded once, with the last change's action (the sort is stable).
            if let last = paths.last, last == change.path {
                actions[actions.count - 1] = action
            } else {
                paths.append(change.path)
                actions.append(action)
            }
        }
        // The other paths. Most runs find no file in the folders that they do not produce or remove;
        // counting the listed ones among those tells so without a set of every path.
        var others: [String] = []
        if let listed = plan.listedFiles {
            // A path both produced and removed is counted once.
            let accountedFor =
                paths.count { listed.contains($0) }
                + removed.count { listed.contains($0) && !Self.sortedPaths(paths, contain: $0) }
            if accountedFor < listed.count {
                let produced = Set(paths)
                others = listed.filter { !produced.contains($0) && !removed.contains($0) }
            }
        } else {
            let produced = Set(paths)
            others = (candidateFiles(under: outputDirectory) + candidateFiles(under: scaffoldDirectory)).filter {
                !produced.contains($0)
            }
        }
        let scaffoldManifest = Self.join(scaffoldDirectory, ScaffoldManifest.fileName)
        if !Self.sortedPaths(paths, contain: scaffoldManifest) { others.append(scaffoldManifest) }
        // The produced paths and the others, each sorted and each path once: merged.
        var merged: [String] = []
        var mergedActions: [OutputPlan.Action?] = []
        merged.reserveCapacity(paths.count + others.count)
        mergedActions.reserveCapacity(paths.count + others.count)
        var next = 0
        for other in Set(others).sorted() {
            while next < paths.count, paths[next] < other {
                merged.append(paths[next])
                mergedActions.append(actions[next])
                next += 1
            }
            merged.append(other)
            mergedActions.append(nil)
        }
        merged += paths[next...]
        mergedActions += actions[next...]
        return (merged, mergedActions)
    }

    /// True when `paths`, sorted, holds `path` (a binary search).
    private static func sortedPaths(_ paths: [String], contain path: String) -> Bool {
        let found = paths.firstIndex(notBefore: { $0 < path })
        return found < paths.endIndex && paths[found] == path
    }

    /// The entries `manifest` has for `paths` (sorted), by position; nil where it has none. Its
    /// entries are sorted as this run writes them; a manifest whose entries are not strictly increasing yields none, so every
    /// file is read again.
    private static func entries(of manifest: RunManifest?, at paths: [String]) -> [RunManifest.Entry?] {
        var result = [RunManifest.Entry?](repeating: nil, count: paths.count)
        guard let entries = manifest?.entries, zip(entries, entries.dropFirst()).allSatisfy({ $0.path < $1.path })
        else { return result }
        var next = 0
        for (index, path) in paths.enumerated() {
            while next < entries.count, entries[next].path < path { next += 1 }
            if next < entries.count, entries[next].path == path { result[index] = entries[next] }
        }
        return result
    }

    /// Writes `manifest` (through a temporary file and a rename) unless the folder already has
    /// exactly that one, so a run with nothing to do writes nothing.
    public func write(_ manifest: RunManifest) throws {
        let bytes = manifest.bytes
        if Self.holds(bytes, at: runManifestPath) { return }
        try write(bytes: bytes, to: runManifestPath)
    }

    /// True when the regular file at `path` has exactly `bytes` (read only when its size is theirs).
    static func holds(_ bytes: [UInt8], at path: String) -> Bool {
        var status = stat()
        guard stat(path, &status) == 0, Int(status.st_size) == bytes.count else { return false }
        return RegularFile.contents(of: path, expectedSize: bytes.count, limit: bytes.count + 1) == bytes
    }

    /// The plan a run with nothing to do would have made: what the manifest says of every file.
    public static func plan(of manifest: RunManifest) -> OutputPlan {
        let changes = manifest.entries.compactMap { entry in
            entry.action.map {
                OutputPlan.Change(
                    action: $0, path: entry.path, kind: $0 == .unchanged ? .generated : .scaffold, contents: nil)
            }
        }
        return OutputPlan(changes: changes, diagnostics: Diagnostics())
    }
}
