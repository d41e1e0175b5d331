import Foundation

/// Prints what the benchmark ran on and what it measured.
enum Report {
    /// The build configuration this executable was compiled with.
    static var buildConfiguration: String {
        #if DEBUG
            return
                "debug — numbers are not representative; run: swift build -c release && .build/release/coordgen-bench"
        #else
            return "release"
        #endif
    }

    /// Cores, CPU, memory, OS, build configuration and the programs that are run.
    static func printMachine(coordgen: String?, cmark: String, cmarkVersion: String) {
        let info = ProcessInfo.processInfo
        print("Machine:  \(info.activeProcessorCount) active cores (\(info.processorCount) total), \(cpuModel())")
        print("          \(info.physicalMemory / 1_048_576) MB memory, \(info.operatingSystemVersionString)")
        print("Load:     \(loadAverage()) (1, 5, 15 min; above the core count, wall times are inflated)")
        print("Build:    \(buildConfiguration)")
        print("Products: \(CoordgenBinary.productsDirectory.path)")
        print("coordgen: \(coordgen ?? "missing (process steps skipped)")")
        print("cmark:    \(cmark) (\(cmarkVersion))")
    }

    /// The counts of the spec set and of the output.
    static func printCounts(
        specFiles: Int, specBytes: Int, flows: Int, screens: Int, events: Int, generated: Int, scaffolds: Int,
        outputBytes: Int
    ) {
        print(
            "Specs:    \(specFiles) files, \(kilobytes(specBytes)), \(flows) flows, \(screens) screens,"
                + " \(events) events")
        print(
            "Output:   \(generated + scaffolds) files (\(generated) generated, \(scaffolds) scaffolds),"
                + " \(kilobytes(outputBytes))")
    }

    /// The table: one row per step, with its best and median time and both as multiples of the floor's best.
    static func printTable(_ results: [StepResult], floor: StepResult) {
        let header = ["step", "runs", "best ms", "median ms", "× floor", "cpu ms", "cpu ×", "note"]
        let rows = results.map { result in
            [
                result.name, String(result.samples.count), format(result.best), format(result.median),
                String(format: "%.1f×", result.best / floor.best), format(result.medianCPU),
                String(format: "%.1f×", result.medianCPU / floor.medianCPU), result.note,
            ]
        }
        var widths = header.map(\.count)
        for row in rows {
            for (column, cell) in row.enumerated() { widths[column] = max(widths[column], cell.count) }
        }
        func line(_ cells: [String]) -> String {
            cells.enumerated().map { column, cell in
                let padding = String(repeating: " ", count: max(0, widths[column] - cell.count))
                // Numbers right-aligned, text left-aligned.
                return (1...6).contains(column) ? padding + cell : cell + padding
            }.joined(separator: "  ").trimmingCharacters(in: .whitespaces)
        }
        print(line(header))
        print(widths.map { String(repeating: "-", count: $0) }.joined(separator: "  "))
        for row in rows { print(line(row)) }
        print("")
        print(
            "best / median: wall clock over the step's runs. × floor = best / best of the cmark floor"
                + " (\(format(floor.best)) ms): the cmark program, one process over all the spec files,"
                + " HTML output to /dev/null. cpu ms = median user + system time of the step, child processes"
                + " included; cpu × = the same against the floor's cpu ms. CPU time is less affected than wall"
                + " time by other load on the machine, but it leaves out waiting for the disk.")
    }

    static func format(_ milliseconds: Double) -> String {
        milliseconds >= 100 ? String(format: "%.0f", milliseconds) : String(format: "%.1f", milliseconds)
    }

    private static func kilobytes(_ bytes: Int) -> String {
        String(format: "%.0f KB", Double(bytes) / 1024)
    }

    /// `/proc/loadavg`'s three load averages, or a placeholder elsewhere.
    static func loadAverage() -> String {
        guard let text = try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8) else { return "unknown" }
        return text.split(separator: " ").prefix(3).joined(separator: " ")
    }

    /// The CPU's model name on Linux, or a placeholder elsewhere.
    private static func cpuModel() -> String {
        guard let text = try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8),
            let line = text.split(separator: "\n").first(where: { $0.hasPrefix("model name") }),
            let colon = line.firstIndex(of: ":")
        else { return "CPU model unknown" }
        return line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
    }
}
