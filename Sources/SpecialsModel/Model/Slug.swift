import Foundation

/// The one rule that turns a name into a path segment, for notes, items and image files alike:
/// transliterated to Latin letters (Greek, Cyrillic, Chinese ...) and then to ASCII, lower case,
/// every run of other characters one dash.
///
/// "Crème fraîche 200 g" -> "creme-fraiche-200-g"; "Γάλα φρέσκο 1 l" -> "gala-phresko-1-l";
/// "Хляб Добруджа" -> "hlab-dobrudza".
package enum Slug {
    /// The longest slug, in characters: a name has at most 200, a URL stays readable.
    package static let maxLength = 80

    /// `name` as a slug; `fallback` when nothing of it is left (a name of symbols only).
    package static func readable(_ name: String, fallback: String) -> String {
        let latin =
            name.unicodeScalars.allSatisfy(\.isASCII)
            ? name
            : (name as NSString).applyingTransform(StringTransform("Any-Latin; Latin-ASCII"), reverse: false) ?? name
        let mapped = latin.lowercased().map { $0.isASCII && ($0.isLetter || $0.isNumber) ? $0 : "-" }
        let slug = String(mapped).split(separator: "-").joined(separator: "-")
        guard !slug.isEmpty else { return fallback }
        return String(slug.prefix(maxLength).split(separator: "-").joined(separator: "-"))
    }

    /// `base`, or where another already has it, `base` with a short hash of `key`, counted on until
    /// no slug in `taken` has it; the one chosen is added to `taken`.
    package static func unique(_ base: String, key: String, taken: inout Set<String>) -> String {
        var slug = base
        var attempt = 0
        while taken.contains(slug) {
            let salt = attempt == 0 ? key : "\(key)\n\(attempt)"
            slug = base + "-" + ContentHash.hex(Array(salt.utf8)).prefix(6)
            attempt += 1
        }
        taken.insert(slug)
        return slug
    }
}
