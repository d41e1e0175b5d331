/// Turning a type's text into tokens, and moving through them.
extension TypeParser {
    // MARK: Tokens

    static func isNameHead(_ scalar: Unicode.Scalar) -> Bool {
        SwiftIdentifier.isHead(scalar)
    }

    static func isDigit(_ scalar: Unicode.Scalar) -> Bool {
        SwiftIdentifier.isDigit(scalar)
    }

    static func tokenize(_ scalars: [Unicode.Scalar]) -> [Token] {
        func text(_ range: Range<Int>) -> String {
            String(scalars: scalars[range])
        }
        func wordEnd(from start: Int) -> Int {
            var end = start
            while end < scalars.count, isNameHead(scalars[end]) || isDigit(scalars[end]) { end += 1 }
            return end
        }
        var tokens: [Token] = []
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            let kind: Token.Kind
            var end = index + 1
            if scalar.isSpecWhitespace {
                index += 1
                continue
            } else if isNameHead(scalar) || isDigit(scalar) {
                end = wordEnd(from: index)
                kind = isNameHead(scalar) ? .name : .number
            } else if scalar == "-", index + 1 < scalars.count, scalars[index + 1] == ">" {
                end = index + 2
                kind = .symbol
            } else if scalar == "@", index + 1 < scalars.count, isNameHead(scalars[index + 1]) {
                end = wordEnd(from: index + 1)
                kind = .attribute
            } else if "()[]<>,:?!&.".unicodeScalars.contains(scalar) {
                kind = .symbol
            } else {
                kind = .invalid
            }
            tokens.append(Token(kind: kind, text: text(index..<end), start: index, end: end))
            index = end
        }
        tokens.append(Token(kind: .end, text: "", start: scalars.count, end: scalars.count))
        return tokens
    }

    var current: Token { tokens[index] }

    /// The end of the last token read: where the type read so far stops.
    var lastEnd: Int { index > 0 ? tokens[index - 1].end : 0 }

    func peek(_ distance: Int) -> Token { tokens[min(index + distance, tokens.count - 1)] }

    func isSymbol(_ text: String, _ token: Token? = nil) -> Bool {
        let token = token ?? current
        return token.kind == .symbol && token.text == text
    }

    func isName(_ text: String, _ token: Token? = nil) -> Bool {
        let token = token ?? current
        return token.kind == .name && token.text == text
    }

    mutating func advance() {
        if index < tokens.count - 1 { index += 1 }
    }

    /// The text written from `start` (a token's start) to the end of the last token read.
    func source(from start: Int) -> String {
        let range = start..<max(start, lastEnd)
        return String(scalars: scalars[range])
    }
}
