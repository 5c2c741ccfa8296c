/// A path into a JSON document, printed as `managerSpecials[3].price`.
struct JSONPath: Sendable, Equatable, CustomStringConvertible {
    private var components: [String] = []

    static let root = JSONPath()

    func key(_ key: String) -> JSONPath {
        var path = self
        path.components.append(path.components.isEmpty ? key : ".\(key)")
        return path
    }

    func index(_ index: Int) -> JSONPath {
        var path = self
        path.components.append("[\(index)]")
        return path
    }

    /// The special's place in the feed, for a path inside `managerSpecials[i]`.
    var specialIndex: Int? {
        guard components.count >= 2, components[0] == "managerSpecials" else { return nil }
        return Int(components[1].dropFirst().dropLast())
    }

    var description: String { components.isEmpty ? "(root)" : components.joined() }
    var location: Diagnostic.Location { .jsonPath(description) }
}
