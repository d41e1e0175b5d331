import CoordgenCore
import Foundation
import XCTest

/// The corner shop of `../shared/examples-v1.1/Flows/` (tabs, branches, `send`, alerts, external
/// screens, links): it validates with no message, and its generated code and scaffolds type-check
/// as Swift 6 with warnings as errors against the UIKit stand-in, with the app's types below.
final class SharedExampleV11Tests: XCTestCase {
    private static let appTypes = """
        import Foundation

        struct Address: Sendable {}
        struct Category: Sendable {}
        struct Session: Sendable {}
        struct PickupPoint: Sendable {}
        struct Order: Sendable {}
        struct Card: Sendable {}
        struct DeliveryZone: Sendable {}
        enum DeliveryMethod: Sendable { case pickup, courier(zone: DeliveryZone), digital }
        enum CheckoutOutcome: Sendable { case paid(order: Order), abandoned }
        protocol AuthService {}
        protocol PaymentService {}
        """

    func testTheCornerShopValidatesAndItsSwiftTypeChecks() throws {
        _ = try SwiftCompileCheck.swiftc()
        let specs = "../shared/examples-v1.1/Flows"
        let generated = try GeneratedSwiftGoldenTests.generate(
            try GeneratedSwiftGoldenTests.exampleFiles(in: specs), specs: specs)
        XCTAssertTrue(generated.contains { $0.path == "DeepLink.swift" })
        XCTAssertTrue(generated.contains { $0.path == "NavigationCore+Tabs.swift" })
        let folder = try TemporaryDirectory()
        let paths = try generated.map { URL(fileURLWithPath: try folder.write($0.path, $0.contents)) }
        let result = try SwiftCompileCheck.typecheck(paths, appTypes: Self.appTypes)
        XCTAssertEqual(result.status, 0, result.output)
    }
}
