import Foundation
import Hyphenation

/// A name's words with soft hyphens where the page's language breaks them (libhyphen's patterns): a
/// word longer than a tile's line breaks there instead of leaving the name out. Without a dictionary
/// for the language, words stay as they are and the stylesheet breaks one too long anywhere.
enum NameHyphenation {
    /// Each locale's dictionary, loaded once a build's first name asks for it.
    private static let dictionaries = Memo<String, HyphenatorBox>(limit: 64)
    /// Words hyphenated, by locale and word: a chain's stores repeat the same names.
    private static let words = Memo<[String], String>(limit: 65536)

    /// Holds a hyphenator, or the knowledge that the locale has none.
    private struct HyphenatorBox: Sendable {
        var hyphenator: Hyphenator?
    }

    /// `word` hyphenated for `locale`.
    static func hyphenated(_ word: String, locale: Locale) -> String {
        let identifier = locale.identifier
        return words.value([identifier, word]) {
            let box = dictionaries.value(identifier) {
                HyphenatorBox(
                    hyphenator: Hyphenator(
                        language: locale.language.languageCode?.identifier ?? "en",
                        region: locale.region?.identifier))
            }
            return box.hyphenator?.hyphenated(word) ?? word
        }
    }
}
