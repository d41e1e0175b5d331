import Foundation

/// Decides what a run does to each scaffold, and keeps the manifest of what coordgen wrote.
///
/// A scaffold is written when missing. One that exists is the user's and is kept, unless
/// coordgen can prove nobody has edited it: its bytes are still those recorded in the manifest
/// (`ScaffoldManifest`). Such a scaffold is updated when the specs change it, and removed when no
/// spec uses it any more; an edited one is kept, with the warnings of `ScaffoldCheck`.
struct ScaffoldPlanner {
    /// The manifest as the run found it.
    let manifest: ScaffoldManifest
    /// The manifest as it will be after the run.
    private var recorded: ScaffoldManifest
    /// Relative paths of the scaffolds this run produces.
    private var produced = Set<String>()
    /// True once this run has changed a record: the manifest must then be written again.
    private var recordsChanged = false

    /// What the style's scaffolds must keep declaring; `nil` checks nothing.
    let requirements: (any ScaffoldRequirements)?

    init(manifest: ScaffoldManifest, requirements: (any ScaffoldRequirements)?) {
        self.manifest = manifest
        self.requirements = requirements
        recorded = manifest
    }

    /// What happens to a scaffold the run produces, at `path`, given what is on disk. `digest` is
    /// `ScaffoldManifest.digest` of its contents, worked out by the caller (on every core).
    mutating func change(
        for file: GeneratedFile, at path: String, existing: Data?, digest written: String,
        diagnostics: inout Diagnostics
    ) -> OutputPlan.Change {
        produced.insert(file.path)
        guard let existing else {
            record(written, for: file.path)
            return .init(action: .create, path: path, kind: .scaffold, contents: file.contents)
        }
        if existing == Data(file.contents.utf8) {
            // Exactly the bytes coordgen writes, recorded or not (a scaffold from before the manifest).
            record(written, for: file.path)
            return .init(action: .keep, path: path, kind: .scaffold, contents: nil)
        }
        if manifest.isUntouched(file.path, contents: existing) {
            record(written, for: file.path)
            return .init(action: .update, path: path, kind: .scaffold, contents: file.contents)
        }
        if let requirements {
            ScaffoldCheck.compare(
                existing: String(decoding: existing, as: UTF8.self), with: file, at: path, rules: requirements,
                diagnostics: &diagnostics)
        }
        return .init(action: .keep, path: path, kind: .scaffold, contents: nil)
    }

    /// A scaffold the run did not render because it is the one on disk (`GeneratedFile.isKept`):
    /// kept, and its record stays as it is.
    mutating func keep(_ file: GeneratedFile, at path: String) -> OutputPlan.Change {
        produced.insert(file.path)
        return .init(action: .keep, path: path, kind: .scaffold, contents: nil)
    }

    /// What happens to a scaffold on disk (at `relative` in the scaffold folder) that no spec uses
    /// any more: removed when untouched and `removable` (it comes from this run's specs folder),
    /// otherwise kept with a warning (nil).
    mutating func removal(
        of relative: String, at path: String, removable: Bool, diagnostics: inout Diagnostics
    ) -> OutputPlan.Change? {
        if removable, let data = FileManager.default.contents(atPath: path),
            manifest.isUntouched(relative, contents: data)
        {
            record(nil, for: relative)
            return .init(action: .remove, path: path, kind: .scaffold, contents: nil)
        }
        diagnostics.warning(
            "no spec uses this scaffold any more; delete it if its screen or flow is gone (coordgen removes only"
                + " scaffolds of this run's specs that are still as it wrote them)", at: .file(path))
        return nil
    }

    /// The manifest after the run, or nil when the run changed no record and dropped none: records of
    /// files that are gone, and that this run does not write, are dropped. (A record changed and then
    /// changed back, which no run does, counts as changed: the manifest is then written with the same
    /// records.)
    func finishedManifest(exists: (String) -> Bool) -> ScaffoldManifest? {
        // The records are dropped one by one rather than filtered into a new dictionary, and the
        // changes were noted as they were made rather than found by comparing both manifests: each
        // cost a run after an edit about a millisecond on 3,000 scaffolds.
        let gone = recorded.digests.keys.filter { !produced.contains($0) && !exists($0) }
        guard recordsChanged || !gone.isEmpty else { return nil }
        var result = recorded
        for path in gone { result.digests[path] = nil }
        return result
    }

    /// Sets the record of `path` (nil: none), noting whether that changed it.
    private mutating func record(_ digest: String?, for path: String) {
        let previous =
            if let digest { recorded.digests.updateValue(digest, forKey: path) } else {
                recorded.digests.removeValue(forKey: path)
            }
        if previous != digest { recordsChanged = true }
    }
}
