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

    private static let temporaryMarker = ".coordgen-tmp-"

    public init(outputDirectory: String, scaffoldDirectory: String, ownedFiles: OwnedFiles = .swift) {
        self.outputDirectory = outputDirectory
        self.scaffoldDirectory = scaffoldDirectory
        self.ownedFiles = ownedFiles
    }

    /// A writer for one folder of generated files only, such as the docs site.
    public init(directory: String, ownedFiles: OwnedFiles) {
        self.init(outputDirectory: directory, scaffoldDirectory: directory, ownedFiles: ownedFiles)
    }

    /// Compares the files of a run with what is on disk.
    public func plan(_ files: [GeneratedFile]) -> OutputPlan {
        var diagnostics = Diagnostics()
        var changes: [OutputPlan.Change] = []
        var produced = Set<String>()
        let paths = PathResolver()
        // A file where a folder must be would fail halfway through writing; refuse before anything is written.
        for directory in Set([outputDirectory, scaffoldDirectory]).sorted() {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), !isDirectory.boolValue {
                diagnostics.error("expected a folder to write into, found a file", at: .file(directory))
            }
        }
        if diagnostics.hasErrors { return OutputPlan(changes: [], diagnostics: diagnostics) }
        for file in files {
            let directory = file.kind == .generated ? outputDirectory : scaffoldDirectory
            let path = Self.join(directory, file.path)
            guard Self.isPlainRelative(file.path), paths.isInside(path, root: directory) else {
                diagnostics.error("refusing to write outside '\(directory)'", at: .file(path))
                continue
            }
            let existing = FileManager.default.contents(atPath: path)
            switch (file.kind, existing) {
            case (_, nil):
                changes.append(.init(action: .create, path: path, kind: file.kind, contents: file.contents))
            case (.generated, let data?):
                let same = data == Data(file.contents.utf8)
                changes.append(
                    .init(
                        action: same ? .unchanged : .update, path: path, kind: .generated,
                        contents: same ? nil : file.contents))
            case (.scaffold, let data?):
                changes.append(.init(action: .keep, path: path, kind: .scaffold, contents: nil))
                if let scaffoldRequirements {
                    ScaffoldCheck.compare(
                        existing: String(decoding: data, as: UTF8.self), with: file, at: path,
                        rules: scaffoldRequirements, diagnostics: &diagnostics)
                }
            }
            if file.kind == .generated { produced.insert(paths.standardized(path)) }
        }
        for path in self.files(under: outputDirectory, startingWith: ownedFiles.prefix)
        where !produced.contains(paths.standardized(path)) {
            changes.append(.init(action: .remove, path: path, kind: .generated, contents: nil))
        }
        if files.contains(where: { $0.kind == .scaffold }) {
            let scaffolds = Set(
                files.filter { $0.kind == .scaffold }.map { paths.standardized(Self.join(scaffoldDirectory, $0.path)) })
            for path in self.files(under: scaffoldDirectory, startingWith: GeneratedFile.scaffoldHeaderPrefix)
            where !scaffolds.contains(paths.standardized(path)) {
                diagnostics.warning(
                    "no spec uses this scaffold any more; delete it if its screen or flow is gone"
                        + " (coordgen never deletes your files)", at: .file(path))
            }
        }
        return OutputPlan(changes: changes.sorted { $0.path < $1.path }, diagnostics: diagnostics)
    }

    /// Writes what the plan says; stops at the first file that cannot be written.
    public func apply(_ plan: OutputPlan) throws {
        removeLeftoverTemporaryFiles()
        for change in plan.changes {
            switch change.action {
            case .create, .update:
                try write(change.contents ?? "", to: change.path)
            case .remove:
                do {
                    try FileManager.default.removeItem(atPath: change.path)
                } catch {
                    throw OutputError.cannotRemove(change.path)
                }
            case .unchanged, .keep:
                break
            }
        }
    }

    /// Writes through a temporary file in the same folder and a rename, so readers never see half a file.
    private func write(_ contents: String, to path: String) throws {
        let directory = (path as NSString).deletingLastPathComponent
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            throw OutputError.cannotWrite(path, reason: "cannot create the folder '\(directory)'")
        }
        let name = (path as NSString).lastPathComponent
        let temporary = Self.join(
            directory, ".\(name)\(Self.temporaryMarker)\(ProcessInfo.processInfo.processIdentifier)")
        // Written with plain POSIX calls: `createFile` goes through a `.dat.nosync…` file of its own,
        // which a killed run leaves behind under a name the cleanup cannot know, and Foundation's
        // writes fsync every file, which made a first `generate` of a large app several times slower.
        // The rename alone already leaves every file old or new when a run is killed.
        guard Self.writeFile(Array(contents.utf8), to: temporary) else {
            let reason = Self.lastErrorReason()
            try? FileManager.default.removeItem(atPath: temporary)
            throw OutputError.cannotWrite(path, reason: reason)
        }
        guard rename(temporary, path) == 0 else {
            let reason = Self.lastErrorReason()
            try? FileManager.default.removeItem(atPath: temporary)
            throw OutputError.cannotWrite(path, reason: reason)
        }
    }

    /// The C library's words for the last failed call (`Permission denied`, `Is a directory`, …).
    private static func lastErrorReason() -> String {
        String(cString: strerror(errno)).lowercased()
    }

    /// Creates or truncates `path` and writes `bytes`; false on any failure.
    private static func writeFile(_ bytes: [UInt8], to path: String) -> Bool {
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
        return close(descriptor) == 0 && succeeded
    }

    /// Files under `directory` with an owned extension whose bytes start with `prefix`.
    private func files(under directory: String, startingWith prefix: String) -> [String] {
        let prefix = Data(prefix.utf8)
        return candidateFiles(under: directory).filter { path in
            guard let handle = FileHandle(forReadingAtPath: path) else { return false }
            defer { try? handle.close() }
            let start = (try? handle.read(upToCount: prefix.count)) ?? Data()
            return start == prefix
        }
    }

    private func candidateFiles(under directory: String) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: directory) else { return [] }
        var paths: [String] = []
        while let relative = enumerator.nextObject() as? String {
            guard ownedFiles.matchesName(relative) else { continue }
            let path = Self.join(directory, relative)
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue {
                paths.append(path)
            }
        }
        return paths.sorted()
    }

    /// Temporary files of a run that was killed before its rename.
    private func removeLeftoverTemporaryFiles() {
        for directory in Set([outputDirectory, scaffoldDirectory]).sorted() {
            guard let enumerator = FileManager.default.enumerator(atPath: directory) else { continue }
            while let relative = enumerator.nextObject() as? String {
                guard relative.contains(Self.temporaryMarker) else { continue }
                try? FileManager.default.removeItem(atPath: Self.join(directory, relative))
            }
        }
    }

    /// A relative path with no `..`, `.` or empty parts: after a symbolic link, `..` means the
    /// link target's parent, which a textual check cannot see.
    static func isPlainRelative(_ relative: String) -> Bool {
        !relative.hasPrefix("/")
            && relative.split(separator: "/", omittingEmptySubsequences: false)
                .allSatisfy { !$0.isEmpty && $0 != "." && $0 != ".." }
    }

    static func join(_ directory: String, _ relative: String) -> String {
        directory.hasSuffix("/") ? directory + relative : directory + "/" + relative
    }
}

public enum OutputError: Error, CustomStringConvertible {
    case cannotWrite(String, reason: String)
    case cannotRemove(String)

    public var description: String {
        switch self {
        case .cannotWrite(let path, let reason): "\(path): error: cannot write the file: \(reason)"
        case .cannotRemove(let path): "\(path): error: cannot remove this file, which no spec produces any more"
        }
    }
}
