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
    var text: String { "\(seconds).\(nanoseconds):\(inode)" }

    /// Read from `seconds.nanoseconds:inode` on UTF-8 bytes (a line of every recorded file is read on
    /// every run with nothing to do; splitting by characters cost a tenth of such a run).
    init?(text: Substring) {
        let bytes = text.utf8
        guard let dot = bytes.firstIndex(of: UInt8(ascii: ".")), let colon = bytes.firstIndex(of: UInt8(ascii: ":")),
            dot < colon, let seconds = Int(Substring(bytes[..<dot])),
            let nanoseconds = Int(Substring(bytes[bytes.index(after: dot)..<colon])),
            let inode = UInt64(Substring(bytes[bytes.index(after: colon)...]))
        else { return nil }
        self.seconds = seconds
        self.nanoseconds = nanoseconds
        self.inode = inode
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
