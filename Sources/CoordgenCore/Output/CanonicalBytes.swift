/// The bytes of model values, written so that two different values never give the same bytes:
/// every string with its length, every list with its count, every optional with a marker.
///
/// Two uses: `FlowDigests` hashes them without source locations (no Swift output names a line),
/// and `ModelCache` keeps them with locations, so that a run after an edit can read the unchanged
/// flows back (`CanonicalReader`) instead of parsing their specs again.
///
/// Written by hand for each model type (`CanonicalEncoding`): going through `Encodable` cost a
/// tenth of a whole `generate`. Each type lists the stored properties it writes, and
/// `EditedRunTests` compares that list with the type's actual properties, so a property added to
/// the model cannot be left out of the digests unnoticed.
struct CanonicalBytes {
    private(set) var bytes: [UInt8] = []
    /// Whether `append(_: SourceLocation)` writes anything: true for the model cache only, whose
    /// strings are also written once (`append(_: String)`).
    let includesLocations: Bool
    /// The file of the last location written.
    private var lastFile = ""
    /// With locations: the strings written in full so far, each with its position among them.
    private var writtenStrings = WrittenStrings()

    init(includesLocations: Bool = false) {
        self.includesLocations = includesLocations
    }

    /// The bytes of `value` alone.
    static func of(_ value: some CanonicalEncoding, includesLocations: Bool = false) -> [UInt8] {
        var bytes = CanonicalBytes(includesLocations: includesLocations)
        bytes.append(value)
        return bytes.bytes
    }

    /// The text as its length and bytes. In the model cache, a string already written in full is
    /// written as its position among those instead: a flow names the same screens, values and types
    /// many times, and the cache is read back after every edit. Bytes are compared, not Swift's
    /// `==`, which takes two Unicode spellings of one text as equal.
    mutating func append(_ text: String) {
        if includesLocations, let position = writtenStrings.position(of: text) {
            bytes.append(CanonicalMarker.writtenString)
            append(count: position)
            return
        }
        bytes.append(CanonicalMarker.string)
        append(count: text.utf8.count)
        // Copied from the string's storage in one piece (measured: the UTF-8 view's own path cost more here).
        if text.utf8.withContiguousStorageIfAvailable({ bytes.append(contentsOf: $0) }) == nil {
            bytes.append(contentsOf: text.utf8)
        }
    }

    mutating func append(_ flag: Bool) {
        bytes.append(flag ? CanonicalMarker.true : CanonicalMarker.false)
    }

    mutating func append(_ value: (some CanonicalEncoding)?) {
        guard let value else { return bytes.append(CanonicalMarker.none) }
        bytes.append(CanonicalMarker.some)
        value.encode(into: &self)
    }

    mutating func append(_ text: String?) {
        guard let text else { return bytes.append(CanonicalMarker.none) }
        append(text)
    }

    mutating func append(_ value: some CanonicalEncoding) {
        value.encode(into: &self)
    }

    mutating func append(_ values: [some CanonicalEncoding]) {
        bytes.append(CanonicalMarker.list)
        append(count: values.count)
        for value in values { value.encode(into: &self) }
    }

    mutating func append(_ texts: [String]) {
        bytes.append(CanonicalMarker.list)
        append(count: texts.count)
        for text in texts { append(text) }
    }

    /// Nothing for the digests; the file, line and column for the model cache. Nearly every
    /// location of a flow names the same spec: a file that is the previous location's is written
    /// as one byte.
    mutating func append(_ location: SourceLocation) {
        guard includesLocations else { return }
        if location.file.hasSameUTF8(as: lastFile) {
            bytes.append(CanonicalMarker.sameFile)
        } else {
            append(location.file)
            lastFile = location.file
        }
        append(count: location.line)
        append(count: location.column)
    }

    /// Locations by name, sorted by name (nothing for the digests).
    mutating func append(_ locations: [String: SourceLocation]) {
        guard includesLocations else { return }
        bytes.append(CanonicalMarker.list)
        append(count: locations.count)
        for (name, location) in locations.sorted(by: { $0.key < $1.key }) {
            append(name)
            append(location)
        }
    }

    /// Seven bits a byte, lowest first, the high bit set on every byte but the last (LEB128): most
    /// counts, lines and columns take one byte.
    mutating func append(count: Int) {
        var value = UInt(bitPattern: count)
        while value >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: value) | 0x80)
            value >>= 7
        }
        bytes.append(UInt8(value))
    }
}

/// The byte before each kind of value in `CanonicalBytes`.
enum CanonicalMarker {
    static let string = UInt8(ascii: "S")
    static let list = UInt8(ascii: "[")
    static let `true` = UInt8(ascii: "T")
    static let `false` = UInt8(ascii: "F")
    static let none = UInt8(ascii: "N")
    static let some = UInt8(ascii: "?")
    /// A location in the same file as the previous one.
    static let sameFile = UInt8(ascii: "=")
    /// A string of the model cache written before, followed by its position among those written in full.
    static let writtenString = UInt8(ascii: "R")
}

/// A model type as `CanonicalBytes`: every stored property, locations only in the model cache.
protocol CanonicalEncoding {
    /// The stored properties `encode(into:)` writes besides locations, by name, for `EditedRunTests`
    /// to compare with the type's properties.
    static var encodedProperties: [String] { get }
    func encode(into bytes: inout CanonicalBytes)
    /// Reads what `encode(into:)` wrote with locations; throws on anything else.
    init(from reader: inout CanonicalReader) throws
}

/// Reads back what `CanonicalBytes` wrote with locations, in the same order. Every read checks
/// its bounds and its marker: a damaged cache throws (`Malformed`), and the run parses the specs.
struct CanonicalReader {
    struct Malformed: Error {}

    private let bytes: UnsafeRawBufferPointer
    private var offset: Int
    /// The file of the last location read (`CanonicalMarker.sameFile`).
    private var lastFile = ""
    /// The strings read in full so far (`CanonicalMarker.writtenString`).
    private var stringsRead: [String] = []

    /// Reads `bytes` from `offset` on; they must stay valid while the reader is used. `strings`: room
    /// for as many different strings, made at once (a flow's record has a few hundred: the list grew
    /// eight times for each).
    init(_ bytes: UnsafeRawBufferPointer, from offset: Int = 0, strings: Int = 0) {
        self.bytes = bytes
        self.offset = min(max(offset, 0), bytes.count)
        stringsRead.reserveCapacity(strings)
    }

    var isAtEnd: Bool { offset == bytes.count }

    mutating func string() throws -> String {
        if try peek() == CanonicalMarker.writtenString {
            offset += 1
            let position = try count()
            guard position < stringsRead.count else { throw Malformed() }
            return stringsRead[position]
        }
        try expect(CanonicalMarker.string)
        let range = try take(try count())
        let text = String(decoding: UnsafeRawBufferPointer(rebasing: bytes[range]), as: UTF8.self)
        stringsRead.append(text)
        return text
    }

    /// Where the bytes written as their count and themselves (`CanonicalBytes.append(count:)`, then
    /// the bytes) are in the buffer read.
    mutating func blob() throws -> Range<Int> {
        try take(try count())
    }

    mutating func bool() throws -> Bool {
        let marker = try byte()
        guard marker == CanonicalMarker.true || marker == CanonicalMarker.false else { throw Malformed() }
        return marker == CanonicalMarker.true
    }

    mutating func optionalString() throws -> String? {
        guard try peek() != CanonicalMarker.none else {
            offset += 1
            return nil
        }
        return try string()
    }

    mutating func optional<Value: CanonicalEncoding>(_: Value.Type = Value.self) throws -> Value? {
        let marker = try byte()
        guard marker == CanonicalMarker.some else {
            guard marker == CanonicalMarker.none else { throw Malformed() }
            return nil
        }
        return try Value(from: &self)
    }

    mutating func list<Value: CanonicalEncoding>(_: Value.Type = Value.self) throws -> [Value] {
        try list { try Value(from: &$0) }
    }

    mutating func strings() throws -> [String] {
        try list { try $0.string() }
    }

    /// A raw value written as its string (`ActionVerb`, `Target.Kind`, `Binding.Source`).
    mutating func raw<Value: RawRepresentable>(_: Value.Type = Value.self) throws -> Value
    where Value.RawValue == String {
        guard let value = Value(rawValue: try string()) else { throw Malformed() }
        return value
    }

    mutating func location() throws -> SourceLocation {
        if try peek() == CanonicalMarker.sameFile {
            offset += 1
        } else {
            lastFile = try string()
        }
        return SourceLocation(file: lastFile, line: try count(), column: try count())
    }

    mutating func locations() throws -> [String: SourceLocation] {
        var locations: [String: SourceLocation] = [:]
        for (name, location) in try list({ (try $0.string(), try $0.location()) }) {
            guard locations.updateValue(location, forKey: name) == nil else { throw Malformed() }
        }
        return locations
    }

    private mutating func list<Element>(_ element: (inout CanonicalReader) throws -> Element) throws -> [Element] {
        try expect(CanonicalMarker.list)
        let count = try count()
        // Each element takes at least a byte, so a damaged count cannot ask for a huge buffer; the
        // room reserved is bounded too, as an element in memory is larger than its first byte.
        guard count <= bytes.count - offset else { throw Malformed() }
        // Most lists of a model are empty (a target's arguments, an event's parameters): no buffer for them.
        guard count > 0 else { return [] }
        var elements: [Element] = []
        elements.reserveCapacity(min(count, 64))
        for _ in 0..<count { elements.append(try element(&self)) }
        return elements
    }

    /// A count as `CanonicalBytes.append(count:)` writes it; throws past `Int.max`.
    @inline(__always)
    mutating func count() throws -> Int {
        // Most counts, lines and columns take one byte: read here, where the call is inlined; a cache
        // read after an edit reads a few hundred thousand of them.
        if offset < bytes.count, bytes[offset] < 0x80 {
            defer { offset += 1 }
            return Int(bytes[offset])
        }
        return try longCount()
    }

    /// A count of more than one byte (or a damaged one).
    private mutating func longCount() throws -> Int {
        var value = 0
        var shift = 0
        while true {
            let byte = try byte()
            let bits = Int(byte & 0x7F)
            // Nine groups of seven bits fill 63; a tenth would overflow `Int`.
            guard shift < 63, bits <= Int.max >> shift else { throw Malformed() }
            value |= bits << shift
            if byte < 0x80 { return value }
            shift += 7
        }
    }

    private mutating func take(_ count: Int) throws -> Range<Int> {
        guard count <= bytes.count - offset else { throw Malformed() }
        defer { offset += count }
        return offset..<(offset + count)
    }

    private mutating func byte() throws -> UInt8 {
        guard offset < bytes.count else { throw Malformed() }
        defer { offset += 1 }
        return bytes[offset]
    }

    private func peek() throws -> UInt8 {
        guard offset < bytes.count else { throw Malformed() }
        return bytes[offset]
    }

    /// Inlined like `count()`: every list, string and optional read starts with a marker.
    @inline(__always)
    private mutating func expect(_ marker: UInt8) throws {
        guard try byte() == marker else { throw Malformed() }
    }
}

/// The strings the model cache's bytes hold in full, by position (the order they were written, as
/// `CanonicalReader` numbers them), found by their UTF-8 bytes: hashed with FNV-1a into
/// open-addressed slots. A `[String: Int]` hashed every string a flow writes with Swift's seeded
/// SipHash, which was most of encoding the cache, and took two Unicode spellings as one key.
struct WrittenStrings {
    private var strings: [String] = []
    /// Each slot holds a position plus one, or 0 when empty; a power of two in size, at least twice
    /// the number of strings, so that a probe ends at an empty slot soon.
    private var slots = [Int](repeating: 0, count: 64)

    /// The position of the string with `text`'s bytes when it was written already; otherwise nil,
    /// and `text` takes the next position (the caller writes it in full).
    mutating func position(of text: String) -> Int? {
        var slot = Self.hash(text) & (slots.count - 1)
        while slots[slot] != 0 {
            let position = slots[slot] - 1
            if strings[position].hasSameUTF8(as: text) { return position }
            slot = (slot + 1) & (slots.count - 1)
        }
        slots[slot] = strings.count + 1
        strings.append(text)
        if strings.count * 2 > slots.count { grow() }
        return nil
    }

    /// Twice the slots, every string placed again.
    private mutating func grow() {
        slots = [Int](repeating: 0, count: slots.count * 2)
        for position in strings.indices {
            var slot = Self.hash(strings[position]) & (slots.count - 1)
            while slots[slot] != 0 { slot = (slot + 1) & (slots.count - 1) }
            slots[slot] = position + 1
        }
    }

    private static func hash(_ text: String) -> Int {
        var text = text
        return text.withUTF8 { $0.fnv1aHash }
    }
}
