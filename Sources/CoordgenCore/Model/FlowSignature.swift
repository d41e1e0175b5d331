/// What building a flow reads of the other flows of the set: the inputs that starting one must
/// fill and the result its parents' `on finish` handlers receive.
struct FlowSignature: Equatable {
    var inputs: [Value]
    var result: [Value]

    init(_ spec: FlowSpec) {
        inputs = spec.inputs.map(Value.init)
        result = spec.result.map(Value.init)
    }

    init(_ flow: Flow) {
        inputs = flow.inputs
        result = flow.result
    }

    /// Equal bytes, locations included: Swift's `==` on strings would take two spellings of one
    /// text in different Unicode normal forms as equal, and the generated code would not.
    static func == (lhs: FlowSignature, rhs: FlowSignature) -> Bool {
        lhs.bytes == rhs.bytes
    }

    private var bytes: [UInt8] {
        var bytes = CanonicalBytes(includesLocations: true)
        bytes.append(inputs)
        bytes.append(result)
        return bytes.bytes
    }
}

extension Flow {
    /// The flows whose signature building this flow read (`FlowBuilder`): the flows its start and
    /// actions show, and its children's handlers.
    var readSignatures: Set<String> {
        var names = Set(childHandlers.map(\.flow))
        for target in start.targets where target.kind == .flow { names.insert(target.name) }
        UsageAnalysis.forEachAction(of: self) { action in
            if let target = action.target, target.kind == .flow { names.insert(target.name) }
        }
        return names
    }
}
