import ArgumentParser
import CoordgenCore
import Foundation

struct TemplatesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "templates",
        abstract: "Works with the templates the Swift and the docs are rendered from.",
        subcommands: [ExportTemplatesCommand.self]
    )
}

struct ExportTemplatesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Writes the built-in templates into a folder, as a starting point for your own.",
        discussion: """
            Edit the files you want to change, delete the others, then point coordgen at
            the folder with '--templates DIR' or 'templates: DIR' in coordgen.yml. A
            file replaces the built-in template of the same path; the rest stay built
            in. Each output style has its own folder (Coordinator/Swift/Flow.mustache,
            FlowController/Swift/FlowControllerCore.mustache, …); what every style
            renders the same way (module protocols, storage, scaffolds) is under
            Shared/, and the docs templates are under Docs/. With --style, only that
            style's folder, Shared/ and Docs/ are written.
            """
    )

    @Argument(help: ArgumentHelp("The folder to write into.", valueName: "dir"))
    var directory: String

    @Flag(help: "Replace templates that already exist in the folder.")
    var force = false

    @Option(
        help: ArgumentHelp("Export only this output style's templates (with Shared/ and Docs/).", valueName: "style"))
    var style: StyleName?

    func run() throws {
        if let file = Console.fileInTheWay(of: directory) {
            Console.error("\(file): error: expected a folder to export the templates into, found a file")
            throw ExitCode.failure
        }
        var written = 0
        let folders = style.flatMap { OutputStyles.named($0.name) }.map { $0.templateRoots.union(["Docs"]) }
        for (relative, text) in TemplateLibrary.builtinFiles.sorted(by: { $0.key < $1.key })
        where folders?.contains(String(relative.prefix { $0 != "/" })) ?? true {
            let path = (directory as NSString).appendingPathComponent(relative)
            if FileManager.default.fileExists(atPath: path), !force {
                Console.error("\(path): warning: exists; left as it is (use --force to replace it)")
                continue
            }
            do {
                try FileManager.default.createDirectory(
                    atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
                try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
                written += 1
            } catch {
                Console.error("\(path): error: cannot write the template (\(Console.reason(error)))")
                throw ExitCode.failure
            }
        }
        print("Exported \(written) template\(written == 1 ? "" : "s") to \(directory).")
    }
}
