import XCTest

@testable import CoordgenCore

/// What a scaffold must keep declaring: a user's edited copy is warned about when the specs ask for
/// something it lacks, however the user spaced or placed the declaration.
final class ScaffoldRequirementTests: XCTestCase {
    private let rules = ModuleScaffoldRequirements()

    private func keys(_ text: String) -> Set<String> {
        Set(rules.requirements(in: text).map(\.key))
    }

    func testReceiveMethodsAreRequirements() {
        let fresh = """
                func receive(paymentCard: Card) {
                    // Show the new paymentCard.
                }
            """
        XCTAssertEqual(rules.requirements(in: fresh).map(\.declaration), ["func receive(paymentCard: Card)"])
        XCTAssertEqual(keys(fresh), keys("    func receive(paymentCard:Card) { show(paymentCard) }"))
        XCTAssertNotEqual(keys(fresh), keys("    func receive(card: Card) {"))
    }

    func testAMakeMethodIsMatchedByNameAndParametersHoweverItsReturnTypeIsSpelt() {
        let fresh = "    func makeTerms(url: URL) -> any TermsModule {"
        XCTAssertEqual(
            keys(fresh), keys("    func makeTerms(url:URL) -> TermsModule { TermsViewController(url: url) }"))
        XCTAssertNotEqual(keys(fresh), keys("    func makeTerms() -> any TermsModule {"))
    }
}
