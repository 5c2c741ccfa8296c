import Mustache

/// A view model that hands Mustache its values through a table of key paths instead of reflection.
protocol TemplateValue: MustacheParent {
    static var templateKeys: [String: PartialKeyPath<Self> & Sendable] { get }
}

extension TemplateValue {
    func child(named name: String) -> Any? {
        guard let keyPath = Self.templateKeys[name] else { return nil }
        let value = self[keyPath: keyPath]
        // Through a type-erased key path a nil optional arrives boxed; Mustache must see it as missing.
        if let optional = value as? any OptionalValue { return optional.unwrapped }
        return value
    }
}

protocol OptionalValue {
    var unwrapped: Any? { get }
}

extension Optional: OptionalValue {
    var unwrapped: Any? { map { $0 as Any } }
}
