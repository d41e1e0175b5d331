/// Names: valid Swift identifiers, the `Flow` suffix, uniqueness, and names that would clash
/// with UIKit or with each other in the generated code.
public enum NamingRules {
    static func check(_ model: FlowModel, scope: ValidationScope = .all, diagnostics: inout Diagnostics) {
        let flowNames = Set(model.flows.map(\.name))
        for flow in model.flows where scope.includes(flow) {
            checkFlowName(flow, diagnostics: &diagnostics)
            checkValues(flow.inputs, what: "flow input", diagnostics: &diagnostics)
            checkValues(flow.result, what: "result field", diagnostics: &diagnostics)
            checkValues(flow.dependencies, what: "dependency", diagnostics: &diagnostics)
            checkStorage(flow, diagnostics: &diagnostics)
            for index in flow.screens.indices {
                checkScreen(in: flow.screens, at: index, flowNames: flowNames, diagnostics: &diagnostics)
            }
            checkUnique(
                flow.screens.count, name: { flow.screens[$0].name }, location: { flow.screens[$0].location },
                what: "screen", diagnostics: &diagnostics)
            checkUnique(
                flow.childHandlers.count, name: { flow.childHandlers[$0].flow },
                location: { flow.childHandlers[$0].location }, what: "'## Flows' entry", diagnostics: &diagnostics)
        }
        checkScreensAcrossFlows(model, diagnostics: &diagnostics)
        checkDependencyTypes(model, diagnostics: &diagnostics)
    }

    private static func checkFlowName(_ flow: Flow, diagnostics: inout Diagnostics) {
        // An empty name was already reported by the parser, where it was missing.
        guard !flow.name.isEmpty, let problem = flowNameProblem(flow.name) else { return }
        diagnostics.error(problem, at: flow.location)
    }

    /// Why `name` cannot name a flow, or `nil` when it can. The one rule for flow names: `validate`
    /// applies it to every spec's title, and `coordgen new` to its argument.
    public static func flowNameProblem(_ name: String) -> String? {
        if name.isEmpty { return "expected a flow name, like 'ItemFlow'" }
        if let problem = identifierProblem(name, what: "flow name") { return problem }
        if name == "Flow" {
            return "flow name 'Flow' has no base name; name the flow after what it does, like 'ItemFlow'"
        } else if !name.hasSuffix("Flow") {
            let fixed = NameDerivation.upperCamelCase(name) + "Flow"
            return "flow name '\(name)' must end in 'Flow' after a base name (did you mean '\(fixed)'?)"
        }
        let baseName = FlowNames(flowName: name).baseName
        if let clash = OutputStyles.reservedFlowBaseNames[baseName] {
            return
                "flow name '\(name)' would generate '\(clash)', which coordgen already generates; choose another name"
        } else if name.first?.isUppercase != true {
            return "flow name '\(name)' must be UpperCamelCase (did you mean '\(NameDerivation.upperCamelCase(name))'?)"
        }
        return nil
    }

    /// The screen at `index`, read by field: a `Screen` bound whole would be copied before every call
    /// that can report (see `checkUnique`).
    private static func checkScreen(
        in screens: [Screen], at index: Int, flowNames: Set<String>, diagnostics: inout Diagnostics
    ) {
        let name = screens[index].name
        let location = screens[index].location
        if checkIdentifier(name, what: "screen name", at: location, diagnostics: &diagnostics) {
            let viewController = screens[index].names.viewController
            if name.first?.isUppercase != true {
                diagnostics.error(
                    "screen name '\(name)' must be UpperCamelCase (did you mean"
                        + " '\(NameDerivation.upperCamelCase(name))'?)", at: location)
            } else if name.hasPrefix("UI"), name.dropFirst(2).first?.isUppercase ?? true {
                diagnostics.error(
                    "screen name '\(name)' starts with UIKit's prefix 'UI'; its view controller"
                        + " '\(viewController)' could clash with UIKit", at: location)
            } else if name.hasSuffix("Flow") || flowNames.contains(name) {
                diagnostics.error(
                    "screen name '\(name)' ends in 'Flow', which marks flows; rename the screen", at: location)
            } else if screens[index].kind == .alert {
                // An alert's scaffold is `<Name>Alert`: the suffix would be written twice.
                let shorter = String(name.dropLast("Alert".count))
                if name.hasSuffix("Alert"), shorter.first?.isUppercase == true {
                    diagnostics.warning(
                        "alert '\(name)' gets the wrapper '\(viewController)'; name the screen '\(shorter)' to get"
                            + " '\(shorter)Alert'", at: location)
                }
            } else if let shorter = nameWithoutViewSuffix(name) {
                diagnostics.warning(
                    "screen '\(name)' gets the view controller '\(viewController)'; name the"
                        + " screen '\(shorter)' to get '\(shorter)ViewController'", at: location)
            }
        }
        checkValues(screens[index].inputs, what: "screen input", diagnostics: &diagnostics)
        let events = screens[index].events
        for event in events.indices {
            let eventName = events[event].name
            if checkIdentifier(eventName, what: "event name", at: events[event].location, diagnostics: &diagnostics),
                SwiftIdentifier.viewControllerMembers.contains(eventName)
            {
                diagnostics.error(
                    "event '\(eventName)' would hide UIViewController's '\(eventName)' on the screen's view controller;"
                        + " rename it (for example 'on\(NameDerivation.upperCamelCase(eventName))')",
                    at: events[event].location)
            }
            checkValues(events[event].parameters, what: "event parameter", diagnostics: &diagnostics)
        }
        checkUnique(
            events.count, name: { events[$0].name }, location: { events[$0].location }, what: "event",
            diagnostics: &diagnostics)
    }

    /// `NoteView` → `Note`, `NoteViewController` → `Note`: a screen's view controller is its name and
    /// `ViewController`, so these suffixes would be written twice. `nil` when there is nothing to drop
    /// (or nothing usable would be left).
    static func nameWithoutViewSuffix(_ name: String) -> String? {
        for suffix in ["ViewController", "View"] where name.hasSuffix(suffix) {
            let shorter = String(name.dropLast(suffix.count))
            return shorter.first?.isUppercase == true && !shorter.hasSuffix("Flow") ? shorter : nil
        }
        return nil
    }

    /// Why a default value is not one expression that stays inside its declaration, or `nil`. The
    /// value is copied into the generated struct, so a comment, a `;` or an unclosed bracket or string
    /// would swallow or break the code after it. (The compiler still judges the expression itself.)
    static func defaultValueProblem(_ value: String) -> String? {
        var closing: [Character] = []
        var inString = false
        var previous: Character = " "
        for character in value {
            if inString {
                if character == "\"", previous != "\\" { inString = false }
                previous = previous == "\\" && character == "\\" ? " " : character
                continue
            }
            switch character {
            case "\"": inString = true
            case "(": closing.append(")")
            case "[": closing.append("]")
            case "{": closing.append("}")
            case ")", "]", "}":
                guard closing.popLast() == character else { return "closes '\(character)' that it did not open" }
            case ";": return "contains ';'"
            case "/" where previous == "/" || previous == "*": return "contains a comment"
            case "*" where previous == "/": return "contains a comment"
            default: break
            }
            previous = character
        }
        if inString { return "has a string that is not closed" }
        if let expected = closing.last { return "does not close its brackets (expected '\(expected)')" }
        return nil
    }

    private static func checkStorage(_ flow: Flow, diagnostics: inout Diagnostics) {
        let inputs = Dictionary(flow.inputs.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        for field in flow.storage {
            _ = checkIdentifier(field.name, what: "storage field", at: field.location, diagnostics: &diagnostics)
            if field.defaultValue == nil, !SwiftType.isOptional(field.type) {
                diagnostics.error(
                    "storage field '\(field.name): \(field.type)' needs a default value"
                        + " (write '\(field.name): \(field.type) = …', or make the type optional)",
                    at: field.location)
            }
            if let defaultValue = field.defaultValue, let problem = defaultValueProblem(defaultValue) {
                diagnostics.error(
                    "default value '\(defaultValue)' of storage field '\(field.name)' \(problem); write one Swift"
                        + " expression", at: field.location)
            }
            if let input = inputs[field.name] {
                diagnostics.error(
                    "storage field '\(field.name)' has the name of a flow input; values are matched by name, so rename one",
                    at: field.location, notes: [.init(message: "the input is declared here", location: input.location)])
            }
        }
        checkUnique(
            flow.storage.count, name: { flow.storage[$0].name }, location: { flow.storage[$0].location },
            what: "storage field", diagnostics: &diagnostics)
    }

    private static func checkValues(_ values: [Value], what: String, diagnostics: inout Diagnostics) {
        for index in values.indices {
            _ = checkIdentifier(values[index].name, what: what, at: values[index].location, diagnostics: &diagnostics)
        }
        checkUnique(
            values.count, name: { values[$0].name }, location: { values[$0].location }, what: what,
            diagnostics: &diagnostics)
    }

    /// Reports a name that cannot be a Swift identifier; returns whether it can.
    @discardableResult
    static func checkIdentifier(
        _ name: String, what: String, at location: SourceLocation, diagnostics: inout Diagnostics
    )
        -> Bool
    {
        // An empty name was already reported by the parser, where it was missing.
        guard !name.isEmpty else { return false }
        guard let problem = identifierProblem(name, what: what) else { return true }
        diagnostics.error(problem, at: location)
        return false
    }

    /// Why a non-empty `name` cannot be a Swift identifier in generated code, or `nil` when it can.
    private static func identifierProblem(_ name: String, what: String) -> String? {
        if SwiftIdentifier.isUnusable(name) {
            return "'\(name)' cannot be used as \(article(what)) \(what) in generated Swift; choose another name"
        }
        guard SwiftIdentifier.isValid(name) else {
            // By scalar: a joiner or a combining mark belongs to the character before it.
            var cleaned = ""
            cleaned.unicodeScalars.append(
                contentsOf: name.unicodeScalars.filter {
                    $0 == "_" || $0.properties.isAlphabetic || $0.properties.numericType != nil
                })
            let hint =
                SwiftIdentifier.isValid(cleaned) && !cleaned.isEmpty ? " (did you mean '\(cleaned)'?)" : ""
            return "\(what) '\(name)' is not a valid Swift identifier\(hint)"
        }
        return nil
    }

    /// "a" or "an" before `word`.
    static func article(_ word: String) -> String {
        guard let first = word.first else { return "a" }
        return "aeiou".contains(first) ? "an" : "a"
    }

    /// Reports every item whose name an earlier item has, with a note at the first one. Items are
    /// read by index, by field: a model value bound whole to a name is copied (every field retained)
    /// before each call that reports, which made this rule several times slower.
    private static func checkUnique(
        _ count: Int, name: (Int) -> String, location: (Int) -> SourceLocation, what: String,
        diagnostics: inout Diagnostics
    ) {
        func report(_ index: Int, firstDeclaredAt previous: SourceLocation) {
            diagnostics.error(
                "\(what) '\(name(index))' is declared twice", at: location(index),
                notes: [.init(message: "first declared here", location: previous)])
        }
        // Most lists are short (a screen's events, a flow's screens): comparing each name with the ones
        // before it allocates nothing, where a dictionary would be built for every list.
        guard count > 16 else {
            for index in 0..<count {
                let itemName = name(index)
                if let first = (0..<index).first(where: { name($0) == itemName }) {
                    report(index, firstDeclaredAt: location(first))
                }
            }
            return
        }
        var first: [String: SourceLocation] = [:]
        for index in 0..<count {
            if let previous = first[name(index)] {
                report(index, firstDeclaredAt: previous)
            } else {
                first[name(index)] = location(index)
            }
        }
    }

    /// Module protocols share one namespace, so a screen name is unique across the spec set.
    private static func checkScreensAcrossFlows(_ model: FlowModel, diagnostics: inout Diagnostics) {
        // Each name's first screen by position, looked up once per screen: storing its flow's name and
        // its location, and looking the name up again to compare them, was most of this rule.
        var owners: [String: (flow: Int, screen: Int)] = [:]
        owners.reserveCapacity(model.flows.reduce(0) { $0 + $1.screens.count })
        for flowIndex in model.flows.indices {
            // By index: the error path's calls would otherwise copy every screen (see `checkUnique`).
            for index in model.flows[flowIndex].screens.indices {
                let name = model.flows[flowIndex].screens[index].name
                guard let owner = owners[name] else {
                    owners[name] = (flowIndex, index)
                    continue
                }
                // A name twice in one flow (or in two flows of one name) is reported as a duplicate.
                let (flow, ownerFlow) = (model.flows[flowIndex], model.flows[owner.flow])
                guard ownerFlow.name != flow.name else { continue }
                let (screen, ownerLocation) = (flow.screens[index], ownerFlow.screens[owner.screen].location)
                diagnostics.error(
                    "screen '\(screen.name)' is also defined in \(ownerFlow.name); screen names are unique across all"
                        + " flows (each becomes '\(screen.names.module)')", at: screen.location,
                    notes: [.init(message: "the other '\(screen.name)' is here", location: ownerLocation)])
                diagnostics.error(
                    "screen '\(screen.name)' is also defined in \(flow.name); screen names are unique across all"
                        + " flows (each becomes '\(screen.names.module)')", at: ownerLocation,
                    notes: [.init(message: "the other '\(screen.name)' is here", location: screen.location)])
            }
        }
    }

    /// The app's container conforms to every flow's dependencies protocol, so a dependency name
    /// must have one type across the spec set.
    private static func checkDependencyTypes(_ model: FlowModel, diagnostics: inout Diagnostics) {
        var seen: [String: (type: String, flow: String, location: SourceLocation)] = [:]
        for flow in model.flows {
            for dependency in flow.dependencies {
                if let other = seen[dependency.name], other.type != dependency.type {
                    diagnostics.error(
                        "dependency '\(dependency.name)' is '\(dependency.type)' here but '\(other.type)' in"
                            + " \(other.flow); one container provides both, so use one type or another name",
                        at: dependency.location, notes: [.init(message: "declared here", location: other.location)])
                } else if seen[dependency.name] == nil {
                    seen[dependency.name] = (dependency.type, flow.name, dependency.location)
                }
            }
        }
    }
}
