/// Rules on the screens `pop to X` and `send x to X` name: X is under the sender (known statically
/// as "X leads to the sender"), and for `pop to` on the navigation stack. (That each step of a `root`
/// path is pushed by the one before is checked where the path is resolved, in `ModelBuilder`.)
enum PopToAndSendRules {
    static func check(_ flow: Flow, diagnostics: inout Diagnostics) {
        // Most flows have neither: their actions are not read. A tabs flow has no stack to look at
        // (`TabRules` refuses both there).
        guard !flow.hasTabs,
            flow.screens.indices.contains(where: { flow.screens[$0].keepsLastShownModule })
        else { return }
        var leads: Leads?
        // Read in place: binding each screen, event and action copies it.
        func check(_ actions: [Action], from sender: String, isScreen: Bool) {
            for index in actions.indices where actions[index].namesAShownScreen {
                let action = actions[index]
                guard let target = action.target else { continue }
                if isScreen, target.name == sender {
                    reportSelf(action, target: target.name, &diagnostics)
                    continue
                }
                Self.check(action, under: sender, in: flow, leads: &leads, &diagnostics)
            }
        }
        for screen in flow.screens.indices {
            for event in flow.screens[screen].events.indices {
                for list in flow.screens[screen].events[event].actionLists {
                    check(list, from: flow.screens[screen].name, isScreen: true)
                }
            }
        }
        for handler in flow.childHandlers.indices {
            let child = flow.childHandlers[handler].flow
            let lists =
                (flow.childHandlers[handler].onFinish?.actionLists ?? [])
                + (flow.childHandlers[handler].onCancel?.actionLists ?? [])
            for list in lists { check(list, from: child, isScreen: false) }
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

    /// The screen `action` names must be under `sender` (a screen, or the child flow whose handler runs
    /// it); for `pop to`, on the navigation stack too.
    private static func check(
        _ action: Action, under sender: String, in flow: Flow, leads: inout Leads?, _ diagnostics: inout Diagnostics
    ) {
        guard let target = action.target else { return }
        let screen = target.name
        if action.kind == .send, let kind = flow.screen(named: screen)?.kind, kind != .module {
            let why =
                kind == .alert
                ? "is an alert and goes away when a button is tapped" : "is external (the app makes it)"
            diagnostics.error("screen '\(screen)' \(why), so it cannot receive values", at: target.location)
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
                for event in screen.events { add(event.allActions, from: screen.name) }
            }
            for handler in flow.childHandlers {
                add((handler.onFinish?.allActions ?? []), from: handler.flow)
                add((handler.onCancel?.allActions ?? []), from: handler.flow)
            }
        }

        private mutating func add(_ actions: [Action], from source: String) {
            for action in actions {
                switch action.kind {
                case .push, .present:
                    if let target = action.target { next[source, default: []].insert(target.name) }
                case .root, .pop, .popToRoot, .popTo: return
                case .dismiss, .store, .send, .selectTab, .finish, .cancel, .restart: continue
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
