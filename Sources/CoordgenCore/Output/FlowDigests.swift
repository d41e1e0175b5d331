/// Two SHA-256 digests of each flow of a validated model, kept in the run manifest so that a run
/// after an edit renders only the flows whose Swift can have changed (`docs/generate.md`, "After
/// an edit").
///
/// - `own` covers everything the model says of the flow (every field of its JSON dump, and its
///   spec path, which its files' headers name). A flow's own files (its Swift file and its
///   scaffolds) are rendered from the flow itself and from what `interface` covers of the others.
/// - `interface` covers what the other flows' files, the shared files and the model of the other
///   flows read of this one: all of it but its screens' events and descriptions, plus the ways its
///   actions show its screens and child flows (`ShowPlan`), which decide what a parent's flow
///   controller may present.
///
/// So when no flow's `interface` changed, a flow whose `own` digest is the recorded one renders the
/// bytes it rendered last time. Source locations are left out: no Swift output names a line.
public struct FlowDigests: Equatable, Sendable {
    public var own: String
    public var interface: String

    /// The digests of every flow of `model`, by name; `interface` only for the flows whose `own`
    /// digest is not in `known` (a flow whose model is unchanged has its recorded interface).
    public static func of(_ model: FlowModel, known: [String: FlowDigests] = [:]) -> [String: FlowDigests] {
        let flows = model.flows
        let digests = ParallelWork.map(Array(flows.indices)) { index -> (String, FlowDigests) in
            let flow = flows[index]
            let own = ownDigest(of: flow)
            if let recorded = known[flow.name], recorded.own == own { return (flow.name, recorded) }
            return (flow.name, FlowDigests(own: own, interface: interfaceDigest(of: flow)))
        }
        return Dictionary(digests, uniquingKeysWith: { first, _ in first })
    }

    /// The flows whose files a run may keep, given the digests of its model (`current`) and those
    /// of the last run, whose files are on disk as recorded: none when a flow came or went or any
    /// flow's interface changed; otherwise every flow whose own digest is the recorded one.
    public static func unchangedFlows(_ current: [String: FlowDigests], recorded: [String: FlowDigests]) -> Set<String>
    {
        guard current.count == recorded.count,
            current.allSatisfy({ recorded[$0.key]?.interface == $0.value.interface })
        else { return [] }
        return Set(current.filter { recorded[$0.key]?.own == $0.value.own }.keys)
    }

    static func ownDigest(of flow: Flow) -> String {
        digest(of: flow) { _ in }
    }

    static func interfaceDigest(of flow: Flow) -> String {
        var outline = flow
        for index in outline.screens.indices {
            outline.screens[index].events = []
            outline.screens[index].description = ""
        }
        let plan = ShowPlan(flow: flow)
        return digest(of: outline) { bytes in
            // Sorted, so that the bytes do not depend on the dictionary's order.
            for (name, ways) in plan.ways.sorted(by: { $0.key < $1.key }) {
                bytes.append(name)
                bytes.append(ways.sorted().map(\.rawValue).description)
            }
        }
    }

    /// The SHA-256 of `flow`'s path, the flow and what `more` adds; a digest that matches nothing
    /// when the bytes could not be written in full, so that such a flow is always rendered again.
    private static func digest(of flow: Flow, adding more: (inout CanonicalBytes) -> Void) -> String {
        var bytes = CanonicalBytes()
        bytes.append(flow.path)
        bytes.append(flow)
        more(&bytes)
        guard bytes.isComplete else {
            return (0..<4).map { _ in String(UInt64.random(in: .min ... .max) | 1 << 63, radix: 16) }.joined()
        }
        return SHA256.hex(bytes.bytes)
    }
}

/// The bytes of `Encodable` values, written so that two different values never give the same
/// bytes: every string and key with its length, every container between markers. A value that
/// encodes itself in ways the model's synthesized conformances never use (nested containers, a
/// super encoder) or that throws leaves the bytes incomplete, and they are not used.
struct CanonicalBytes {
    fileprivate(set) var bytes: [UInt8] = []
    fileprivate(set) var isComplete = true

    mutating func append(_ text: String) {
        bytes.append(0x53)  // S
        appendLength(text.utf8.count)
        bytes.append(contentsOf: text.utf8)
    }

    mutating func append(_ value: some Encodable) {
        // The writer appends to a shared sink; the bytes are moved there and back, not copied.
        let sink = ByteSink()
        swap(&sink.bytes, &self)
        do {
            try write(value, to: sink)
        } catch {
            sink.bytes.giveUp()
        }
        swap(&sink.bytes, &self)
    }

    fileprivate mutating func appendLength(_ count: Int) {
        withUnsafeBytes(of: UInt64(count).littleEndian) { bytes.append(contentsOf: $0) }
    }

    fileprivate mutating func append(tag: UInt8) {
        bytes.append(tag)
    }

    /// Marks the bytes as not describing the value in full.
    fileprivate mutating func giveUp() {
        isComplete = false
    }
}

/// Shared by a writer and the containers it hands out, which all append to the same bytes.
private final class ByteSink {
    var bytes = CanonicalBytes()
}

private struct CanonicalWriter: Encoder {
    let sink: ByteSink
    var codingPath: [any CodingKey] = []
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    init(sink: ByteSink) {
        self.sink = sink
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        sink.bytes.append(tag: 0x7B)  // {
        return KeyedEncodingContainer(KeyedWriter<Key>(sink: sink))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        sink.bytes.append(tag: 0x5B)  // [
        return UnkeyedWriter(sink: sink)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        SingleWriter(sink: sink)
    }
}

/// Scalars as text with a tag: the digests only ever compare bytes written by this same code.
/// Casts to concrete types only (cheap); anything else encodes itself, between container markers.
private func write(_ value: some Encodable, to sink: ByteSink) throws {
    if let text = value as? String {
        sink.bytes.append(text)
    } else if let flag = value as? Bool {
        sink.bytes.append(tag: flag ? 0x54 : 0x46)  // T, F
    } else if let number = value as? Int {
        sink.bytes.append(tag: 0x49)  // I
        sink.bytes.append(String(number))
    } else {
        try value.encode(to: CanonicalWriter(sink: sink))
        sink.bytes.append(tag: 0x7D)  // } (ends a container)
    }
}

/// A value a type encodes as one value: a scalar, or (for the other number types, whose own
/// `encode(to:)` comes back here) its description.
private func writeSingle(_ value: some Encodable, to sink: ByteSink) throws {
    if value is String || value is Bool || value is Int {
        try write(value, to: sink)
    } else if let number = value as? any BinaryInteger {
        sink.bytes.append(tag: 0x49)  // I
        sink.bytes.append(String(describing: number))
    } else if let number = value as? any BinaryFloatingPoint {
        sink.bytes.append(tag: 0x44)  // D
        sink.bytes.append(String(describing: number))
    } else {
        try write(value, to: sink)
    }
}

private struct KeyedWriter<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let sink: ByteSink
    var codingPath: [any CodingKey] = []

    mutating func encodeNil(forKey key: Key) throws {
        sink.bytes.append(key.stringValue)
        sink.bytes.append(tag: 0x4E)  // N
    }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        sink.bytes.append(key.stringValue)
        try write(value, to: sink)
    }

    // Containers that are never closed by a marker: the bytes could be ambiguous.
    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key)
        -> KeyedEncodingContainer<NestedKey>
    {
        sink.bytes.giveUp()
        return CanonicalWriter(sink: sink).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        sink.bytes.giveUp()
        return CanonicalWriter(sink: sink).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder {
        sink.bytes.giveUp()
        return CanonicalWriter(sink: sink)
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        sink.bytes.giveUp()
        return CanonicalWriter(sink: sink)
    }
}

private struct UnkeyedWriter: UnkeyedEncodingContainer {
    let sink: ByteSink
    var codingPath: [any CodingKey] = []
    private(set) var count = 0

    init(sink: ByteSink) {
        self.sink = sink
    }

    mutating func encodeNil() throws {
        count += 1
        sink.bytes.append(tag: 0x4E)  // N
    }

    mutating func encode<T: Encodable>(_ value: T) throws {
        count += 1
        sink.bytes.append(tag: 0x2C)  // , (each element starts with one)
        try write(value, to: sink)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type)
        -> KeyedEncodingContainer<NestedKey>
    {
        count += 1
        sink.bytes.giveUp()
        return CanonicalWriter(sink: sink).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        count += 1
        sink.bytes.giveUp()
        return CanonicalWriter(sink: sink).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder {
        sink.bytes.giveUp()
        return CanonicalWriter(sink: sink)
    }
}

private struct SingleWriter: SingleValueEncodingContainer {
    let sink: ByteSink
    var codingPath: [any CodingKey] = []

    mutating func encodeNil() throws { sink.bytes.append(tag: 0x4E) }

    mutating func encode<T: Encodable>(_ value: T) throws {
        try writeSingle(value, to: sink)
    }
}
