import Foundation

/// Reading a file that must be a regular file, with plain POSIX calls and a bound.
///
/// Used where a run reads many files and little else (the specs, the files a run manifest
/// records), so Foundation's attribute dictionaries and its checks are left out; and where a
/// hostile folder must not block or swamp the run.
enum RegularFile {
    /// The bytes of the regular file at `path`, read to its end but never more than `limit` bytes
    /// (a file that grows while it is read stays bounded; a caller that passes one byte more than
    /// it accepts sees the excess). Nil when the file cannot be opened or read, or is no longer a
    /// regular file once open: it is opened non-blocking, so a file swapped for a FIFO since the
    /// caller's `stat` cannot block the run (for a regular file the flag changes nothing).
    /// Without `expectedSize`, the size the open file's `stat` reports is expected.
    static func contents(of path: String, expectedSize: Int? = nil, limit: Int) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
        let expectedSize = expectedSize ?? Int(status.st_size)
        var bytes: [UInt8] = []
        var failed = false
        while !failed, bytes.count < limit {
            // Straight into uninitialised storage. The first read asks for one byte more than `stat`
            // said, so a file of that size arrives in one read; a second read then sees its end.
            let room = min(max(expectedSize + 1 - bytes.count, 4096), limit - bytes.count)
            let chunk = [UInt8](unsafeUninitializedCapacity: room) { buffer, initialized in
                var count = -1
                repeat {
                    count = read(descriptor, buffer.baseAddress, room)
                } while count < 0 && errno == EINTR
                failed = count < 0
                initialized = max(count, 0)
            }
            if chunk.isEmpty { break }
            if bytes.isEmpty { bytes = chunk } else { bytes += chunk }
        }
        return failed ? nil : bytes
    }
}

extension [UInt8] {
    /// True when these are exactly the bytes of `other`, compared with `memcmp` (`elementsEqual`
    /// goes byte by byte, which was a noticeable part of comparing a whole output with the disk).
    func hasSameBytes(as other: UnsafeBufferPointer<UInt8>) -> Bool {
        guard count == other.count else { return false }
        guard let otherBase = other.baseAddress, !isEmpty else { return true }
        return withUnsafeBufferPointer { bytes in bytes.baseAddress.map { memcmp($0, otherBase, count) == 0 } ?? false }
    }

    /// True when these are exactly the UTF-8 bytes of `text`.
    func hasSameBytes(as text: String) -> Bool {
        var text = text
        return text.withUTF8 { hasSameBytes(as: $0) }
    }
}
