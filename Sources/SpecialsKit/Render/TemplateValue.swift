import Foundation
import Mustache

/// A view model that hands Mustache its values through a table of readers instead of reflection.
///
/// Mustache would otherwise find every key through Mirror, which was half of all build time. And it
/// casts every value it meets to several protocols, copying a struct's fields each time: nested view
/// models therefore reach it as a `TemplateNode`, which copies as one reference.
protocol TemplateValue: Sendable {
    static var templateKeys: [String: TemplateKey<Self>] { get }
}

/// A view model that a template of the theme renders whole (a page, a feed, a sitemap, the
/// stylesheet): its template is named here once, with the built-in theme's text of it, for the
/// renderer (`TemplateLibrary.render`), the theme and the check of `Templates/` (`PageKind`).
protocol TemplateView: TemplateValue {
    /// The template's name: "week" for `week.mustache`.
    static var template: String { get }
    /// The built-in theme's template, as UTF-8.
    static var themeText: [UInt8] { get }
}

/// How one key of a view model is read. The overload of `key(_:)` is chosen at compile time from the
/// property's type: optionals arrive unwrapped (nil as `TemplateAbsent`) and view models boxed.
struct TemplateKey<Root>: Sendable {
    let read: @Sendable (Root) -> Any?
    /// The keys of the view model this key holds, for checking templates; nil for a plain value.
    let nested: (@Sendable () -> TemplateSchema)?

    init(read: @escaping @Sendable (Root) -> Any?, nested: (@Sendable () -> TemplateSchema)? = nil) {
        self.read = read
        self.nested = nested
    }

    static func key<Value>(_ path: KeyPath<Root, Value> & Sendable) -> Self {
        Self { $0[keyPath: path] }
    }

    static func key<Value>(_ path: KeyPath<Root, Value?> & Sendable) -> Self {
        Self { $0[keyPath: path].map { $0 as Any } ?? TemplateAbsent() }
    }

    static func key<Value: TemplateValue>(_ path: KeyPath<Root, Value> & Sendable) -> Self {
        Self(read: { TemplateNode($0[keyPath: path]) }, nested: { Value.schema })
    }

    static func key<Value: TemplateValue>(_ path: KeyPath<Root, Value?> & Sendable) -> Self {
        Self(read: { $0[keyPath: path].map(TemplateNode.init) ?? TemplateAbsent() }, nested: { Value.schema })
    }

    static func key<Value: TemplateObject>(_ path: KeyPath<Root, Value> & Sendable) -> Self {
        Self(read: { TemplateNode(object: $0[keyPath: path]) }, nested: { Value.schema })
    }

    /// The theme's words: a name is a word's key.
    static func words(_ path: KeyPath<Root, WordsView> & Sendable) -> Self {
        Self(read: { TemplateNode(object: $0[keyPath: path]) }, nested: { WordsView.schema })
    }

    static func key<Value: TemplateValue>(_ path: KeyPath<Root, [Value]> & Sendable) -> Self {
        Self(read: { $0[keyPath: path].map(TemplateNode.init) }, nested: { Value.schema })
    }
}

/// The value of a key a view model has but leaves empty (an optional that is nil).
///
/// Mustache takes a nil for a name the view model lacks and looks it up in the sections around it, so
/// a comparison row that is no special (no `href`) linked to the page of the note around it. An absent
/// value stops the lookup where it is: a section over it is skipped, an inverted one shown, a variable
/// is empty.
struct TemplateAbsent: MustacheCustomRenderable, MustacheParent, Sendable {
    var renderText: String { "" }
    var isNull: Bool { true }

    func child(named name: String) -> Any? { nil }
}

/// The names a template may use on a view model, and on the view models inside it.
struct TemplateSchema: Sendable {
    /// What the view model is, for messages: "the week page".
    var name: String
    var fields: [String: (@Sendable () -> TemplateSchema)?]
}

extension TemplateValue {
    static var schema: TemplateSchema {
        TemplateSchema(
            name: String(reflecting: Self.self).replacingOccurrences(of: "SpecialsKit.", with: ""),
            fields: templateKeys.mapValues(\.nested))
    }
}

/// A view model as Mustache sees it: a struct holding one reference.
///
/// It is a struct because of how the Swift runtime casts on Linux: every cast of a class instance that
/// fails (Mustache tries several protocols on each value it meets) then checks whether the instance
/// boxes another value, looking up generic metadata under a lock both cores contend for. Handing
/// Mustache the classes themselves spent a quarter of note rendering there.
struct TemplateNode: MustacheParent, Sendable {
    let object: any TemplateParent

    init(object: any TemplateParent) {
        self.object = object
    }

    init<Value: TemplateValue>(_ value: Value) {
        object = TemplateBox(value)
    }

    func child(named name: String) -> Any? {
        object.child(named: name)
    }
}

/// Reads a view model's keys for a `TemplateNode`.
protocol TemplateParent: AnyObject, Sendable {
    func child(named name: String) -> Any?
}

/// A view model struct in a class, so that Mustache's many copies of it copy one reference.
final class TemplateBox<Value: TemplateValue>: TemplateParent {
    let value: Value

    init(_ value: Value) {
        self.value = value
    }

    func child(named name: String) -> Any? {
        Value.templateKeys[name]?.read(value)
    }
}

/// A view model that is already a class, read by Mustache through a `TemplateNode` of itself.
///
/// Every page's base template reads the site and page metadata about twenty times. Boxed afresh on each
/// read, each time copying every field (and retaining strings that all pages share, from both cores),
/// that took a third of all rendering; as immutable classes they are built once per page, or once per site.
protocol TemplateObject: TemplateValue, TemplateParent {}

extension TemplateObject {
    func child(named name: String) -> Any? {
        Self.templateKeys[name]?.read(self)
    }
}

/// A view model inside another, as a section stacks them: a name the inner one lacks is the outer's.
final class TemplateStack: TemplateParent {
    let inner: any TemplateParent
    let outer: any TemplateParent

    init(inner: any TemplateParent, outer: any TemplateParent) {
        self.inner = inner
        self.outer = outer
    }

    func child(named name: String) -> Any? {
        inner.child(named: name) ?? outer.child(named: name)
    }
}
