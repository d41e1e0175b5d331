/// Builds CommonMark text from values, escaping everything that comes from a spec so that a
/// name or a type is shown as written and never read as markup.
///
/// Prose from a spec is not escaped: it is CommonMark already, and passes through to libcmark,
/// whose safe mode drops raw HTML and unsafe links.
enum CommonMark {
    /// Plain text with every ASCII punctuation character backslash-escaped (CommonMark allows
    /// escaping any of them), and line breaks turned into spaces.
    static func text(_ value: String) -> String {
        // Names and types make up most of a page: most need no escape at all.
        guard value.utf8.contains(where: { isPunctuation($0) || $0 == 0x0A || $0 == 0x0D }) else { return value }
        var result = ""
        for scalar in value.unicodeScalars {
            if scalar == "\n" || scalar == "\r" {
                result += " "
            } else if scalar.isASCII, isPunctuation(UInt8(scalar.value)) {
                result += "\\" + String(scalar)
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// ASCII punctuation: `!` to `/`, `:` to `@`, `[` to `` ` `` and `{` to `~`.
    private static func isPunctuation(_ byte: UInt8) -> Bool {
        (0x21...0x2F).contains(byte) || (0x3A...0x40).contains(byte) || (0x5B...0x60).contains(byte)
            || (0x7B...0x7E).contains(byte)
    }

    /// An inline code span whose fence is longer than any run of backticks in `value`.
    static func code(_ value: String) -> String {
        // Nearly every value is one line without backticks: one fence of one backtick, no padding.
        if !value.utf8.contains(where: { $0 == UInt8(ascii: "`") || $0 == UInt8(ascii: "\n") }) {
            var span = "`"
            span.reserveCapacity(value.utf8.count + 2)
            span += value
            span += "`"
            return span
        }
        // The lazy map, not specialised, was a tenth of the CPU `docs` spends outside Graphviz.
        let flat =
            value.utf8.contains(UInt8(ascii: "\n"))
            ? String(String.UnicodeScalarView(value.unicodeScalars.map { $0 == "\n" ? " " : $0 })) : value
        let backtick = UInt8(ascii: "`")
        let fence = String(repeating: "`", count: longestRun(of: backtick, in: flat) + 1)
        let padding = flat.utf8.first == backtick || flat.utf8.last == backtick ? " " : ""
        return fence + padding + flat + padding + fence
    }

    /// The length of the longest run of `byte` in the text's UTF-8: cmark counts backticks by byte.
    private static func longestRun(of byte: UInt8, in text: String) -> Int {
        var longest = 0
        var run = 0
        for unit in text.utf8 {
            run = unit == byte ? run + 1 : 0
            longest = max(longest, run)
        }
        return longest
    }

    /// `[text](destination)`, where `text` is CommonMark already and the destination is one the
    /// docs derived (a page or an anchor), written in angle brackets so any character is allowed.
    static func link(_ text: String, to destination: String) -> String {
        // Page names and anchors rarely hold any of these.
        let needsEscapes = destination.utf8.contains {
            $0 == UInt8(ascii: "\\") || $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: ">") || $0 == UInt8(ascii: "\n")
        }
        guard needsEscapes else { return "[" + text + "](<" + destination + ">)" }
        var escaped = ""
        for scalar in destination.unicodeScalars {
            switch scalar {
            case "\\", "<", ">": escaped += "\\" + String(scalar)
            case "\n": escaped += " "
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return "[" + text + "](<" + escaped + ">)"
    }

    /// `**text**` around CommonMark text.
    static func strong(_ text: String) -> String { "**" + text + "**" }

    /// A fenced code block with an info string; the fence is longer than any backtick run inside.
    static func codeBlock(_ body: String, info: String) -> String {
        let fence = String(repeating: "`", count: max(3, longestRun(of: UInt8(ascii: "`"), in: body) + 1))
        let text = body.hasSuffix("\n") ? body : body + "\n"
        return fence + info + "\n" + text + fence + "\n"
    }

    /// A bullet list of CommonMark items; each item's later lines are indented to stay in the item.
    static func bulletList(_ items: [String]) -> String {
        guard !items.isEmpty else { return "\n" }
        // Appended into one string sized once: the lists of screens and events are most of a page.
        var list = ""
        list.reserveCapacity(items.reduce(0) { $0 + $1.utf8.count + 3 })
        for item in items {
            list += "- "
            appendIndentingLaterLines(of: item, to: &list)
            list += "\n"
        }
        return list
    }

    /// `text` with two spaces after each line break, found on its bytes. Text with a carriage return
    /// goes by character: there `\r\n` is one character, which is no line feed.
    private static func appendIndentingLaterLines(of text: String, to list: inout String) {
        let lineBreaks: [Int]? = ByteSearch.withBytes(of: text) { bytes in
            guard ByteSearch.firstOffset(of: UInt8(ascii: "\r"), in: bytes) == nil else { return nil }
            return ByteSearch.offsets(of: [UInt8(ascii: "\n")], in: bytes)
        }
        guard let lineBreaks else {
            list += text.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\n  ")
            return
        }
        var (start, startOffset) = (text.utf8.startIndex, 0)
        for offset in lineBreaks {
            let end = text.utf8.index(start, offsetBy: offset + 1 - startOffset)
            list += text[start..<end]
            list += "  "
            (start, startOffset) = (end, offset + 1)
        }
        list += text[start...]
    }

    /// Spec prose (CommonMark from the spec) as a second paragraph of a list item, after a sentence.
    ///
    /// The page's CSS shows such a paragraph as a note under the item.
    static func note(_ prose: String?) -> String {
        guard let prose, !prose.isEmpty else { return "" }
        return "\n\n" + prose
    }
}
