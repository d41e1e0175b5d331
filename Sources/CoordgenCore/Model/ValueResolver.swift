/// Fills parameters by name, the way the spec format defines it: first from the values in
/// scope (event payload, or a child's result), then from the flow's storage, then from its inputs.
struct ValueResolver {
    /// A flow's storage fields and inputs, with their types by name, built once per flow and
    /// shared by every event's resolver.
    struct FlowValues {
        let storage: [StorageField]
        let inputs: [Value]
        fileprivate let storageTypes: [String: String]
        fileprivate let inputTypes: [String: String]

        init(storage: [StorageField], inputs: [Value]) {
            self.storage = storage
            self.inputs = inputs
            // The first declaration wins, as a search from the top would; repeats are reported elsewhere.
            storageTypes = Dictionary(storage.map { ($0.name, $0.type) }, uniquingKeysWith: { first, _ in first })
            inputTypes = Dictionary(inputs.map { ($0.name, $0.type) }, uniquingKeysWith: { first, _ in first })
        }
    }

    /// What the values in scope are, for messages; worded only when a message needs it (wording it
    /// for every event was a fiftieth of building the model).
    enum ScopeName {
        /// An event's parameters (`the parameters of 'onSelect'`).
        case parameters(of: String)
        /// A child flow's result, in its handlers (`PaymentFlow's result`).
        case result(of: String)
    }

    let flowName: String
    let scope: [Value]
    private let scopeName: ScopeName?
    let values: FlowValues
    private let scopeTypes: [String: String]

    init(flowName: String, scope: [Value], scopeName: ScopeName?, values: FlowValues) {
        self.flowName = flowName
        self.scope = scope
        self.scopeName = scopeName
        self.values = values
        scopeTypes = Dictionary(scope.map { ($0.name, $0.type) }, uniquingKeysWith: { first, _ in first })
    }

    /// What `scope` is, for messages ("the parameters of 'onSelect'"); `nil` where there is no scope.
    var scopeDescription: String? {
        switch scopeName {
        case .parameters(let event): "the parameters of '\(event)'"
        case .result(let child): "\(child)'s result"
        case nil: nil
        }
    }

    /// A value found by name, with where it comes from.
    private func lookUp(_ name: String) -> (source: Binding.Source, type: String)? {
        if let type = scopeTypes[name] { return (.parameter, type) }
        if let type = values.storageTypes[name] { return (.storage, type) }
        if let type = values.inputTypes[name] { return (.flowInput, type) }
        return nil
    }

    private var candidates: [String] {
        scope.map(\.name) + values.storage.map(\.name) + values.inputs.map(\.name)
    }

    /// A `T` fills a `T` or a `T?` (Swift's optional promotion); nothing else converts.
    ///
    /// Types are in canonical spelling. The optional of a function, `any` or `&` type needs
    /// parentheses: `(T)?`. (`() -> Int` also fills `() -> Int?`, as Swift converts the result.)
    static func canFill(_ target: String, with source: String) -> Bool {
        target == source || target == source + "?" || target == "(\(source))?" || target == "Optional<\(source)>"
    }

    /// Binds `parameter` (an input of `consumer`) to a value in scope, or reports why it cannot.
    /// `consumer` is worded only for a message (binding a value is done for every argument of every
    /// action; wording each was a tenth of building the model).
    func bind(
        _ parameter: Value, for consumer: @autoclosure () -> String, at location: SourceLocation,
        diagnostics: inout Diagnostics
    ) -> Binding? {
        bind(
            parameter.name, to: parameter.name, type: parameter.type, for: consumer(), at: location,
            diagnostics: &diagnostics)
    }

    /// Binds the value called `sourceName` to a parameter `name: type` of `consumer`.
    func bind(
        _ sourceName: String, to name: String, type: String, for consumer: @autoclosure () -> String,
        at location: SourceLocation, diagnostics: inout Diagnostics
    ) -> Binding? {
        guard let found = find(sourceName, for: consumer(), at: location, diagnostics: &diagnostics) else { return nil }
        guard Self.canFill(type, with: found.type) else {
            diagnostics.error(
                "'\(sourceName)' is '\(found.type)' (from \(describe(found.source))) but \(consumer()) needs '\(type)'",
                at: location)
            return nil
        }
        return Binding(
            name: name, type: type, source: found.source, sourceName: sourceName, sourceType: found.type,
            location: location)
    }

    /// Binds the value called `sourceName` to `name`, with the value's own type (`send x as name`: the
    /// receiving screen takes whatever type the value has).
    func bind(
        _ sourceName: String, to name: String, for consumer: @autoclosure () -> String, at location: SourceLocation,
        diagnostics: inout Diagnostics
    ) -> Binding? {
        guard let found = find(sourceName, for: consumer(), at: location, diagnostics: &diagnostics) else { return nil }
        return Binding(
            name: name, type: found.type, source: found.source, sourceName: sourceName, sourceType: found.type,
            location: location)
    }

    /// The value called `name`, or nil with the reason reported.
    private func find(
        _ name: String, for consumer: @autoclosure () -> String, at location: SourceLocation,
        diagnostics: inout Diagnostics
    ) -> (source: Binding.Source, type: String)? {
        if let found = lookUp(name) { return found }
        diagnostics.error(
            "no value named '\(name)' for \(consumer())\(NameSuggestion.hint(for: name, in: candidates));"
                + " values are matched by name from "
                + (scopeDescription.map { "\($0), then \(flowName)'s storage and inputs" }
                    ?? "\(flowName)'s storage and inputs"),
            at: location)
        return nil
    }

    /// Where a value comes from, for messages: `the parameters of 'onNext'`, `CartFlow's storage`.
    func describe(_ source: Binding.Source) -> String {
        switch source {
        case .parameter: scopeDescription ?? "the parameters"
        case .storage: "\(flowName)'s storage"
        case .flowInput: "\(flowName)'s inputs"
        }
    }
}
