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
            var parser = TypeParser(word)
            let expected: Result<TypeSyntax, TypeSyntaxError>
            do throws(TypeSyntaxError) {
                expected = .success(try parser.parseWholeType())
            } catch {
                expected = .failure(error)
            }
            XCTAssertEqual(TypeSyntax.parse(word), expected, word)
        }
    }
}
