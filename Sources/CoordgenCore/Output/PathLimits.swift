import Foundation

/// The file system's limits on names and paths, checked for every output file (and its
/// temporary name) before anything is written, so a name that is too long cannot fail a run
/// halfway through.
enum PathLimits {
    /// Bytes in one name (a file or folder), without the terminating zero.
    static let nameMax = Int(NAME_MAX)
    /// Bytes in a whole path, including the terminating zero.
    static let pathMax = Int(PATH_MAX)

    /// Why the file at `absolute` (an absolute path without `.` or `..`) could not be written, or nil
    /// when it fits the limits.
    static func problem(writing absolute: String) -> String? {
        // On bytes, as the file system counts them: this runs for every output file, so the names are
        // measured in one pass over a buffer (the runs between slashes; the last one is the file's),
        // and a folder's name is cut out only to say it.
        var (tooLongFolder, last): (Range<Int>?, Range<Int>) = (nil, 0..<0)
        var path = absolute
        path.withUTF8 { bytes in
            var start = 0
            for offset in 0...bytes.count where offset == bytes.count || bytes[offset] == UInt8(ascii: "/") {
                if offset > start {
                    if last.count > nameMax, tooLongFolder == nil { tooLongFolder = last }
                    last = start..<offset
                }
                start = offset + 1
            }
        }
        if let folderRange = tooLongFolder {
            let folder = absolute.utf8.dropFirst(folderRange.lowerBound).prefix(folderRange.count)
            let name = String(decoding: folder, as: UTF8.self)
            return "the folder name '\(name)' is \(folder.count) bytes; the file system allows \(nameMax)"
        }
        let nameLength = last.count
        let longest = nameMax - TemporaryFile.nameOverhead
        if nameLength > longest {
            return "the file name is \(nameLength) bytes; coordgen can write names of at most \(longest) bytes"
                + " (the file system allows \(nameMax), and the temporary file's name is longer); shorten the name"
                + " of the flow or screen"
        }
        let temporaryLength = absolute.utf8.count + TemporaryFile.nameOverhead
        if temporaryLength >= pathMax {
            return "the path is \(absolute.utf8.count) bytes; with its temporary name it would be longer than the"
                + " \(pathMax - 1) bytes the file system allows; use a shorter output folder or shorter names"
        }
        return nil
    }
}
