import ArgumentParser
import CoordgenCore

/// `--diagnostics-format`: how every command that reads specs prints its problems on standard error.
struct DiagnosticsOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "How problems are printed: text (file:line:column: error: …), json (one JSON object per line:"
                + " severity, file, line, column, message, notes) or github (GitHub Actions annotations).",
            valueName: "format"))
    var diagnosticsFormat: DiagnosticFormat = .text
}

extension DiagnosticFormat: ExpressibleByArgument {}
