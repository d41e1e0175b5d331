import ArgumentParser
import CoordgenCore

struct ValidateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Checks every flow spec and reports problems as file:line:column.",
        discussion: """
            Reads all specs, resolves every target and value, and runs every rule of the
            format. All problems are reported in one run, sorted by file and line, in
            the form Xcode and editors jump to:

              Flows/ItemFlow.md:14:5: error: screen 'ItemDetial' is not defined

            The message goes on with the flow's name and, for a near miss, a suggestion:
            did you mean 'ItemDetail'?

            Each output style adds the rules of its own generated names: check a spec set
            against another style with --style (for example --style silver).

            Exit status: 0 when there are no errors (warnings alone pass), 1 when there
            are errors.
            """
    )

    @OptionGroup var options: SpecOptions
    @OptionGroup var styleOption: StyleOption

    @Flag(help: "Treat warnings as errors (exit 1 when there is any warning).")
    var warningsAsErrors = false

    func run() throws {
        let (model, _, diagnostics) = options.loadModel(warningsAsErrors: warningsAsErrors, style: styleOption)
        let failed = diagnostics.hasErrors || (warningsAsErrors && diagnostics.warningCount > 0)
        guard let model, !failed else {
            Console.outcome(
                "coordgen: validation failed: \(Console.summary(diagnostics, warningsAsErrors: warningsAsErrors))")
            throw ExitCode.failure
        }
        let screens = model.flows.reduce(0) { $0 + $1.screens.count }
        let warnings = diagnostics.warningCount
        print(
            "Validated \(model.flows.count) flow\(model.flows.count == 1 ? "" : "s") and \(screens) screen\(screens == 1 ? "" : "s")"
                + (warnings > 0 ? " with \(warnings) warning\(warnings == 1 ? "" : "s")." : ": no problems."))
        RunEnd.succeeded()
    }
}
