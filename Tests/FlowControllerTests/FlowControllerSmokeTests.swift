import UIKit
import XCTest

@testable import GoldenFlowControllerApp

/// The flow-controller golden app compiles and links into a test target.
final class FlowControllerSmokeTests: XCTestCase {
    @MainActor
    func testTheCompiledGoldenAppLinks() async {
        XCTAssertEqual(FlowPlacement.root, .root)
    }
}
