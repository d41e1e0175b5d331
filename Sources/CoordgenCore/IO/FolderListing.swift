import Foundation

/// Every entry under a folder, as relative paths: what `FileManager.enumerator(atPath:)` lists,
/// read with `readdir`.
///
/// The enumerator built a URL and a path string per entry and was a tenth of a regeneration after
/// an edit. This walk keeps its rules (`FolderListingTests` compares the two): hidden entries are
/// listed; a link is listed but never followed, not even when the folder itself is one (then
/// nothing is listed); folders on another device are listed but not entered; a folder that is one
/// of its own ancestors is skipped; a folder that cannot be read is listed, its contents are not.
/// The order is not specified.
enum FolderListing {
    static func entries(under root: String) -> [String] {
        var status = stat()
        // Without its trailing slashes, or `lstat` would follow a link to a folder.
        var folder = root
        while folder.count > 1, folder.hasSuffix("/") { folder.removeLast() }
        guard lstat(folder, &status) == 0, status.st_mode & S_IFMT == S_IFDIR else { return [] }
        let device = status.st_dev
        var entries: [String] = []
        // Each folder to enter with the folders above it (device and inode), so that a folder that
        // is its own ancestor (a bind mount of a parent inside it) is neither listed nor entered.
        var pending: [(relative: String, ancestors: [[UInt64]])] = [("", [Self.identity(status)])]
        while let (relative, ancestors) = pending.popLast() {
            let folder = relative.isEmpty ? root : OutputWriter.join(root, relative)
            guard let directory = opendir(folder) else { continue }
            defer { closedir(directory) }
            while let entry = readdir(directory) {
                let name = Self.name(of: entry)
                if name == "." || name == ".." { continue }
                let path = relative.isEmpty ? name : relative + "/" + name
                let type = Int32(entry.pointee.d_type)
                // A folder to enter: a real one (not a link) on the same device, not one above it.
                if type == Int32(DT_DIR) || type == Int32(DT_UNKNOWN),
                    lstat(OutputWriter.join(root, path), &status) == 0, status.st_mode & S_IFMT == S_IFDIR
                {
                    let identity = Self.identity(status)
                    if ancestors.contains(identity) { continue }
                    if status.st_dev == device { pending.append((path, ancestors + [identity])) }
                }
                entries.append(path)
            }
        }
        return entries
    }

    private static func identity(_ status: stat) -> [UInt64] {
        [UInt64(status.st_dev), UInt64(status.st_ino)]
    }

    /// The entry's name, read up to its terminating zero (a record can be shorter than `d_name`).
    static func name(of entry: UnsafeMutablePointer<dirent>) -> String {
        withUnsafeMutablePointer(to: &entry.pointee.d_name) { field in
            field.withMemoryRebound(to: CChar.self, capacity: MemoryLayout.size(ofValue: field.pointee)) {
                String(cString: $0)
            }
        }
    }
}
