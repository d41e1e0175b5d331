import Foundation

/// Finds ASCII markers in UTF-8 text with the C library's `memchr`.
///
/// The docs stage cuts and cleans Graphviz's SVG and tidies whole pages: megabytes per run.
/// Foundation's `components(separatedBy:)` and `range(of:)` went through `NSString` (UTF-16) for
/// that and were a sixth of `coordgen docs`' own time; the styles look for `self.` in every
/// closure they write; the manifests find their line ends (a loop over the bytes was most of reading
/// them). A marker is ASCII, so a match in the bytes is a match in the text, and
/// cutting there keeps every character whole.
enum ByteSearch {
    /// The offset of the first `needle` in `bytes` at or after `start`, or nil.
    static func firstOffset(of needle: [UInt8], in bytes: UnsafeBufferPointer<UInt8>, from start: Int = 0) -> Int? {
        guard let base = bytes.baseAddress, let first = needle.first, start >= 0 else { return nil }
        var offset = start
        // `memchr` finds each candidate first byte (it reads many bytes per step); the rest is compared.
        while offset + needle.count <= bytes.count {
            guard let found = memchr(base + offset, Int32(first), bytes.count - offset) else { return nil }
            offset = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
            if hasMatch(of: needle, in: bytes, at: offset) { return offset }
            offset += 1
        }
        return nil
    }

    /// The offset of the first `byte` in `bytes` at or after `start`, or nil.
    static func firstOffset(of byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>, from start: Int = 0) -> Int? {
        guard let base = bytes.baseAddress, start >= 0, start < bytes.count,
            let found = memchr(base + start, Int32(byte), bytes.count - start)
        else { return nil }
        return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
    }

    /// The offsets of every `needle` in `bytes`, in order (a needle that cannot overlap itself, as markup).
    static func offsets(of needle: [UInt8], in bytes: UnsafeBufferPointer<UInt8>) -> [Int] {
        var offsets: [Int] = []
        var start = 0
        while let found = firstOffset(of: needle, in: bytes, from: start) {
            offsets.append(found)
            start = found + needle.count
        }
        return offsets
    }

    /// True when `needle` starts at `offset` in `bytes`.
    static func hasMatch(of needle: [UInt8], in bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> Bool {
        guard offset >= 0, offset + needle.count <= bytes.count else { return false }
        return needle.indices.allSatisfy { bytes[offset + $0] == needle[$0] }
    }

    /// `text` with every `needle` replaced by `replacement`. The needle starts and ends with an ASCII
    /// byte (`**Name**`), so a match in the bytes is whole characters of the text.
    static func replacingAll(_ needle: String, with replacement: String, in text: String) -> String {
        let needleBytes = Array(needle.utf8)
        return withBytes(of: text) { bytes in
            var result = ""
            var start = 0
            while let match = firstOffset(of: needleBytes, in: bytes, from: start) {
                result += String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<match]), as: UTF8.self)
                result += replacement
                start = match + needleBytes.count
            }
            guard start > 0 else { return text }
            return result + String(decoding: UnsafeBufferPointer(rebasing: bytes[start...]), as: UTF8.self)
        }
    }

    /// Calls `body` with the text's UTF-8 bytes, made contiguous first if they are not.
    static func withBytes<Result>(of text: String, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        var text = text
        text.makeContiguousUTF8()
        if let result = text.utf8.withContiguousStorageIfAvailable(body) { return result }
        return Array(text.utf8).withUnsafeBufferPointer(body)
    }
}
