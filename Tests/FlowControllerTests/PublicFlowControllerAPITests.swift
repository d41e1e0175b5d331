import GoldenFlowControllerPublicApp
import UIKit
import XCTest

/// The shared example specs generated with `access: public`, driven from another module through
/// the public contract only (no `@testable`): what a framework's client can do.
final class PublicFlowControllerAPITests: XCTestCase {
    final class Decisions: StartDecisions {
        var next = AppStart.authFlow
        private(set) var asked = 0
        func decideAppStart() -> AppStart {
            asked += 1
            return next
        }
    }

    override func setUp() async throws {
        await MainActor.run { UIKitStandIn.resetWarnings() }
    }

    override func tearDown() async throws {
        let warnings = await MainActor.run { UIKitStandIn.warnings }
        XCTAssertFalse(warnings.contains { $0.hasPrefix("exception: ") }, "UIKit would raise: \(warnings)")
        XCTAssertEqual(warnings, [], "UIKit would log")
    }

    @MainActor
    private func top(_ root: UIViewController?) -> UIViewController? {
        root.map { UIKitStandIn.topmostViewController(from: $0) }
    }

    @MainActor
    private func everything(_ root: UIViewController) -> [Weak<UIViewController>] {
        func collect(_ controller: UIViewController) -> [UIViewController] {
            var found = [controller] + controller.children.flatMap(collect)
            if let presented = controller.presentedViewController, presented.presentingViewController === controller {
                found += collect(presented)
            }
            return found
        }
        return collect(root).map { Weak($0) }
    }

    @MainActor
    func testAClientModuleShowsTheRootFlowAndReleasesIt() async throws {
        let decisions = Decisions()
        let flows = FlowControllerFactoryImp(moduleFactory: makeModuleFactory(), startDecisions: decisions)
        var root: AppFlowController? = flows.makeAppFlowController()
        root?.loadViewIfNeeded()
        XCTAssertEqual(decisions.asked, 1)
        let auth = try XCTUnwrap(root?.content as? AuthFlowController)
        XCTAssertTrue(auth.parentFlowController === root)
        XCTAssertEqual(root?.childFlowControllers.count, 1)
        let login = try XCTUnwrap(top(root) as? any LoginModule)

        // Sign up, verify the phone in a pushed child flow, finish it: store phone, pop to root, push SignUp.
        login.onSignUpTap?()
        try XCTUnwrap(top(root) as? any SignUpModule).onVerifyPhoneTap?()
        let weakPhoneVerify = Weak(auth.childFlowControllers.first as? PhoneVerifyFlowController)
        XCTAssertEqual(weakPhoneVerify.object?.placement, .pushed)
        XCTAssertTrue(weakPhoneVerify.object?.navigationItem === weakPhoneVerify.object?.content?.navigationItem)
        try XCTUnwrap(top(root) as? any EnterPhoneModule).onSubmit?("+1 555")
        let code = try XCTUnwrap(top(root) as? any EnterCodeModule)
        code.onResend?()
        XCTAssertTrue(top(root) is any EnterPhoneModule, "'pop' inside the pushed flow")
        try XCTUnwrap(top(root) as? any EnterPhoneModule).onSubmit?("+1 555")
        try XCTUnwrap(top(root) as? any EnterCodeModule).onVerified?("+1 555")
        XCTAssertNil(weakPhoneVerify.object)
        XCTAssertEqual(auth.storage.phone, "+1 555", "the child's result, stored by the parent")
        XCTAssertEqual(auth.flowNavigationController?.viewControllers.count, 2, "pop to root, push SignUp")
        XCTAssertTrue(top(root) is any SignUpModule)

        // Login finishes AuthFlow with a session; AppFlow restarts and asks again.
        decisions.next = .itemFlow
        try XCTUnwrap(auth.flowNavigationController?.viewControllers.first as? any LoginModule).onLogin?(
            Session(token: "t"))
        XCTAssertEqual(decisions.asked, 2)
        XCTAssertTrue(root?.content is ItemFlowController)
        XCTAssertTrue(top(root) is any ItemListModule)

        let alive = everything(try XCTUnwrap(root))
        XCTAssertEqual(alive.count, 4, "AppFlow, ItemFlow, its navigation controller, ItemList")
        root = nil
        XCTAssertTrue(alive.allSatisfy { $0.object == nil })
    }

    @MainActor
    func testPresentedAndPushedChildFlowsOfTheItemFlow() async throws {
        let flows = FlowControllerFactoryImp(moduleFactory: makeModuleFactory(), startDecisions: Decisions())
        var items: ItemFlowController? = flows.makeItemFlowController()
        items?.loadViewIfNeeded()
        // present ItemCreateFlow; on finish → dismiss, push ItemDetail.
        try XCTUnwrap(top(items) as? any ItemListModule).onCreateButtonTap?()
        let weakCreate = Weak(items?.presentedViewController as? ItemCreateFlowController)
        XCTAssertEqual(weakCreate.object?.placement, .root)
        try XCTUnwrap(top(items) as? any AttributesModule).onNext?(["size": "L"])
        try XCTUnwrap(top(items) as? any TitleModule).onNext?("Shirt")
        XCTAssertEqual(weakCreate.object?.storage.attributes, ["size": "L"])
        XCTAssertEqual(weakCreate.object?.storage.title, "Shirt")
        try XCTUnwrap(top(items) as? any SummaryModule).onSaved?(Item(name: "Shirt"), false)
        XCTAssertNil(weakCreate.object)
        XCTAssertNil(items?.presentedViewController)
        XCTAssertTrue(top(items) is any ItemDetailModule)
        XCTAssertEqual(items?.storage.selectedItem, nil, "the handler stores nothing")

        // push SettingsFlow, which presents PhoneVerifyFlow; swiped down, then closed.
        _ = items?.flowNavigationController?.popToRootViewController(animated: false)
        try XCTUnwrap(top(items) as? any ItemListModule).onSettingsTap?()
        let settings = Weak(items?.childFlowControllers.first as? SettingsFlowController)
        XCTAssertEqual(settings.object?.placement, .pushed)
        try XCTUnwrap(top(items) as? any SettingsModule).onChangePhoneTap?("+1")
        let verify = Weak(settings.object?.childFlowControllers.first as? PhoneVerifyFlowController)
        XCTAssertNotNil(verify.object)
        XCTAssertEqual(top(items)?.simulateSwipeDown(), true)
        XCTAssertNil(verify.object)
        try XCTUnwrap(top(items) as? any SettingsModule).onChangePhoneTap?("+1")
        try XCTUnwrap(top(items) as? any EnterPhoneModule).onCancel?()
        XCTAssertTrue(top(items) is any SettingsModule, "no handler for cancel: the sheet is dismissed")
        try XCTUnwrap(top(items) as? any SettingsModule).onChangePhoneTap?("+1")
        try XCTUnwrap(top(items) as? any EnterPhoneModule).onSubmit?("+1 2")
        try XCTUnwrap(top(items) as? any EnterCodeModule).onVerified?("+1 2")
        XCTAssertNil(items?.presentedViewController, "on finish → dismiss")
        let close = try XCTUnwrap(top(items) as? any SettingsModule).onClose
        try XCTUnwrap(top(items) as? any SettingsModule).onChangePhoneTap?("+1")
        let grandchild = Weak(settings.object?.childFlowControllers.first as? PhoneVerifyFlowController)
        XCTAssertNotNil(grandchild.object)
        // SettingsFlow ends while its child is presented: it dismisses it first.
        close?()
        XCTAssertNil(grandchild.object)
        XCTAssertNil(items?.presentedViewController)
        XCTAssertTrue(top(items) is any ItemListModule, "on finish → pop to root")
        XCTAssertEqual(items?.childFlowControllers.count, 0)
        XCTAssertNil(settings.object)

        let alive = everything(try XCTUnwrap(items))
        items = nil
        XCTAssertTrue(alive.allSatisfy { $0.object == nil })
    }

    @MainActor
    func testAuthFlowScreensAndAPushedChildCancelling() async throws {
        let flows = FlowControllerFactoryImp(moduleFactory: makeModuleFactory(), startDecisions: Decisions())
        var auth: AuthFlowController? = flows.makeAuthFlowController()
        auth?.loadViewIfNeeded()
        try XCTUnwrap(top(auth) as? any LoginModule).onForgotPasswordTap?()
        try XCTUnwrap(top(auth) as? any PasswordResetModule).onResetSent?()
        XCTAssertEqual(auth?.flowNavigationController?.viewControllers.count, 1, "root Login")
        try XCTUnwrap(top(auth) as? any LoginModule).onSignUpTap?()
        try XCTUnwrap(top(auth) as? any SignUpModule).onTermsTap?()
        try XCTUnwrap(top(auth) as? any TermsModule).onAccept?(true)
        XCTAssertEqual(auth?.storage.termsAccepted, true)
        XCTAssertTrue(top(auth) is any SignUpModule, "store termsAccepted, pop")

        try XCTUnwrap(top(auth) as? any SignUpModule).onVerifyPhoneTap?()
        let verify = Weak(auth?.childFlowControllers.first as? PhoneVerifyFlowController)
        XCTAssertEqual(auth?.flowNavigationController?.viewControllers.count, 3)
        try XCTUnwrap(top(auth) as? any EnterPhoneModule).onCancel?()
        XCTAssertNil(verify.object)
        XCTAssertTrue(top(auth) is any SignUpModule, "no handler for cancel: popped back to the screen below")
        XCTAssertEqual(auth?.storage.phone, "", "nothing stored")

        let alive = everything(try XCTUnwrap(auth))
        auth = nil
        XCTAssertTrue(alive.allSatisfy { $0.object == nil })
    }

    @MainActor
    func testItemDetailEditsInASheet() async throws {
        let flows = FlowControllerFactoryImp(moduleFactory: makeModuleFactory(), startDecisions: Decisions())
        let items = flows.makeItemFlowController()
        items.loadViewIfNeeded()
        try XCTUnwrap(top(items) as? any ItemListModule).onItemSelect?(Item(name: "Cup"))
        XCTAssertEqual(items.storage.selectedItem, Item(name: "Cup"))
        try XCTUnwrap(top(items) as? any ItemDetailModule).onEdit?(Item(name: "Cup"))
        let edit = Weak(top(items))
        XCTAssertTrue(edit.object is any ItemEditModule)
        try XCTUnwrap(edit.object as? any ItemEditModule).onSave?(Item(name: "Mug"))
        XCTAssertEqual(items.storage.selectedItem, Item(name: "Mug"))
        XCTAssertNil(items.presentedViewController)
        XCTAssertNil(edit.object)
        try XCTUnwrap(top(items) as? any ItemDetailModule).onBackToList?()
        XCTAssertTrue(top(items) is any ItemListModule)
        try XCTUnwrap(top(items) as? any ItemListModule).onItemSelect?(Item(name: "Cup"))
        try XCTUnwrap(top(items) as? any ItemDetailModule).onDelete?()
        XCTAssertTrue(top(items) is any ItemListModule)
    }

    @MainActor
    func testFlowControllerIsOpenForSubclassesInClientModules() async throws {
        final class Custom: FlowController {
            private(set) var starts = 0
            override func start() {
                starts += 1
                setRootScreen(UIViewController())
            }
        }
        let custom = Custom(placement: .root)
        XCTAssertEqual(custom.starts, 0)
        custom.loadViewIfNeeded()
        XCTAssertEqual(custom.starts, 1)
        XCTAssertEqual(custom.flowNavigationController?.viewControllers.count, 1)
        XCTAssertTrue(custom.content === custom.flowNavigationController)
        XCTAssertNil(custom.parentFlowController)
        XCTAssertTrue(custom.childFlowControllers.isEmpty)

        let child = Custom(placement: .pushed)
        custom.pushFlow(child)
        XCTAssertTrue(child.parentFlowController === custom)
        XCTAssertEqual(child.starts, 1)
        XCTAssertTrue(custom.childFlowControllers.elementsEqual([child], by: ===))
        custom.endChild(child)
        XCTAssertTrue(custom.childFlowControllers.isEmpty)
        custom.restart()
        XCTAssertEqual(custom.starts, 2)
        XCTAssertEqual(FlowPlacement.pushed, .pushed)
    }
}
