import ArgumentParser
import CoordgenCore
import Foundation

/// Where the command-line tool prints: diagnostics on standard error, results on standard output.
enum Console {
    static func error(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }

    /// How diagnostics are printed (`--diagnostics-format`), set once when a command reads its options.
    static var format: DiagnosticFormat {
        get { formatSetting.value }
        set { formatSetting.value = newValue }
    }
    private static let formatSetting = FormatSetting()

    static func report(_ diagnostics: Diagnostics, warningsAsErrors: Bool = false) {
        for line in lines(diagnostics, warningsAsErrors: warningsAsErrors) { error(line) }
    }

    /// What `report` prints, one entry a diagnostic (with its notes), in the chosen format, in order.
    static func lines(_ diagnostics: Diagnostics, warningsAsErrors: Bool = false) -> [String] {
        let format = format
        return diagnostics.sorted.map { diagnostic in
            var shown = diagnostic
            if warningsAsErrors, shown.severity == .warning { shown.severity = .error }
            return format.render(shown)
        }
    }

    /// The last line of a run that failed (`coordgen: nothing generated: 1 error, 0 warnings`). Left out
    /// in the JSON format, whose standard error holds only JSON objects: the exit status says it.
    static func outcome(_ text: String) {
        if format != .json { error(text) }
    }

    /// Plans `files`. When the run will write, takes the lock on the folders it writes into (creating
    /// them), unless it holds it already (`lock`), and plans under the lock, so the plan still holds
    /// when it is applied; a plan that stops on an error is made without it. Keep the lock until the
    /// end. `recorded`: the run manifest of the files kept (`OutputWriter.plan`); `scaffoldManifest`:
    /// the scaffold manifest read under `lock`.
    static func plan(
        _ files: [GeneratedFile], with writer: OutputWriter, writing: Bool, recorded: RunManifest? = nil,
        lock: OutputLock? = nil, scaffoldManifest: OutputWriter.ScaffoldManifestReading? = nil
    ) throws -> (plan: OutputPlan, lock: OutputLock?) {
        guard writing else { return (writer.plan(files, recorded: recorded), nil) }
        if let lock { return (writer.plan(files, recorded: recorded, scaffoldManifest: scaffoldManifest), lock) }
        let destinations = writer.destinations(of: files)
        // A plan that stops on an error is made without the lock, so that no folder is made.
        if writer.refusesToWrite(destinations) {
            let plan = writer.plan(files, recorded: recorded, destinations: destinations)
            if plan.diagnostics.hasErrors { return (plan, nil) }
        }
        var waited = false
        let lock = try self.lock(writer) { waited = true }
        // While the run waited, the folders may have changed (a link made): their paths are resolved again.
        return (writer.plan(files, recorded: recorded, destinations: waited ? nil : destinations), lock)
    }

    /// The lock on the folders `writer` writes into when both exist and no other run holds it; nil
    /// otherwise, without waiting and without making a folder.
    static func lockIfFree(_ writer: OutputWriter) -> OutputLock? {
        let folders = [writer.outputDirectory, writer.scaffoldDirectory]
        for folder in folders {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue
            else { return nil }
        }
        return try? OutputLock(folders: folders, timeout: 0) { _ in }
    }

    /// Takes the lock on the folders `writer` writes into (creating them), telling the user (and
    /// `waiting`) when another run holds it.
    static func lock(_ writer: OutputWriter, waiting: () -> Void = {}) throws -> OutputLock {
        let timeout = OutputLock.timeoutSetting()
        do {
            return try OutputLock(
                folders: [writer.outputDirectory, writer.scaffoldDirectory], timeout: timeout.seconds
            ) { lockFile in
                waiting()
                self.error("coordgen: waiting for another coordgen run to finish (\(lockFile))")
                if let problem = timeout.problem { self.outcome("coordgen: warning: \(problem)") }
            }
        } catch {
            self.error("\(error)")
            throw ExitCode.failure
        }
    }

    /// Writes a plan, printing each file and what happened to it when `verbose`.
    static func apply(
        _ plan: OutputPlan, with writer: OutputWriter, verbose: Bool, hasNoLeftovers: Bool = false
    ) throws {
        do {
            try writer.apply(plan, hasNoLeftovers: hasNoLeftovers)
        } catch {
            self.error("\(error)")
            throw ExitCode.failure
        }
        guard verbose else { return }
        for change in plan.changes {
            print("\(change.action.rawValue.padding(toLength: 9, withPad: " ", startingAt: 0)) \(change.path)")
        }
    }

    /// The first part of `folder` (itself included) that exists but is not a folder, so that a folder
    /// cannot be created there: a clearer reason than the one the failed creation gives.
    static func fileInTheWay(of folder: String) -> String? {
        var path = ""
        for component in folder.split(separator: "/", omittingEmptySubsequences: false) {
            path += (path.isEmpty && !folder.hasPrefix("/") ? "" : "/") + component
            if component.isEmpty { continue }
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue {
                return path
            }
        }
        return nil
    }

    /// The system's words for why a file could not be written (`not a directory`, `permission
    /// denied`), instead of Foundation's error domain and number.
    static func reason(_ error: any Error) -> String {
        let error = error as NSError
        let posix =
            error.domain == NSPOSIXErrorDomain
            ? error
            : (error.userInfo[NSUnderlyingErrorKey] as? NSError).flatMap { $0.domain == NSPOSIXErrorDomain ? $0 : nil }
        if let posix { return String(cString: strerror(Int32(posix.code))).lowercased() }
        switch error.code {
        case NSFileWriteNoPermissionError, NSFileReadNoPermissionError: return "permission denied"
        case NSFileWriteOutOfSpaceError: return "no space left on the device"
        case NSFileWriteFileExistsError: return "a file of that name exists"
        case NSFileWriteVolumeReadOnlyError: return "the volume is read-only"
        case NSFileNoSuchFileError, NSFileReadNoSuchFileError: return "a folder on the way does not exist"
        default: return "the file system refused it"
        }
    }

    /// `2 errors, 1 warning`; with `warningsAsErrors`, warnings count as the errors they were printed as.
    static func summary(_ diagnostics: Diagnostics, warningsAsErrors: Bool = false) -> String {
        let errors = diagnostics.errorCount + (warningsAsErrors ? diagnostics.warningCount : 0)
        let warnings = warningsAsErrors ? 0 : diagnostics.warningCount
        return "\(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s")"
    }
}

/// The process's diagnostics format, behind a lock.
private final class FormatSetting: @unchecked Sendable {
    private let lock = NSLock()
    private var stored = DiagnosticFormat.text

    var value: DiagnosticFormat {
        get { lock.withLock { stored } }
        set { lock.withLock { stored = newValue } }
    }
}

/// How `--check` names what it checks, for `Console.reportCheck`.
struct CheckWording {
    /// `Generated code is up to date.`
    var upToDate: String
    /// `generated file`, `docs page`
    var item: String
    /// `file`, `page`
    var unit: String
    /// `generated code is`, `docs are`
    var subject: String
    /// `is no longer generated by any spec`
    var gone: String
    /// `coordgen generate`
    var command: String
}

extension Console {
    /// Prints the result of `--check`: nothing to do, or one located error per file out of date and
    /// a count, then fails.
    static func reportCheck(_ plan: OutputPlan, _ wording: CheckWording) throws {
        let outOfDate = plan.outOfDate
        guard !outOfDate.isEmpty else {
            print(wording.upToDate)
            return
        }
        var problems = Diagnostics()
        for change in outOfDate {
            let reason =
                switch change.action {
                case .create: "is missing"
                case .update: "is stale or was edited by hand"
                default: wording.gone
                }
            problems.error("\(wording.item) \(reason); run '\(wording.command)'", at: .file(change.path))
        }
        report(problems)
        let count = outOfDate.count
        outcome(
            "coordgen: \(wording.subject) out of date: \(count) \(wording.unit)\(count == 1 ? "" : "s") to update;"
                + " run '\(wording.command)'")
        throw ExitCode.failure
    }
}
