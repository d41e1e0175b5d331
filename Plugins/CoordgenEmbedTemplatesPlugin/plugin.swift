import Foundation
import PackagePlugin

/// Embeds the files of the top-level `Templates/` folder into the library as Swift string
/// literals, so an installed `coordgen` binary carries its templates wherever it is copied.
@main
struct CoordgenEmbedTemplatesPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: any Target) async throws -> [Command] {
        let templates = context.package.directoryURL.appending(path: "Templates")
        let output = context.pluginWorkDirectoryURL.appending(path: "BuiltinTemplates.swift")
        var inputs: [URL] = []
        if let enumerator = FileManager.default.enumerator(at: templates, includingPropertiesForKeys: nil) {
            for case let url as URL in enumerator where url.pathExtension == "mustache" {
                inputs.append(url)
            }
        }
        return [
            .buildCommand(
                displayName: "Embedding \(inputs.count) templates",
                executable: try context.tool(named: "coordgen-embed-templates").url,
                arguments: [templates.path, output.path],
                inputFiles: inputs.sorted { $0.path < $1.path },
                outputFiles: [output]
            )
        ]
    }
}
