import Mustache

/// A typed template context that hands templates its fields by name from a table of accessors.
///
/// Without it Mustache builds a `Mirror` of the context for every tag (and for every context up
/// the stack when a name belongs to an outer one), which made rendering the slowest step of
/// `generate` by far. A `nil` optional reads as missing, as it does through `Mirror`, so sections
/// skip it and names fall through to outer contexts.
protocol TemplateContext: MustacheParent {
    /// Every field a template may name, by the name it uses.
    static var fields: FieldTable<Self> { get }

    /// The field called `name` (below). A requirement, so that each context type's witness reads its
    /// own table: called through `any TemplateContext`, the extension's generic body looked up the
    /// table's function type at run time on every tag.
    func value(named name: FieldName) -> TemplateValue
}

extension TemplateContext {
    /// The field called `name`, `.missing` when there is none (or it is a `nil` optional).
    func value(named name: FieldName) -> TemplateValue {
        Self.fields[name]?(self) ?? .missing
    }

    /// The field called `name`, as `value(named: FieldName(name))`.
    func value(named name: String) -> TemplateValue {
        value(named: FieldName(name))
    }

    /// The field as the Mustache interpreter reads it (templates a user overrides).
    func child(named name: String) -> Any? {
        value(named: name).mustacheValue
    }
}

/// A context field's value, in the few shapes templates use: what `CompiledTemplate` reads
/// without casting, and what `mustacheValue` hands the interpreter.
enum TemplateValue {
    /// No such field, or a `nil` optional.
    case missing
    case text(String)
    case flag(Bool)
    case context(any TemplateContext)
    case contexts([any TemplateContext])
    case texts([String])

    /// The value as Mustache sees a field of the context: `nil` when missing.
    var mustacheValue: Any? {
        switch self {
        case .missing: nil
        case .text(let text): text
        case .flag(let flag): flag
        case .context(let context): context
        case .contexts(let contexts): contexts
        case .texts(let texts): texts
        }
    }

    // The overloads the field tables call (`{ .value($0.name) }`), one per type a field has.

    static func value(_ text: String) -> TemplateValue { .text(text) }
    static func value(_ text: String?) -> TemplateValue { text.map(TemplateValue.text) ?? .missing }
    static func value(_ flag: Bool) -> TemplateValue { .flag(flag) }
    static func value(_ texts: [String]) -> TemplateValue { .texts(texts) }
    static func value(_ context: some TemplateContext) -> TemplateValue { .context(context) }
    static func value(_ context: (some TemplateContext)?) -> TemplateValue {
        context.map { .context($0) } ?? .missing
    }
    static func value(_ contexts: [some TemplateContext]) -> TemplateValue {
        .contexts(contexts.map { $0 as any TemplateContext })
    }
}
