/// Lines that look like spec lines but that CommonMark reads as something else (prose or a code
/// block), so that the parser can report them instead of silently dropping them.
extension SpecParser {
    /// `("a bullet", "-")` or `("a heading", "###")` when `line` (from its first non-blank character)
    /// starts like a spec line without the space after its marker.
    static func lookAlike(_ line: ArraySlice<Unicode.Scalar>) -> (String, String)? {
        guard let first = line.first else { return nil }
        if "-*+".unicodeScalars.contains(first), line.dropFirst().first == "`" {
            return ("a bullet", String(Character(first)))
        }
        let hashes = line.prefix { $0 == "#" }.count
        if (1...6).contains(hashes), let next = line.dropFirst(hashes).first, next.properties.isUppercase {
            return ("a heading", String(repeating: "#", count: hashes))
        }
        return nil
    }

    /// `"an event"`, `"a handler"` or `"a setting"` when `line` (from its first non-blank character) is
    /// a bullet that the format would read as one: `` - `onNext` → … ``, `- on finish → …`, `- start: …`.
    static func specBulletLookAlike(_ line: ArraySlice<Unicode.Scalar>) -> String? {
        guard let first = line.first, "-*+".unicodeScalars.contains(first) else { return nil }
        let afterMarker = line.dropFirst()
        guard let space = afterMarker.first, space == " " || space == "\t" else { return nil }
        var rest = ""
        rest.unicodeScalars.append(contentsOf: afterMarker.drop { $0 == " " || $0 == "\t" })
        func startsWithArrow(_ text: Substring) -> Bool {
            let trimmed = text.drop { $0 == " " || $0 == "\t" }
            return trimmed.hasPrefix("→") || trimmed.hasPrefix("->")
        }
        if rest.hasPrefix("`"), let close = rest.dropFirst().firstIndex(of: "`"),
            startsWithArrow(rest[rest.index(after: close)...])
        {
            return "an event"
        }
        for outcome in ["on finish", "on cancel"] where rest.hasPrefix(outcome) {
            if startsWithArrow(rest.dropFirst(outcome.count)) { return "a handler" }
        }
        if ["start:", "input:", "result:"].contains(where: { rest.hasPrefix($0) }) { return "a setting" }
        return nil
    }

    /// How a line is indented, for messages: `a tab`, `4 spaces`, `2 tabs and 1 space`.
    static func describeIndentation(_ indentation: ArraySlice<Unicode.Scalar>) -> String {
        let tabs = indentation.count { $0 == "\t" }
        let spaces = indentation.count - tabs
        func count(_ number: Int, _ word: String) -> String {
            number == 1 ? (word == "tab" ? "a tab" : "1 space") : "\(number) \(word)s"
        }
        switch (tabs, spaces) {
        case (0, _): return count(spaces, "space")
        case (_, 0): return count(tabs, "tab")
        default: return count(tabs, "tab") + " and " + count(spaces, "space")
        }
    }

    /// The message for a line that looks like a spec bullet from `start` on, with the indentation
    /// before it, or `nil` when it does not look like one.
    static func indentedSpecLine(_ line: [Unicode.Scalar], at start: Int, _ consequence: String) -> String? {
        guard let what = specBulletLookAlike(line[start...]) else { return nil }
        return "this line looks like \(what), but it is indented by \(describeIndentation(line[..<start])),"
            + " which \(consequence); remove the indentation before '\(Character(line[start]))'"
    }
}
