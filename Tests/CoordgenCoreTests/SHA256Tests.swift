import Foundation
import XCTest

@testable import CoordgenCore

/// The SHA-256 of the run and scaffold manifests: reference vectors, hashing in place, and the
/// processor's SHA instructions against the Swift code.
final class SHA256Tests: XCTestCase {
    func testSHA256HashesDataInPlaceLikeTheReference() {
        // FIPS 180-2's long vector: a million 'a', so whole blocks are hashed in place.
        let million = Data(repeating: UInt8(ascii: "a"), count: 1_000_000)
        XCTAssertEqual(SHA256.hex(million), "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
        XCTAssertEqual(SHA256.hex(Data()), "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        XCTAssertEqual(
            SHA256.hex("abc".utf8), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        XCTAssertEqual(
            SHA256.hex("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8),
            "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        // Every length around a block boundary gives the same digest in place, from an array, from text.
        for count in [0, 1, 55, 56, 57, 63, 64, 65, 119, 120, 127, 128, 129] {
            let bytes = (0..<count).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }
            XCTAssertEqual(SHA256.hex(Data(bytes)), SHA256.hex(bytes), "\(count) bytes")
            XCTAssertEqual(SHA256.hex(AnySequenceOfBytes(bytes)), SHA256.hex(bytes), "\(count) bytes")
        }
    }

    /// The processor's SHA instructions and the Swift code give the same digests: the reference vectors, every
    /// length up to five blocks, and larger inputs of varied bytes. Without the instructions, only the Swift code runs.
    func testSHA256HardwareAndSwiftAgree() throws {
        try XCTSkipUnless(SHA256.hasHardwareSupport, "this processor has no SHA instructions; the Swift code is used")
        func both(_ bytes: [UInt8]) -> (hardware: String, swift: String) {
            bytes.withUnsafeBytes {
                (SHA256.hex(buffer: $0, usingHardware: true), SHA256.hex(buffer: $0, usingHardware: false))
            }
        }
        XCTAssertEqual(
            both(Array("abc".utf8)).hardware, "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        XCTAssertEqual(
            both(Array(repeating: UInt8(ascii: "a"), count: 1_000_000)).hardware,
            "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
        for count in Array(0...320) + [4096, 65_536 + 17] {
            let bytes = (0..<count).map { UInt8(truncatingIfNeeded: (($0 &+ count) &* 2_654_435_761) >> 13) }
            let digests = both(bytes)
            XCTAssertEqual(digests.hardware, digests.swift, "\(count) bytes")
        }
    }
}

/// A collection of bytes without contiguous storage, for the copying path of `SHA256.hex`.
private struct AnySequenceOfBytes: Collection {
    let bytes: [UInt8]
    init(_ bytes: [UInt8]) { self.bytes = bytes }
    var startIndex: Int { bytes.startIndex }
    var endIndex: Int { bytes.endIndex }
    subscript(position: Int) -> UInt8 { bytes[position] }
    func index(after index: Int) -> Int { index + 1 }
}
