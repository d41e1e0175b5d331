import XCTest

@testable import CoordgenCore

/// The shortcut of `TypeSyntax.parse` for a type that is one plain name.
final class TypeSyntaxPlainNameTests: XCTestCase {
    /// A plain name is answered without tokenising (`TypeSyntax.parse`): exactly as the parser
    /// answers it, keywords and the words it refuses or reads otherwise included.
    func testPlainNamesGetTheParsersAnswer() {
        let words =
            Array(SwiftIdentifier.keywords) + [
                "_", "__", "_x", "any", "Any", "some", "Self", "self", "inout", "Type", "Protocol", "async", "throws",
                "rethrows", "Optional", "Item", "Int8", "x1", "a_b", "UIViewController", "Never", "Void",
            ]
        for word in words {
            XCTAssertEqual(TypeSyntax.parse(word), Self.parsersAnswer(word), word)
        }
    }

    /// So are one plain name made optional or an array of one (`Item?`, `[Tag]`), and what looks like
    /// them but is not (keywords, refused words, spaces, two question marks, empty brackets).
    func testOptionalAndArrayOfAPlainNameGetTheParsersAnswer() {
        let words =
            Array(SwiftIdentifier.keywords) + [
                "_", "any", "Any", "some", "Self", "inout", "Type", "Item", "Int8", "x1", "Never", "Void", "",
                " Item", "Item ", "Item?", "[Item]", "Item!", "Dictionary<String, Int>", "é",
                // Characters that join the `?`, `[` or `]` next to them into one character.
                "Item\u{600}", "\u{301}Item", "\u{200D}Item", "\u{FE0F}Item", "Item\u{301}", "e\u{301}",
            ]
        for word in words {
            for text in ["\(word)?", "[\(word)]", "[\(word)]?", "[\(word)?]", "[\(word)", "\(word)]"] {
                XCTAssertEqual(TypeSyntax.parse(text), Self.parsersAnswer(text), text)
            }
        }
    }

    private static func parsersAnswer(_ text: String) -> Result<TypeSyntax, TypeSyntaxError> {
        var parser = TypeParser(text)
        do throws(TypeSyntaxError) {
            return .success(try parser.parseWholeType())
        } catch {
            return .failure(error)
        }
    }
}
