import Foundation
import PackagePlugin

/// Generates the Swift code of a target's flow specs at build time.
///
/// The specs are the Markdown files in the target's `Flows/` folder (hidden folders skipped); the
/// options come from a `coordgen.yml` in the target's folder, if there is one. coordgen writes the
/// generated files alone (`coordgen generate --plugin-output`) into the plugin's work folder, named
/// after the spec files, so every output is known here, before coordgen runs: `<spec>.swift` for
/// each Markdown file and the two whole-set files. The build runs coordgen again only when a spec,
/// the configuration, a template of its `templates:` folder or coordgen itself changes. Scaffolds
/// are the user's: `swift package generate-coordinators --scaffolds-only` or `coordgen generate`
/// writes them into the target.
@main
struct CoordgenPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: any Target) async throws -> [Command] {
        guard let target = target as? SwiftSourceModuleTarget else { return [] }
        let folder = target.directoryURL
        let configuration = folder.appending(path: "coordgen.yml")
        return try CoordgenBuild.commands(
            specs: folder.appending(path: "Flows"),
            configuration: FileManager.default.fileExists(atPath: configuration.path) ? configuration : nil,
            coordgen: context.tool(named: "coordgen").url,
            workDirectory: context.pluginWorkDirectoryURL,
            targetName: target.name)
    }
}

/// The build command, for SwiftPM targets and Xcode targets alike.
enum CoordgenBuild {
    /// The names coordgen gives the files that come from the whole spec set (`PluginOutput.coreFiles`).
    static let coreFiles = ["CoordgenCore.swift", "CoordgenFactory.swift"]

    static func commands(specs: URL, configuration: URL?, coordgen: URL, workDirectory: URL, targetName: String)
        throws -> [Command]
    {
        let specFiles = markdownFiles(under: specs)
        guard !specFiles.isEmpty else { return [] }
        let output = workDirectory.appending(path: "Generated")
        var names = coreFiles
        for file in specFiles {
            names.append(file.deletingPathExtension().lastPathComponent + ".swift")
        }
        // Two specs of the same name: coordgen says which, at the spec.
        let outputs = Set(names).sorted().map { output.appending(path: $0) }
        var inputs = specFiles
        var arguments = ["generate", "--specs", specs.path, "--plugin-output", output.path]
        if let configuration {
            inputs.append(configuration)
            inputs += templateFiles(configuration)
            arguments += ["--config", configuration.path]
        }
        return [
            .buildCommand(
                displayName: "Generating coordinators for \(targetName) from \(specFiles.count) specs",
                executable: coordgen,
                arguments: arguments,
                inputFiles: inputs,
                outputFiles: outputs)
        ]
    }

    /// The `*.md` files under `folder` (hidden names skipped), which coordgen reads as specs.
    static func markdownFiles(under folder: URL) -> [URL] {
        files(under: folder).filter { $0.pathExtension.lowercased() == "md" }
    }

    /// Every file under `folder` but hidden ones, sorted.
    static func files(under folder: URL) -> [URL] {
        guard
            let enumerator = FileManager.default.enumerator(
                at: folder, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles])
        else { return [] }
        var result: [URL] = []
        for case let url as URL in enumerator
        where (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true {
            result.append(url)
        }
        return result.sorted { $0.path < $1.path }
    }

    /// The files of the `templates:` folder that `configuration` names, so that editing a template
    /// reruns coordgen. Reads only that one line; coordgen itself reads the file strictly.
    static func templateFiles(_ configuration: URL) -> [URL] {
        guard let text = try? String(contentsOf: configuration, encoding: .utf8) else { return [] }
        for line in text.split(separator: "\n") where line.hasPrefix("templates:") {
            var value = line.dropFirst("templates:".count)
            if let comment = value.range(of: " #") { value = value[..<comment.lowerBound] }
            var path = value.trimmingCharacters(in: .whitespaces)
            if path.count >= 2, let first = path.first, first == "\"" || first == "'", path.last == first {
                path = String(path.dropFirst().dropLast())
            }
            guard !path.isEmpty else { return [] }
            let folder =
                path.hasPrefix("/")
                ? URL(fileURLWithPath: path) : configuration.deletingLastPathComponent().appending(path: path)
            return files(under: folder)
        }
        return []
    }
}

#if canImport(XcodeProjectPlugin)
    import XcodeProjectPlugin

    extension CoordgenPlugin: XcodeBuildToolPlugin {
        /// An Xcode target's specs are its Markdown input files in a folder named `Flows`; its
        /// configuration is a `coordgen.yml` beside that folder.
        func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
            let specs = target.inputFiles.map(\.url).first {
                $0.pathExtension.lowercased() == "md" && $0.pathComponents.contains("Flows")
            }
            guard var folder = specs?.deletingLastPathComponent() else { return [] }
            while folder.lastPathComponent != "Flows", folder.pathComponents.count > 1 {
                folder.deleteLastPathComponent()
            }
            let configuration = folder.deletingLastPathComponent().appending(path: "coordgen.yml")
            return try CoordgenBuild.commands(
                specs: folder,
                configuration: FileManager.default.fileExists(atPath: configuration.path) ? configuration : nil,
                coordgen: context.tool(named: "coordgen").url,
                workDirectory: context.pluginWorkDirectoryURL,
                targetName: target.displayName)
        }
    }
#endif
