import ArgumentParser
import CoordgenCore
import Foundation

/// Where the command-line tool prints: diagnostics on standard error, results on standard output.
enum Console {
    static func error(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }

    static func report(_ diagnostics: Diagnostics, warningsAsErrors: Bool = false) {
        for diagnostic in diagnostics.sorted {
            var shown = diagnostic
            if warningsAsErrors, shown.severity == .warning { shown.severity = .error }
            error(shown.description)
        }
    }

    /// Takes the lock on the folders a run writes into, telling the user when another run holds it.
    static func lockOutput(_ folders: [String]) throws -> OutputLock {
        do {
            return try OutputLock(folders: folders, timeout: OutputLock.timeout()) { lockFile in
                self.error("coordgen: waiting for another coordgen run to finish (\(lockFile))")
            }
        } catch {
            self.error("\(error)")
            throw ExitCode.failure
        }
    }

    /// Writes a plan, printing each file and what happened to it when `verbose`.
    static func apply(_ plan: OutputPlan, with writer: OutputWriter, verbose: Bool) throws {
        do {
            try writer.apply(plan)
        } catch {
            self.error("\(error)")
            throw ExitCode.failure
        }
        guard verbose else { return }
        for change in plan.changes {
            print("\(change.action.rawValue.padding(toLength: 9, withPad: " ", startingAt: 0)) \(change.path)")
        }
    }

    /// `2 errors, 1 warning`; with `warningsAsErrors`, warnings count as the errors they were printed as.
    static func summary(_ diagnostics: Diagnostics, warningsAsErrors: Bool = false) -> String {
        let errors = diagnostics.errorCount + (warningsAsErrors ? diagnostics.warningCount : 0)
        let warnings = warningsAsErrors ? 0 : diagnostics.warningCount
        return "\(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s")"
    }
}
