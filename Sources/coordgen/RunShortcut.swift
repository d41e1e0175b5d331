import CoordgenCore
import Foundation

/// The shortcut of a `generate` or `docs` run with nothing to do: the run manifest (`RunManifest`)
/// proves that the specs, the settings, the templates and coordgen (and, for docs, Graphviz) are
/// those of the last clean run and that its files are still on disk byte for byte, so the run
/// ends before parsing anything.
enum RunShortcut {
    /// The manifest replays the text a run printed, so only text-format runs use or record it.
    static var isAvailable: Bool { Console.format == .text }

    /// The key of a run, or nil when it must not take the shortcut: the specs or the template
    /// overrides could not be read cleanly (a normal run prints those diagnostics), or coordgen
    /// cannot tell which build it is. `tools` names anything else the output depends on.
    static func key(
        _ specs: SpecOptions.LoadedSpecs, settings: Configuration, overrides: TemplateFolder?,
        overrideDiagnostics: Diagnostics, tools: String = ""
    ) -> RunManifest.Key? {
        guard let files = specs.files, !files.isEmpty, specs.diagnostics.all.isEmpty,
            overrideDiagnostics.all.isEmpty, let build
        else { return nil }
        return RunManifest.key(
            build: tools.isEmpty ? build : build + " " + tools, configuration: settings, sources: files,
            overrides: overrides)
    }

    /// Prints what a full run with nothing to do prints: its warnings again, every file with
    /// `verbose`, and `summary` of the plan the manifest stands for.
    static func report(_ manifest: RunManifest, verbose: Bool, summary: (OutputPlan) -> String) {
        let plan = OutputWriter.plan(of: manifest)
        for message in manifest.messages { Console.error(message) }
        if verbose {
            print("nothing changed since the last run (manifest)")
            for change in plan.changes {
                print("\(change.action.rawValue.padding(toLength: 9, withPad: " ", startingAt: 0)) \(change.path)")
            }
        }
        print(summary(plan))
    }

    /// coordgen's version, and the size and modification time of its executable: a development
    /// build renders differently under the same version number, and a rebuilt binary has a new
    /// time. A copied binary costs one full run. Nil (no shortcut) when the executable is unknown.
    static let build: String? = {
        guard let path = Bundle.main.executablePath else { return nil }
        return stamp(of: path).map { "\(CoordgenVersion.current) \($0)" }
    }()

    /// `size seconds.nanoseconds` of the file at `path` (following links), or nil.
    static func stamp(of path: String) -> String? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        let stamp = FileStamp(status)
        return "\(status.st_size) \(stamp.seconds).\(stamp.nanoseconds)"
    }
}
