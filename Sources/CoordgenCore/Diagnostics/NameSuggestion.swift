/// Finds the "did you mean" candidate for a misspelt name.
public enum NameSuggestion {
    /// The candidate closest to `name` by edit distance, if it is close enough to be a typo.
    public static func closest(to name: String, in candidates: some Sequence<String>) -> String? {
        let source = Array(name.lowercased())
        guard !source.isEmpty else { return nil }
        var best: (name: String, distance: Int)?
        for candidate in candidates.sorted() where candidate != name {
            let distance = editDistance(source, Array(candidate.lowercased()))
            let limit = max(1, min(source.count, candidate.count) / 3)
            guard distance <= limit else { continue }
            if distance < (best?.distance ?? Int.max) {
                best = (candidate, distance)
            }
        }
        return best?.name
    }

    /// A suffix for a message: ` (did you mean 'X'?)`, or empty.
    public static func hint(for name: String, in candidates: some Sequence<String>) -> String {
        closest(to: name, in: candidates).map { " (did you mean '\($0)'?)" } ?? ""
    }

    /// Levenshtein distance with adjacent transpositions counted as one edit.
    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        // Names longer than this are never typos of each other worth computing.
        guard a.count < 256, b.count < 256 else { return max(a.count, b.count) }
        var previousPrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], previousPrevious[j - 2] + 1)
                }
            }
            (previousPrevious, previous, current) = (previous, current, previousPrevious)
        }
        return previous[b.count]
    }
}
