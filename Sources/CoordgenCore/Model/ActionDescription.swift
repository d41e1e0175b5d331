/// Describes action lists as sentences, for doc comments and the documentation site.
public enum ActionDescription {
    public enum Style: Sendable {
        /// `stores item as selectedItem, then pushes ItemDetail`
        case plain
        /// `stores *item* as *selectedItem*, then pushes **ItemDetail**`
        case markdown
    }

    /// The whole list: `stores item as selectedItem, then pushes ItemDetail`.
    public static func sentence(for actions: [Action], style: Style = .plain) -> String {
        let parts = actions.map { phrase(for: $0, style: style) }
        switch parts.count {
        case 0: return "does nothing"
        case 1: return parts[0]
        default: return parts.dropLast().joined(separator: ", ") + ", then " + (parts.last ?? "")
        }
    }

    public static func phrase(for action: Action, style: Style = .plain) -> String {
        func name(_ text: String) -> String { style == .markdown ? "**\(text)**" : text }
        func value(_ text: String) -> String { style == .markdown ? "*\(text)*" : text }
        let target = action.target.map { name($0.name) } ?? ""
        switch action.kind {
        case .push: return "pushes \(target)"
        case .present: return "presents \(target)"
        case .root: return "replaces the stack with \(target)"
        case .pop: return "goes back one screen"
        case .popToRoot: return "goes back to the first screen"
        case .dismiss: return "dismisses what is presented"
        case .store:
            guard let store = action.store else { return "stores a value" }
            if store.sourceName == store.name { return "stores \(value(store.name))" }
            return "stores \(value(store.sourceName)) as \(value(store.name))"
        case .finish:
            let result = (action.result ?? []).map { value($0.name) }
            return result.isEmpty ? "finishes the flow" : "finishes the flow with " + result.joined(separator: ", ")
        case .cancel: return "cancels the flow"
        case .restart: return "starts the flow again"
        }
    }
}
