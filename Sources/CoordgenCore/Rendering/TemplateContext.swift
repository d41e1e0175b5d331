import Mustache

/// A typed template context that hands Mustache its fields by name from a table of accessors.
///
/// Without it Mustache builds a `Mirror` of the context for every tag (and for every context up
/// the stack when a name belongs to an outer one), which made rendering the slowest step of
/// `generate` by far. A `nil` optional reads as missing, as it does through `Mirror`, so sections
/// skip it and names fall through to outer contexts.
protocol TemplateContext: MustacheParent {
    /// Every field a template may name, by the name it uses.
    static var fields: [String: @Sendable (Self) -> Any?] { get }
}

extension TemplateContext {
    func child(named name: String) -> Any? {
        Self.fields[name]?(self) ?? nil
    }
}
