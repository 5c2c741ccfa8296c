import Yams

/// The most characters a text may have: a name is a name, not a pasted description; an id or a URL has
/// a sane length. A longer text is refused at once, however large, so it never reaches a page.
package enum TextLimit {
    /// A special's name, a note's title, a compared item's name, a store's or the site's name.
    case name
    /// A summary or description: a sentence or two.
    case sentence
    /// A special's `id`.
    case identifier
    /// An `imageUrl`.
    case url
    /// A special's `department`: a word or two, as an aisle sign says it.
    case department

    /// The most characters.
    package var characters: Int {
        switch self {
        case .department: 40
        case .name, .identifier: 200
        case .sentence: 1000
        case .url: 2000
        }
    }

    private var what: String {
        switch self {
        case .name: "a name"
        case .sentence: "a summary"
        case .identifier: "an id"
        case .url: "a URL"
        case .department: "a department"
        }
    }

    /// Why `text` is too long, or nil when it fits.
    package func problem(_ text: String) -> String? {
        // Counting characters is linear: look at no more of a huge text than it takes to know.
        guard text.utf8.count > characters, text.prefix(characters + 1).count > characters else { return nil }
        return "is \(text.count) characters long; \(what) has at most \(characters)"
    }
}

extension YAMLDocument {
    /// A scalar's text, or an error naming the key when it is longer than `limit`.
    package func text(_ node: Node, key: String, limit: TextLimit) -> Result<String, Diagnostic> {
        scalar(node, key: key).flatMap { text in
            limit.problem(text).map { .failure(error("\(key) \($0)", at: node)) } ?? .success(text)
        }
    }
}
