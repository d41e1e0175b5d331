import UIKit

/// The app's side of the generated code: the dependency container, and the start of the root flow.
@MainActor
public final class NotesApp {
    let navigationController = UINavigationController()
    private var router: NavigationRouter?
    private var coordinator: (any Coordinator)?

    public init() {}

    /// Starts NotesFlow in the navigation controller, as a scene delegate would.
    public func start() {
        let router = NavigationRouter(rootController: navigationController)
        let factory = CoordinatorFactoryImp(moduleFactory: ModuleFactoryImp(dependencies: AppDependencies()))
        let coordinator = factory.makeNotesCoordinatorBox(router: router)
        coordinator.start()
        self.router = router
        self.coordinator = coordinator
    }

    /// The type names of the screens on the navigation stack, bottom first.
    public var screens: [String] {
        navigationController.viewControllers.map { String(describing: type(of: $0)) }
    }
}

/// The app's services; these flows need none.
struct AppDependencies: ModuleDependencies {}
