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
        let components = absolute.split(separator: "/").map(String.init)
        for folder in components.dropLast() where folder.utf8.count > nameMax {
            return "the folder name '\(folder)' is \(folder.utf8.count) bytes; the file system allows \(nameMax)"
        }
        let name = components.last ?? ""
        let longest = nameMax - TemporaryFile.nameOverhead
        if name.utf8.count > longest {
            return "the file name is \(name.utf8.count) bytes; coordgen can write names of at most \(longest) bytes"
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
