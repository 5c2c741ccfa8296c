/// The most characters a text a shopper reads may have: a name is a name, not a pasted description.
/// A longer text is refused at once, however large, so it never reaches a page.
enum TextLimit: Int {
    /// A special's name, a note's title, a compared item's name, a store's or the site's name.
    case name = 200
    /// A summary or description: a sentence or two.
    case sentence = 1000

    /// Why `text` is too long, or nil when it fits.
    func problem(_ text: String) -> String? {
        // Counting characters is linear: look at no more of a huge text than it takes to know.
        guard text.utf8.count > rawValue, text.prefix(rawValue + 1).count > rawValue else { return nil }
        let what = self == .name ? "a name" : "a summary"
        return "is \(text.count) characters long; \(what) has at most \(rawValue)"
    }
}

import Yams

extension YAMLDocument {
    /// A scalar's text, or an error naming the key when it is longer than `limit`.
    func text(_ node: Node, key: String, limit: TextLimit) -> Result<String, Diagnostic> {
        scalar(node, key: key).flatMap { text in
            limit.problem(text).map { .failure(error("\(key) \($0)", at: node)) } ?? .success(text)
        }
    }
}
