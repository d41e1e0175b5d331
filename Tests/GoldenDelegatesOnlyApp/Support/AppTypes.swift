// The app's own types that the example specs (docs/examples/Flows) refer to, so the golden
// generated code and scaffolds compile here as they would in an app.

struct Recipe: Equatable {
    var title: String
}

struct Ingredient: Equatable {
    var name: String
}

struct Session: Equatable {
    var token: String
}

final class RecipeService {}

final class AuthService {}
