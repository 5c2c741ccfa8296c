import Mustache

/// A view model that hands Mustache its values through a table of readers instead of reflection.
///
/// Mustache would otherwise find every key through Mirror, which was half of all build time. And it
/// casts every value it meets to several protocols, copying a struct's fields each time: nested view
/// models therefore reach it in a `TemplateBox`, a class that copies as one reference.
protocol TemplateValue: Sendable {
    static var templateKeys: [String: TemplateKey<Self>] { get }
}

/// How one key of a view model is read. The overload of `key(_:)` is chosen at compile time from the
/// property's type: optionals arrive unwrapped (nil is missing to Mustache) and view models boxed.
struct TemplateKey<Root>: Sendable {
    let read: @Sendable (Root) -> Any?

    static func key<Value>(_ path: KeyPath<Root, Value> & Sendable) -> Self {
        Self { $0[keyPath: path] }
    }

    static func key<Value>(_ path: KeyPath<Root, Value?> & Sendable) -> Self {
        Self { $0[keyPath: path] }
    }

    static func key<Value: TemplateValue>(_ path: KeyPath<Root, Value> & Sendable) -> Self {
        Self { TemplateBox($0[keyPath: path]) }
    }

    static func key<Value: TemplateValue>(_ path: KeyPath<Root, Value?> & Sendable) -> Self {
        Self { $0[keyPath: path].map(TemplateBox.init) }
    }

    static func key<Value: TemplateObject>(_ path: KeyPath<Root, Value> & Sendable) -> Self {
        Self { $0[keyPath: path] }
    }

    static func key<Value: TemplateValue>(_ path: KeyPath<Root, [Value]> & Sendable) -> Self {
        Self { $0[keyPath: path].map(TemplateBox.init) }
    }
}

/// A view model as Mustache sees it.
final class TemplateBox<Value: TemplateValue>: MustacheParent, Sendable {
    let value: Value

    init(_ value: Value) {
        self.value = value
    }

    func child(named name: String) -> Any? {
        Value.templateKeys[name]?.read(value)
    }
}

/// A view model that is already a class, handed to Mustache as itself.
///
/// Every page's base template reads the site and page metadata about twenty times. Boxed afresh on each
/// read, each time copying every field (and retaining strings that all pages share, from both cores),
/// that took a third of all rendering; as immutable classes they are built once per page, or once per site.
protocol TemplateObject: AnyObject, TemplateValue, MustacheParent {}

extension TemplateObject {
    func child(named name: String) -> Any? {
        Self.templateKeys[name]?.read(self)
    }
}
