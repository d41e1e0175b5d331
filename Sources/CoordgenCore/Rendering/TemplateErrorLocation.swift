import Mustache

/// Where a template syntax error really is.
///
/// The Mustache parser reports the place where it gave up: for a section that is never closed
/// that is the end of the file, and for a tag with no `}}` the next line. Users need the tag
/// that causes the trouble, so this finds it in the template's own text.
enum TemplateErrorLocation {
    typealias Position = (line: Int, column: Int)

    /// `line` and `column` (1-based) as the parser reported them, already relative to `text`.
    static func locate(_ error: MustacheTemplate.Error, line: Int, column: Int, in text: String) -> Position {
        let characters = Array(text)
        switch error {
        case .expectedSectionEnd:
            if let offset = innermostUnclosedSection(in: characters) { return position(of: offset, in: characters) }
        case .unfinishedName, .sectionCloseNameIncorrect:
            // The tag that the parser was reading starts at the last `{{` before where it stopped.
            if let stop = offset(line: line, column: column, in: characters),
                let start = lastTagStart(before: stop, in: characters)
            {
                return position(of: start, in: characters)
            }
        default:
            break
        }
        return (line, column)
    }

    /// The `{{#name}}`, `{{^name}}`, `{{$name}}` or `{{<name}}` tag still open at the end of the text.
    private static func innermostUnclosedSection(in characters: [Character]) -> Int? {
        var open: [Int] = []
        var index = 0
        while index + 2 < characters.count {
            guard characters[index] == "{", characters[index + 1] == "{" else {
                index += 1
                continue
            }
            var sigil = index + 2
            if characters[sigil] == "{" { sigil += 1 }  // `{{{name}}}` is a plain variable
            if sigil < characters.count {
                switch characters[sigil] {
                case "#", "^", "$", "<": open.append(index)
                case "/": _ = open.popLast()
                default: break
                }
            }
            index = sigil
        }
        return open.last
    }

    private static func lastTagStart(before offset: Int, in characters: [Character]) -> Int? {
        var index = min(offset, characters.count) - 2
        while index >= 0 {
            if characters[index] == "{", characters[index + 1] == "{" {
                // `{{{`: the tag starts at the first brace.
                while index > 0, characters[index - 1] == "{" { index -= 1 }
                return index
            }
            index -= 1
        }
        return nil
    }

    private static func offset(line: Int, column: Int, in characters: [Character]) -> Int? {
        var currentLine = 1
        var index = 0
        while currentLine < line {
            guard index < characters.count else { return nil }
            if characters[index].isNewline { currentLine += 1 }
            index += 1
        }
        return min(index + column - 1, characters.count)
    }

    private static func position(of offset: Int, in characters: [Character]) -> Position {
        var line = 1
        var column = 1
        for character in characters[..<offset] {
            if character.isNewline {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
        return (line, column)
    }
}
