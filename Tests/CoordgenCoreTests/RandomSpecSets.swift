/// Deterministic random spec sets that are valid by construction, to try the generator on
/// specs nobody wrote by hand: every action kind, keywords as names, optional types, inputs
/// filled from events, storage and flow inputs, child flows pushed, presented and rooted.
struct RandomSpecSets {
    /// The stress test's SplitMix64, with the helpers the spec builder needs.
    struct Generator: RandomNumberGenerator {
        private var base: SplitMix64

        init(state: UInt64) {
            base = SplitMix64(seed: state)
        }

        mutating func next() -> UInt64 {
            base.next()
        }

        mutating func int(_ range: ClosedRange<Int>) -> Int {
            range.lowerBound + Int(next() % UInt64(range.count))
        }

        mutating func chance(_ percent: Int) -> Bool {
            int(1...100) <= percent
        }

        mutating func pick<T>(_ items: [T]) -> T {
            items[int(0...(items.count - 1))]
        }
    }

    /// The value types a spec may use, with a default for storage. `Item` is the app's own type.
    static let types: [(type: String, defaultValue: String?)] = [
        ("String", "\"\""), ("Int", "0"), ("Bool", "false"), ("[String]", "[]"), ("Item?", nil),
        ("[String: Int]", "[:]"), ("Item", "Item()"), ("(String) -> Void", "{ _ in }"), ("(() -> Void)?", nil),
    ]

    /// Value names, many of them Swift keywords: escaped in declarations, bare as argument labels
    /// (where Swift warns about needless backticks), except `inout`.
    static let names = [
        "title", "count", "default", "class", "items", "isOn", "repeat", "value", "selection", "let", "var", "func",
        "in", "is", "as", "struct", "inout", "where", "return", "static",
    ]

    /// The app types the generated code needs, for a compile check.
    static let support = """
        struct Item: Equatable {}
        final class Service {}
        """

    private struct Field {
        var name: String
        var type: String
        var defaultValue: String?
    }

    private struct FlowPlan {
        var name: String
        var pushable: Bool
        var inputs: [Field] = []
        var storage: [Field] = []
        var result: [Field] = []
        var screens: [String] = []
        var modal: Set<String> = []
        var screenInputs: [String: [Field]] = [:]
    }

    /// A spec set of `flowCount` flows as `[file name: text]`. With `allReachable`, each flow's
    /// first screen shows all the others, so that no screen is unreachable (the warning most sets have).
    static func make(seed: UInt64, flowCount: Int = 5, allReachable: Bool = false) -> [String: String] {
        var random = Generator(state: seed)
        var plans: [FlowPlan] = []
        for index in 0..<flowCount {
            var plan = FlowPlan(name: "R\(index)Flow", pushable: index > 0 && random.chance(60))
            // Every flow has `note: String`, as an input or in storage, so child inputs can always be filled.
            let note = Field(name: "note", type: "String", defaultValue: "\"\"")
            if index > 0, random.chance(50) { plan.inputs.append(note) } else { plan.storage.append(note) }
            for name in names.shuffled(using: &random).prefix(random.int(0...3)) {
                let (type, defaultValue) = random.pick(types)
                plan.storage.append(Field(name: name, type: type, defaultValue: defaultValue))
            }
            let available = plan.inputs + plan.storage
            plan.result = Array(available.shuffled(using: &random).prefix(random.int(0...2)))
            let screenCount = index == 0 && flowCount > 2 && random.chance(50) ? 0 : random.int(1...4)
            for screen in 0..<screenCount {
                let name = "Screen\(index)x\(screen)"
                plan.screens.append(name)
                plan.screenInputs[name] = Array(available.shuffled(using: &random).prefix(random.int(0...2)))
                if screen > 0, random.chance(30) { plan.modal.insert(name) }
            }
            plans.append(plan)
        }
        var files: [String: String] = [:]
        for (index, plan) in plans.enumerated() {
            files[plan.name + ".md"] = spec(
                plan, index: index, plans: plans, allReachable: allReachable, random: &random)
        }
        return files
    }

    private static func parameters(_ fields: [Field]) -> String {
        fields.map { "\($0.name): \($0.type)" }.joined(separator: ", ")
    }

    private static func spec(
        _ plan: FlowPlan, index: Int, plans: [FlowPlan], allReachable: Bool, random: inout Generator
    ) -> String {
        // Children come later in the list, so `start:` and `root` can never form a cycle.
        let children = Array(plans[(index + 1)...].shuffled(using: &random).prefix(random.int(0...2)))
        var lines = ["# \(plan.name)", "", "Random flow \(index).", ""]
        if plan.screens.isEmpty {
            let starts = children.filter { !plan.pushable || $0.pushable }
            let fallback = plans.dropFirst(index + 1).first { !plan.pushable || $0.pushable }
            let targets: [String] = starts.isEmpty ? [fallback?.name].compactMap { $0 } : starts.map { $0.name }
            lines.append(
                targets.count > 1 ? "- start: one of \(targets.joined(separator: ", "))" : "- start: \(targets[0])")
        } else if random.chance(20), plan.screens.count > 1, !plan.modal.contains(plan.screens[1]) {
            lines.append("- start: one of \(plan.screens[0]), \(plan.screens[1])")
        }
        if !plan.inputs.isEmpty { lines.append("- input: `\(parameters(plan.inputs))` — what the parent passes") }
        if !plan.result.isEmpty { lines.append("- result: `\(parameters(plan.result))`") }
        if !plan.storage.isEmpty {
            lines += ["", "## Storage", ""]
            lines += plan.storage.map { "- `\($0.name): \($0.type)\($0.defaultValue.map { " = " + $0 } ?? "")`" }
        }
        if random.chance(50) { lines += ["", "## Dependencies", "", "- `service\(index): Service`"] }
        var started: [String: String] = [:]
        if !plan.screens.isEmpty {
            lines += ["", "## Screens"]
            for screen in plan.screens {
                let inputs = plan.screenInputs[screen] ?? []
                lines += ["", "### \(screen)\(inputs.isEmpty ? "" : "(\(parameters(inputs)))")", ""]
                for event in 0..<random.int(0...3) {
                    let action = randomActions(plan, screen: screen, children: children, random: &random)
                    if let child = action.child { started[child] = action.verb }
                    lines.append("- `\(action.event)\(event)\(action.parameters)` → \(action.text)")
                }
                if allReachable, screen == plan.screens[0] {
                    for (number, other) in plan.screens.dropFirst().enumerated() {
                        let verb = plan.modal.contains(other) ? "present" : "push"
                        lines.append("- `onShow\(number)` → \(verb) \(other)")
                    }
                }
            }
        }
        for child in children where started[child.name] != nil && random.chance(70) {
            lines += ["", "## Flows", "", "### \(child.name)", ""]
            let dismiss = started[child.name] == "present" ? "dismiss" : "pop"
            let stores = child.result.filter { field in
                plan.storage.contains { $0.name == field.name && $0.type == field.type }
            }
            let finish = ([dismiss] + stores.prefix(1).map { "store \($0.name)" }).joined(separator: ", ")
            lines.append("- on finish → \(finish)")
            if random.chance(50) { lines.append("- on cancel → \(dismiss)") }
            break
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private struct RandomAction {
        var event: String
        var parameters: String
        var text: String
        var child: String?
        var verb: String
    }

    private static func randomActions(
        _ plan: FlowPlan, screen: String, children: [FlowPlan], random: inout Generator
    ) -> RandomAction {
        let isModal = plan.modal.contains(screen)
        var choices = ["push", "present", "store", "finish", "cancel", "dismiss"]
        if !isModal { choices += ["pop", "popToRoot"] }
        if !isModal, !plan.pushable { choices += ["root", "restart"] }
        if !children.isEmpty { choices += ["child", "child"] }
        let choice = random.pick(choices)
        let others = plan.screens.filter { $0 != screen }
        switch choice {
        case "push", "root", "present":
            let targets = others.filter { plan.modal.contains($0) == (choice == "present") }
            guard let target = targets.isEmpty ? nil : random.pick(targets), !(isModal && choice != "present") else {
                return RandomAction(event: "onClose", parameters: "", text: "dismiss", verb: "dismiss")
            }
            return RandomAction(event: "onOpen", parameters: "", text: "\(choice) \(target)", verb: choice)
        case "store":
            guard let field = plan.storage.randomElement(using: &random) else {
                return RandomAction(event: "onDismiss", parameters: "", text: "dismiss", verb: "dismiss")
            }
            let optional = field.type.hasSuffix("?") ? String(field.type.dropLast()) : field.type
            return RandomAction(
                event: "onChange", parameters: "(\(field.name): \(optional))", text: "store \(field.name)",
                verb: "store")
        case "finish", "cancel", "dismiss", "restart":
            return RandomAction(event: "on\(choice.capitalized)", parameters: "", text: choice, verb: choice)
        case "pop", "popToRoot":
            return RandomAction(
                event: "onBack", parameters: "", text: choice == "pop" ? "pop" : "pop to root", verb: choice)
        default:
            let candidates = children.filter { isModal ? true : ($0.pushable || !plan.pushable) }
            guard let child = candidates.isEmpty ? nil : random.pick(candidates) else {
                return RandomAction(event: "onDismiss", parameters: "", text: "dismiss", verb: "dismiss")
            }
            let verbs =
                isModal || !child.pushable
                ? ["present"] : plan.pushable ? ["push", "present"] : ["push", "present", "root"]
            let verb = random.pick(verbs)
            return RandomAction(
                event: "onStart", parameters: "", text: "\(verb) \(child.name)", child: child.name, verb: verb)
        }
    }
}
