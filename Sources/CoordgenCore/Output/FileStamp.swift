import Foundation

/// What `stat` says of a file that changes whenever its bytes are replaced: the modification time
/// to the nanosecond and the inode (an editor that saves through a rename makes a new one).
///
/// A run with nothing to do compares stamps instead of hashing every output again, as git's index
/// and make do; a file whose time is not older than the manifest's own is hashed anyway, since an
/// edit in the same clock tick as the recording would keep its time.
public struct FileStamp: Equatable, Sendable {
    public var seconds: Int
    public var nanoseconds: Int
    public var inode: UInt64

    /// The stamp of the file at `path`, following links, or nil when it cannot be read.
    public init?(path: String) {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        self.init(status)
    }

    init(seconds: Int, nanoseconds: Int, inode: UInt64) {
        self.seconds = seconds
        self.nanoseconds = nanoseconds
        self.inode = inode
    }

    public init(_ status: stat) {
        #if canImport(Darwin)
            let modified = status.st_mtimespec
        #else
            let modified = status.st_mtim
        #endif
        seconds = Int(modified.tv_sec)
        nanoseconds = Int(modified.tv_nsec)
        inode = UInt64(status.st_ino)
    }

    /// `seconds.nanoseconds:inode`.
    var text: String {
        var bytes: [UInt8] = []
        appendText(to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends `text` to `bytes`, without making a string of the whole: a manifest has a stamp per file.
    func appendText(to bytes: inout [UInt8]) {
        bytes.appendDecimal(seconds)
        bytes.append(UInt8(ascii: "."))
        bytes.appendDecimal(nanoseconds)
        bytes.append(UInt8(ascii: ":"))
        bytes.appendDecimal(inode)
    }

    /// Read from `seconds.nanoseconds:inode` (`text`) in UTF-8 bytes, in place: a line of every recorded
    /// file is read on every run that may skip work. Seconds may be negative (before 1970).
    init?(utf8 word: Slice<UnsafeBufferPointer<UInt8>>) {
        guard let dot = word.firstIndex(of: UInt8(ascii: ".")), let colon = word.firstIndex(of: UInt8(ascii: ":")),
            dot < colon
        else { return nil }
        let secondsText = word[..<dot]
        let isNegative = secondsText.first == UInt8(ascii: "-")
        // The magnitude as unsigned, so that `Int.min` (which `text` can write) reads back: negated in
        // two's complement, which is exact up to `Int.max + 1`.
        guard let magnitude = UInt(decimalDigits: isNegative ? secondsText.dropFirst() : secondsText),
            magnitude <= (isNegative ? UInt(Int.max) + 1 : UInt(Int.max)),
            case let seconds = isNegative ? Int(truncatingIfNeeded: 0 &- magnitude) : Int(magnitude),
            let nanoseconds = Int(decimalDigits: word[(dot + 1)..<colon]),
            let inode = UInt64(decimalDigits: word[(colon + 1)...])
        else { return nil }
        self.init(seconds: seconds, nanoseconds: nanoseconds, inode: inode)
    }

    /// True when this stamp proves the file unchanged since it was recorded with `recorded`: the same
    /// stamp, older than the manifest's (`manifest`); a file changed in the same clock tick as the
    /// recording would keep its time.
    func vouchesFor(_ recorded: FileStamp?, recordedBefore manifest: FileStamp) -> Bool {
        self == recorded && isOlder(than: manifest)
    }

    /// True when this file was last changed strictly before `other`.
    func isOlder(than other: FileStamp) -> Bool {
        (seconds, nanoseconds) < (other.seconds, other.nanoseconds)
    }
}

extension FixedWidthInteger {
    /// A decimal number written in ASCII digits alone (no sign, no space); nil for anything else or
    /// a number too large for the type.
    init?(decimalDigits digits: Slice<UnsafeBufferPointer<UInt8>>) {
        guard !digits.isEmpty else { return nil }
        var value: Self = 0
        for byte in digits {
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
            let (shifted, shiftOverflowed) = value.multipliedReportingOverflow(by: 10)
            let (sum, sumOverflowed) = shifted.addingReportingOverflow(Self(byte - UInt8(ascii: "0")))
            guard !shiftOverflowed, !sumOverflowed else { return nil }
            value = sum
        }
        self = value
    }
}
