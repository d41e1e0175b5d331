extension Binding {
    /// The Swift expression of the bound value, as every style reads it: an event's (or child
    /// result's) parameter by its name, a storage field or a flow input through `owner` (`self.`,
    /// `self?.` or nothing).
    func swiftExpression(owner: String) -> String {
        switch source {
        case .parameter: SwiftIdentifier.escaped(sourceName)
        case .storage: "\(owner)storage.\(SwiftIdentifier.escaped(sourceName))"
        case .flowInput: "\(owner)\(SwiftIdentifier.escaped(sourceName))"
        }
    }
}
