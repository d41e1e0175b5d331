import Foundation

/// Resolves output paths the way the file system will follow them, remembering folders.
///
/// Every planned file is checked to stay inside its output folder with symbolic links resolved;
/// a large app has thousands of files in a few dozen folders, so folders are resolved once.
/// Files are checked on every core, so the folder memo is behind a lock (two threads that miss
/// the same folder both resolve it, to the same answer).
final class PathResolver: @unchecked Sendable {
    private var folders: [String: String?] = [:]
    private let foldersLock = NSLock()

    /// True when `resolved` (an answer of `resolved(_:)`, links followed as far as they exist) is
    /// under `root`, resolved the same way. A path with a dangling link on the way has no answer
    /// to pass: where it leads cannot be checked, so the caller counts it as outside.
    func isResolved(_ resolved: String, inside root: String) -> Bool {
        guard let resolvedRoot = self.resolved(root) else { return false }
        return resolved.hasPrefix(resolvedRoot.hasSuffix("/") ? resolvedRoot : resolvedRoot + "/")
    }

    /// The resolved path, or the standardized one when a dangling link is on the way.
    func standardized(_ path: String) -> String {
        resolved(path) ?? absolutePath(path)
    }

    /// The working directory, read once: a run asks about thousands of paths.
    private let currentDirectory = FileManager.default.currentDirectoryPath

    /// `path` made absolute against the working directory, with `.`, `..` and repeated slashes removed
    /// as written (what `URL.standardizedFileURL` does, without its cost on every one of a run's files).
    func absolutePath(_ path: String) -> String {
        let full = path.hasPrefix("/") ? path : currentDirectory + "/" + path
        if Self.isPlainAbsolute(full) { return full }
        var components: [Substring] = []
        for component in full.split(separator: "/", omittingEmptySubsequences: true) {
            switch component {
            case ".": continue
            case "..": _ = components.popLast()
            default: components.append(component)
            }
        }
        return "/" + components.joined(separator: "/")
    }

    /// True when `absolute` has no empty, `.` or `..` component and no trailing slash: nothing to
    /// remove (the case of almost every path a run asks about, checked without splitting it).
    private static func isPlainAbsolute(_ absolute: String) -> Bool {
        var path = absolute
        return path.withUTF8 { $0.first == UInt8(ascii: "/") && hasPlainComponents($0.dropFirst()) }
    }

    /// True when every `/`-separated component of `path` is neither empty, `.` nor `..`; read on
    /// bytes, with nothing allocated (runs check every path they write and every line of a manifest).
    static func hasPlainComponents(_ path: some Sequence<UInt8>) -> Bool {
        let slash = UInt8(ascii: "/")
        var length = 0
        var onlyDots = true
        for byte in path {
            if byte == slash {
                if length == 0 || (onlyDots && length <= 2) { return false }
                length = 0
                onlyDots = true
            } else {
                length += 1
                onlyDots = onlyDots && byte == UInt8(ascii: ".")
            }
        }
        return length > 0 && !(onlyDots && length <= 2)
    }

    /// The absolute path with `.` and `..` removed and symbolic links resolved in its longest
    /// existing part; nil when that part holds a dangling link. (Foundation resolves links only
    /// when the whole path exists, so a scaffold folder that is a link to elsewhere would go
    /// unnoticed and files would be written through it.)
    func resolved(_ path: String) -> String? {
        let absolute = absolutePath(path)
        var status = stat()
        // A file that is itself a link is resolved in full; otherwise its folder's answer is reused.
        if lstat(absolute, &status) == 0, status.st_mode & S_IFMT == S_IFLNK {
            return Self.resolvedUncached(absolute)
        }
        // `absolute` is plain (see `absolutePath`): its folder is everything before the last slash.
        guard let slash = absolute.utf8.lastIndex(of: UInt8(ascii: "/")), slash != absolute.utf8.startIndex else {
            return Self.resolvedUncached(absolute)
        }
        let folder = String(absolute[..<slash])
        let resolvedFolder: String?
        if let cached = foldersLock.withLock({ folders[folder] }) {
            resolvedFolder = cached
        } else {
            resolvedFolder = resolved(folder)
            foldersLock.withLock { folders[folder] = .some(resolvedFolder) }
        }
        guard let resolvedFolder else { return nil }
        let name = absolute[absolute.utf8.index(after: slash)...]
        return resolvedFolder == "/" ? "/" + name : resolvedFolder + "/" + name
    }

    private static func resolvedUncached(_ absolute: String) -> String? {
        var existing = absolute
        var missing: [String] = []
        var status = stat()
        while lstat(existing, &status) != 0, existing != "/" {
            missing.insert((existing as NSString).lastPathComponent, at: 0)
            existing = (existing as NSString).deletingLastPathComponent
        }
        guard let real = realpath(existing, nil) else { return nil }
        defer { free(real) }
        return ([String(cString: real)] + missing).joined(separator: "/").replacingOccurrences(of: "//", with: "/")
    }
}
