import UIKit
import XCTest

@testable import GoldenV11App

/// `kind: alert`: presented over whatever is on top without the router tracking it, closed by its
/// own buttons before their actions run; the flow closes one still up when it ends.
final class AlertBehaviourTests: V11TestCase {
    /// The basket sheet with the ConfirmClear alert over it.
    @MainActor
    private func confirmClearOverBasket(_ harness: StoreHarness) throws -> UIAlertController {
        try harness.screen(CatalogViewController.self).onBasket?()
        try harness.screen(BasketViewController.self).onClear?(3)
        return try harness.screen(UIAlertController.self)
    }

    @MainActor
    func testAButtonThatDismissesClosesTheSheetUnderTheAlertInEitherOrder() async throws {
        for handlerFirst in [false, true] {
            let harness = StoreHarness(account: nil)
            var alert: UIAlertController? = try confirmClearOverBasket(harness)
            XCTAssertEqual(alert?.title, "Empty the basket?")
            XCTAssertEqual(alert?.actions.map(\.title), ["Empty", "Cancel"])
            let basket = Weak(try XCTUnwrap(alert?.presentingViewController))
            let released = Weak(alert)

            XCTAssertEqual(alert?.simulateTap("Empty", handlerFirst: handlerFirst), true)
            alert = nil
            XCTAssertNil(harness.navigationController.presentedViewController, "handler first: \(handlerFirst)")
            XCTAssertNil(basket.object)
            XCTAssertNil(released.object)
            XCTAssertNotNil(try harness.screen(CatalogViewController.self))

            // The router forgot the basket: it presents again.
            try harness.screen(CatalogViewController.self).onBasket?()
            XCTAssertNotNil(try harness.screen(BasketViewController.self))
        }
    }

    @MainActor
    func testCancelClosesOnlyTheAlertAndTheRouterStillDismissesTheSheet() async throws {
        let harness = StoreHarness(account: nil)
        let alert = try confirmClearOverBasket(harness)

        XCTAssertTrue(alert.simulateTap("Cancel"))
        let basket = try harness.screen(BasketViewController.self)
        basket.onClose?()
        XCTAssertNil(harness.navigationController.presentedViewController)
    }

    @MainActor
    func testAnAlertOverAPushedScreenMayPop() async throws {
        let harness = StoreHarness(account: nil)
        try harness.screen(CatalogViewController.self).onFilter?(true)
        try harness.screen(SaleViewController.self).onExit?()
        let alert = try harness.screen(UIAlertController.self)
        XCTAssertEqual(alert.title, "Confirm Leave")

        XCTAssertTrue(alert.simulateTap("Leave Sale"))
        XCTAssertEqual(harness.stack, ["Catalog"])
        XCTAssertNil(harness.navigationController.presentedViewController)
    }

    @MainActor
    func testAFlowThatEndsWhileItsAlertIsUpDismissesIt() async throws {
        let harness = StoreHarness(account: Account(name: "Ann"))
        let catalog = try harness.screen(CatalogViewController.self)
        catalog.onFilter?(true)
        try harness.screen(SaleViewController.self).onExit?()
        let alert = Weak(try harness.screen(UIAlertController.self))

        catalog.onLeave?()
        XCTAssertEqual(harness.finished, [Account(name: "Ann")])
        XCTAssertNil(harness.navigationController.presentedViewController)
        XCTAssertNil(alert.object)
    }

    @MainActor
    func testStartingAgainClosesTheAlertAndTheSheetUnderIt() async throws {
        let harness = StoreHarness(account: nil)
        let alert = Weak(try confirmClearOverBasket(harness))

        harness.store?.start()
        XCTAssertNil(harness.navigationController.presentedViewController)
        XCTAssertNil(alert.object)
        XCTAssertEqual(harness.stack, ["Catalog"])
    }
}
