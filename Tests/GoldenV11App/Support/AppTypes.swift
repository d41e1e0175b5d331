// The app's own types that the v1.1 example specs (docs/examples/Shop/Flows) refer to, so the
// golden generated code and scaffolds compile here as they would in an app.

struct Order: Equatable {
    var number: Int
}

struct Card: Equatable {
    var last4: String
}

struct Address: Equatable {
    var street: String
}

struct Account: Equatable {
    var name: String
}

struct Session: Equatable {
    var token: String
}

enum DeliveryZone: Equatable {
    case city, country
}

enum DeliveryMethod: Equatable {
    case pickup
    case courier(zone: DeliveryZone)
    case digital
}

enum OrderOutcome: Equatable {
    case paid(order: Order)
    case saved
}
