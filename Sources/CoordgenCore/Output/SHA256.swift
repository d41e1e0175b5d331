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
        roundConstants.withUnsafeBufferPointer { constants in
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
        }
        return hexDigits(state.words)
    }

    private static func hexDigits(_ words: [UInt32]) -> String {
        words.map { word in
            let digits = String(word, radix: 16)
            return String(repeating: "0", count: 8 - digits.count) + digits
        }.joined()
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

    private static let roundConstants: [UInt32] = [
        0x428a_2f98, 0x7137_4491, 0xb5c0_fbcf, 0xe9b5_dba5, 0x3956_c25b, 0x59f1_11f1, 0x923f_82a4, 0xab1c_5ed5,
        0xd807_aa98, 0x1283_5b01, 0x2431_85be, 0x550c_7dc3, 0x72be_5d74, 0x80de_b1fe, 0x9bdc_06a7, 0xc19b_f174,
        0xe49b_69c1, 0xefbe_4786, 0x0fc1_9dc6, 0x240c_a1cc, 0x2de9_2c6f, 0x4a74_84aa, 0x5cb0_a9dc, 0x76f9_88da,
        0x983e_5152, 0xa831_c66d, 0xb003_27c8, 0xbf59_7fc7, 0xc6e0_0bf3, 0xd5a7_9147, 0x06ca_6351, 0x1429_2967,
        0x27b7_0a85, 0x2e1b_2138, 0x4d2c_6dfc, 0x5338_0d13, 0x650a_7354, 0x766a_0abb, 0x81c2_c92e, 0x9272_2c85,
        0xa2bf_e8a1, 0xa81a_664b, 0xc24b_8b70, 0xc76c_51a3, 0xd192_e819, 0xd699_0624, 0xf40e_3585, 0x106a_a070,
        0x19a4_c116, 0x1e37_6c08, 0x2748_774c, 0x34b0_bcb5, 0x391c_0cb3, 0x4ed8_aa4a, 0x5b9c_ca4f, 0x682e_6ff3,
        0x748f_82ee, 0x78a5_636f, 0x84c8_7814, 0x8cc7_0208, 0x90be_fffa, 0xa450_6ceb, 0xbef9_a3f7, 0xc671_78f2,
    ]
}
