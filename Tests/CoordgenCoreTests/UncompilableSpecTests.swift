import CoordgenCore
import XCTest

/// Specs that validate but would generate Swift that does not compile (or that swallows the code
/// after it) are refused where the problem is written, and long names and prose stay within the
/// line limit.
final class UncompilableSpecTests: XCTestCase {
    private func diagnostics(_ text: String) -> [String] {
        var diagnostics = Diagnostics()
        _ = Pipeline.model(from: [SourceFile(path: "Flows/ShopFlow.md", text: text)], diagnostics: &diagnostics)
        return diagnostics.sorted.map(\.description)
    }

    private func spec(storage: String = "", screen: String = "Home", event: String = "`onDone` → finish") -> String {
        """
        # ShopFlow

        - start: Home

        ## Storage

        \(storage.isEmpty ? "- `count: Int = 0`" : storage)

        ## Screens

        ### \(screen)

        - \(event)
        """
    }

    func testStorageDefaultsThatWouldBreakTheGeneratedStructAreRefused() {
        let cases = [
            "- `a: Int = 0 /* oops`": "contains a comment",
            "- `b: Int = 1 }; struct Evil { var z = 2`": "closes '}' that it did not open",
            "- `c: String = \"unterminated`": "has a string that is not closed",
            "- `f: [Int] = [1, 2`": "does not close its brackets (expected ']')",
            "- `g: Int = 1; print(1)`": "contains ';'",
        ]
        for (line, problem) in cases {
            let found = diagnostics(spec(storage: line))
            XCTAssertTrue(found.contains { $0.contains(problem) && $0.hasPrefix("Flows/ShopFlow.md:7:") }, "\(found)")
        }
        XCTAssertEqual(diagnostics(spec(storage: "- `s: String = \"a \\\"quoted\\\" (text\"`")), [])
    }

    func testVoidClosureParametersAndAnInputNamedInputAreRefused() {
        let void = diagnostics(spec(event: "`onDone(v: Void)` → finish"))
        XCTAssertTrue(void.contains { $0.contains("event parameter 'v' has type Void") }, "\(void)")
        let input = diagnostics(spec(screen: "Home(Input: Int, count: Int)"))
        XCTAssertTrue(input.contains { $0.contains("screen input 'Input' clashes") }, "\(input)")
    }

    func testLongProseAndLongSignaturesStayWithinTheLineLimit() throws {
        let prose = Array(repeating: "The basket, the address and the payment, checked once more.", count: 4)
            .joined(separator: " ")
        let text = """
            # CheckoutFlow

            \(prose)

            - start: CheckoutSummary
            - input: `basket: [String], deliveryAddress: String, paymentMethod: String, promotionCode: String?`

            ## Screens

            ### CheckoutSummary(basket: [String], deliveryAddress: String, paymentMethod: String, promotionCode: String?)

            \(prose)

            - `onConfirm` → finish
            """
        var diagnostics = Diagnostics()
        let model = Pipeline.model(
            from: [SourceFile(path: "Flows/CheckoutFlow.md", text: text)], diagnostics: &diagnostics)
        XCTAssertFalse(diagnostics.hasErrors, "\(diagnostics.sorted.map(\.description))")
        let files = SwiftGenerator(templates: TemplateLibrary(diagnostics: &diagnostics))
            .generate(model, configuration: Configuration(), diagnostics: &diagnostics)
        for file in files where file.kind == .generated {
            for line in file.contents.split(separator: "\n") {
                XCTAssertLessThanOrEqual(line.count, 120, "\(file.path): \(line)")
            }
        }
    }
}
