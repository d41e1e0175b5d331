/// A context type's fields by name (`TemplateContext.fields`), written as a dictionary literal.
///
/// Every tag a template renders looks a name up here, hundreds of thousands of times in a large
/// app's `generate`, mostly in contexts that do not have it (the name belongs to an outer one). A
/// `Dictionary` hashed the name with Swift's seeded SipHash on every look-up; here a `FieldName`
/// carries a hash of its bytes (FNV-1a), worked out once when a template is compiled, into
/// open-addressed slots. Field names are ASCII; a name outside ASCII (which can still equal an
/// ASCII name under Swift's `==`, as the Kelvin sign does `K`) is compared with every name, as
/// `==` says.
struct FieldTable<Context>: ExpressibleByDictionaryLiteral, Sendable {
    typealias Accessor = @Sendable (Context) -> TemplateValue

    private let names: [String]
    private let accessors: [Accessor]
    /// Each slot holds the position of a name plus one, or 0 when empty; a power of two in size,
    /// at least twice the number of names, so that a probe ends at an empty slot soon.
    private let slots: [Int]

    init(dictionaryLiteral elements: (String, Accessor)...) {
        names = elements.map(\.0)
        accessors = elements.map(\.1)
        var size = 8
        while size < 2 * elements.count { size *= 2 }
        var slots = [Int](repeating: 0, count: size)
        for (position, name) in names.enumerated() {
            guard let hash = FieldName(name).hash else { preconditionFailure("field names are ASCII: \(name)") }
            var slot = hash & (size - 1)
            while slots[slot] != 0 {
                precondition(names[slots[slot] - 1] != name, "a field named twice: \(name)")
                slot = (slot + 1) & (size - 1)
            }
            slots[slot] = position + 1
        }
        self.slots = slots
    }

    /// The field names, in the order written.
    var keys: [String] { names }

    /// The accessor of the field called `name`, nil when there is none.
    subscript(name: FieldName) -> Accessor? {
        guard let hash = name.hash else {
            return names.firstIndex(of: name.text).map { accessors[$0] }
        }
        var slot = hash & (slots.count - 1)
        while slots[slot] != 0 {
            let position = slots[slot] - 1
            if names[position] == name.text { return accessors[position] }
            slot = (slot + 1) & (slots.count - 1)
        }
        return nil
    }
}

/// A name a template looks up in its contexts, with the hash `FieldTable` finds it by.
struct FieldName: Sendable {
    let text: String
    /// FNV-1a of the name's bytes; nil when it is not ASCII.
    let hash: Int?

    init(_ text: String) {
        self.text = text
        var bytes = text
        hash = bytes.withUTF8 { $0.isASCII ? $0.fnv1aHash : nil }
    }
}
