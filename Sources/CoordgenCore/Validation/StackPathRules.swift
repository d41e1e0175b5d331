/// Rules on the screens a stack action names beyond what it shows: `pop to X` and `send x to X` need X
/// under the sender (known statically as "X leads to the sender"; `pop to` also needs X on the
/// navigation stack), and each step of `root A > B > C` is pushed by an event of the step before it.
enum StackPathRules {
    static func check(_ flow: Flow, diagnostics: inout Diagnostics) {
        var leads: Leads?
        for screen in flow.screens {
            for event in screen.events {
                for action in event.actions {
                    if !action.path.isEmpty { checkSteps(of: action, in: flow, &diagnostics) }
                    guard action.kind == .popTo || action.kind == .send, let target = action.target else { continue }
                    if target.name == screen.name {
                        reportSelf(action, target: target.name, &diagnostics)
                        continue
                    }
                    check(action, under: screen.name, in: flow, leads: &leads, &diagnostics)
                }
            }
        }
        for handler in flow.childHandlers {
            for action in (handler.onFinish?.actions ?? []) + (handler.onCancel?.actions ?? []) {
                if !action.path.isEmpty { checkSteps(of: action, in: flow, &diagnostics) }
                guard action.kind == .popTo || action.kind == .send else { continue }
                check(action, under: handler.flow, in: flow, leads: &leads, &diagnostics)
            }
        }
    }

    /// `pop to X` or `send x to X` in an event of X itself.
    private static func reportSelf(_ action: Action, target: String, _ diagnostics: inout Diagnostics) {
        guard let location = action.target?.location else { return }
        if action.kind == .send {
            let value = action.send?.sourceName ?? ""
            diagnostics.error(
                "'send' from an event of '\(target)' to '\(target)' does nothing; the screen already has '\(value)'",
                at: location)
        } else {
            diagnostics.error(
                "'pop to \(target)' from an event of '\(target)' would not move; pop to a screen below it", at: location
            )
        }
    }

    /// A `root` path is a stack the user could have built: each step is pushed by an event of the one before.
    private static func checkSteps(of action: Action, in flow: Flow, _ diagnostics: inout Diagnostics) {
        guard let first = action.target else { return }
        for (below, step) in zip([first] + action.path, action.path) {
            let pushes = flow.screen(named: below.name)?.events.contains { event in
                event.actions.contains { $0.kind == .push && $0.target?.name == step.name }
            }
            guard pushes != true else { continue }
            diagnostics.error(
                "no event of '\(below.name)' pushes '\(step.name)'; a 'root' path lists screens in the order the user"
                    + " pushes them", at: step.location)
        }
    }

    /// The screen `action` names must be under `sender` (a screen, or the child flow whose handler runs
    /// it); for `pop to`, on the navigation stack too.
    private static func check(
        _ action: Action, under sender: String, in flow: Flow, leads: inout Leads?, _ diagnostics: inout Diagnostics
    ) {
        guard let target = action.target else { return }
        let screen = target.name
        if action.kind == .send, flow.screen(named: screen)?.kind == .external {
            diagnostics.error(
                "screen '\(screen)' is external (the app makes it), so it cannot receive values", at: target.location)
            return
        }
        if action.kind == .popTo, let shown = flow.screen(named: screen), shown.isPresented, !shown.isPushed,
            !shown.isRoot, !shown.isStart
        {
            diagnostics.error(
                "'pop to \(screen)': \(screen) is only presented, so it is never on the navigation stack",
                at: target.location)
            return
        }
        if leads == nil { leads = Leads(flow) }
        guard leads?.leads(from: screen, to: sender) == false else { return }
        diagnostics.error(
            "'\(action.kind.spelling)' needs '\(screen)' under '\(sender)', but no event of '\(screen)' leads to"
                + " '\(sender)'", at: target.location)
    }

    /// What each screen and child flow of a flow shows next: the targets its events push and present
    /// (a child flow: the targets of its handlers, shown where it was started), up to an action
    /// that takes the stack below it (`root`, `pop`, `pop to root`, `pop to`).
    struct Leads {
        private var next: [String: Set<String>] = [:]

        init(_ flow: Flow) {
            for screen in flow.screens {
                for event in screen.events { add(event.actions, from: screen.name) }
            }
            for handler in flow.childHandlers {
                add((handler.onFinish?.actions ?? []), from: handler.flow)
                add((handler.onCancel?.actions ?? []), from: handler.flow)
            }
        }

        private mutating func add(_ actions: [Action], from source: String) {
            for action in actions {
                switch action.kind {
                case .push, .present:
                    if let target = action.target { next[source, default: []].insert(target.name) }
                case .root, .pop, .popToRoot, .popTo: return
                case .dismiss, .store, .send, .finish, .cancel, .restart: continue
                }
            }
        }

        /// Whether following `next` from `start` reaches `end`; each name is visited once.
        func leads(from start: String, to end: String) -> Bool {
            var seen: Set<String> = [start]
            var queue = [start]
            while let name = queue.popLast() {
                for shown in next[name] ?? [] where seen.insert(shown).inserted {
                    if shown == end { return true }
                    queue.append(shown)
                }
            }
            return false
        }
    }
}
