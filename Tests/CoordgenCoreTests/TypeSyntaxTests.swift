import XCTest

@testable import CoordgenCore

/// The grammar of the types a spec may write (`TypeSyntax`): canonical spellings, errors with the
/// offset of the offending character, the generator's questions (`SwiftType`) and value matching.
final class TypeSyntaxTests: XCTestCase {
    // MARK: Valid types

    /// Written → canonical. Every canonical spelling must also parse to itself.
    static let valid: [(written: String, canonical: String)] = [
        ("Int", "Int"),
        ("  Int  ", "Int"),
        ("Swift.Int", "Swift.Int"),
        ("Swift . Int", "Swift.Int"),
        ("Foo.Type", "Foo.Type"),
        ("Any", "Any"),
        ("_Private", "_Private"),
        ("Café", "Café"),
        ("Item2", "Item2"),
        ("[Item]", "[Item]"),
        ("[ Item ]", "[Item]"),
        ("[Item]?", "[Item]?"),
        ("Item?", "Item?"),
        ("Item ?", "Item?"),
        ("Item??", "Item??"),
        ("[String:String]", "[String: String]"),
        ("[String: String]", "[String: String]"),
        ("[String :  [Int]]", "[String: [Int]]"),
        ("[String: [Int]]", "[String: [Int]]"),
        ("[Int?]", "[Int?]"),
        ("Dictionary<String,[Int?]>", "Dictionary<String, [Int?]>"),
        ("Result<Item, any Error>", "Result<Item, any Error>"),
        ("Result<Item,any   Error>", "Result<Item, any Error>"),
        ("Optional<Int>", "Optional<Int>"),
        ("Array<Array<Int>>", "Array<Array<Int>>"),
        ("()", "()"),
        ("( )", "()"),
        ("(Int)", "(Int)"),
        ("(Int, String)", "(Int, String)"),
        ("(Int,String)", "(Int, String)"),
        ("(label: Int, other: String)", "(label: Int, other: String)"),
        ("(label:Int,String)", "(label: Int, String)"),
        ("(default: Int, class: String)", "(default: Int, class: String)"),
        ("() -> Void", "() -> Void"),
        ("()->Void", "() -> Void"),
        ("(Int) -> Void", "(Int) -> Void"),
        ("(Int, String) -> Bool", "(Int, String) -> Bool"),
        ("(Int) async throws -> [String]", "(Int) async throws -> [String]"),
        ("(Int)async throws->[String]", "(Int) async throws -> [String]"),
        ("(Int) async -> Void", "(Int) async -> Void"),
        ("(Int) throws -> Void", "(Int) throws -> Void"),
        ("() -> Int?", "() -> Int?"),
        ("() -> () -> Void", "() -> () -> Void"),
        ("((Int) -> Void)?", "((Int) -> Void)?"),
        ("[() -> Void]", "[() -> Void]"),
        ("(_ item: Item) -> Void", "(Item) -> Void"),
        ("(_: Item) -> Void", "(Item) -> Void"),
        ("(@escaping () -> Void) -> Void", "(@escaping () -> Void) -> Void"),
        ("(() -> Void) -> Void", "(() -> Void) -> Void"),
        ("@escaping (String) -> Void", "(String) -> Void"),
        ("@escaping () async -> Void", "() async -> Void"),
        ("any Service", "any Service"),
        ("any  Service", "any Service"),
        ("any Service & Sendable", "any Service & Sendable"),
        ("any Service&Sendable", "any Service & Sendable"),
        ("Service & Sendable", "Service & Sendable"),
        ("(any Service)?", "(any Service)?"),
        ("(any Service & Sendable)?", "(any Service & Sendable)?"),
        ("[any Service]", "[any Service]"),
        ("any Collection<Int>", "any Collection<Int>"),
    ]

    func testValidTypesHaveOneCanonicalSpelling() {
        XCTAssertGreaterThanOrEqual(Self.valid.count, 30)
        for (written, canonical) in Self.valid {
            switch TypeSyntax.parse(written) {
            case .success(let syntax):
                XCTAssertEqual(syntax.canonical, canonical, "canonical spelling of '\(written)'")
            case .failure(let error):
                XCTFail("'\(written)' should be valid, got: \(error.message) at \(error.offset)")
            }
            XCTAssertEqual(SignatureParser.normalizedType(written), canonical, "normalizedType('\(written)')")
            XCTAssertEqual(SignatureParser.normalizedType(canonical), canonical, "canonical '\(canonical)' is stable")
            XCTAssertNil(SignatureParser.typeProblem(written), "typeProblem('\(written)')")
        }
    }

    /// The spellings the example specs and the random spec sets use must not change.
    func testExistingSpellingsAreKept() {
        for type in [
            "String", "Int", "Bool", "[String]", "Item?", "[String: Int]", "Item", "[String: String]", "[Ingredient]",
            "Recipe?", "Session", "AuthService", "(Int) -> Void", "Dictionary<String, [Int?]>",
            "(any Service & Sendable)?",
        ] {
            XCTAssertEqual(SignatureParser.normalizedType(type), type)
        }
    }

    func testParsedStructure() throws {
        XCTAssertEqual(
            try TypeSyntax.parse("[String: Int?]").get(),
            .dictionary(key: .named(["String"], arguments: []), value: .optional(.named(["Int"], arguments: []))))
        XCTAssertEqual(
            try TypeSyntax.parse("@escaping (_ item: Item) async -> Void?").get(),
            .function(
                parameters: [.init(isEscaping: false, type: .named(["Item"], arguments: []))], isAsync: true,
                isThrowing: false, result: .optional(.named(["Void"], arguments: []))))
    }

    // MARK: Invalid types

    /// Written → message and the offset (in Unicode scalars) of the character it points at.
    static let invalid: [(written: String, message: String, offset: Int)] = [
        // The tester's cases.
        ("Strin g", "expected the end of the type after 'Strin', found 'g'", 6),
        ("Int Int", "expected the end of the type after 'Int', found 'Int'", 4),
        ("[Int] [Int]", "expected the end of the type after '[Int]', found '['", 6),
        ("Int -> ", "a function type's parameters go in parentheses: write '(Int) -> …'", 4),
        ("Int?!", "implicitly unwrapped optionals ('!') are not allowed; use '?'", 4),
        ("Int!", "implicitly unwrapped optionals ('!') are not allowed; use '?'", 3),
        (
            "some Service",
            "an opaque type ('some Service') cannot be stored or passed to a closure; use 'any Service' or a concrete type",
            0
        ),
        ("Self", "'Self' cannot be used in a spec; write the type's name", 0),
        ("[Self]", "'Self' cannot be used in a spec; write the type's name", 1),
        // Brackets.
        ("[Item", "expected ']' after 'Item', but the type ends there", 5),
        ("[String: Int]]", "expected the end of the type after '[String: Int]', found ']'", 13),
        ("[String: Int", "expected ']' after 'Int', but the type ends there", 12),
        ("[]", "expected a type after '[', found ']'", 1),
        ("(Int, String", "expected ',' or ')' after 'String', but the type ends there", 12),
        ("(Strin g, Int)", "expected ',' or ')' after 'Strin', found 'g'", 7),
        ("(Int, )", "expected a type after ',', found ')'", 6),
        ("Array<>", "expected a type after '<', found '>'", 6),
        ("Array<Int", "expected ',' or '>' after 'Int', but the type ends there", 9),
        ("Dictionary<String Int>", "expected ',' or '>' after 'String', found 'Int'", 18),
        ("Foo.", "expected a type name after '.', but the type ends there", 4),
        ("Foo<Int>.Bar", "expected the end of the type after 'Foo<Int>', found '.'", 8),
        // Characters and words.
        ("API;", "unexpected character ';'", 3),
        ("[Int; 3]", "unexpected character ';'", 4),
        ("Int ~", "unexpected character '~'", 4),
        ("1Item", "'1Item' is not a valid name: a name cannot start with a digit", 0),
        ("class", "'class' is a Swift keyword, not a type name", 0),
        ("Foo.self", "'self' is a Swift keyword, not a type name", 4),
        ("_", "'_' is not a type name", 0),
        ("inout Int", "'inout' is not allowed in a spec type", 0),
        ("(inout Int) -> Void", "'inout' is not allowed in a spec type", 1),
        // Functions.
        ("(Int) ->", "expected a result type after '->', but the type ends there", 8),
        ("(Int) -> )", "expected a result type after '->', found ')'", 9),
        ("(Int) async", "expected '->' after 'async', but the type ends there", 11),
        ("(Int) throws async -> Void", "'async' must come before 'throws'", 13),
        ("(Int) throws(E) -> Void", "typed throws ('throws(…)') is not supported; write 'throws'", 12),
        ("(Int) rethrows -> Void", "a function type cannot be 'rethrows'; use 'throws'", 6),
        ("() -> Int -> Void", "a function type's parameters go in parentheses: write '(Int) -> …'", 10),
        ("[Int] -> Void", "a function type's parameters go in parentheses: write '([Int]) -> …'", 6),
        (
            "(label: Int) -> Void",
            "a function type's parameters cannot have labels; write 'Int' instead of 'label: Int'", 1
        ),
        // Attributes.
        ("@escaping Int", "'@escaping' applies only to function types, not 'Int'", 0),
        ("@escaping ((Int) -> Void)?", "'@escaping' applies only to function types, not '((Int) -> Void)?'", 0),
        ("(@escaping Int) -> Void", "'@escaping' applies only to function types, not 'Int'", 1),
        ("[@escaping () -> Void]", "'@escaping' may only start a parameter's type", 1),
        ("(@escaping () -> Void)?", "'@escaping' may only start a parameter's type", 1),
        ("@Sendable () -> Void", "attribute '@Sendable' is not supported; only '@escaping' is", 0),
        ("@ escaping () -> Void", "unexpected character '@'", 0),
        ("@escaping", "expected a type after '@escaping', but the type ends there", 9),
        // Tuples.
        ("(label: Int)", "a single type in parentheses cannot have a label; write 'Int'", 1),
        ("(a: Int, a: Int)", "the label 'a' is used twice in the tuple", 9),
        ("(_ a: Int, b: Int)", "a tuple element cannot start with '_'; write 'label: Type' or 'Type'", 1),
        // `any`, `&`.
        ("any Svc?", "an optional 'any' type must be written '(any Svc)?'", 7),
        ("any A & B?", "an optional 'any' type must be written '(any A & B)?'", 9),
        ("A & B?", "an optional composition must be written '(A & B)?'", 5),
        ("Int? & P", "only protocol and class names can be joined with '&', not 'Int?'", 5),
        ("A & [B]", "expected a protocol or class name after '&', found '['", 4),
        ("any", "expected a protocol name after 'any', but the type ends there", 3),
        ("any (A)", "expected a protocol name after 'any', found '('", 4),
        ("any Svc -> Void", "a function type's parameters go in parentheses: write '(any Svc) -> …'", 8),
    ]

    func testInvalidTypesSayWhatIsWrongAndWhere() {
        XCTAssertGreaterThanOrEqual(Self.invalid.count, 20)
        for (written, message, offset) in Self.invalid {
            switch TypeSyntax.parse(written) {
            case .success(let syntax):
                XCTFail("'\(written)' should be invalid, parsed as '\(syntax.canonical)'")
            case .failure(let error):
                XCTAssertEqual(error.message, message, "message for '\(written)'")
                XCTAssertEqual(error.offset, offset, "offset for '\(written)'")
                XCTAssertLessThanOrEqual(error.offset, written.unicodeScalars.count)
            }
            XCTAssertEqual(SignatureParser.typeProblem(written), message)
        }
    }

    // MARK: Hostile nesting

    func testDeepNestingIsAnErrorNotACrash() {
        let depth = 10_000
        let limit = TypeSyntax.maximumDepth
        let message = "the type is nested more than \(limit) levels deep"
        let cases: [(String, Int)] = [
            (String(repeating: "[", count: depth) + "Int" + String(repeating: "]", count: depth), limit),
            (String(repeating: "(", count: depth) + "Int" + String(repeating: ")", count: depth), limit),
            (String(repeating: "Array<", count: depth) + "Int" + String(repeating: ">", count: depth), limit * 6),
            (String(repeating: "() -> ", count: depth) + "Void", limit * 6),
            ("Int" + String(repeating: "?", count: depth), 3 + limit - 1),
            (String(repeating: "[", count: depth), limit),
        ]
        for (text, offset) in cases {
            switch TypeSyntax.parse(text) {
            case .success: XCTFail("nesting \(depth) deep should be refused")
            case .failure(let error):
                XCTAssertEqual(error.message, message)
                XCTAssertEqual(error.offset, offset, String(text.prefix(12)))
            }
        }
    }

    func testNestingUpToTheLimitIsAccepted() {
        let limit = TypeSyntax.maximumDepth
        let deepest = String(repeating: "[", count: limit - 1) + "Int" + String(repeating: "]", count: limit - 1)
        XCTAssertEqual(SignatureParser.normalizedType(deepest), deepest)
        XCTAssertNotNil(SignatureParser.typeProblem("[" + deepest + "]"))
        let optionals = "Int" + String(repeating: "?", count: limit - 1)
        XCTAssertNil(SignatureParser.typeProblem(optionals))
        XCTAssertNotNil(SignatureParser.typeProblem(optionals + "?"))
    }

    // MARK: Questions the generator asks

    func testIsFunction() {
        for type in [
            "(Int) -> Void", "() -> Void", "(Int) async throws -> [String]", "() -> Int?", "() -> () -> Void",
            "@escaping (String) -> Void",
            // In parentheses it is the same type, and just as non-escaping as a parameter.
            "(() -> Void)", "((Int) -> Void)",
        ] {
            XCTAssertTrue(SwiftType.isFunction(type), type)
        }
        for type in [
            "((Int) -> Void)?", "[() -> Void]", "Int", "(Int)", "(Int, String)", "()", "Optional<() -> Void>",
            "[String: () -> Void]", "any Service", "not a type", "", "(Int) ->", "(f: () -> Void)",
            "(() -> Void, Int)",
        ] {
            XCTAssertFalse(SwiftType.isFunction(type), type)
        }
    }

    func testIsOptional() {
        for type in ["Int?", "Item??", "((Int) -> Void)?", "(any Service)?", "Optional<Int>", "Swift.Optional<Int>"] {
            XCTAssertTrue(SwiftType.isOptional(type), type)
        }
        for type in ["Int", "() -> Int?", "[Int?]", "Optional", "Result<Int?, any Error>", "Int?!"] {
            XCTAssertFalse(SwiftType.isOptional(type), type)
        }
    }

    // MARK: Value matching

    func testValueOfTypeTFillsTOrOptionalT() {
        let fills: [(target: String, source: String)] = [
            ("Int", "Int"),
            ("Int?", "Int"),
            ("Optional<Int>", "Int"),
            ("[Item]?", "[Item]"),
            ("Item??", "Item?"),
            ("((Int) -> Void)?", "(Int) -> Void"),
            ("(() async throws -> Void)?", "() async throws -> Void"),
            ("(any Svc)?", "any Svc"),
            ("(any Svc & Sendable)?", "any Svc & Sendable"),
            ("(A & B)?", "A & B"),
            ("(Int)?", "Int"),
            ("Optional<(Int) -> Void>", "(Int) -> Void"),
            // Not an optional function but a function returning an optional: Swift converts these too.
            ("() -> Int?", "() -> Int"),
            ("(Int) -> Void?", "(Int) -> Void"),
        ]
        for (target, source) in fills {
            XCTAssertTrue(ValueResolver.canFill(target, with: source), "'\(source)' fills '\(target)'")
        }
        let refused: [(target: String, source: String)] = [
            ("Int", "Int?"),
            ("String", "Int"),
            ("[Int]", "[Int?]"),
            ("[Int?]", "[Int]"),
            ("(Int) -> Void", "((Int) -> Void)?"),
            ("any Svc", "(any Svc)?"),
        ]
        for (target, source) in refused {
            XCTAssertFalse(ValueResolver.canFill(target, with: source), "'\(source)' does not fill '\(target)'")
        }
    }

    // MARK: In specs

    func testErrorsPointAtTheOffendingCharacter() {
        assertDiagnostics(
            """
            # TestFlow

            ## Storage

            - `name: Strin 1️⃣g = ""`
            - `count: Int2️⃣! = 0`

            ## Dependencies

            - `service: 3️⃣some Service`

            ## Screens

            ### Home(items: [Int] 4️⃣[Int])

            - `onTap(handler: Int 5️⃣-> )` → finish
            - `onPick(items: [Item6️⃣)` → finish
            """,
            [
                .error(
                    "1️⃣", "'Strin g' is not a valid Swift type: expected the end of the type after 'Strin', found 'g'"),
                .error(
                    "2️⃣",
                    "'Int!' is not a valid Swift type: implicitly unwrapped optionals ('!') are not allowed; use '?'"),
                .error(
                    "3️⃣",
                    "'some Service' is not a valid Swift type: an opaque type ('some Service') cannot be stored or"
                        + " passed to a closure; use 'any Service' or a concrete type"),
                .error(
                    "4️⃣",
                    "'[Int] [Int]' is not a valid Swift type: expected the end of the type after '[Int]', found '['"),
                .error(
                    "5️⃣",
                    "'Int ->' is not a valid Swift type: a function type's parameters go in parentheses: write '(Int) -> …'"
                ),
                .error("6️⃣", "'[Item' is not a valid Swift type: expected ']' after 'Item', but the type ends there"),
            ])
    }

    func testEscapingIsDroppedAndParenthesisedOptionalsAreFilled() {
        assertValid(
            """
            # TestFlow

            - input: `service: any Service`

            ## Storage

            - `callback: ((Int) -> Void)?`
            - `cached: (any Service)?`

            ## Screens

            ### Home

            - `onLoad(completion: @escaping (String) -> Void)` → push Detail
            - `onSave(callback: (Int) -> Void)` → store callback, push Other

            ### Detail(completion: ((String) -> Void)?, service: (any Service)?)

            ### Other(callback: ((Int) -> Void)?, cached: (any Service)?)
            """)
    }

    func testEscapingIsNotPartOfTheStoredType() throws {
        var diagnostics = Diagnostics()
        let text = LocatedText(
            characters: "completion: @escaping (String) -> Void".unicodeScalars.enumerated().map {
                LocatedText.Character(
                    scalar: $0.element, location: SourceLocation(file: "T.md", line: 1, column: $0.offset + 1),
                    isCode: true)
            },
            start: SourceLocation(file: "T.md", line: 1, column: 1))
        let parameter = try XCTUnwrap(
            SignatureParser.parseParameter(text, allowsDefault: false, diagnostics: &diagnostics))
        XCTAssertEqual(parameter.type, "(String) -> Void")
        XCTAssertEqual(parameter.typeLocation, SourceLocation(file: "T.md", line: 1, column: 13))
        XCTAssertTrue(diagnostics.sorted.isEmpty)
    }
}
