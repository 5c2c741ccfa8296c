/// A value kept by reference: a closure that keeps it (a page planned until the publish renders it)
/// keeps a pointer, not a copy of a large value (a site's renderer) per page.
final class Shared<Value: Sendable>: Sendable {
    let value: Value

    init(_ value: Value) {
        self.value = value
    }
}
