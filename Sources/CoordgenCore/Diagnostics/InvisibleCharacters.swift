extension Diagnostic {
    /// `text` with every character that prints as nothing (or as something it is not) written as a
    /// Swift escape: `List\u{200D}View`, `Item\u{00A0}Flow`.
    ///
    /// A name with a zero-width joiner, a right-to-left mark or a no-break space looks like a valid
    /// name when printed raw, so the message would make no sense. Every diagnostic message and note
    /// goes through here, so no rule has to remember it.
    public static func escapingInvisibles(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isInvisible) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            if isInvisible(scalar) {
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true).leftPadded(to: 4) + "}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Control and format characters, separators other than the plain space, code points that are
    /// ignored when displayed (joiners, variation selectors, soft hyphens), private-use and unassigned ones.
    static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        if scalar == " " { return false }
        if scalar.properties.isDefaultIgnorableCodePoint { return true }
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator, .spaceSeparator, .privateUse, .unassigned,
            .surrogate:
            return true
        default:
            return false
        }
    }
}

extension String {
    fileprivate func leftPadded(to length: Int) -> String {
        count >= length ? self : String(repeating: "0", count: length - count) + self
    }
}
