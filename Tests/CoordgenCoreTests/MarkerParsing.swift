import CoordgenCore
import XCTest

/// Spec text with position markers, the way swift-format's rule tests state where a diagnostic points.
///
/// A marker is a keycap emoji (`1️⃣` … `9️⃣`, `0️⃣`, `🔟`) written right where a diagnostic must point;
/// it is removed before the text is parsed, and its line and column are recorded. Columns count
/// Unicode scalars from 1, as `SourceLocation` does, so a marker right after `→` is one column
/// further than a marker before it.
///
/// A marker is found even inside inline code, so a fixture can point into a type or a parameter list.
struct MarkedText {
    /// The text without markers.
    var text: String
    /// Marker → (line, column) in `text`.
    var markers: [String: (line: Int, column: Int)]
    /// Markers written more than once (a mistake in the fixture).
    var duplicates: [String]

    init(_ marked: String) {
        var text = ""
        var markers: [String: (line: Int, column: Int)] = [:]
        var duplicates: [String] = []
        var line = 1
        var column = 1
        let scalars = Array(marked.unicodeScalars)
        var index = 0
        while index < scalars.count {
            if let (marker, length) = Self.marker(in: scalars, at: index) {
                if markers[marker] != nil { duplicates.append(marker) }
                markers[marker] = (line, column)
                index += length
                continue
            }
            let scalar = scalars[index]
            text.unicodeScalars.append(scalar)
            // Lines end at `\n`, `\r\n` or a lone `\r`, as CommonMark (and `SourceFile`) count them.
            let endsLine =
                scalar == "\n" || (scalar == "\r" && (index + 1 == scalars.count || scalars[index + 1] != "\n"))
            if endsLine {
                line += 1
                column = 1
            } else {
                column += 1
            }
            index += 1
        }
        self.text = text
        self.markers = markers
        self.duplicates = duplicates
    }

    /// A keycap sequence (digit, U+FE0F, U+20E3) or 🔟 at `index`, with its length in scalars.
    private static func marker(in scalars: [Unicode.Scalar], at index: Int) -> (String, Int)? {
        if scalars[index] == "\u{1F51F}" { return ("🔟", 1) }
        guard index + 2 < scalars.count, ("0"..."9").contains(scalars[index]), scalars[index + 1] == "\u{FE0F}",
            scalars[index + 2] == "\u{20E3}"
        else { return nil }
        var name = ""
        name.unicodeScalars.append(contentsOf: scalars[index...(index + 2)])
        return (name, 3)
    }
}

/// One diagnostic a fixture must produce, located by a marker.
struct ExpectedDiagnostic {
    var marker: String
    var severity: Diagnostic.Severity
    var message: String
    /// Notes, each located by a marker (which may be in another file of the set).
    var notes: [(marker: String, message: String)]

    static func error(_ marker: String, _ message: String, notes: [(String, String)] = []) -> Self {
        Self(marker: marker, severity: .error, message: message, notes: notes.map { (marker: $0.0, message: $0.1) })
    }

    static func warning(_ marker: String, _ message: String, notes: [(String, String)] = []) -> Self {
        Self(marker: marker, severity: .warning, message: message, notes: notes.map { (marker: $0.0, message: $0.1) })
    }
}

/// The file name single-file fixtures are parsed as.
let fixtureFileName = "TestFlow.md"

/// A second flow for fixtures that need one to name: one screen that finishes.
let helpFlowFixture = """
    # HelpFlow

    ## Screens

    ### Help

    - `onDone` → finish
    """

/// Runs the pipeline on one marked spec and asserts that it produces exactly `expected`.
func assertDiagnostics(
    _ spec: String, _ expected: [ExpectedDiagnostic], style: any OutputStyle = OutputStyles.defaultStyle,
    file: StaticString = #filePath, line: UInt = #line
) {
    assertDiagnostics(files: [fixtureFileName: spec], expected, style: style, file: file, line: line)
}

/// Runs the pipeline on a marked spec set (`[file name: text]`) and asserts that it produces exactly
/// `expected`: the same severities, messages, marker positions and notes, nothing more.
func assertDiagnostics(
    files: [String: String], _ expected: [ExpectedDiagnostic], style: any OutputStyle = OutputStyles.defaultStyle,
    file: StaticString = #filePath, line: UInt = #line
) {
    var locations: [String: SourceLocation] = [:]
    var sources: [SourceFile] = []
    for (name, marked) in files.sorted(by: { $0.key < $1.key }) {
        let parsed = MarkedText(marked)
        for marker in parsed.duplicates {
            XCTFail("marker \(marker) is used twice in \(name)", file: file, line: line)
        }
        for (marker, position) in parsed.markers {
            XCTAssertNil(locations[marker], "marker \(marker) is used in two files", file: file, line: line)
            locations[marker] = SourceLocation(file: name, line: position.line, column: position.column)
        }
        sources.append(SourceFile(path: name, text: parsed.text))
    }
    var diagnostics = Diagnostics()
    _ = Pipeline.model(from: sources, style: style, diagnostics: &diagnostics)
    let actual = diagnostics.sorted

    // Show locations by their marker where one stands there, so a mismatch reads like the fixture.
    let markerAt = Dictionary(locations.map { ($0.value, $0.key) }, uniquingKeysWith: min)
    func place(_ location: SourceLocation?) -> String {
        guard let location else { return "(no location)" }
        return markerAt[location] ?? location.description
    }
    func expectedPlace(_ marker: String) -> String {
        if locations[marker] == nil {
            XCTFail("marker \(marker) is not in the fixture", file: file, line: line)
        }
        return marker
    }
    let actualLines = actual.map { diagnostic in
        ([" \(place(diagnostic.location)) \(diagnostic.severity.rawValue): \(diagnostic.message)"]
            + diagnostic.notes.map { "    note at \(place($0.location)): \($0.message)" })
            .joined(separator: "\n")
    }
    let expectedLines = expected.map { item in
        ([" \(expectedPlace(item.marker)) \(item.severity.rawValue): \(item.message)"]
            + item.notes.map { "    note at \(expectedPlace($0.marker)): \($0.message)" })
            .joined(separator: "\n")
    }
    let missing = expectedLines.filter { !actualLines.contains($0) }
    let unexpected = actualLines.filter { !expectedLines.contains($0) }
    if !missing.isEmpty || !unexpected.isEmpty || actualLines.count != expectedLines.count {
        var report = ["diagnostics differ"]
        if !missing.isEmpty { report += ["expected but not produced:"] + missing }
        if !unexpected.isEmpty { report += ["produced but not expected:"] + unexpected }
        if missing.isEmpty, unexpected.isEmpty {
            report += ["same diagnostics, different counts: produced"] + actualLines
        }
        XCTFail(report.joined(separator: "\n"), file: file, line: line)
    }
    for diagnostic in actual {
        if let problem = LocationCheck.problem(with: diagnostic, in: sources) {
            XCTFail(problem, file: file, line: line)
        }
    }
}

/// Asserts that a spec set validates with no diagnostics at all.
func assertValid(_ spec: String, file: StaticString = #filePath, line: UInt = #line) {
    assertDiagnostics(spec, [], file: file, line: line)
}

/// Checks that a diagnostic points inside its file: a real line and a column on it (or just past
/// its end), or the whole file (line 0).
enum LocationCheck {
    static func problem(with diagnostic: Diagnostic, in files: [SourceFile]) -> String? {
        let located =
            [(diagnostic.location, diagnostic.message)]
            + diagnostic.notes.map { ($0.location, "note: " + $0.message) }
        for (location, message) in located {
            guard let location else { continue }
            guard let file = files.first(where: { $0.path == location.file }) else {
                // A folder or a file that could not be read: only a whole-path location is valid.
                if location.line == 0, location.column == 0 { continue }
                return "\(location): \(message): location in an unknown file"
            }
            if location.line == 0, location.column == 0 { continue }
            guard location.line >= 1, location.line <= file.lineCount else {
                return "\(location): \(message): line outside the file (it has \(file.lineCount) lines)"
            }
            let length = file.line(location.line).unicodeScalars.count
            guard location.column >= 1, location.column <= length + 1 else {
                return "\(location): \(message): column outside line \(location.line) (\(length) characters)"
            }
        }
        return nil
    }
}
