/// A value kept by reference: a closure that keeps it (a page planned until the publish renders it)
/// keeps a pointer, not a copy of a large value (a site's renderer) per page.
package final class Shared<Value: Sendable>: Sendable {
    package let value: Value

    package init(_ value: Value) {
        self.value = value
    }
}
