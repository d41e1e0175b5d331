import UIKit
import XCTest

@testable import GoldenV11App

/// The app's side for StoreFlow (`docs/examples/Shop/Flows/StoreFlow.md`): its branches on storage,
/// inputs, event parameters and child results.
@MainActor
final class StoreHarness {
    let navigationController = RecordingNavigationController()
    private(set) var router: NavigationRouter?
    private(set) var store: (any Coordinator & StoreCoordinatorOutput)?
    private(set) var finished: [Account] = []
    private(set) var cancellations = 0

    init(account: Account?) {
        let router = NavigationRouter(rootController: navigationController)
        let factory = V11Harness.factory()
        let store = factory.makeStoreCoordinatorBox(router: router, account: account)
        store.finishFlow = { [weak self] account in self?.finished.append(account) }
        store.cancelFlow = { [weak self] in self?.cancellations += 1 }
        self.router = router
        self.store = store
        store.start()
    }

    func screen<Screen: UIViewController>(
        _ type: Screen.Type, file: StaticString = #filePath, line: UInt = #line
    ) throws -> Screen {
        let top = UIKitStandIn.topmostViewController(from: navigationController)
        return try XCTUnwrap(
            top as? Screen, "expected \(Screen.self), the hierarchy is "
                + UIKitStandIn.hierarchyDescription(from: navigationController), file: file, line: line)
    }

    /// Class names of the navigation stack, bottom first, without `ViewController`.
    var stack: [String] {
        navigationController.viewControllers.map {
            String(describing: type(of: $0)).replacingOccurrences(of: "ViewController", with: "")
        }
    }

    func coordinator<C: Coordinator>(_ type: C.Type) -> C? {
        func collect(_ coordinator: any Coordinator) -> [any Coordinator] {
            [coordinator] + coordinator.childCoordinators.flatMap(collect)
        }
        return (store.map(collect) ?? []).lazy.compactMap { $0 as? C }.first
    }

    func tearDown() {
        store = nil
        router = nil
    }
}

/// Branches: exactly one runs, the first whose condition holds.
final class BranchBehaviourTests: V11TestCase {
    @MainActor
    func testAGuardOnStorageSendsAGuestToSignInAndASignedInShopperToCheckout() async throws {
        let harness = StoreHarness(account: nil)
        try harness.screen(CatalogViewController.self).onCheckoutTap?()
        let signIn = Weak(harness.coordinator(SignInCoordinator.self))
        XCTAssertNotNil(signIn.object)

        // `on finish with session`: stores it, dismisses sign-in and presents the order.
        try harness.screen(SignInViewController.self).onSignedIn?(Session(token: "t"))
        XCTAssertNil(signIn.object, "the child is released before its handler's branch runs")
        XCTAssertNotNil(try harness.screen(PayViewController.self))

        // `on finish otherwise` on the order's result: dismissed, back on the catalog.
        try harness.screen(PayViewController.self).onDone?(.saved)
        XCTAssertNil(harness.navigationController.presentedViewController)

        // The stored session now takes the `with session` branch.
        try harness.screen(CatalogViewController.self).onCheckoutTap?()
        XCTAssertNotNil(try harness.screen(PayViewController.self))
        XCTAssertNil(harness.coordinator(SignInCoordinator.self))
    }

    @MainActor
    func testAGuestWhoSkipsSignInStaysOnTheCatalog() async throws {
        let harness = StoreHarness(account: nil)
        try harness.screen(CatalogViewController.self).onCheckoutTap?()
        try harness.screen(SignInViewController.self).onGuest?()

        XCTAssertNil(harness.navigationController.presentedViewController)
        XCTAssertNotNil(try harness.screen(CatalogViewController.self))
        XCTAssertTrue(harness.store?.childCoordinators.isEmpty ?? false)

        // Still no session: sign-in again.
        try harness.screen(CatalogViewController.self).onCheckoutTap?()
        XCTAssertNotNil(try harness.screen(SignInViewController.self))
    }

    @MainActor
    func testEnumCasesChooseTheBranchAndAPayloadFillsTheNextScreen() async throws {
        let harness = StoreHarness(account: nil)
        let catalog = try harness.screen(CatalogViewController.self)

        catalog.onDelivery?(.pickup)
        XCTAssertEqual(harness.stack, ["Catalog", "PickupPoints"])
        try harness.screen(PickupPointsViewController.self).onPick?()

        catalog.onDelivery?(.courier(zone: .country))
        XCTAssertEqual(try harness.screen(AddressFormViewController.self).input.zone, .country)
        try harness.screen(AddressFormViewController.self).onSave?()

        // `otherwise` is the switch's `default`.
        catalog.onDelivery?(.digital)
        XCTAssertEqual(harness.stack, ["Catalog", "Sale"])
    }

    @MainActor
    func testBoolBranchesOnAParameterAndOnStorage() async throws {
        let harness = StoreHarness(account: nil)
        let catalog = try harness.screen(CatalogViewController.self)

        // `when prefersSale is false` while the default is false.
        catalog.onShortcut?()
        XCTAssertEqual(harness.stack, ["Catalog", "PickupPoints"])
        try harness.screen(PickupPointsViewController.self).onPick?()

        catalog.onFilter?(true)
        XCTAssertEqual(harness.stack, ["Catalog", "Sale"])
        try harness.screen(SaleViewController.self).onBack?()

        // The stored `true` takes `otherwise`.
        catalog.onShortcut?()
        XCTAssertEqual(harness.stack, ["Catalog", "Sale"])
        try harness.screen(SaleViewController.self).onBack?()

        // `false` stores and shows nothing new.
        catalog.onFilter?(false)
        XCTAssertEqual(harness.stack, ["Catalog"])
        catalog.onShortcut?()
        XCTAssertEqual(harness.stack, ["Catalog", "PickupPoints"])
    }

    @MainActor
    func testAChildsResultPatternBindsItsPayloadForTheBranch() async throws {
        let harness = StoreHarness(account: nil)
        try harness.screen(CatalogViewController.self).onCheckoutTap?()
        try harness.screen(SignInViewController.self).onSignedIn?(Session(token: "t"))
        let order = Weak(harness.coordinator(OrderCoordinator.self))

        try harness.screen(PayViewController.self).onDone?(.paid(order: Order(number: 42)))
        XCTAssertNil(order.object)
        XCTAssertNil(harness.navigationController.presentedViewController)
        XCTAssertEqual(harness.stack, ["Catalog", "OrderPlaced"])
        XCTAssertEqual(try harness.screen(OrderPlacedViewController.self).input.order, Order(number: 42))
    }

    @MainActor
    func testACancelHandlersBranchOnStorage() async throws {
        let harness = StoreHarness(account: nil)
        try harness.screen(CatalogViewController.self).onCheckoutTap?()
        try harness.screen(SignInViewController.self).onSignedIn?(Session(token: "t"))

        // `on cancel with session`: only dismissed.
        try harness.screen(PayViewController.self).onClose?()
        XCTAssertNil(harness.navigationController.presentedViewController)
        XCTAssertNil(harness.coordinator(OrderCoordinator.self))
        XCTAssertNotNil(try harness.screen(CatalogViewController.self))
    }

    @MainActor
    func testBranchesThatEndTheFlowFinishWithTheUnwrappedInputOrCancel() async throws {
        var member: StoreHarness? = StoreHarness(account: Account(name: "Ann"))
        let coordinator = Weak(member?.coordinator(StoreCoordinator.self))
        try member?.screen(CatalogViewController.self).onLeave?()
        XCTAssertEqual(member?.finished, [Account(name: "Ann")])
        XCTAssertEqual(member?.cancellations, 0)

        let guest = StoreHarness(account: nil)
        try guest.screen(CatalogViewController.self).onLeave?()
        XCTAssertEqual(guest.finished, [])
        XCTAssertEqual(guest.cancellations, 1)

        member?.tearDown()
        member = nil
        XCTAssertNil(coordinator.object, "nothing holds the coordinator once the app lets it go")
    }

    @MainActor
    func testNothingLeaksAfterEveryBranchRan() async throws {
        var harness: StoreHarness? = StoreHarness(account: nil)
        try harness?.screen(CatalogViewController.self).onCheckoutTap?()
        try harness?.screen(SignInViewController.self).onSignedIn?(Session(token: "t"))
        try harness?.screen(PayViewController.self).onDone?(.paid(order: Order(number: 1)))
        let store = Weak(harness?.coordinator(StoreCoordinator.self))
        let placed = Weak(try harness?.screen(OrderPlacedViewController.self))

        harness?.tearDown()
        harness = nil
        XCTAssertNil(store.object)
        XCTAssertNil(placed.object)
    }
}
