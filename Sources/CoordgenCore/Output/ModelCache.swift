/// The model of every flow of the last clean `generate`, source locations included: so that the
/// run after an edit reads the flows of the specs that did not change back from it instead of
/// parsing and building them again (`Pipeline.editedModel`).
///
/// It is `.coordgen-models` in the output folder, beside the run manifest (`RunManifest`), which
/// records its size, stamp and digest: a cache file of coordgen's, not output, trusted only while
/// it is the file that manifest recorded. Like the manifest, deleting it is always safe: a run
/// that finds it missing, changed or unreadable parses every spec.
///
/// The file is the format line, then one record a flow, sorted by name: its name, its spec path
/// and its `CanonicalBytes` with locations, each as a `CanonicalBytes` string.
public struct ModelCache: Sendable {
    public static let fileName = ".coordgen-models"
    static let formatLine = Array("coordgen model cache v1. A cache: deleting it is always safe.\n".utf8)

    /// One flow as a run built it.
    struct Entry: Sendable {
        var name: String
        /// The spec file the flow was built from (`Flow.path`).
        var path: String
        /// The flow's `CanonicalBytes`, locations included (a slice of the file that was read).
        var bytes: ArraySlice<UInt8>
    }

    /// Sorted by name, like the model's flows.
    var entries: [Entry]

    /// The cache of `model`. The flows named in `unchanged` are taken from `previous` as they are
    /// (their model is the one it holds); the others are written anew, on every core.
    public init(_ model: FlowModel, reusing previous: ModelCache? = nil, unchanged: Set<String> = []) {
        var kept: [String: Entry] = [:]
        for entry in previous?.entries ?? [] where unchanged.contains(entry.name) { kept[entry.name] = entry }
        let known = kept
        entries = ParallelWork.map(model.flows) { flow in
            if let entry = known[flow.name] { return entry }
            return Entry(
                name: flow.name, path: flow.path, bytes: ArraySlice(CanonicalBytes.of(flow, includesLocations: true)))
        }
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
        }
        return result
    }

    /// The cache in `bytes`, or nil when they are not a file this version writes. The flows
    /// themselves are read only when asked for (`flow(of:)`).
    public init?(bytes: [UInt8]) {
        guard bytes.starts(with: Self.formatLine) else { return nil }
        var records: [(name: String, path: String, range: Range<Int>)] = []
        let read: Void? = bytes.withUnsafeBytes { buffer in
            var reader = CanonicalReader(buffer, from: Self.formatLine.count)
            while !reader.isAtEnd {
                guard let name = try? reader.string(), let path = try? reader.string(),
                    let range = try? reader.blob()
                else { return nil }
                records.append((name, path, range))
            }
            return ()
        }
        guard read != nil else { return nil }
        entries = records.map { Entry(name: $0.name, path: $0.path, bytes: bytes[$0.range]) }
    }

    /// The flow of `entry`, read back; nil when its bytes do not read as exactly one flow of that
    /// name and spec.
    func flow(of entry: Entry) -> Flow? {
        entry.bytes.withUnsafeBytes { buffer in
            var reader = CanonicalReader(buffer)
            guard let flow = try? Flow(from: &reader), reader.isAtEnd, flow.name == entry.name,
                flow.path == entry.path
            else { return nil }
            return flow
        }
    }
}
