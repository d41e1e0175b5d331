import CoordgenCore
import Foundation

/// The folder coordgen works in: the folder of the configuration file in use.
///
/// `coordgen.yml` is looked up from the current folder upwards, like `.swift-format`, so that
/// coordgen behaves the same from any subfolder of a project. Its paths are relative to its own
/// folder, so coordgen makes that folder the working folder; every path in messages and in the
/// generated headers is then the same as in a run from there. Paths given on the command line
/// stay relative to the folder coordgen was started in, and are translated.
enum ProjectFolder {
    /// The folder coordgen was started in; read once, before any change of folder (`Coordgen.main`).
    static let launchFolder = FileManager.default.currentDirectoryPath

    /// Finds the configuration file (`explicit`, or `coordgen.yml` here or in the nearest folder
    /// above, unless `search` is false) and enters its folder. Returns the file's path from there, or nil
    /// when there is none.
    static func enter(configuration explicit: String?, search: Bool = true, diagnostics: inout Diagnostics)
        -> String?
    {
        let file: String
        if let explicit {
            let path = commandLinePath(explicit)
            guard FileManager.default.fileExists(atPath: path) else {
                diagnostics.error("configuration file does not exist", at: .file(path))
                return nil
            }
            file = absolute(path)
        } else {
            guard search, let found = Self.search(from: launchFolder) else { return nil }
            file = found
        }
        let folder = (file as NSString).deletingLastPathComponent
        if folder != FileManager.default.currentDirectoryPath {
            guard FileManager.default.changeCurrentDirectoryPath(folder) else {
                diagnostics.error("cannot enter the folder of this configuration file", at: .file(file))
                return nil
            }
        }
        // Named as given when given as an absolute path (the plugins do), so that its diagnostics carry
        // a path that Xcode and `swift build` can open; otherwise relative to its folder, the new working one.
        return explicit?.hasPrefix("/") == true ? file : (file as NSString).lastPathComponent
    }

    /// `coordgen.yml` in `folder` or the nearest folder above it.
    private static func search(from folder: String) -> String? {
        var current = folder
        while true {
            let candidate = (current as NSString).appendingPathComponent(ConfigurationLoader.fileName)
            if FileManager.default.fileExists(atPath: candidate) { return candidate }
            let parent = (current as NSString).deletingLastPathComponent
            if parent == current || parent.isEmpty { return nil }
            current = parent
        }
    }

    /// A path from the command line (relative to the launch folder) as seen from the working folder.
    static func commandLinePath(_ path: String) -> String {
        let here = FileManager.default.currentDirectoryPath
        guard !path.hasPrefix("/"), !path.isEmpty, here != launchFolder else { return path }
        let target = absolute((launchFolder as NSString).appendingPathComponent(path))
        if target == here { return "." }
        let prefix = here.hasSuffix("/") ? here : here + "/"
        return target.hasPrefix(prefix) ? String(target.dropFirst(prefix.count)) : target
    }

    /// `path` made absolute from the working folder, with `.` and `..` parts removed.
    private static func absolute(_ path: String) -> String {
        let full =
            path.hasPrefix("/")
            ? path
            : (FileManager.default.currentDirectoryPath as NSString)
                .appendingPathComponent(path)
        return (full as NSString).standardizingPath
    }
}
