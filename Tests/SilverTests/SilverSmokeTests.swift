import UIKit
import XCTest

@testable import GoldenSilverApp

/// The SILVER golden app compiles and links into a test target.
final class SilverSmokeTests: XCTestCase {
    @MainActor
    func testTheCompiledGoldenAppLinks() async {
        XCTAssertNotNil(Module(router: 1, viewController: UIViewController()).router)
    }
}
