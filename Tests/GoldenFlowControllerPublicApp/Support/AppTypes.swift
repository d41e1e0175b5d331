// The app's own types that the shared example specs refer to. With `access: public` the generated
// API is public, so the types it mentions are public too, as they would be in a framework.

public struct Item: Equatable {
    public var name: String
    public init(name: String) {
        self.name = name
    }
}

public struct Session: Equatable {
    public var token: String
    public init(token: String) {
        self.token = token
    }
}

public final class ItemService {}

public final class AuthService {}

/// The dependency container a framework's client would not write itself.
final class Container: ModuleDependencies {
    let itemService = ItemService()
    let authService = AuthService()
}

/// The scaffolded module factory, for clients of the framework (the scaffolds themselves are internal).
@MainActor
public func makeModuleFactory() -> any ModuleFactory {
    ModuleFactoryImp(dependencies: Container())
}
