import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One timed run: wall-clock time and the CPU time it used.
struct Sample {
    /// Milliseconds on a monotonic clock.
    var wall: Double
    /// User + system milliseconds of this process and of the child processes it waited for.
    var cpu: Double
}

/// The timings of one benchmark step over several repetitions.
struct StepResult {
    /// What was measured, as shown in the table.
    var name: String
    /// Each repetition, in the order they ran.
    var samples: [Sample]
    /// A short remark for the table (how it was measured, what it checked).
    var note: String = ""

    /// The fastest wall-clock time, in milliseconds.
    var best: Double { samples.map(\.wall).min() ?? .nan }
    /// The median wall-clock time, in milliseconds.
    var median: Double { Self.median(samples.map(\.wall)) }
    /// The median CPU time, in milliseconds: less sensitive than wall time to other load on the machine.
    var medianCPU: Double { Self.median(samples.map(\.cpu)) }

    /// The middle value; the mean of the two middle ones for an even count.
    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return .nan }
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }
}

/// How many times a step runs: up to `maximum` times, but a slow step stops after `minimum` runs
/// once it has used its time budget, so the whole benchmark stays around a minute.
struct RepetitionPlan {
    var maximum: Int
    var minimum: Int
    /// Seconds a step may take before it stops at `minimum` runs; `nil` for no limit.
    var budgetSeconds: Double?

    func continues(after runs: Int, spentMilliseconds: Double) -> Bool {
        if runs >= maximum { return false }
        if runs < minimum { return true }
        guard let budgetSeconds else { return true }
        return spentMilliseconds < budgetSeconds * 1_000
    }
}

/// Wall-clock measurement with a monotonic clock, plus CPU time from `getrusage`.
enum Stopwatch {
    /// Times `body`.
    static func sample(_ body: () throws -> Void) rethrows -> Sample {
        let clock = ContinuousClock()
        let cpuStart = cpuMilliseconds()
        let start = clock.now
        try body()
        let wall = (clock.now - start).milliseconds
        return Sample(wall: wall, cpu: cpuMilliseconds() - cpuStart)
    }

    /// Runs `prepare` (not timed), `body` (timed) and `check` (not timed), as often as `plan` says.
    ///
    /// `prepare` resets the state a run changes, for example an output folder emptied before each
    /// "first run"; `check` looks at what the run did, for example that it wrote no file.
    static func measure(
        _ name: String, _ plan: RepetitionPlan, prepare: () throws -> Void = {}, check: () throws -> Void = {},
        body: () throws -> Void
    ) rethrows -> StepResult {
        var samples: [Sample] = []
        var spent = 0.0
        while plan.continues(after: samples.count, spentMilliseconds: spent) {
            try prepare()
            let sample = try sample(body)
            samples.append(sample)
            spent += sample.wall
            try check()
        }
        return StepResult(name: name, samples: samples)
    }

    /// User + system time so far of this process and of its waited-for children.
    static func cpuMilliseconds() -> Double {
        var own = rusage()
        var children = rusage()
        #if canImport(Glibc)
            getrusage(RUSAGE_SELF.rawValue, &own)
            getrusage(RUSAGE_CHILDREN.rawValue, &children)
        #else
            getrusage(RUSAGE_SELF, &own)
            getrusage(RUSAGE_CHILDREN, &children)
        #endif
        func milliseconds(_ time: timeval) -> Double {
            Double(time.tv_sec) * 1_000 + Double(time.tv_usec) / 1_000
        }
        return milliseconds(own.ru_utime) + milliseconds(own.ru_stime) + milliseconds(children.ru_utime)
            + milliseconds(children.ru_stime)
    }
}

extension Duration {
    /// The duration in (fractional) milliseconds.
    var milliseconds: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) * 1_000 + Double(attoseconds) / 1e15
    }
}
