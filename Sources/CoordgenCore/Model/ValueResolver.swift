/// Fills parameters by name, the way the spec format defines it: first from the values in
/// scope (event payload, or a child's result), then from the flow's storage, then from its inputs.
struct ValueResolver {
    let flowName: String
    let scope: [Value]
    /// What `scope` is, for messages ("the parameters of 'onSelect'"); `nil` where there is no scope.
    let scopeDescription: String?
    let storage: [StorageField]
    let inputs: [Value]

    /// A value found by name, with where it comes from.
    private func lookUp(_ name: String) -> (source: Binding.Source, type: String)? {
        if let value = scope.first(where: { $0.name == name }) { return (.parameter, value.type) }
        if let field = storage.first(where: { $0.name == name }) { return (.storage, field.type) }
        if let input = inputs.first(where: { $0.name == name }) { return (.flowInput, input.type) }
        return nil
    }

    private var candidates: [String] {
        scope.map(\.name) + storage.map(\.name) + inputs.map(\.name)
    }

    /// A `T` fills a `T` or a `T?` (Swift's optional promotion); nothing else converts.
    ///
    /// Types are in canonical spelling. The optional of a function, `any` or `&` type needs
    /// parentheses: `(T)?`. (`() -> Int` also fills `() -> Int?`, as Swift converts the result.)
    static func canFill(_ target: String, with source: String) -> Bool {
        target == source || target == source + "?" || target == "(\(source))?" || target == "Optional<\(source)>"
    }

    /// Binds `parameter` (an input of `consumer`) to a value in scope, or reports why it cannot.
    func bind(_ parameter: Value, for consumer: String, at location: SourceLocation, diagnostics: inout Diagnostics)
        -> Binding?
    {
        bind(
            parameter.name, to: parameter.name, type: parameter.type, for: consumer, at: location,
            diagnostics: &diagnostics)
    }

    /// Binds the value called `sourceName` to a parameter `name: type` of `consumer`.
    func bind(
        _ sourceName: String, to name: String, type: String, for consumer: String, at location: SourceLocation,
        diagnostics: inout Diagnostics
    ) -> Binding? {
        guard let found = lookUp(sourceName) else {
            diagnostics.error(
                "no value named '\(sourceName)' for \(consumer)\(NameSuggestion.hint(for: sourceName, in: candidates));"
                    + " values are matched by name from "
                    + (scopeDescription.map { "\($0), then \(flowName)'s storage and inputs" }
                        ?? "\(flowName)'s storage and inputs"),
                at: location)
            return nil
        }
        guard Self.canFill(type, with: found.type) else {
            diagnostics.error(
                "'\(sourceName)' is '\(found.type)' (from \(describe(found.source))) but \(consumer) needs '\(type)'",
                at: location)
            return nil
        }
        return Binding(name: name, type: type, source: found.source, sourceName: sourceName, sourceType: found.type)
    }

    private func describe(_ source: Binding.Source) -> String {
        switch source {
        case .parameter: scopeDescription ?? "the parameters"
        case .storage: "\(flowName)'s storage"
        case .flowInput: "\(flowName)'s inputs"
        }
    }
}
