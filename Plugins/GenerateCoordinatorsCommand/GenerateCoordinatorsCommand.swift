import Foundation
import PackagePlugin

/// `swift package generate-coordinators`: runs `coordgen generate` for the package, writing the
/// generated files and the scaffolds into the package, to commit.
///
/// It runs in the folder of every target that has a `Flows/` folder (or of those `--target NAME`
/// names), with `--specs Flows --output Generated --scaffold Navigation` unless the target has a
/// `coordgen.yml` of its own; the other settings then come from the package's `coordgen.yml`, as
/// coordgen finds it above the target. When no target has a `Flows/` folder and the package has a
/// `coordgen.yml`, it runs once in the package's folder, with that file's settings.
///
/// `--scaffolds-only` is for targets that use the build-tool plugin (`CoordgenPlugin`), which
/// generates the code at build time: the scaffolds are written into the target, and the generated
/// files into the plugin's work folder, out of the build's way. Every other argument is passed on
/// to `coordgen generate` (`--access public`, `--style silver`, `--dry-run`, `--check`, …).
@main
struct GenerateCoordinatorsCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let names = extractor.extractOption(named: "target")
        let scaffoldsOnly = extractor.extractFlag(named: "scaffolds-only") > 0
        let passed = extractor.remainingArguments
        let targets = names.isEmpty ? context.package.targets : try context.package.targets(named: names)
        var runs: [Run] = []
        for case let target as SwiftSourceModuleTarget in targets {
            let folder = target.directoryURL
            guard Self.isFolder(folder.appending(path: "Flows")) else {
                if !names.isEmpty {
                    Diagnostics.error("target '\(target.name)' has no Flows/ folder of specs")
                }
                continue
            }
            let ownConfiguration = FileManager.default.fileExists(atPath: folder.appending(path: "coordgen.yml").path)
            var arguments = ownConfiguration ? [] : ["--specs", "Flows", "--scaffold", "Navigation"]
            if scaffoldsOnly {
                let output = context.pluginWorkDirectoryURL.appending(path: target.name).appending(path: "Generated")
                arguments += ["--output", output.path]
            } else if !ownConfiguration {
                arguments += ["--output", "Generated"]
            }
            runs.append(Run(name: target.name, folder: folder, arguments: arguments))
        }
        if runs.isEmpty, names.isEmpty {
            let root = context.package.directoryURL
            guard FileManager.default.fileExists(atPath: root.appending(path: "coordgen.yml").path) else {
                Diagnostics.error(
                    "no target has a Flows/ folder of specs, and the package has no coordgen.yml;"
                        + " create a flow with 'coordgen new NameFlow' in a target's folder")
                return
            }
            runs.append(Run(name: context.package.displayName, folder: root, arguments: []))
        }
        let coordgen = try context.tool(named: "coordgen").url
        for run in runs {
            print("coordgen generate in \(run.folder.path)")
            try Self.generate(
                coordgen, in: run.folder, arguments: ["generate"] + run.arguments + passed, name: run.name)
        }
    }

    struct Run {
        var name: String
        var folder: URL
        var arguments: [String]
    }

    static func isFolder(_ url: URL) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    /// Runs coordgen in `folder`; its output and its messages go to the terminal as they are.
    static func generate(_ coordgen: URL, in folder: URL, arguments: [String], name: String) throws {
        let process = Process()
        process.executableURL = coordgen
        process.arguments = arguments
        process.currentDirectoryURL = folder
        try process.run()
        process.waitUntilExit()
        if process.terminationStatus != 0 {
            Diagnostics.error("coordgen generate failed for \(name) (exit status \(process.terminationStatus))")
            throw ExitStatus(status: process.terminationStatus)
        }
    }

    struct ExitStatus: Error, CustomStringConvertible {
        var status: Int32
        var description: String { "coordgen exited with status \(status)" }
    }
}

#if canImport(XcodeProjectPlugin)
    import XcodeProjectPlugin

    extension GenerateCoordinatorsCommand: XcodeCommandPlugin {
        /// From Xcode's project menu: `coordgen generate` in the project's folder, with its `coordgen.yml`.
        func performCommand(context: XcodePluginContext, arguments: [String]) throws {
            let coordgen = try context.tool(named: "coordgen").url
            try Self.generate(
                coordgen, in: context.xcodeProject.directoryURL, arguments: ["generate"] + arguments,
                name: context.xcodeProject.displayName)
        }
    }
#endif
