import Foundation

/// A time limit in seconds that an environment variable can change (`COORDGEN_DOT_TIMEOUT`,
/// `COORDGEN_LOCK_TIMEOUT`), with why a value that was set could not be used.
public struct SecondsSetting: Equatable, Sendable {
    public let seconds: TimeInterval
    /// What is wrong with the variable's value, for a warning; nil when it was used or is not set.
    public let problem: String?

    /// The value of `name` in `environment`: a finite number of seconds, raised to `minimum` (so `0`
    /// or `-1` mean as little as allowed); `fallback` when it is not set, or (with a problem) when it
    /// is not such a number.
    public static func read(
        _ name: String, fallback: TimeInterval, minimum: TimeInterval, in environment: [String: String]
    ) -> SecondsSetting {
        guard let text = environment[name] else { return SecondsSetting(seconds: fallback, problem: nil) }
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard let value = TimeInterval(trimmed), value.isFinite else {
            let shown = text.count > 40 ? String(text.prefix(40)) + "…" : text
            return SecondsSetting(
                seconds: fallback,
                problem: "\(name)='\(shown)' is not a number of seconds; using \(Self.describe(fallback))")
        }
        return SecondsSetting(seconds: max(minimum, value), problem: nil)
    }

    /// `10 s`, `0.5 s`.
    private static func describe(_ seconds: TimeInterval) -> String {
        seconds == seconds.rounded() ? "\(Int(seconds)) s" : "\(seconds) s"
    }
}
