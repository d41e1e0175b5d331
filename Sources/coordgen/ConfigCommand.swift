import ArgumentParser

/// `coordgen config`: works with `coordgen.yml`.
struct ConfigCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "config",
        abstract: "Writes and checks coordgen.yml.",
        discussion: """
              coordgen config init    write a commented coordgen.yml with every key and its default
              coordgen config lint    check it: unknown keys, wrong values, missing folders,
                                      options that do not fit the style, each at its line
            """,
        subcommands: [ConfigInitCommand.self, ConfigLintCommand.self]
    )
}
