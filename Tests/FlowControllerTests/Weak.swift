/// A weak reference, to prove that something was released.
struct Weak<Object: AnyObject> {
    weak var object: Object?
    init(_ object: Object?) {
        self.object = object
    }
}
