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
        print("coordgen: \(coordgen ?? "missing (process steps skipped)")\(coordgen.map(swiftRuntime) ?? "")")
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

    /// Issue 13's table: each step with its floor, both as best-of-N wall times, the ratio, the
    /// target and whether it is met; the notes below it.
    static func printTargets(_ rows: [TargetRow]) {
        let header = ["step", "floor", "floor ms", "coordgen", "ratio", "target", "result"]
        let cells = rows.map { row in
            [
                row.step, row.floorName ?? "—", row.floor.map(Self.format) ?? "—",
                row.measuredText ?? row.measured.map(Self.format) ?? "—", row.ratio.map(Self.ratio) ?? "—", row.target,
                row.skipped ? "skipped" : row.passes ? "PASS" : "MISS",
            ]
        }
        var widths = header.map(\.count)
        for row in cells {
            for (column, cell) in row.enumerated() { widths[column] = max(widths[column], cell.count) }
        }
        func line(_ cells: [String]) -> String {
            cells.enumerated().map { column, cell in
                let padding = String(repeating: " ", count: max(0, widths[column] - cell.count))
                return (2...4).contains(column) ? padding + cell : cell + padding
            }.joined(separator: "  ").trimmingCharacters(in: .whitespaces)
        }
        print(line(header))
        print(widths.map { String(repeating: "-", count: $0) }.joined(separator: "  "))
        for row in cells { print(line(row)) }
        print("")
        print("Notes:")
        for (number, row) in rows.enumerated() {
            print("  \(number + 1). \(row.step): \(row.note)")
            for check in row.failedChecks { print("     check failed: \(check)") }
        }
        print("")
        print(
            "Times are the best (minimum) wall-clock time of n runs, the floor and the step run in turns"
                + " (floor, step, floor, step, …) so both see the same load; ratio = best step / best floor."
                + " The minimum is used because other load on the machine only ever adds time: it is the"
                + " closest to what the step costs on its own. 'median ratio' in the notes shows how steady it is.")
    }

    /// `2.35×`, `12.3×`.
    static func ratio(_ value: Double) -> String {
        value >= 10 ? String(format: "%.1f×", value) : String(format: "%.2f×", value)
    }

    /// True when `binary` is an ELF file of type ET_DYN (a position-independent executable), whose
    /// start-up has its data's addresses fixed up by the loader.
    static func isPositionIndependent(_ binary: String) -> Bool {
        guard let handle = FileHandle(forReadingAtPath: binary) else { return false }
        defer { try? handle.close() }
        let header = [UInt8]((try? handle.read(upToCount: 18)) ?? Data())
        // e_type, little-endian, at offset 16: 2 is ET_EXEC, 3 is ET_DYN.
        return header.count == 18 && header[0..<4].elementsEqual([0x7F, 0x45, 0x4C, 0x46]) && header[16] == 3
    }

    /// Whether `coordgen` links the Swift runtime statically, on Linux (where `ldd` says so), and
    /// whether it is position-independent (slower to start; see `make bench`).
    static func swiftRuntime(_ binary: String) -> String {
        #if os(Linux)
            guard let ldd = ProcessRunner.which("ldd"), let outcome = try? ProcessRunner.run(ldd, [binary]) else {
                return ""
            }
            let notes = [
                outcome.output.contains("libswiftCore")
                    ? "Swift runtime linked dynamically: each process starts slower; make bench builds with"
                        + " --static-swift-stdlib"
                    : "Swift runtime linked statically",
                isPositionIndependent(binary)
                    ? "position-independent: each process starts slower; make bench links with -no-pie" : nil,
            ]
            return " (" + notes.compactMap { $0 }.joined(separator: "; ") + ")"
        #else
            return ""
        #endif
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
