import CoordgenCore
import Foundation
import XCTest

/// Runs the whole pipeline on 10,000 randomly damaged copies of the example spec set.
///
/// The damage is deterministic (a fixed seed per mutation), so a failure names the mutation index
/// and `MutatedSpecSet(index:)` rebuilds exactly that input. The test asserts that nothing
/// crashes and that every diagnostic points inside its file.
final class StressTests: XCTestCase {
    static let mutationCount = 10_000

    func testRandomMutationsOfTheExamplesNeverCrashAndStayLocated() throws {
        let originals = try TestPaths.sharedExampleFiles().sorted { $0.key < $1.key }
        XCTAssertFalse(originals.isEmpty)
        let cache = ParsedOriginals(originals)
        let names = MutatedSpecSet.names(in: originals.map(\.value))
        let start = Date()
        // Two workers (CI has two cores); each mutation has its own seed, so the split changes nothing.
        let workers = 2
        let results = WorkerResults()
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
            var problems: [String] = []
            var diagnosticCount = 0
            for index in stride(from: worker, to: Self.mutationCount, by: workers) {
                let set = MutatedSpecSet(originals: originals, names: names, index: index)
                var diagnostics = Diagnostics()
                let model = cache.model(of: set.files, diagnostics: &diagnostics)
                if index % 50 == 0 { _ = ModelJSON.encode(model) }
                // Now and then, check that the shortcut gives exactly what `Pipeline` gives.
                if index % 500 == 0 {
                    var direct = Diagnostics()
                    let directModel = Pipeline.model(from: set.files, diagnostics: &direct)
                    if direct.sorted != diagnostics.sorted || ModelJSON.encode(directModel) != ModelJSON.encode(model) {
                        problems.append("mutation \(index): the cached stages differ from Pipeline.model")
                    }
                }
                diagnosticCount += diagnostics.all.count
                for diagnostic in diagnostics.all {
                    if let problem = LocationCheck.problem(with: diagnostic, in: set.files), problems.count < 20 {
                        problems.append("mutation \(index) (\(set.log.joined(separator: "; "))): \(problem)")
                    }
                }
            }
            results.add(problems: problems, diagnostics: diagnosticCount)
        }
        let elapsed = Date().timeIntervalSince(start)
        XCTAssertEqual(results.problems.sorted(), [], "diagnostics outside their files")
        // The mutations must actually break things, or the test proves nothing.
        XCTAssertGreaterThan(results.diagnostics, Self.mutationCount)
        print("StressTests: \(Self.mutationCount) mutated spec sets in \(String(format: "%.1f", elapsed)) s")
    }

    /// The same index always gives the same damage.
    func testMutationsAreDeterministic() throws {
        let originals = try TestPaths.sharedExampleFiles().sorted { $0.key < $1.key }
        for index in [0, 1, 4_999, 9_999] {
            let first = MutatedSpecSet(originals: originals, index: index)
            let second = MutatedSpecSet(originals: originals, index: index)
            XCTAssertEqual(first.files.map(\.text), second.files.map(\.text))
            XCTAssertEqual(first.log, second.log)
        }
        var generator = SplitMix64(seed: 1)
        XCTAssertEqual(generator.next(), 0x910A_2DEC_8902_5CC1)
    }
}

/// The parsed example files, so a mutated set re-parses only the files that changed.
///
/// Parsing is most of the pipeline's time in a debug build; the stages after it (`ModelBuilder`,
/// `Validator`) run in full on every set, as `Pipeline.model` runs them.
private struct ParsedOriginals: Sendable {
    private let parsed: [String: (text: String, spec: FlowSpec?, diagnostics: [Diagnostic])]

    init(_ originals: [(key: String, value: String)]) {
        var parsed: [String: (text: String, spec: FlowSpec?, diagnostics: [Diagnostic])] = [:]
        for (name, text) in originals {
            var diagnostics = Diagnostics()
            let spec = SpecParser().parse(SourceFile(path: name, text: text), diagnostics: &diagnostics)
            parsed[name] = (text, spec, diagnostics.all)
        }
        self.parsed = parsed
    }

    func model(of files: [SourceFile], diagnostics: inout Diagnostics) -> FlowModel {
        let parser = SpecParser()
        let specs = files.compactMap { file -> FlowSpec? in
            if let original = parsed[file.path], original.text == file.text {
                diagnostics.append(contentsOf: original.diagnostics)
                return original.spec
            }
            return parser.parse(file, diagnostics: &diagnostics)
        }
        let model = ModelBuilder().build(specs, diagnostics: &diagnostics)
        Validator().validate(model, diagnostics: &diagnostics)
        return model
    }
}

/// What the workers found, gathered under a lock.
private final class WorkerResults: @unchecked Sendable {
    private let lock = NSLock()
    private var storedProblems: [String] = []
    private var storedDiagnostics = 0

    func add(problems: [String], diagnostics: Int) {
        lock.lock()
        defer { lock.unlock() }
        storedProblems += problems
        storedDiagnostics += diagnostics
    }

    var problems: [String] {
        lock.lock()
        defer { lock.unlock() }
        return storedProblems
    }

    var diagnostics: Int {
        lock.lock()
        defer { lock.unlock() }
        return storedDiagnostics
    }
}

/// SplitMix64: a tiny, well-known deterministic generator (same numbers on every platform).
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// The example specs with one to three random mutations, chosen by `index`.
struct MutatedSpecSet {
    static let seed: UInt64 = 0xC00D_6E4E_5EED_2024

    private(set) var files: [SourceFile] = []
    /// What was done, for failure messages.
    private(set) var log: [String] = []

    /// Characters that matter to the grammar, plus some that stress column counting.
    private static let insertions = [
        "→", "->", "`", "``", "#", "## ", "### ", "(", ")", ",", ":", "=", "—", " — ", "-", "- ", "[", "]", "<", ">",
        "*", "_", "\\", "?", "!", ".", " ", "\t", "\n", "\n\n", "\r", "é", "🙂", "\u{0301}", "\u{200B}", "\u{FEFF}",
        "日本", "1️⃣", "&amp;", "<!--", "[x](y)", " push ", " store ", " as ", "finish", "one of ", "Flow",
    ]

    /// `names` are the identifiers of `originals` (`MutatedSpecSet.names(in:)`), passed in so a run
    /// of thousands of sets computes them once.
    init(originals: [(key: String, value: String)], names: [String]? = nil, index: Int) {
        var random = SplitMix64(seed: Self.seed &+ UInt64(index) &* 0x2545_F491_4F6C_DD1D)
        var texts = originals.map(\.value)
        let names = names ?? Self.names(in: texts)
        for _ in 0...Int.random(in: 0...2, using: &random) {
            let file = Int.random(in: 0..<texts.count, using: &random)
            let kind = Int.random(in: 0..<9, using: &random)
            texts[file] = mutate(texts[file], kind: kind, names: names, others: texts, using: &random)
            log.append("\(originals[file].key): \(Self.kindNames[kind])")
        }
        files = zip(originals, texts).map { SourceFile(path: $0.key, text: $1) }
    }

    private static let kindNames = [
        "delete line", "duplicate line", "swap lines", "insert characters", "truncate", "near-miss name",
        "line from another file", "indent line", "drop characters",
    ]

    private mutating func mutate(
        _ text: String, kind: Int, names: [String], others: [String], using random: inout SplitMix64
    ) -> String {
        var lines = text.components(separatedBy: "\n")
        let line = Int.random(in: 0..<lines.count, using: &random)
        switch kind {
        case 0:
            lines.remove(at: line)
            if lines.isEmpty { lines = [""] }
        case 1:
            lines.insert(lines[line], at: line)
        case 2:
            lines.swapAt(line, Int.random(in: 0..<lines.count, using: &random))
        case 3:
            var scalars = Array(lines[line].unicodeScalars)
            for _ in 0..<Int.random(in: 1...3, using: &random) {
                let piece = Self.insertions.randomElement(using: &random)!.unicodeScalars
                scalars.insert(contentsOf: piece, at: Int.random(in: 0...scalars.count, using: &random))
            }
            lines[line] = Self.string(scalars)
        case 4:
            let scalars = Array(text.unicodeScalars)
            return Self.string(scalars.prefix(Int.random(in: 0...scalars.count, using: &random)))
        case 5:
            let name = names.randomElement(using: &random)!
            let candidates = lines.indices.filter { lines[$0].contains(name) }
            guard let target = candidates.randomElement(using: &random) else { break }
            lines[target] = lines[target].replacingOccurrences(of: name, with: Self.nearMiss(name, using: &random))
        case 6:
            let other = others.randomElement(using: &random)!.components(separatedBy: "\n")
            lines.insert(other.randomElement(using: &random)!, at: line)
        case 7:
            lines[line] = String(repeating: " ", count: Int.random(in: 1...8, using: &random)) + lines[line]
        default:
            var scalars = Array(lines[line].unicodeScalars)
            guard !scalars.isEmpty else { break }
            let from = Int.random(in: 0..<scalars.count, using: &random)
            scalars.removeSubrange(from..<min(scalars.count, from + Int.random(in: 1...4, using: &random)))
            lines[line] = Self.string(scalars)
        }
        return lines.joined(separator: "\n")
    }

    /// A one-edit typo: a dropped, doubled or swapped letter, a changed case, or a suffix.
    private static func nearMiss(_ name: String, using random: inout SplitMix64) -> String {
        var characters = Array(name)
        let at = Int.random(in: 0..<characters.count, using: &random)
        switch Int.random(in: 0..<5, using: &random) {
        case 0: characters.remove(at: at)
        case 1: characters.insert(characters[at], at: at)
        case 2 where at + 1 < characters.count: characters.swapAt(at, at + 1)
        case 3:
            characters[at] = Character(
                characters[at].isUppercase ? characters[at].lowercased() : characters[at].uppercased())
        default: characters.append(contentsOf: "Flow")
        }
        return String(characters)
    }

    /// The identifiers of the example set (screens, flows, events, parameters), longest first.
    static func names(in texts: [String]) -> [String] {
        var names = Set<String>()
        for text in texts {
            var current = ""
            for character in text + " " {
                if character.isLetter || character.isNumber {
                    current.append(character)
                } else {
                    if current.count >= 3 { names.insert(current) }
                    current = ""
                }
            }
        }
        return names.sorted()
    }

    private static func string(_ scalars: some Sequence<Unicode.Scalar>) -> String {
        var result = ""
        result.unicodeScalars.append(contentsOf: scalars)
        return result
    }
}
