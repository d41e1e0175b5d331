import Foundation

/// What the last clean `generate` (or `docs`) read and left on disk, so that a run with the same
/// inputs and untouched outputs can stop after hashing the specs instead of parsing and rendering
/// them again.
///
/// It is `.coordgen-manifest` in the output folder (the docs folder for `docs`): coordgen's own
/// file, not output (not a Swift or HTML file, so the stale-file cleanup and `--check` never see
/// it). It is only a cache: a run trusts it
/// when every input it records is the same (coordgen's build, the configuration, the templates,
/// each spec's SHA-256) and every file it records is still the one it recorded; on any doubt the
/// run does the full work, so deleting the file is always safe. It is written last, under the
/// output lock and through a rename, and only after a run that printed no diagnostic and wrote
/// everything it planned, so it never describes files a killed run did not finish.
public struct RunManifest: Equatable, Sendable {
    public static let fileName = ".coordgen-manifest"
    /// The first line; a file that does not start with it is not trusted (an older format).
    static let formatLine = "# coordgen run manifest v4. A cache: deleting it is always safe."

    /// Everything, besides the files on disk, that decides what `generate` produces.
    public struct Key: Equatable, Sendable {
        /// coordgen's version and a fingerprint of its executable (a rebuilt coordgen may render differently).
        public var build: String
        /// SHA-256 of every setting of the run (paths, style and its options, access, templates folder).
        public var configuration: String
        /// SHA-256 of the built-in templates and the override files.
        public var templates: String
        /// Spec path (as shown in diagnostics) → SHA-256 of its text.
        public var inputs: [String: String]
    }

    /// One file under the output or scaffold folder as the run left it.
    public struct Entry: Equatable, Sendable {
        /// What a run with nothing to do reports for it (`unchanged`, `keep`); nil for a file that is
        /// not this run's output (a Swift file of the user's, the scaffold manifest), which is
        /// recorded only because a change to it could change what a full run does.
        public var action: OutputPlan.Action?
        public var size: Int
        public var digest: String
        /// The file's modification time and inode when recorded (`-` for a file that does not exist).
        public var stamp: FileStamp?
        /// The path as the plan shows it (output or scaffold folder joined with the relative path).
        public var path: String

        public init(action: OutputPlan.Action?, size: Int, digest: String, stamp: FileStamp?, path: String) {
            self.action = action
            self.size = size
            self.digest = digest
            self.stamp = stamp
            self.path = path
        }
    }

    public var key: Key
    /// How many flows the summary line names.
    public var flows: Int
    /// What the run printed on standard error (its warnings), in order: a run that takes the
    /// shortcut prints them again, since warnings that showed once and then vanished would be missed.
    public var messages: [String]
    /// Sorted by path, like the plan's changes.
    public var entries: [Entry]

    /// The digests of each flow's model as rendered (`FlowDigests`), by flow name; empty when the
    /// run did not record them (`docs`).
    public var flowDigests: [String: FlowDigests] = [:]

    /// A file of coordgen's own that the manifest vouches for, as written.
    public struct RecordedFile: Equatable, Sendable {
        public var size: Int
        public var digest: String
        public var stamp: FileStamp
    }

    /// The model cache the run wrote beside the manifest (`ModelCache`); nil when it wrote none
    /// (`docs`, a run that printed warnings, or the file could not be written).
    public var models: RecordedFile?

    /// The files recorded as present under `directory` with a name `owned` matches: what the plan's
    /// walk of that folder lists while the folders are as recorded (`OutputWriter.candidateFiles`).
    func files(under directory: String, named owned: OwnedFiles) -> [String] {
        let prefix = OutputWriter.join(directory, "")
        // The whole path ends with an extension exactly when its part in the folder does: the prefix
        // ends with '/', which no extension holds. (A string per path for the part cost a run after
        // an edit a millisecond.)
        let present = entries.compactMap { entry in
            entry.digest != Self.absent && entry.path.hasPrefix(prefix) && owned.matchesName(entry.path)
                ? entry.path : nil
        }
        // Sorted only when not already: the manifest records its files sorted by path (`recordedPaths`).
        return zip(present, present.dropFirst()).allSatisfy { !($1 < $0) } ? present : present.sorted()
    }

    /// True when a run with `key` may keep some of this run's files after an edit (`FlowDigests`):
    /// the same coordgen, settings, templates and spec files, only the text of specs may differ;
    /// this run recorded its flows' digests and printed nothing (a kept scaffold's warnings would
    /// not be printed again).
    func admitsEdit(to key: Key) -> Bool {
        self.key.build == key.build && self.key.configuration == key.configuration
            && self.key.templates == key.templates && self.key.inputs.keys.sorted() == key.inputs.keys.sorted()
            && messages.isEmpty && !flowDigests.isEmpty
    }

    /// The spec paths whose text differs in `key` (a run that `admitsEdit`).
    public func changedInputs(in key: Key) -> Set<String> {
        Set(key.inputs.filter { self.key.inputs[$0.key] != $0.value }.keys)
    }

    /// The key of a run: hashes of what it read.
    public static func key(
        build: String, configuration: Configuration, sources: [SourceFile], overrides: TemplateFolder?
    ) -> Key {
        let digests = ParallelWork.map(sources) { SHA256.hex($0.text.utf8) }
        var inputs: [String: String] = [:]
        for (source, digest) in zip(sources, digests) { inputs[source.path] = digest }
        // Each value with its length, so no two different settings give the same text.
        let settings = SHA256.hex(
            configuration.namedSettings.map { name, value in
                "\(name) " + (value.map { "\($0.utf8.count) \($0)" } ?? "-")
            }
            .joined(separator: "\n").utf8)
        var templates: [UInt8] = []
        func add(_ origin: String, _ relative: String, _ text: String) {
            // Lengths first, so no two different lists of files give the same bytes.
            templates += Array("\(origin) \(relative.utf8.count) \(relative) \(text.utf8.count)\n".utf8)
            templates += Array(text.utf8)
        }
        for (relative, text) in TemplateLibrary.builtinFiles.sorted(by: { $0.key < $1.key }) {
            add("builtin", relative, text)
        }
        for file in (overrides?.files ?? []).sorted(by: { $0.relativePath < $1.relativePath }) {
            add("override", file.relativePath, file.text)
        }
        return Key(build: build, configuration: settings, templates: SHA256.hex(templates), inputs: inputs)
    }

    // MARK: - Text

    /// One fact a line, the path last so it may hold spaces:
    /// `build <text>`, `configuration <sha>`, `templates <sha>`, `flows <n>`, `input <sha> <path>`,
    /// `message <text>`, `file <action or -> <size> <sha> <stamp or -> <path>`,
    /// `models <size> <sha> <stamp>`, `flow <own sha> <interface sha> <name>`. Messages are escaped
    /// (`\\`, `\n`, `\r`) to stay on
    /// their line; a path or flow name with a line break is never recorded.
    public var text: String {
        String(decoding: bytes, as: UTF8.self)
    }

    /// `text` as UTF-8, appended word by word into one buffer: the manifest has a line per file of
    /// the output and is written by every run that changes something.
    var bytes: [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(256 + key.inputs.count * 128 + entries.count * 192 + flowDigests.count * 160)
        func line(_ words: String...) {
            for (index, word) in words.enumerated() {
                if index > 0 { bytes.append(UInt8(ascii: " ")) }
                bytes.append(contentsOf: word.utf8)
            }
            bytes.append(UInt8(ascii: "\n"))
        }
        line(Self.formatLine)
        line("build", key.build)
        line("configuration", key.configuration)
        line("templates", key.templates)
        line("flows", String(flows))
        for (path, digest) in key.inputs.sorted(by: { $0.key < $1.key }) { line("input", digest, path) }
        for message in messages { line("message", Self.escaped(message)) }
        // A line per output file, appended word by word: a variadic array and an interpolated stamp for each
        // line cost a run after an edit about a millisecond.
        let space = UInt8(ascii: " ")
        for entry in entries {
            bytes.append(contentsOf: "file ".utf8)
            bytes.append(contentsOf: (entry.action?.rawValue ?? "-").utf8)
            bytes.append(space)
            bytes.appendDecimal(entry.size)
            bytes.append(space)
            bytes.append(contentsOf: entry.digest.utf8)
            bytes.append(space)
            if let stamp = entry.stamp { stamp.appendText(to: &bytes) } else { bytes.append(UInt8(ascii: "-")) }
            bytes.append(space)
            bytes.append(contentsOf: entry.path.utf8)
            bytes.append(UInt8(ascii: "\n"))
        }
        if let models { line("models", String(models.size), models.digest, models.stamp.text) }
        for (name, digests) in flowDigests.sorted(by: { $0.key < $1.key }) {
            line("flow", digests.own, digests.interface, name)
        }
        return bytes
    }

    /// The manifest in `text`, or nil when any line is not one this version writes. Read on UTF-8
    /// bytes in place: it has a line per output file, and it is read on every run with nothing to do.
    init?(text: String) {
        var text = text
        guard let manifest = text.withUTF8({ Self.parse($0) }) else { return nil }
        self = manifest
    }

    /// `init(text:)` on the bytes of the file as read, without making a string of it first.
    init?(bytes: [UInt8]) {
        guard let manifest = bytes.withUnsafeBufferPointer({ Self.parse($0) }) else { return nil }
        self = manifest
    }

    private static func parse(_ text: UnsafeBufferPointer<UInt8>) -> RunManifest? {
        let newline = UInt8(ascii: "\n")
        guard text.last == newline else { return nil }
        var build: String?
        var configuration: String?
        var templates: String?
        var flows: Int?
        var inputs: [String: String] = [:]
        var entries: [Entry] = []
        var messages: [String] = []
        var flowDigests: [String: FlowDigests] = [:]
        var models: RecordedFile?
        var lineStart = 0
        var isFirst = true
        let lineEnd = [newline]
        while let index = ByteSearch.firstOffset(of: lineEnd, in: text, from: lineStart) {
            var line = ManifestLine(text: text, start: lineStart, end: index)
            lineStart = index + 1
            if isFirst {
                guard line.rest() == formatLine else { return nil }
                isFirst = false
                continue
            }
            // The keyword is compared on bytes, and only the `file` line's words that are kept become strings:
            // making a string of every word was most of the parse, which runs before any run that can skip work.
            if line.skipWord("file") {
                guard let entry = line.entry() else { return nil }
                entries.append(entry)
                continue
            }
            guard let keyword = line.word() else { return nil }
            switch keyword {
            case "build": build = line.rest()
            case "configuration":
                guard let digest = line.digest(), line.isAtEnd else { return nil }
                configuration = digest
            case "templates":
                guard let digest = line.digest(), line.isAtEnd else { return nil }
                templates = digest
            case "flows": flows = Int(line.rest())
            case "message":
                guard let message = unescaped(line.rest()) else { return nil }
                messages.append(message)
            case "input":
                guard let digest = line.digest(), line.skipSpace() else { return nil }
                let path = line.rest()
                guard inputs[path] == nil else { return nil }
                inputs[path] = digest
            case "models":
                guard models == nil, let size = line.word().flatMap({ Int($0) }), size >= 0, let digest = line.digest(),
                    line.skipSpace(), let stamp = line.restStamp()
                else { return nil }
                models = RecordedFile(size: size, digest: digest, stamp: stamp)
            case "flow":
                guard let own = line.digest(), line.skipSpace(), let interface = line.digest(), line.skipSpace()
                else { return nil }
                let name = line.rest()
                guard flowDigests[name] == nil else { return nil }
                flowDigests[name] = FlowDigests(own: own, interface: interface)
            default: return nil
            }
        }
        guard let build, let configuration, let templates, let flows, !inputs.isEmpty else { return nil }
        var manifest = RunManifest(
            key: Key(build: build, configuration: configuration, templates: templates, inputs: inputs), flows: flows,
            messages: messages, entries: entries)
        manifest.flowDigests = flowDigests
        manifest.models = models
        return manifest
    }

    init(key: Key, flows: Int, messages: [String], entries: [Entry]) {
        self.key = key
        self.flows = flows
        self.messages = messages
        self.entries = entries
    }

    static func escaped(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    static func unescaped(_ text: String) -> String? {
        var result = ""
        var escaping = false
        for scalar in text.unicodeScalars {
            if escaping {
                switch scalar {
                case "\\": result += "\\"
                case "n": result += "\n"
                case "r": result += "\r"
                default: return nil
                }
                escaping = false
            } else if scalar == "\\" {
                escaping = true
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return escaping ? nil : result
    }

    /// True when `text` can be written on one line of the manifest as it is.
    static func fitsOnALine(_ text: String) -> Bool {
        // Found with `memchr` (a path per output file is asked): both are one byte in UTF-8, and no other
        // scalar holds that byte.
        ByteSearch.withBytes(of: text) { bytes in
            ByteSearch.firstOffset(of: UInt8(ascii: "\n"), in: bytes) == nil
                && ByteSearch.firstOffset(of: UInt8(ascii: "\r"), in: bytes) == nil
        }
    }

    /// `digest` of a file that does not exist (the scaffold manifest before any scaffold).
    static let absent = String(repeating: "0", count: 64)
}
