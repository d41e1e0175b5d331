/// The files `coordgen new` writes: a starter spec and a configuration file.
public enum StarterSpec {
    /// A valid spec with a description, two screens, one push and two finishes, and comments
    /// (HTML comments, invisible on code hosts) that teach the format.
    ///
    /// The placeholder screens are `<Base>List` and `<Base>Detail`, numbered (`<Base>List2`) when
    /// a name is in `takenNames` (the screens of the other flows: screen names are unique across
    /// flows).
    public static func text(flowName: String, takenNames: Set<String> = []) -> String {
        let base = flowName.hasSuffix("Flow") ? String(flowName.dropLast(4)) : flowName
        let list = freeName(base + "List", takenNames: takenNames)
        let detail = freeName(base + "Detail", takenNames: takenNames.union([list]))
        return """
            # \(flowName)

            <!--
            A flow spec. The '#' heading names the flow; the paragraphs under it describe it
            and become the doc comment of its generated type. Run 'coordgen generate' after
            every change. The whole format: docs/spec-format.md in the coordgen repository.
            -->

            Describe what \(flowName) does for the user.

            - start: \(list)

            <!--
            Settings: 'start' (the first screen, or 'one of A, B'), 'input' and 'result'
            (Swift parameters in inline code, like - result: `id: String`).
            Optional sections: '## Storage' (values the flow keeps), '## Dependencies'
            (services its screens need) and '## Flows' (how it reacts when a child flow ends).
            -->

            ## Screens

            ### \(list)

            The first screen of \(flowName).

            <!--
            Each bullet is an event in inline code, an arrow, and actions: push, present,
            root, pop, pop to root, dismiss, store, finish, cancel, restart. Prose after ' — '
            documents the event. Values are matched by name: 'id' below fills \(detail)'s input.
            -->

            - `onSelect(id: String)` → push \(detail) — the user picked an entry
            - `onClose` → finish

            ### \(detail)(id: String)

            - `onDone` → finish

            """
    }

    /// `name`, or `name` with the first number from 2 that makes it free.
    static func freeName(_ name: String, takenNames: Set<String>) -> String {
        guard takenNames.contains(name) else { return name }
        var number = 2
        while takenNames.contains(name + String(number)) { number += 1 }
        return name + String(number)
    }

    /// `coordgen.yml` with the settings of this run; of the style's options, only `givenOptions`
    /// (the keys given on the command line), so the file names only what the user chose.
    public static func configuration(_ configuration: Configuration, givenOptions: [String] = []) -> String {
        """
        # coordgen settings; command-line flags override them.
        specs: \(configuration.specs)
        output: \(configuration.output)
        scaffold: \(configuration.scaffold)
        docs: \(configuration.docs)
        access: \(configuration.access.rawValue)
        style: \(configuration.style)

        """ + (configuration.templates.map { "templates: \($0)\n" } ?? "")
            + CoordinatorOptions.keys.filter(givenOptions.contains).compactMap { key in
                configuration.coordinator.value(of: key).map { "\(key): \($0)\n" }
            }.joined()
    }
}
