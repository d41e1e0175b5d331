import Foundation

/// Questions about a text answered on its UTF-8 bytes.
extension StringProtocol {
    /// `count`, the number of Characters, counted on the bytes when the text is ASCII without a
    /// carriage return, as nearly every generated line is: such a character is one byte (a CR-LF
    /// pair is one Character). `count` breaks the text into grapheme clusters, which made measuring
    /// lines against the line limit cost more than building them.
    var characterCount: Int {
        // One pass without an early exit, which the compiler turns into vector instructions; a text
        // with a carriage return (rare in generated text) is counted by `count`.
        let isPlainASCII = utf8.withContiguousStorageIfAvailable { bytes in
            var allBits: UInt8 = 0
            var carriageReturns = 0
            for byte in bytes {
                allBits |= byte
                carriageReturns &+= byte == 0x0D ? 1 : 0
            }
            return allBits < 0x80 && carriageReturns == 0
        }
        return isPlainASCII == true ? utf8.count : count
    }
}

extension String {
    /// True when both texts are the same UTF-8 bytes, compared with `memcmp`. Swift's `==` also takes
    /// two Unicode spellings of one text as equal; `utf8.elementsEqual` answers the same as this, a
    /// byte at a time through the generic collection path, which cost a tenth of encoding the model
    /// cache.
    func hasSameUTF8(as other: String) -> Bool {
        guard utf8.count == other.utf8.count else { return false }
        var (first, second) = (self, other)
        return first.withUTF8 { left in
            second.withUTF8 { right in
                guard let leftBase = left.baseAddress, let rightBase = right.baseAddress else { return true }
                return memcmp(leftBase, rightBase, left.count) == 0
            }
        }
    }
}

extension UnsafeBufferPointer where Element == UInt8 {
    /// True when every byte is ASCII: one pass without an early exit, which the compiler turns into
    /// vector instructions (an early exit at the first other byte made it a byte at a time).
    var isASCII: Bool {
        reduce(0 as UInt8) { $0 | $1 } < 0x80
    }

    /// FNV-1a (64 bits) of the bytes, as a non-negative `Int`: the hash of the tables that find short
    /// names by their bytes (`FieldTable`, the model cache's `WrittenStrings`), where Swift's seeded
    /// SipHash cost more than the rest of a look-up.
    var fnv1aHash: Int {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in self { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return Int(truncatingIfNeeded: hash >> 1)
    }
}

extension Sequence where Element == UInt8 {
    /// The number of Unicode scalars in these UTF-8 bytes: the bytes that do not continue one
    /// (continuation bytes are 10xxxxxx), counted without decoding.
    var unicodeScalarCount: Int {
        reduce(0) { $1 & 0xC0 != 0x80 ? $0 + 1 : $0 }
    }
}

extension Array where Element == UInt8 {
    /// Appends `value` in ASCII decimal digits, with `-` before a negative one: the bytes of
    /// `String(value)`, without making a string first (a run manifest writes four numbers for every
    /// output file; a string for each was half of writing it).
    mutating func appendDecimal(_ value: Int) {
        if value < 0 { append(UInt8(ascii: "-")) }
        // The magnitude, so that `Int.min` has its digits too.
        appendDecimal(UInt64(value.magnitude))
    }

    /// `appendDecimal` of an unsigned number.
    mutating func appendDecimal(_ value: UInt64) {
        // The digits come lowest first: written from the end of a buffer that holds the most (20).
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
            var position = digits.count
            var rest = value
            repeat {
                position -= 1
                digits[position] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: rest % 10)
                rest /= 10
            } while rest > 0
            append(contentsOf: UnsafeBufferPointer(rebasing: digits[position...]))
        }
    }
}
