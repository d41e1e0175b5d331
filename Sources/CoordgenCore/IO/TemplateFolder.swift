import Foundation

/// The `*.mustache` files of a user's templates folder (`--templates DIR`), read at the edge so
/// rendering never touches the disk.
public struct TemplateFolder: Sendable {
    /// The folder as the user named it, for messages.
    public let path: String
    /// Relative path (`Coordinator/Swift/Flow.mustache`) and text of every template file, sorted by path.
    public let files: [(relativePath: String, text: String)]

    public init(path: String, files: [(relativePath: String, text: String)]) {
        self.path = path
        self.files = files.sorted { $0.relativePath < $1.relativePath }
    }

    /// Reads every template under `directory` (hidden files skipped); problems go to `diagnostics`.
    public static func read(_ directory: String, diagnostics: inout Diagnostics) -> TemplateFolder {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
            diagnostics.error("templates folder does not exist", at: .file(directory))
            return TemplateFolder(path: directory, files: [])
        }
        let base = URL(fileURLWithPath: directory).standardizedFileURL
        var files: [(relativePath: String, text: String)] = []
        let enumerator = FileManager.default.enumerator(
            at: base, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
        while let url = enumerator?.nextObject() as? URL {
            guard url.pathExtension == "mustache" else { continue }
            let path = url.standardizedFileURL.path
            let relative = String(path.dropFirst(base.path.count + 1))
            guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8)
            else {
                diagnostics.error("cannot read the template as UTF-8 text", at: .file(directory + "/" + relative))
                continue
            }
            files.append((relative, text))
        }
        return TemplateFolder(path: directory, files: files)
    }
}
