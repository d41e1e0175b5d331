import ArgumentParser
import CoordgenCore

/// `--style`: which output style generates the navigation layer (`generate`, `new`, `docs`).
struct StyleOption: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "The output style (default: \(OutputStyles.defaultName), or 'style:' in coordgen.yml).",
            valueName: "style"))
    var style: StyleName?

    func apply(to configuration: inout Configuration) {
        if let style { configuration.style = style.name }
    }
}

/// A name from `OutputStyles.all`; any other value is a usage error that lists the styles.
struct StyleName: ExpressibleByArgument {
    let name: String

    init?(argument: String) {
        guard OutputStyles.named(argument) != nil else { return nil }
        name = argument
    }

    static var allValueStrings: [String] { OutputStyles.all.map(\.name) }
}
