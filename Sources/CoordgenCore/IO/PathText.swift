/// Foundation's `NSString` `deletingLastPathComponent` and `lastPathComponent`, worked out on the
/// path's UTF-8 bytes.
///
/// A run writes every output file through its folder and a temporary name beside it; bridged to
/// `NSString`, those two questions were 4% of a first `generate` (3,400 files). `/` is ASCII, so a
/// cut at one of its bytes keeps every Unicode scalar whole. The answers are Foundation's on the paths
/// the writer makes; on others, a run of `/` counts as one and a `/` at the end is dropped, as
/// Foundation means to, without its slips on Linux (it traps on a one-character name without a
/// folder, `a`, and on some names outside ASCII after `//`; `//` is `` to it, `/` here).
enum PathText {
    private static let slash = UInt8(ascii: "/")

    /// `a/b/c` → `a/b`, `/a` → `/`, `a` → ``, `/` → `/`.
    static func parent(of path: String) -> String {
        let fixed = fixedSlashes(path)
        if fixed == "/" { return fixed }
        guard let last = lastSlash(in: fixed) else { return "" }
        return last == 0 ? "/" : String(decoding: fixed.utf8.prefix(last), as: UTF8.self)
    }

    /// `a/b/c` → `c`, `/` → `/`, `a/` → `a`.
    static func lastComponent(of path: String) -> String {
        let fixed = fixedSlashes(path)
        guard fixed != "/", let last = lastSlash(in: fixed) else { return fixed }
        return String(decoding: fixed.utf8.dropFirst(last + 1), as: UTF8.self)
    }

    /// The byte offset of the last `/`, found in a buffer (stepping back through `utf8` cost more).
    private static func lastSlash(in path: String) -> Int? {
        var path = path
        return path.withUTF8 { bytes in bytes.lastIndex(of: slash) }
    }

    /// The path with every run of `/` made one and no `/` at the end, unless it is all slashes (`/`).
    static func fixedSlashes(_ path: String) -> String {
        // Read through a buffer: stepping through `utf8` itself cost more than the rest of writing a file.
        var text = path
        let isFixed = text.withUTF8 { bytes in
            var previousWasSlash = false
            for byte in bytes {
                if byte == slash && previousWasSlash { return false }
                previousWasSlash = byte == slash
            }
            return !(previousWasSlash && bytes.count > 1)
        }
        if isFixed { return path }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(path.utf8.count)
        for byte in path.utf8 where !(byte == slash && bytes.last == slash) {
            bytes.append(byte)
        }
        if bytes.count > 1, bytes.last == slash { bytes.removeLast() }
        return String(decoding: bytes, as: UTF8.self)
    }
}
