import Foundation

/// Reads the spec files of a folder, turning every kind of unusable file into one located error.
///
/// This is the edge where the disk is read; everything after it works on `SourceFile` values.
public struct SpecSetLoader: Sendable {
    /// Larger than any hand-written flow; a limit keeps a runaway file from stalling a build.
    public static let maximumFileSize = 4 * 1024 * 1024

    public init() {}

    /// Every flow spec under `directory` (recursively, hidden folders skipped, folder links followed), sorted by path.
    public func load(directory: String, diagnostics: inout Diagnostics) -> [SourceFile] {
        var skipped: [String] = []
        return load(directory: directory, diagnostics: &diagnostics, skipped: &skipped)
    }

    /// Every flow spec under `directory`, sorted by path; `skipped` gets the Markdown files that are
    /// not flow specs (see `isFlowSpec`).
    public func load(directory: String, diagnostics: inout Diagnostics, skipped: inout [String]) -> [SourceFile] {
        // The specs path is written into every generated file's header, and into every message.
        guard !Self.hasControlCharacter(directory) else {
            diagnostics.error(
                "the folder name contains a control character; rename the folder", at: .file(Self.printable(directory)))
            return []
        }
        let manager = FileManager.default
        var isDirectory: ObjCBool = false
        guard manager.fileExists(atPath: directory, isDirectory: &isDirectory) else {
            diagnostics.error(
                "spec folder does not exist; create a flow with 'coordgen new NameFlow', or pass --specs DIR",
                at: .file(directory))
            return []
        }
        guard isDirectory.boolValue else {
            diagnostics.error("expected a folder of flow specs, found a file", at: .file(directory))
            return []
        }
        let paths = specPaths(in: directory, diagnostics: &diagnostics)
        // Read on every core (a run with nothing to do reads and hashes the specs and little else);
        // diagnostics are reported in path order, as one by one.
        let loaded = ParallelWork.map(paths) { [self] path in
            var problems = Diagnostics()
            let file = load(file: path, diagnostics: &problems)
            return (file: file, isFlowSpec: file.map(Self.isFlowSpec) ?? false, problems: problems)
        }
        var files: [SourceFile] = []
        for (path, result) in zip(paths, loaded) {
            diagnostics.append(contentsOf: result.problems.all)
            guard let file = result.file else { continue }
            if result.isFlowSpec {
                files.append(file)
            } else {
                skipped.append(path)
            }
        }
        if paths.isEmpty, !diagnostics.hasErrors {
            diagnostics.error(
                "no flow specs (*.md) in this folder; create one with 'coordgen new NameFlow'", at: .file(directory))
        } else if files.isEmpty, !diagnostics.hasErrors {
            diagnostics.error(
                "no flow specs in this folder: \(skipped.count) Markdown file\(skipped.count == 1 ? " has" : "s have")"
                    + " no '# NameFlow' heading (a flow spec starts with one, like '# ItemFlow');"
                    + " create one with 'coordgen new NameFlow'", at: .file(directory))
        }
        return files
    }

    /// A Markdown file is a flow spec when its name ends in `Flow.md` or its first level-1 heading
    /// ends in `Flow`. Anything else in the folder (a README, notes) is left out, so the folder
    /// can document itself; a spec whose heading is misspelt still gets its errors when its file
    /// is named after the flow, as `coordgen new` names it.
    static func isFlowSpec(_ file: SourceFile) -> Bool {
        if hasSuffixIgnoringCase(file.path, "flow.md") { return true }
        guard let document = MarkdownDocument(markdown: file.text),
            let title = document.blocks.first(where: { $0.kind == .heading(level: 1) })
        else { return false }
        return title.plainText.trimmingCharacters(in: .whitespaces).hasSuffix("Flow")
    }

    /// The `*.md` paths under `directory`, as `directory` joined with the names on the way.
    ///
    /// Links to folders are followed (a specs folder may be, or hold, a link to shared specs); a
    /// folder reached a second time, through a loop or another link, is read once, with a warning.
    private func specPaths(in directory: String, diagnostics: inout Diagnostics) -> [String] {
        var paths: [String] = []
        var visited = Set<FolderIdentity>()
        var pending = [directory]
        while let folder = pending.popLast() {
            var status = stat()
            guard stat(folder, &status) == 0 else {
                diagnostics.append(Self.unreadableFolder(folder))
                continue
            }
            guard visited.insert(FolderIdentity(device: UInt64(status.st_dev), inode: UInt64(status.st_ino))).inserted
            else {
                diagnostics.warning(
                    "this link leads to a folder whose specs are already read (a loop, or a second way to it);"
                        + " it is skipped", at: .file(Self.printable(folder)))
                continue
            }
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else {
                diagnostics.append(Self.unreadableFolder(folder))
                continue
            }
            for name in names.sorted() where !name.hasPrefix(".") {
                let path = folder.hasSuffix("/") ? folder + name : folder + "/" + name
                var entry = stat()
                // `stat` follows links: a link to a folder is walked, a broken link is left to `load(file:)`.
                let isFolder = stat(path, &entry) == 0 && entry.st_mode & S_IFMT == S_IFDIR
                if isFolder { pending.append(path) }
                // A folder named like a spec is listed too: `load(file:)` says it is no regular file.
                if Self.hasSuffixIgnoringCase(name, ".md") { paths.append(path) }
            }
        }
        var refused = Set<Diagnostic>()
        return paths.sorted().filter { path in
            guard let problem = Self.controlCharacterProblem(in: path, below: directory) else { return true }
            if refused.insert(problem).inserted { diagnostics.append(problem) }
            return false
        }
    }

    /// A folder on disk, however it was reached.
    private struct FolderIdentity: Hashable {
        var device: UInt64
        var inode: UInt64
    }

    /// The error for a folder that cannot be listed (what the enumerator's error handler reports).
    static func unreadableFolder(_ path: String) -> Diagnostic {
        .error("cannot read this folder (check its permissions)", at: .file(printable(path)))
    }

    /// The error for a spec at `path` whose name, or the name of a folder between `directory` and it, holds a
    /// control character: the path would be pasted into generated headers and messages. `nil` when it is fine.
    static func controlCharacterProblem(in path: String, below directory: String) -> Diagnostic? {
        guard hasControlCharacter(path) else { return nil }
        let relative = path.hasPrefix(directory) ? String(path.dropFirst(directory.count)) : path
        let components = relative.split(separator: "/", omittingEmptySubsequences: false)
        if hasControlCharacter(String(components.last ?? "")) {
            return .error("the file name contains a control character; rename the file", at: .file(printable(path)))
        }
        // The first folder with one; the caller reports it once for all of its specs.
        var folder = String(path.dropLast(relative.count))
        for (index, component) in components.dropLast().enumerated() {
            folder += (index == 0 ? "" : "/") + component
            if hasControlCharacter(String(component)) { break }
        }
        return .error("the folder name contains a control character; rename the folder", at: .file(printable(folder)))
    }

    /// True when `text` ends with the lowercase ASCII `suffix`, in any case: for the suffixes asked
    /// about (`flow.md`, `.md`) what `lowercased().hasSuffix` says, as no other character lowercases
    /// to one of their letters (a Kelvin sign would to `k`).
    static func hasSuffixIgnoringCase(_ text: String, _ suffix: String) -> Bool {
        let ending = text.utf8.suffix(suffix.utf8.count)
        return ending.count == suffix.utf8.count
            && zip(ending, suffix.utf8).allSatisfy { byte, lowercase in
                byte == lowercase
                    || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(lowercase) && byte == lowercase - 0x20
            }
    }

    static func hasControlCharacter(_ text: String) -> Bool {
        text.unicodeScalars.contains { $0.properties.generalCategory == .control }
    }

    /// `text` with control characters written as escapes (`\n`, `\t`, `\u{1B}`), so a path prints on one line.
    static func printable(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.properties.generalCategory == .control:
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// One file as text, or `nil` with an error when it is not a readable UTF-8 text file of sane size.
    public func load(file path: String, diagnostics: inout Diagnostics) -> SourceFile? {
        // Plain `stat` and `read` calls: Foundation's attribute dictionaries and checks were a tenth of
        // a `generate` with nothing to do, which reads every spec and little else.
        var status = stat()
        guard lstat(path, &status) == 0 else {
            diagnostics.error("not a regular file; a flow spec is a Markdown text file", at: .file(path))
            return nil
        }
        // `stat` follows every link of a chain, so the checks below see the file that will be read.
        if status.st_mode & S_IFMT == S_IFLNK, stat(path, &status) != 0 {
            diagnostics.error("broken symbolic link; its target does not exist", at: .file(path))
            return nil
        }
        // Only regular files (or links to them) are read: a FIFO or device would block or never end.
        guard status.st_mode & S_IFMT == S_IFREG else {
            diagnostics.error("not a regular file; a flow spec is a Markdown text file", at: .file(path))
            return nil
        }
        let size = Int(status.st_size)
        if size > Self.maximumFileSize {
            diagnostics.error(
                "file is \(Self.megabytes(size)); a flow spec may be at most \(Self.megabytes(Self.maximumFileSize))"
                    + " (split it into several flows)", at: SourceLocation(file: path, line: 1, column: 1))
            return nil
        }
        guard let bytes = RegularFile.contents(of: path, expectedSize: size, limit: Self.maximumFileSize + 1) else {
            diagnostics.error("cannot read the file (check its permissions)", at: .file(path))
            return nil
        }
        guard bytes.count <= Self.maximumFileSize else {
            diagnostics.error(
                "file is larger than \(Self.megabytes(Self.maximumFileSize))",
                at: SourceLocation(file: path, line: 1, column: 1))
            return nil
        }
        return Self.decode(bytes: bytes, path: path, diagnostics: &diagnostics)
    }

    /// Decodes UTF-8 text, rejecting binary content and invalid byte sequences at their position.
    public static func decode(_ data: Data, path: String, diagnostics: inout Diagnostics) -> SourceFile? {
        decode(bytes: [UInt8](data), path: path, diagnostics: &diagnostics)
    }

    static func decode(bytes: [UInt8], path: String, diagnostics: inout Diagnostics) -> SourceFile? {
        var bytes = bytes
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        // Nearly every spec is valid text: the standard library's validation says so quickly, and only
        // a spec that fails it is walked scalar by scalar for the position of its first bad byte.
        // (`ByteSearch` looks for a NUL with `memchr`, many bytes per step.)
        let hasZero = bytes.withUnsafeBufferPointer { ByteSearch.firstOffset(of: [0], in: $0) != nil }
        if #available(macOS 15, *), !hasZero, let text = String(validating: bytes, as: UTF8.self) {
            return SourceFile(path: path, text: text, utf8: bytes)
        }
        // Whichever bad byte comes first is reported: the one an editor shows first.
        let zero = bytes.firstIndex(of: 0)
        let invalid = firstInvalidUTF8(bytes)
        if let zero, zero < (invalid ?? Int.max) {
            diagnostics.error(
                "binary content (a NUL byte); a flow spec is Markdown text",
                at: location(ofByte: zero, in: bytes, path: path))
            return nil
        }
        if let invalid {
            diagnostics.error(
                "invalid UTF-8; save the spec as UTF-8 text", at: location(ofByte: invalid, in: bytes, path: path))
            return nil
        }
        return SourceFile(path: path, text: String(decoding: bytes, as: UTF8.self))
    }

    /// Where the first byte that is not UTF-8 is in `data` (for other text files, like the configuration),
    /// or `nil` when all of it is UTF-8.
    public static func firstInvalidUTF8Location(in data: Data, path: String) -> SourceLocation? {
        var bytes = [UInt8](data)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        return firstInvalidUTF8(bytes).map { location(ofByte: $0, in: bytes, path: path) }
    }

    private static func firstInvalidUTF8(_ bytes: [UInt8]) -> Int? {
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        var offset = 0
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                offset += UTF8.width(scalar)
            case .emptyInput:
                return nil
            case .error:
                return offset
            }
        }
    }

    /// Line and column of a byte offset, columns counted in characters of the valid prefix.
    ///
    /// Lines end at `\n`, `\r\n` or a lone `\r`, as in `SourceFile`.
    private static func location(ofByte offset: Int, in bytes: [UInt8], path: String) -> SourceLocation {
        let prefix = bytes[..<offset]
        let newline = UInt8(ascii: "\n")
        let carriageReturn = UInt8(ascii: "\r")
        let loneReturns = prefix.indices.count {
            prefix[$0] == carriageReturn && ($0 + 1 >= bytes.count || bytes[$0 + 1] != newline)
        }
        let line = prefix.count { $0 == newline } + loneReturns + 1
        let lineStart = (prefix.lastIndex { $0 == newline || $0 == carriageReturn } ?? -1) + 1
        let column = String(decoding: bytes[lineStart..<offset], as: UTF8.self).unicodeScalars.count + 1
        return SourceLocation(file: path, line: line, column: column)
    }

    private static func megabytes(_ bytes: Int) -> String {
        String(format: "%.1f MB", Double(bytes) / 1_048_576)
    }
}
