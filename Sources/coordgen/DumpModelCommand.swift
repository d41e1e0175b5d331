import ArgumentParser
import CoordgenCore

struct DumpModelCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "dump-model",
        abstract: "Prints the validated flow model as JSON.",
        discussion: """
            The model is what the generator and the docs read: every flow with its
            derived Swift names, resolved targets and value bindings. Keys are sorted
            and flows are in name order, so the output is stable enough to diff. Nothing
            is printed when the specs have errors.
            """
    )

    @OptionGroup var options: SpecOptions

    func run() throws {
        let (model, _, diagnostics) = options.loadModel()
        guard let model, !diagnostics.hasErrors else {
            Console.outcome("coordgen: the specs have errors: \(Console.summary(diagnostics))")
            throw ExitCode.failure
        }
        print(ModelJSON.encode(model))
    }
}
