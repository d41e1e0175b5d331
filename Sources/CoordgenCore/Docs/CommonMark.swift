/// Builds CommonMark text from values, escaping everything that comes from a spec so that a
/// name or a type is shown as written and never read as markup.
///
/// Prose from a spec is not escaped: it is CommonMark already, and passes through to libcmark,
/// whose safe mode drops raw HTML and unsafe links.
enum CommonMark {
    /// Plain text with every ASCII punctuation character backslash-escaped (CommonMark allows
    /// escaping any of them), and line breaks turned into spaces.
    static func text(_ value: String) -> String {
        var result = ""
        for scalar in value.unicodeScalars {
            if scalar == "\n" || scalar == "\r" {
                result += " "
            } else if scalar.isASCII, scalar.properties.isPatternSyntax || scalar == "_" {
                result += "\\" + String(scalar)
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// An inline code span whose fence is longer than any run of backticks in `value`.
    static func code(_ value: String) -> String {
        var flat = ""
        flat.unicodeScalars.append(contentsOf: value.unicodeScalars.lazy.map { $0 == "\n" ? " " : $0 })
        var longest = 0
        var run = 0
        for character in flat {
            run = character == "`" ? run + 1 : 0
            longest = max(longest, run)
        }
        let fence = String(repeating: "`", count: longest + 1)
        let padding = flat.hasPrefix("`") || flat.hasSuffix("`") ? " " : ""
        return fence + padding + flat + padding + fence
    }

    /// `[text](destination)`, where `text` is CommonMark already and the destination is one the
    /// docs derived (a page or an anchor), written in angle brackets so any character is allowed.
    static func link(_ text: String, to destination: String) -> String {
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
        var longest = 0
        var run = 0
        for character in body {
            run = character == "`" ? run + 1 : 0
            longest = max(longest, run)
        }
        let fence = String(repeating: "`", count: max(3, longest + 1))
        let text = body.hasSuffix("\n") ? body : body + "\n"
        return fence + info + "\n" + text + fence + "\n"
    }

    /// A bullet list of CommonMark items; each item's later lines are indented to stay in the item.
    static func bulletList(_ items: [String]) -> String {
        items.map { item in
            "- "
                + item.split(separator: "\n", omittingEmptySubsequences: false)
                .joined(separator: "\n  ")
        }.joined(separator: "\n") + "\n"
    }

    /// Spec prose (CommonMark from the spec) as a second paragraph of a list item, after a sentence.
    ///
    /// The page's CSS shows such a paragraph as a note under the item.
    static func note(_ prose: String?) -> String {
        guard let prose, !prose.isEmpty else { return "" }
        return "\n\n" + prose
    }
}
