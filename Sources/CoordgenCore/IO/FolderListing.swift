import Foundation

/// Every entry under a folder, as relative paths: what `FileManager.enumerator(atPath:)` lists,
/// read with `readdir`.
///
/// The enumerator built a URL and a path string per entry and was a tenth of a regeneration after
/// an edit. This walk keeps its rules (`FolderListingTests` compares the two): hidden entries are
/// listed; a link is listed but never followed, not even when the folder itself is one (then
/// nothing is listed); folders on another device are listed but not entered; a folder that cannot
/// be read is listed, its contents are not. The order is not specified.
enum FolderListing {
    static func entries(under root: String) -> [String] {
        var status = stat()
        // Without its trailing slashes, or `lstat` would follow a link to a folder.
        var folder = root
        while folder.count > 1, folder.hasSuffix("/") { folder.removeLast() }
        guard lstat(folder, &status) == 0, status.st_mode & S_IFMT == S_IFDIR else { return [] }
        let device = status.st_dev
        var entries: [String] = []
        var pending = [""]
        while let relative = pending.popLast() {
            let folder = relative.isEmpty ? root : OutputWriter.join(root, relative)
            guard let directory = opendir(folder) else { continue }
            defer { closedir(directory) }
            while let entry = readdir(directory) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                    String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
                }
                if name == "." || name == ".." { continue }
                let path = relative.isEmpty ? name : relative + "/" + name
                entries.append(path)
                let type = Int32(entry.pointee.d_type)
                guard type == Int32(DT_DIR) || type == Int32(DT_UNKNOWN) else { continue }
                // A folder to enter: a real one (not a link) on the same device.
                if lstat(OutputWriter.join(root, path), &status) == 0, status.st_mode & S_IFMT == S_IFDIR,
                    status.st_dev == device
                {
                    pending.append(path)
                }
            }
        }
        return entries
    }
}
