import ArgumentParser
import CoordgenCore

/// `--style` and the style's options (`--outputs`, `--children`): which output style generates the navigation
/// layer, and how (`generate`, `new`, `docs`). A flag wins over the key in coordgen.yml.
struct StyleOption: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "The output style (default: \(OutputStyles.defaultName), or 'style:' in coordgen.yml).",
            valueName: "style"))
    var style: StyleName?

    @Option(
        help: ArgumentHelp(
            "How coordinators keep their child flows (style coordinator; default: base-class, or 'children:'"
                + " in coordgen.yml).",
            valueName: "children"))
    var children: ChildrenValue?

    @Option(
        help: ArgumentHelp(
            "How screens and flows report to their coordinator (style coordinator; default: closures, or"
                + " 'outputs:' in coordgen.yml).",
            valueName: "outputs"))
    var outputs: OutputsValue?

    /// The keys of the style's options given on the command line, which `coordgen new` records.
    var givenOptions: [String] {
        (children == nil ? [] : ["children"]) + (outputs == nil ? [] : ["outputs"])
    }

    func apply(to configuration: inout Configuration) {
        if let style { configuration.style = style.name }
        if let children { configuration.coordinator.children = children.value }
        if let outputs { configuration.coordinator.outputs = outputs.value }
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

/// `base-class` or `composition`; any other value is a usage error that lists them.
struct ChildrenValue: ExpressibleByArgument {
    let value: CoordinatorOptions.Children

    init?(argument: String) {
        guard let value = CoordinatorOptions.Children(rawValue: argument) else { return nil }
        self.value = value
    }

    static var allValueStrings: [String] { CoordinatorOptions.Children.allCases.map(\.rawValue) }
}

/// `closures` or `delegates`; any other value is a usage error that lists them.
struct OutputsValue: ExpressibleByArgument {
    let value: CoordinatorOptions.Outputs

    init?(argument: String) {
        guard let value = CoordinatorOptions.Outputs(rawValue: argument) else { return nil }
        self.value = value
    }

    static var allValueStrings: [String] { CoordinatorOptions.Outputs.allCases.map(\.rawValue) }
}
