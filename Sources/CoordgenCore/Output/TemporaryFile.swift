import Foundation

/// The temporary files a run writes before renaming them over their final names, and the
/// cleanup of those a killed run left behind.
///
/// A temporary file is `.NAME.coordgen-tmp-PID-RANDOM`: the owner's process id and 16 random
/// hexadecimal digits. The cleanup removes only what matches that exact pattern, is a regular
/// file, and belongs to a process that no longer exists, so a user's file that merely contains
/// the marker, or the live file of a run in progress, is never touched.
enum TemporaryFile {
    static let marker = ".coordgen-tmp-"
    private static let randomDigits = 16
    /// The longest a process id can be written (Linux allows up to 2^22, macOS 99,999; 10 digits covers 32 bits).
    private static let longestProcessID = 10

    /// How many bytes the temporary name adds to the final name, at most.
    static let nameOverhead = 1 + marker.utf8.count + longestProcessID + 1 + randomDigits

    /// A fresh temporary name in `directory` for the file `name`, owned by this process.
    static func path(for name: String, in directory: String) -> String {
        // One draw for all 16 digits (64 bits): on Linux a draw per digit was a system call each, for every file.
        let digits = String(UInt64.random(in: .min ... .max), radix: 16)
        let random = String(repeating: "0", count: randomDigits - digits.count) + digits
        return OutputWriter.join(directory, ".\(name)\(marker)\(getpid())-\(random)")
    }

    /// The owner's process id when `name` is exactly a coordgen temporary file name; nil otherwise.
    static func owner(ofName name: String) -> pid_t? {
        guard name.hasPrefix("."), let range = name.range(of: marker, options: .backwards) else { return nil }
        // At least one character of the final name between the leading dot and the marker.
        guard name.distance(from: name.startIndex, to: range.lowerBound) > 1 else { return nil }
        let parts = name[range.upperBound...].split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 2, let pidText = parts.first, let random = parts.last,
            !pidText.isEmpty, pidText.count <= longestProcessID, pidText.allSatisfy(\.isASCIIDigit),
            random.count == randomDigits, random.allSatisfy(\.isLowercaseHexDigit),
            let pid = pid_t(pidText), pid > 0
        else { return nil }
        return pid
    }

    /// True when no process `pid` exists any more (a process of another user still counts as alive).
    static func isGone(_ pid: pid_t) -> Bool {
        pid != getpid() && kill(pid, 0) == -1 && errno == ESRCH
    }

    /// Removes the temporary files under `directory` that a run which no longer exists left behind.
    static func removeLeftovers(under directory: String) {
        for relative in FolderListing.entries(under: directory) {
            let name = (relative as NSString).lastPathComponent
            guard let pid = owner(ofName: name), isGone(pid) else { continue }
            let path = OutputWriter.join(directory, relative)
            var status = stat()
            guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { continue }
            unlink(path)
        }
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
    fileprivate var isLowercaseHexDigit: Bool { isASCIIDigit || ("a"..."f").contains(self) }
}
