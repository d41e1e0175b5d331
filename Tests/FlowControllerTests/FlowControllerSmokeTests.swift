import UIKit
import XCTest

@testable import GoldenFlowControllerApp

/// The flow-controller golden app compiles and its root flow starts when the window shows it.
@MainActor
final class FlowControllerSmokeTests: XCTestCase {
    func testTheCompiledGoldenAppLinks() {
        XCTAssertEqual(FlowPlacement.root, .root)
    }
}
