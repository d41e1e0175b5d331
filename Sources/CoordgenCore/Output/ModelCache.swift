/// The model of every flow of the last clean `generate`, source locations included: so that the
/// run after an edit reads the flows of the specs that did not change back from it instead of
/// parsing and building them again (`Pipeline.editedModel`).
///
/// It is `.coordgen-models` in the output folder, beside the run manifest (`RunManifest`), which
/// records its size, stamp and digest: a cache file of coordgen's, not output, trusted only while
/// it is the file that manifest recorded. Like the manifest, deleting it is always safe: a run
/// that finds it missing, changed or unreadable parses every spec.
///
/// The file is the format line, then one record a flow, sorted by name: its name, its spec path,
/// its `CanonicalBytes` with locations, and the stack depths it can end with
/// (`StackDepthAnalysis`, which the run after an edit works out again only where they can differ).
public struct ModelCache: Sendable {
    public static let fileName = ".coordgen-models"
    static let formatLine = Array("coordgen model cache v10. A cache: deleting it is always safe.\n".utf8)

    /// One flow as a run built it.
    struct Entry: Sendable {
        var name: String
        /// The spec file the flow was built from (`Flow.path`).
        var path: String
        /// The flow's `CanonicalBytes`, locations included (a slice of the file that was read).
        var bytes: ArraySlice<UInt8>
        /// The `CanonicalBytes` of the flow's `StackDepthAnalysis.Endings`.
        var endings: ArraySlice<UInt8>
    }

    /// Sorted by name, like the model's flows.
    var entries: [Entry]

    /// The cache of `model`: after an edit (`edited`), the flows whose model is unchanged are taken
    /// from `previous` as they are, and the stack depths are those the edited model worked out;
    /// otherwise every flow is written anew, on every core, with its stack depths analysed here.
    public init(_ model: FlowModel, reusing previous: ModelCache? = nil, edited: Pipeline.EditedModel? = nil) {
        let model = edited?.model ?? model
        let unchanged = edited?.reused ?? []
        let stackDepths = edited?.stackDepths ?? StackDepthAnalysis(model: model)
        var kept: [String: Entry] = [:]
        for entry in previous?.entries ?? [] where unchanged.contains(entry.name) { kept[entry.name] = entry }
        let known = kept
        entries = ParallelWork.map(model.flows) { flow in
            let endings = ArraySlice(CanonicalBytes.of(stackDepths.endings(of: flow.name) ?? .init()))
            if var entry = known[flow.name] {
                entry.endings = endings
                return entry
            }
            return Entry(
                name: flow.name, path: flow.path, bytes: ArraySlice(CanonicalBytes.of(flow, includesLocations: true)),
                endings: endings)
        }
    }

    /// The file's bytes with their SHA-256, as the run manifest records them.
    public struct Encoded: Sendable {
        let bytes: [UInt8]
        let digest: String
    }

    /// The file, encoded and hashed (a run does it on a core of its own while it plans its output).
    public var encoded: Encoded {
        let bytes = self.bytes
        return Encoded(bytes: bytes, digest: SHA256.hex(bytes))
    }

    /// The file's bytes.
    public var bytes: [UInt8] {
        var result = Self.formatLine
        result.reserveCapacity(result.count + entries.reduce(0) { $0 + $1.bytes.count + $1.name.utf8.count + 64 })
        for entry in entries {
            var record = CanonicalBytes()
            record.append(entry.name)
            record.append(entry.path)
            record.append(count: entry.bytes.count)
            result += record.bytes
            result += entry.bytes
            var endings = CanonicalBytes()
            endings.append(count: entry.endings.count)
            result += endings.bytes
            result += entry.endings
        }
        return result
    }

    /// The cache in `bytes`, or nil when they are not a file this version writes. The flows
    /// themselves are read only when asked for (`flow(of:)`).
    public init?(bytes: [UInt8]) {
        guard bytes.starts(with: Self.formatLine) else { return nil }
        var records: [(name: String, path: String, range: Range<Int>, endings: Range<Int>)] = []
        let read: Void? = bytes.withUnsafeBytes { buffer in
            var reader = CanonicalReader(buffer, from: Self.formatLine.count)
            while !reader.isAtEnd {
                guard let name = try? reader.string(), let path = try? reader.string(),
                    let range = try? reader.blob(), let endings = try? reader.blob()
                else { return nil }
                records.append((name, path, range, endings))
            }
            return ()
        }
        guard read != nil else { return nil }
        entries = records.map {
            Entry(name: $0.name, path: $0.path, bytes: bytes[$0.range], endings: bytes[$0.endings])
        }
    }

    /// The stack depths of every flow, by name, as the run that wrote the cache worked them out; nil
    /// when a record does not read.
    func stackDepths() -> [String: StackDepthAnalysis.Endings]? {
        var result: [String: StackDepthAnalysis.Endings] = [:]
        result.reserveCapacity(entries.count)
        for entry in entries {
            let endings: StackDepthAnalysis.Endings? = entry.endings.withUnsafeBytes { buffer in
                var reader = CanonicalReader(buffer)
                guard let endings = try? StackDepthAnalysis.Endings(from: &reader), reader.isAtEnd else { return nil }
                return endings
            }
            // A name twice is a file this version did not write.
            guard let endings, result.updateValue(endings, forKey: entry.name) == nil else { return nil }
        }
        return result
    }

    /// The flow of `entry`, read back; nil when its bytes do not read as exactly one flow of that
    /// name and spec.
    func flow(of entry: Entry) -> Flow? {
        entry.bytes.withUnsafeBytes { buffer in
            var reader = CanonicalReader(buffer, strings: 256)
            guard let flow = try? Flow(from: &reader), reader.isAtEnd, flow.name == entry.name,
                flow.path == entry.path
            else { return nil }
            return flow
        }
    }
}

extension StackDepthAnalysis.Ending: CanonicalEncoding {
    static let encodedProperties = ["depth", "path"]

    func encode(into bytes: inout CanonicalBytes) {
        bytes.append(depth != nil)
        if let depth { bytes.append(count: depth) }
        bytes.append(path)
    }

    init(from reader: inout CanonicalReader) throws {
        depth = try reader.bool() ? try reader.count() : nil
        path = try reader.strings()
        // The analysis adds depths: a damaged one near `Int.max` would overflow. Real ones are small.
        guard (depth ?? 0) < Int.max / 8 else { throw CanonicalReader.Malformed() }
    }
}

extension StackDepthAnalysis.Endings: CanonicalEncoding {
    static let encodedProperties = ["finish", "cancel"]

    func encode(into bytes: inout CanonicalBytes) {
        bytes.append(finish)
        bytes.append(cancel)
    }

    init(from reader: inout CanonicalReader) throws {
        self.init(finish: try reader.optional(), cancel: try reader.optional())
    }
}
