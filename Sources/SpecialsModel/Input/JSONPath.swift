/// A path into a JSON document, printed as `managerSpecials[3].price`.
package struct JSONPath: Sendable, Equatable, CustomStringConvertible {
    private var components: [String] = []

    package static let root = JSONPath()

    package func key(_ key: String) -> JSONPath {
        var path = self
        path.components.append(path.components.isEmpty ? key : ".\(key)")
        return path
    }

    package func index(_ index: Int) -> JSONPath {
        var path = self
        path.components.append("[\(index)]")
        return path
    }

    /// The special's place in the feed, for a path inside `managerSpecials[i]`.
    package var specialIndex: Int? {
        guard components.count >= 2, components[0] == "managerSpecials" else { return nil }
        return Int(components[1].dropFirst().dropLast())
    }

    package var description: String { components.isEmpty ? "(root)" : components.joined() }
    package var location: Diagnostic.Location { .jsonPath(description) }
}
