import Foundation

/// Plans and applies the output of a run on disk.
///
/// Generated files are written only when their bytes change, each through a temporary file and
/// a rename, so a run that is interrupted leaves every file either old or new. Generated files
/// that no spec produces any more are removed, but only files that start with coordgen's header.
/// Scaffolds are written when missing and never touched again.
public struct OutputWriter {
    public let outputDirectory: String
    public let scaffoldDirectory: String

    private static let temporaryMarker = ".coordgen-tmp-"

    public init(outputDirectory: String, scaffoldDirectory: String) {
        self.outputDirectory = outputDirectory
        self.scaffoldDirectory = scaffoldDirectory
    }

    /// Compares the files of a run with what is on disk.
    public func plan(_ files: [GeneratedFile]) -> OutputPlan {
        var diagnostics = Diagnostics()
        var changes: [OutputPlan.Change] = []
        var produced = Set<String>()
        for file in files {
            let directory = file.kind == .generated ? outputDirectory : scaffoldDirectory
            let path = Self.join(directory, file.path)
            guard isInside(path, root: directory) else {
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
                    .init(action: same ? .unchanged : .update, path: path, kind: .generated,
                        contents: same ? nil : file.contents))
            case (.scaffold, let data?):
                changes.append(.init(action: .keep, path: path, kind: .scaffold, contents: nil))
                ScaffoldCheck.compare(existing: String(decoding: data, as: UTF8.self), with: file, at: path,
                    diagnostics: &diagnostics)
            }
            if file.kind == .generated { produced.insert(Self.standardized(path)) }
        }
        for path in ownGeneratedFiles() where !produced.contains(Self.standardized(path)) {
            changes.append(.init(action: .remove, path: path, kind: .generated, contents: nil))
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
                try FileManager.default.removeItem(atPath: change.path)
            case .unchanged, .keep:
                break
            }
        }
    }

    /// Writes through a temporary file in the same folder and a rename, so readers never see half a file.
    private func write(_ contents: String, to path: String) throws {
        let directory = (path as NSString).deletingLastPathComponent
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let name = (path as NSString).lastPathComponent
        let temporary = Self.join(directory, ".\(name)\(Self.temporaryMarker)\(ProcessInfo.processInfo.processIdentifier)")
        guard FileManager.default.createFile(atPath: temporary, contents: Data(contents.utf8)) else {
            throw OutputError.cannotWrite(path)
        }
        guard rename(temporary, path) == 0 else {
            try? FileManager.default.removeItem(atPath: temporary)
            throw OutputError.cannotWrite(path)
        }
    }

    /// Swift files under the output folder that start with coordgen's header.
    private func ownGeneratedFiles() -> [String] {
        swiftFiles(under: outputDirectory).filter { path in
            guard let handle = FileHandle(forReadingAtPath: path) else { return false }
            defer { try? handle.close() }
            let start = (try? handle.read(upToCount: GeneratedFile.headerPrefix.utf8.count)) ?? Data()
            return start == Data(GeneratedFile.headerPrefix.utf8)
        }
    }

    private func swiftFiles(under directory: String) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: directory) else { return [] }
        var paths: [String] = []
        while let relative = enumerator.nextObject() as? String {
            guard relative.hasSuffix(".swift") else { continue }
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
        for directory in [outputDirectory, scaffoldDirectory] {
            guard let enumerator = FileManager.default.enumerator(atPath: directory) else { continue }
            while let relative = enumerator.nextObject() as? String {
                guard relative.contains(Self.temporaryMarker) else { continue }
                try? FileManager.default.removeItem(atPath: Self.join(directory, relative))
            }
        }
    }

    /// True when `path`, with symbolic links resolved as far as they exist, stays under `root`.
    private func isInside(_ path: String, root: String) -> Bool {
        let resolvedRoot = Self.standardized(root)
        let resolved = Self.standardized(path)
        return resolved.hasPrefix(resolvedRoot.hasSuffix("/") ? resolvedRoot : resolvedRoot + "/")
    }

    static func standardized(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
    }

    static func join(_ directory: String, _ relative: String) -> String {
        directory.hasSuffix("/") ? directory + relative : directory + "/" + relative
    }
}

public enum OutputError: Error, CustomStringConvertible {
    case cannotWrite(String)

    public var description: String {
        switch self {
        case .cannotWrite(let path): "\(path): error: cannot write the file"
        }
    }
}
