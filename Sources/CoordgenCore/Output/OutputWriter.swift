import Foundation

/// Plans and applies the output of a run on disk.
///
/// Generated files are written only when their bytes change, each through a temporary file and
/// a rename, so a run that is interrupted leaves every file either old or new. Generated files
/// that no spec produces any more are removed, but only files that coordgen recognises as its own
/// (`OwnedFiles`: by default Swift files that start with coordgen's header). Scaffolds are written
/// when missing and never touched again.
public struct OutputWriter {
    public let outputDirectory: String
    public let scaffoldDirectory: String
    /// Which files under `outputDirectory` are coordgen's, for removal.
    public let ownedFiles: OwnedFiles
    /// What the style's scaffolds must keep declaring; `nil` (a docs site) checks nothing.
    public var scaffoldRequirements: (any ScaffoldRequirements)?

    /// The specs folder of the run, as generated headers name it: a generated file is removed only
    /// when its header says it came from this folder (another spec set's files are left alone).
    public let specsFolder: String?

    public init(
        outputDirectory: String, scaffoldDirectory: String, ownedFiles: OwnedFiles = .swift, specsFolder: String? = nil
    ) {
        self.outputDirectory = outputDirectory
        self.scaffoldDirectory = scaffoldDirectory
        self.ownedFiles = ownedFiles
        self.specsFolder = specsFolder
    }

    /// A writer for one folder of generated files only, such as the docs site.
    public init(directory: String, ownedFiles: OwnedFiles) {
        self.init(outputDirectory: directory, scaffoldDirectory: directory, ownedFiles: ownedFiles)
    }

    /// Where each file of a run goes (symbolic links resolved), worked out once for `refusesToWrite`
    /// and `plan` when the run takes the lock at once (a run that had to wait works them out again).
    public struct Destinations: Sendable {
        /// Per file, in order; nil for a kept file, which is not written (see `check`).
        fileprivate let list: [Destination?]
    }

    /// The scaffold folder's manifest for `plan`, read on a thread of its own while the run does other work.
    public struct ScaffoldManifestReading: Sendable {
        fileprivate let reading: BackgroundWork<ScaffoldManifest>
    }

    /// Starts reading the scaffold folder's manifest (a line per scaffold) for `plan`. Only under the
    /// output `lock`, which the caller hands in to show it holds it (and keeps until the plan is
    /// applied): no other run can change the file between this read and the plan.
    public func readScaffoldManifest(underLock lock: OutputLock) -> ScaffoldManifestReading {
        let scaffoldDirectory = scaffoldDirectory
        return ScaffoldManifestReading(reading: BackgroundWork { ScaffoldManifest.read(in: scaffoldDirectory) })
    }

    /// Where each of `files` goes, worked out on every core.
    public func destinations(of files: [GeneratedFile]) -> Destinations {
        let paths = PathResolver()
        let (outputDirectory, scaffoldDirectory) = (outputDirectory, scaffoldDirectory)
        return Destinations(
            list: ParallelWork.map(files) { file in
                file.isKept
                    ? nil
                    : Self.destination(
                        of: file, in: file.kind == .generated ? outputDirectory : scaffoldDirectory, paths: paths)
            })
    }

    /// True when `plan` would report an error: a file where a folder must be, or a file it refuses
    /// to write. Found without reading or listing any file, so that a run can ask before it takes
    /// the output lock (which makes the folders), and then plan once, under the lock.
    public func refusesToWrite(_ destinations: Destinations) -> Bool {
        if folderProblems().hasErrors { return true }
        return destinations.list.contains { destination in
            if case .refused = destination { return true }
            return false
        }
    }

    /// A file where a folder must be would fail halfway through writing; refused before anything is written.
    private func folderProblems() -> Diagnostics {
        var diagnostics = Diagnostics()
        for directory in Set([outputDirectory, scaffoldDirectory]).sorted() {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), !isDirectory.boolValue {
                diagnostics.error("expected a folder to write into, found a file", at: .file(directory))
            }
        }
        return diagnostics
    }

    /// Compares the files of a run with what is on disk. Its errors are those `refusesToWrite`
    /// foresees (a run decides by it whether to take the lock): a new kind of error goes in both.
    ///
    /// `recorded` is the run manifest of a run whose files are kept (`GeneratedFile.isKept`): it lists
    /// the folders, which its verification under the lock proved hold exactly its files, so they are
    /// not walked again. A kept file is neither resolved nor read: the manifest proved it as recorded.
    /// `destinations`, when given, are those of `files` (`destinations(of:)`), not worked out again;
    /// `scaffoldManifest`, when given, is the scaffold folder's manifest as read earlier under the lock.
    public func plan(
        _ files: [GeneratedFile], recorded: RunManifest? = nil, destinations given: Destinations? = nil,
        scaffoldManifest: ScaffoldManifestReading? = nil
    ) -> OutputPlan {
        var diagnostics = folderProblems()
        var changes: [OutputPlan.Change] = []
        // The paths produced, as written; resolved, those `check` resolved; and the kept ones, not resolved.
        var produced = Set<String>(minimumCapacity: files.count)
        var producedResolved = Set<String>(minimumCapacity: files.count)
        var producedUnresolved: [String] = []
        let paths = PathResolver()
        if diagnostics.hasErrors { return OutputPlan(changes: [], diagnostics: diagnostics) }
        let hasScaffolds = files.contains { $0.kind == .scaffold }
        var manifest = ScaffoldManifest()
        if hasScaffolds {
            manifest = scaffoldManifest?.reading.value() ?? ScaffoldManifest.read(in: scaffoldDirectory)
        }
        var scaffolds = ScaffoldPlanner(manifest: manifest, requirements: scaffoldRequirements)
        let (outputDirectory, scaffoldDirectory) = (outputDirectory, scaffoldDirectory)
        // Each file is checked and read on whichever core is free; the plan is then put together in order.
        let destinations = given ?? self.destinations(of: files)
        precondition(destinations.list.count == files.count, "the destinations of other files")
        let checks = ParallelWork.map(Array(zip(files, destinations.list))) { file, destination in
            Self.check(
                file, in: file.kind == .generated ? outputDirectory : scaffoldDirectory, destination: destination)
        }
        for (file, check) in zip(files, checks) {
            switch check {
            case .refused(let message, let path):
                diagnostics.error(message, at: .file(path))
            case .generated(let path, let standardized, let action):
                changes.append(
                    .init(
                        action: action, path: path, kind: .generated,
                        contents: action == .unchanged ? nil : file.contents))
                produced.insert(path)
                if let standardized { producedResolved.insert(standardized) } else { producedUnresolved.append(path) }
            case .usersScaffold(let path, let standardized, let reason):
                diagnostics.warning("\(reason); left as it is", at: .file(path))
                changes.append(scaffolds.keep(file, at: path))
                produced.insert(path)
                producedResolved.insert(standardized)
            case .scaffold(let path, let standardized, let existing, let digest):
                changes.append(
                    file.isKept
                        ? scaffolds.keep(file, at: path)
                        : scaffolds.change(
                            for: file, at: path, existing: existing,
                            digest: digest ?? ScaffoldManifest.digest(file.contents), diagnostics: &diagnostics))
                produced.insert(path)
                if let standardized { producedResolved.insert(standardized) } else { producedUnresolved.append(path) }
            }
        }
        // Each folder is walked once per plan: the listing also goes into the run manifest.
        let outputListing =
            recorded?.files(under: outputDirectory, named: ownedFiles) ?? candidateFiles(under: outputDirectory)
        let scaffoldListing =
            scaffoldDirectory == outputDirectory
            ? outputListing
            : recorded?.files(under: scaffoldDirectory, named: ownedFiles) ?? candidateFiles(under: scaffoldDirectory)
        // A listed path that is not one produced as written may still be one through a link: only those
        // are resolved (and then the kept paths too). Only the files this run does not produce are opened
        // to read their first line.
        let unproduced = { (listing: [String]) -> [String] in
            let unwritten = listing.filter { !produced.contains($0) }
            guard !unwritten.isEmpty else { return [] }
            for path in producedUnresolved { producedResolved.insert(paths.standardized(path)) }
            producedUnresolved = []
            return unwritten.filter { !producedResolved.contains(paths.standardized($0)) }
        }
        for path in Self.files(unproduced(outputListing), startingWith: ownedFiles.prefix) {
            if let source = foreignSource(of: path, headerPrefix: GeneratedFile.headerPrefix) {
                diagnostics.warning(
                    "generated from '\(source)', not from this run's specs ('\(specsFolder ?? "")'); left as it is"
                        + " (delete it if that spec set is gone)", at: .file(path))
                continue
            }
            changes.append(.init(action: .remove, path: path, kind: .generated, contents: nil))
        }
        if hasScaffolds {
            for path in Self.files(unproduced(scaffoldListing), startingWith: GeneratedFile.scaffoldHeaderPrefix) {
                let relative = String(path.dropFirst(Self.join(scaffoldDirectory, "").count))
                let foreign = foreignSource(of: path, headerPrefix: GeneratedFile.scaffoldHeaderPrefix) != nil
                if let change = scaffolds.removal(
                    of: relative, at: path, removable: !foreign, diagnostics: &diagnostics)
                {
                    changes.append(change)
                }
            }
        }
        var plan = OutputPlan(changes: changes.sorted { $0.path < $1.path }, diagnostics: diagnostics)
        plan.listedFiles = Set(outputListing + scaffoldListing)
        if hasScaffolds {
            if let recorded = scaffolds.finishedManifest(exists: { Self.exists(Self.join(scaffoldDirectory, $0)) }) {
                plan.bookkeeping = .init(
                    path: Self.join(scaffoldDirectory, ScaffoldManifest.fileName), contents: recorded.text)
            }
        }
        return plan
    }

    /// What `plan` needs to know about one file before it decides what to do with it.
    private enum FileCheck: Sendable {
        /// The file cannot be written there (outside its folder, or a name the file system refuses).
        case refused(String, path: String)
        /// A generated file: its path, the path it resolves to (symbolic links followed; nil for a kept
        /// file), and whether it is new, changed or the same as on disk (compared here, so no file's old
        /// bytes are kept).
        case generated(path: String, standardized: String?, action: OutputPlan.Action)
        /// A scaffold, with what is on disk now and the digest of what the run writes (hashed here, on
        /// every core; nil for a kept scaffold, which is not written), for `ScaffoldPlanner`.
        case scaffold(path: String, standardized: String?, existing: Data?, digest: String?)
        /// Something is at the scaffold's path that coordgen does not write over (`reason`): the user's, kept.
        case usersScaffold(path: String, standardized: String, reason: String)
    }

    /// Where a file goes: its path, and the path it resolves to (symbolic links followed).
    fileprivate enum Destination: Sendable {
        case refused(String, path: String)
        case path(String, standardized: String)
        /// A scaffold's path that is a link to a file outside the scaffold folder: the user's, never
        /// written through.
        case link(String, standardized: String)
    }

    private static func destination(of file: GeneratedFile, in directory: String, paths: PathResolver) -> Destination {
        let path = join(directory, file.path)
        guard isPlainRelative(file.path), let resolved = paths.resolved(path) else {
            return .refused("refusing to write outside '\(directory)'", path: path)
        }
        guard paths.isResolved(resolved, inside: directory) else {
            // A scaffold replaced by a link to a file elsewhere (shared with another target, say) is
            // the user's choice, as an edited scaffold is: kept, not a reason to stop the run.
            let folder = PathText.parent(of: path)
            if file.kind == .scaffold, isALink(path), let resolvedFolder = paths.resolved(folder),
                resolvedFolder == paths.resolved(directory) || paths.isResolved(resolvedFolder, inside: directory)
            {
                return .link(path, standardized: resolved)
            }
            return .refused("refusing to write outside '\(directory)'", path: path)
        }
        if let problem = PathLimits.problem(writing: paths.absolutePath(path)) {
            return .refused(problem, path: path)
        }
        // A folder cannot be replaced by a file: found here, before anything is written, the run stops
        // with nothing changed (the write itself would fail after other files were written, while
        // `--check` and `--dry-run` said nothing).
        if holdsAFolder(path) {
            let what = file.kind == .generated ? "generated file" : "scaffold"
            return .refused("a folder is in the place of this \(what); move or rename the folder", path: path)
        }
        return .path(path, standardized: resolved)
    }

    /// `destination` is nil for a kept file (`destinations(of:)`).
    private static func check(_ file: GeneratedFile, in directory: String, destination: Destination?) -> FileCheck {
        guard let destination else {
            // As the run manifest recorded it, which the run proved under its lock: it is not written, so
            // where its path leads is not checked, and it is not read again.
            let path = join(directory, file.path)
            return file.kind == .generated
                ? .generated(path: path, standardized: nil, action: .unchanged)
                : .scaffold(path: path, standardized: nil, existing: nil, digest: nil)
        }
        let (path, resolved): (String, String)
        switch destination {
        case .refused(let message, let refusedPath): return .refused(message, path: refusedPath)
        case .link(let link, let standardized):
            return .usersScaffold(
                path: link, standardized: standardized,
                reason: "this scaffold is a link to a file outside '\(directory)'")
        case .path(let destination, let standardized): (path, resolved) = (destination, standardized)
        }
        // Read with POSIX calls, non-blocking, so that a FIFO cannot block the run. In the generated
        // folder, anything else in a file's place reads as missing: the write replaces it.
        guard file.kind == .generated else {
            let existing = RegularFile.contents(of: path, limit: Int.max)
            // In the scaffold folder, something coordgen cannot read (a FIFO, a socket, a link to a
            // folder) is the user's, never written over.
            if existing == nil, exists(path) {
                return .usersScaffold(
                    path: path, standardized: resolved, reason: "cannot read this scaffold (not a readable file)")
            }
            return .scaffold(
                path: path, standardized: resolved, existing: existing.map { Data($0) },
                digest: ScaffoldManifest.digest(file.contents))
        }
        var contents = file.contents
        let action: OutputPlan.Action = contents.withUTF8 { utf8 in
            // One byte more than the file's new contents is enough to tell that it differs.
            guard let existing = RegularFile.contents(of: path, limit: utf8.count + 1) else { return .create }
            return existing.hasSameBytes(as: utf8) ? .unchanged : .update
        }
        return .generated(path: path, standardized: resolved, action: action)
    }

    /// The source a generated file's or scaffold's header names (`// Generated by coordgen from
    /// Flows/ItemFlow.md. …`), when it is not this run's specs folder; nil when the file is this
    /// run's, or the run names no specs folder.
    func foreignSource(of path: String, headerPrefix: String) -> String? {
        guard let specsFolder, let start = RegularFile.contents(of: path, limit: 4096) else { return nil }
        let line = String(decoding: start.prefix { $0 != UInt8(ascii: "\n") }, as: UTF8.self)
        let lead = headerPrefix + " from "
        guard line.hasPrefix(lead), !line.hasPrefix(lead + specsFolder + "/"),
            !line.hasPrefix(lead + specsFolder + ". ")
        else { return nil }
        let rest = line.dropFirst(lead.count)
        return String(rest[..<(rest.range(of: ". ")?.lowerBound ?? rest.endIndex)])
    }

    /// True when a symbolic link is at `path` itself.
    private static func isALink(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFLNK
    }

    /// True when a folder is at `path` itself (a link is not followed: the rename replaces a link).
    private static func holdsAFolder(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR
    }

    private static func exists(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0
    }

    /// The regular files of `listing` whose bytes start with `prefix` (read without blocking: a FIFO
    /// among them is not one).
    private static func files(_ listing: [String], startingWith prefix: String) -> [String] {
        let prefix = Array(prefix.utf8)
        return listing.filter { path in
            RegularFile.contents(of: path, limit: prefix.count)?.elementsEqual(prefix) ?? false
        }
    }

    func candidateFiles(under directory: String) -> [String] {
        var paths: [String] = []
        for relative in FolderListing.entries(under: directory) {
            guard ownedFiles.matchesName(relative) else { continue }
            let path = Self.join(directory, relative)
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue {
                paths.append(path)
            }
        }
        return paths.sorted()
    }

    /// A relative path with no `..`, `.` or empty parts: after a symbolic link, `..` means the
    /// link target's parent, which a textual check cannot see.
    static func isPlainRelative(_ relative: String) -> Bool {
        isPlainRelative(utf8: relative.utf8)
    }

    /// `isPlainRelative` on the path's UTF-8 bytes (a manifest's lines are read as bytes).
    static func isPlainRelative(utf8 relative: some Collection<UInt8>) -> Bool {
        relative.first != UInt8(ascii: "/") && PathResolver.hasPlainComponents(relative)
    }

    static func join(_ directory: String, _ relative: String) -> String {
        directory.hasSuffix("/") ? directory + relative : directory + "/" + relative
    }
}
