import CoordgenCore
import Foundation

/// The shortcut of a run with nothing to do: the run manifest (`RunManifest`) proves that the
/// specs, the settings, the templates and coordgen are those of the last clean run and that its
/// files are still on disk byte for byte, so the run ends before parsing anything.
extension GenerateCommand {
    /// The key of this run, or nil when the run must not take the shortcut: the specs could not be
    /// read cleanly (a normal run prints those diagnostics), or coordgen cannot tell which build it is.
    func manifestKey(
        _ specs: SpecOptions.LoadedSpecs, settings: Configuration, overrides: SwiftOutput.Overrides
    ) -> RunManifest.Key? {
        guard let files = specs.files, !files.isEmpty, specs.diagnostics.all.isEmpty,
            overrides.diagnostics.all.isEmpty, let build = Self.build
        else { return nil }
        return RunManifest.key(build: build, configuration: settings, sources: files, overrides: overrides.folder)
    }

    /// Prints what a full run with nothing to do prints: its warnings again, the files and the summary.
    func reportUnchanged(_ manifest: RunManifest) {
        let plan = OutputWriter.plan(of: manifest)
        for message in manifest.messages { Console.error(message) }
        if verbose {
            print("nothing changed since the last run (manifest)")
            for change in plan.changes {
                print("\(change.action.rawValue.padding(toLength: 9, withPad: " ", startingAt: 0)) \(change.path)")
            }
        }
        print(Self.summary(flows: manifest.flows, plan))
    }

    /// coordgen's version, and the size and modification time of its executable: a development
    /// build renders differently under the same version number, and a rebuilt binary has a new
    /// time. A copied binary costs one full run. Nil (no shortcut) when the executable is unknown.
    static let build: String? = {
        guard let path = Bundle.main.executablePath else { return nil }
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        #if canImport(Darwin)
            let modified = status.st_mtimespec
        #else
            let modified = status.st_mtim
        #endif
        return "\(CoordgenVersion.current) \(status.st_size) \(modified.tv_sec).\(modified.tv_nsec)"
    }()
}
