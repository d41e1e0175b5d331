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

    /// The branches of an event or handler: ``when method is `.pickup`, pushes PickupPoints; otherwise,
    /// pushes Payment``.
    public static func sentence(for branches: [Branch]) -> String {
        branches.map { "\($0.condition.spelling), \(sentence(for: $0.actions))" }.joined(separator: "; ")
    }

    public static func phrase(for action: Action, style: Style = .plain) -> String {
        func name(_ text: String) -> String { style == .markdown ? "**\(text)**" : text }
        func value(_ text: String) -> String { style == .markdown ? "*\(text)*" : text }
        // A `root` path names each of its screens: `A > B > C`.
        let target = ([action.target].compactMap { $0 } + action.path).map { name($0.name) }.joined(separator: " > ")
        switch action.kind {
        case .push, .present, .root, .popTo, .selectTab: return action.kind.sentence + " " + target
        case .pop, .popToRoot, .dismiss, .cancel, .restart: return action.kind.sentence
        case .store:
            guard let store = action.store else { return "stores a value" }
            if store.sourceName == store.name { return "stores \(value(store.name))" }
            return "stores \(value(store.sourceName)) as \(value(store.name))"
        case .send:
            guard let send = action.send else { return "sends a value to " + target }
            let field = send.sourceName == send.name ? "" : " as \(value(send.name))"
            return "sends \(value(send.sourceName))\(field) to \(target)"
        case .finish:
            let result = (action.result ?? []).map { value($0.name) }
            return result.isEmpty
                ? action.kind.sentence : action.kind.sentence + " with " + result.joined(separator: ", ")
        }
    }
}
