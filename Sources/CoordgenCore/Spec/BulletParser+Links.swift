/// A link under `## Links` (spec format 1.1, section 8): `` `/orders/:orderID` → Orders > OrderDetail ``.
/// The pattern's grammar is checked here, character by character, each mistake where it is written;
/// what the path's steps name is resolved against the whole spec set later.
extension BulletParser {
    /// The characters a literal segment may hold (RFC 3986's unreserved characters).
    private static func isLiteral(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "a"..."z", "A"..."Z", "0"..."9", "-", "_", ".", "~": true
        default: false
        }
    }

    mutating func parseLink(_ head: LocatedText, documentation: String?) -> LinkSpec? {
        let text = head.trimmed()
        guard let first = text.characters.first, first.isCode else {
            diagnostics.error("expected a link in inline code, like `/items/:id` → Screen", at: text.location)
            return nil
        }
        let codeEnd = text.characters.firstIndex { !$0.isCode } ?? text.characters.count
        let code = text[0..<codeEnd]
        guard let segments = parsePattern(code) else { return nil }
        let rest = text.dropFirst(codeEnd)
        let afterCode = code.endLocation.advanced(by: 1)
        let targetMessage = "expected '→' and a screen or a path like 'Orders > OrderDetail' after the link"
        let trimmed = rest.trimmed()
        guard let arrow = arrowRange(in: trimmed), arrow.lowerBound == 0 else {
            diagnostics.error(targetMessage, at: afterCode)
            return nil
        }
        var path: [Identifier] = []
        for (position, part) in trimmed.dropFirst(arrow.upperBound).split(separator: ">").enumerated() {
            let words = part.words()
            guard let name = words.first else {
                if position == 0 {
                    diagnostics.error(targetMessage, at: afterCode)
                } else {
                    diagnostics.error("expected a screen name after '>'", at: part.location)
                }
                return nil
            }
            if words.count > 1 {
                diagnostics.error(
                    "unexpected '\(words[1].string)' after '\(name.string)' (separate steps with '>'; prose starts"
                        + " with ' — ')", at: words[1].location)
                return nil
            }
            path.append(SignatureParser.identifier(name))
        }
        return LinkSpec(
            pattern: code.string, segments: segments, path: path, documentation: documentation, location: code.location)
    }

    /// `/`, or `/` and a segment, any number of times; a segment is a literal or `:name`. `nil` after
    /// the first mistake, which is reported.
    private mutating func parsePattern(_ code: LocatedText) -> [LinkSpec.Segment]? {
        let pattern = code.string
        guard code.characters.first?.scalar == "/" else {
            diagnostics.error("a link path starts with '/', found '\(pattern)'", at: code.location)
            return nil
        }
        guard code.characters.count > 1 else { return [] }
        var segments: [LinkSpec.Segment] = []
        var parameters: Set<String> = []
        var start = 1
        while start <= code.characters.count {
            let end =
                (start..<code.characters.count).first { code.characters[$0].scalar == "/" } ?? code.characters.count
            guard end > start else {
                // `//`: the second slash; a trailing `/`: that slash.
                let extra = end < code.characters.count ? end : start - 1
                diagnostics.error(
                    "empty segment in link path `\(pattern)`; remove the extra '/'", at: code.location(at: extra))
                return nil
            }
            let segment = code[start..<end]
            if segment.characters[0].scalar == ":" {
                let name = segment.dropFirst(1)
                guard !name.isEmpty else {
                    diagnostics.error("':' must be followed by a parameter name, like ':id'", at: segment.location)
                    return nil
                }
                // A character a path cannot hold is reported as in a literal segment; one a path can hold
                // but a name cannot (`-`, `.`, `~`, a letter Swift refuses) gets the identifier message.
                if let bad = name.characters.firstIndex(where: { $0.scalar.isASCII && !Self.isLiteral($0.scalar) }) {
                    reportUnexpected(name.characters[bad].scalar, at: name.location(at: bad))
                    return nil
                }
                guard
                    NamingRules.checkIdentifier(
                        name.string, what: "link parameter name", at: name.location, diagnostics: &diagnostics)
                else { return nil }
                guard parameters.insert(name.string).inserted else {
                    diagnostics.error(
                        "parameter ':\(name.string)' appears twice in `\(pattern)`", at: segment.location)
                    return nil
                }
                segments.append(.parameter(SignatureParser.identifier(name)))
            } else {
                if let bad = segment.characters.firstIndex(where: { !Self.isLiteral($0.scalar) }) {
                    reportUnexpected(segment.characters[bad].scalar, at: segment.location(at: bad))
                    return nil
                }
                segments.append(.literal(segment.string))
            }
            start = end + 1
        }
        return segments
    }

    private mutating func reportUnexpected(_ scalar: Unicode.Scalar, at location: SourceLocation) {
        diagnostics.error(
            "unexpected '\(Self.shown(scalar))' in link path; a link matches path segments only (letters, digits, '-',"
                + " '_', '.' and '~') and ':name' parameters", at: location)
    }

    /// A character alone in quotes: a combining mark would join the quote before it, so it is
    /// written as an escape (`\u{0301}`). Invisible characters are escaped for every message.
    private static func shown(_ scalar: Unicode.Scalar) -> String {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark:
            let hex = String(scalar.value, radix: 16, uppercase: true)
            return "\\u{" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + "}"
        default:
            return String(scalar)
        }
    }
}
