import CSHA256
import Foundation

/// SHA-256 (FIPS 180-4), for the scaffold and run manifests: Foundation on Linux has no digest, and a
/// package for one function is not worth a dependency. On x86-64 processors with the SHA extensions the
/// blocks go through `CSHA256` (7 times faster on the benchmark machine, as fast as OpenSSL there; the first
/// `generate` of a large app hashes every file it wrote); everywhere else through the Swift code below.
enum SHA256 {
    /// The digest of `bytes` as 64 lowercase hexadecimal digits.
    static func hex<Bytes: Collection>(_ bytes: Bytes) -> String where Bytes.Element == UInt8 {
        if let digest = bytes.withContiguousStorageIfAvailable({ hex(buffer: UnsafeRawBufferPointer($0)) }) {
            return digest
        }
        return Array(bytes).withUnsafeBytes { hex(buffer: $0) }
    }

    /// The digest of `data`, read in place.
    static func hex(_ data: Data) -> String {
        data.withUnsafeBytes { hex(buffer: $0) }
    }

    /// Whether this processor hashes with its SHA instructions (x86-64 with the SHA extensions).
    static let hasHardwareSupport = csha256_hardware_available() != 0

    /// The eight words of the running hash, kept in registers across blocks rather than in an array.
    private struct State {
        var a: UInt32 = 0x6a09_e667, b: UInt32 = 0xbb67_ae85, c: UInt32 = 0x3c6e_f372, d: UInt32 = 0xa54f_f53a
        var e: UInt32 = 0x510e_527f, f: UInt32 = 0x9b05_688c, g: UInt32 = 0x1f83_d9ab, h: UInt32 = 0x5be0_cd19

        var words: [UInt32] { [a, b, c, d, e, f, g, h] }
    }

    /// Hashes the whole blocks in place and only the padded tail through a copy: the run manifest
    /// hashes every spec on each run, so this loop is part of how fast a run with nothing to do is.
    /// `usingHardware` is false only in tests, which compare both ways.
    static func hex(buffer: UnsafeRawBufferPointer, usingHardware: Bool = hasHardwareSupport) -> String {
        let whole = buffer.count / 64 * 64
        var tail = Array(buffer[whole...])
        tail.append(0x80)
        tail.append(contentsOf: repeatElement(0, count: (64 + 56 - tail.count % 64) % 64))
        let bitLength = UInt64(buffer.count) * 8
        for shift in stride(from: 56, through: 0, by: -8) {
            tail.append(UInt8(truncatingIfNeeded: bitLength >> UInt64(shift)))
        }
        if usingHardware {
            var words = State().words
            words.withUnsafeMutableBufferPointer { state in
                guard let state = state.baseAddress else { return }
                if let blocks = buffer.baseAddress, whole > 0 {
                    csha256_hardware_compress(state, blocks.assumingMemoryBound(to: UInt8.self), whole / 64)
                }
                tail.withUnsafeBytes { tail in
                    guard let blocks = tail.baseAddress else { return }
                    csha256_hardware_compress(state, blocks.assumingMemoryBound(to: UInt8.self), tail.count / 64)
                }
            }
            return hexDigits(words)
        }
        var state = State()
        let constants = UnsafeBufferPointer(start: csha256_round_constants(), count: 64)
        withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 64) { words in
            for chunk in stride(from: 0, to: whole, by: 64) {
                compress(UnsafeRawBufferPointer(rebasing: buffer[chunk..<(chunk + 64)]), &state, words, constants)
            }
            tail.withUnsafeBytes { tail in
                for chunk in stride(from: 0, to: tail.count, by: 64) {
                    compress(UnsafeRawBufferPointer(rebasing: tail[chunk..<(chunk + 64)]), &state, words, constants)
                }
            }
        }
        return hexDigits(state.words)
    }

    /// The words as lowercase hexadecimal, eight digits each, written straight into the string (a
    /// string per word, padded and joined, cost as much as hashing a small file).
    private static func hexDigits(_ words: [UInt32]) -> String {
        let digits = Array("0123456789abcdef".utf8)
        return String(unsafeUninitializedCapacity: words.count * 8) { buffer in
            var position = 0
            for word in words {
                for shift in stride(from: 28, through: 0, by: -4) {
                    buffer[position] = digits[Int((word >> UInt32(shift)) & 0xF)]
                    position += 1
                }
            }
            return position
        }
    }

    /// One 64-byte block into `state`.
    @inline(__always)
    private static func compress(
        _ block: UnsafeRawBufferPointer, _ state: inout State, _ words: UnsafeMutableBufferPointer<UInt32>,
        _ constants: UnsafeBufferPointer<UInt32>
    ) {
        for index in 0..<16 {
            words[index] = UInt32(bigEndian: block.loadUnaligned(fromByteOffset: index * 4, as: UInt32.self))
        }
        for index in 16..<64 {
            let s0 = rotate(words[index - 15], 7) ^ rotate(words[index - 15], 18) ^ (words[index - 15] >> 3)
            let s1 = rotate(words[index - 2], 17) ^ rotate(words[index - 2], 19) ^ (words[index - 2] >> 10)
            words[index] = words[index - 16] &+ s0 &+ words[index - 7] &+ s1
        }
        var (a, b, c, d, e, f, g, h) = (state.a, state.b, state.c, state.d, state.e, state.f, state.g, state.h)
        for index in 0..<64 {
            let s1 = rotate(e, 6) ^ rotate(e, 11) ^ rotate(e, 25)
            let choice = (e & f) ^ (~e & g)
            let temporary1 = h &+ s1 &+ choice &+ constants[index] &+ words[index]
            let s0 = rotate(a, 2) ^ rotate(a, 13) ^ rotate(a, 22)
            let majority = (a & b) ^ (a & c) ^ (b & c)
            let temporary2 = s0 &+ majority
            (h, g, f, e, d, c, b, a) = (g, f, e, d &+ temporary1, c, b, a, temporary1 &+ temporary2)
        }
        state.a &+= a
        state.b &+= b
        state.c &+= c
        state.d &+= d
        state.e &+= e
        state.f &+= f
        state.g &+= g
        state.h &+= h
    }

    @inline(__always)
    private static func rotate(_ value: UInt32, _ count: UInt32) -> UInt32 {
        (value >> count) | (value << (32 - count))
    }
}
