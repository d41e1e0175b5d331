/// The files `coordgen new` writes: a starter spec and a configuration file.
public enum StarterSpec {
    /// A valid spec with a description, two screens, one push and two finishes, and comments
    /// (HTML comments, invisible on code hosts) that teach the format.
    public static func text(flowName: String) -> String {
        let base = flowName.hasSuffix("Flow") ? String(flowName.dropLast(4)) : flowName
        let list = base + "List"
        let detail = base + "Detail"
        return """
            # \(flowName)

            <!--
            A flow spec. The '#' heading names the flow; the paragraphs under it describe it
            and become the doc comment of \(base)Coordinator. Run 'coordgen generate' after
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

    /// `coordgen.yml` with the settings of this run.
    public static func configuration(_ configuration: Configuration) -> String {
        """
        # coordgen settings; command-line flags override them.
        specs: \(configuration.specs)
        output: \(configuration.output)
        scaffold: \(configuration.scaffold)
        docs: \(configuration.docs)
        access: \(configuration.access.rawValue)
        style: \(configuration.style)

        """ + (configuration.templates.map { "templates: \($0)\n" } ?? "")
    }
}
