import Foundation
import Hyphenation
import Synchronization

/// A name's words with soft hyphens where the page's language breaks them (libhyphen's patterns): a
/// word longer than a tile's line breaks there instead of leaving the name out. Without a dictionary
/// for the language, words stay as they are and the stylesheet breaks one too long anywhere.
///
/// One per build, for the site's `dictionary`. libhyphen takes over a second to load German's patterns
/// (English's, a hundredth of one), so they are loaded only for a word no earlier build hyphenated
/// with the same dictionary (`known`, kept in the site's cache by `HyphenationCache`), at most once
/// per process, and each word is hyphenated once.
final class NameHyphenation: Sendable, Equatable {
    let dictionary: HyphenationDictionary
    /// Tells this build's hyphenation from every other in the process (`TileViewBuilder.fitted` keeps
    /// its fittings by it), so that each build asks it for every word it shows and keeps them all.
    let serial = NameHyphenation.serials.add(1, ordering: .relaxed).newValue
    /// Words an earlier build hyphenated with the same dictionary, as it hyphenated them.
    let known: [String: String]
    /// Words this build hyphenated that `known` did not have.
    private let made = Mutex<[String: String]>([:])

    init(dictionary: HyphenationDictionary, known: [String: String] = [:]) {
        self.dictionary = dictionary
        self.known = known
    }

    /// `word` with its soft hyphens.
    func hyphenated(_ word: String) -> String {
        guard Hyphenator.mayBreak(word) else { return word }
        if let kept = known[word], Self.spells(kept, word) { return kept }
        return made.withLock { made in
            if let kept = made[word], Self.spells(kept, word) { return kept }
            // Under the lock: a thread that meets another new word waits for the one load.
            let result = Self.hyphenator(for: dictionary)?.hyphenated(word) ?? word
            made[word] = result
            return result
        }
    }

    /// The words this build hyphenated that no earlier build had, for the site's cache.
    var learned: [String: String] { made.withLock { $0 } }

    /// Whether `hyphenated` is `word` with soft hyphens, scalar for scalar: Swift's strings compare
    /// canonically, and a name written with a decomposed "é" keeps its own bytes.
    private static func spells(_ hyphenated: String, _ word: String) -> Bool {
        hyphenated.unicodeScalars.lazy.filter { $0 != Hyphenator.softHyphen }.elementsEqual(word.unicodeScalars)
    }

    /// The same dictionary hyphenates every word alike, whatever each knew beforehand.
    static func == (lhs: NameHyphenation, rhs: NameHyphenation) -> Bool {
        lhs.dictionary == rhs.dictionary
    }

    /// The patterns loaded in this process, by the dictionary's identity: the preview server's builds,
    /// and the tests' in one process, load each once. Loaded under the lock, so that no two threads
    /// load the same file at once.
    private static let loaded = Mutex<[String: Hyphenator?]>([:])

    private static func hyphenator(for dictionary: HyphenationDictionary) -> Hyphenator? {
        guard let path = dictionary.path else { return nil }
        return loaded.withLock { loaded in
            if let hyphenator = loaded[dictionary.identity] { return hyphenator }
            let hyphenator = Hyphenator(path: path)
            loaded.updateValue(hyphenator, forKey: dictionary.identity)
            return hyphenator
        }
    }

    /// The system's dictionary for `locale` with no words known, for what renders tiles outside a
    /// build (which gives its own): one per locale in a process.
    static func system(_ locale: Locale) -> NameHyphenation {
        systems.value(locale.identifier) {
            NameHyphenation(
                dictionary: .find(locale: locale.identifier, folder: Hyphenator.systemFolder, fileSystem: .live))
        }
    }

    private static let systems = Memo<String, NameHyphenation>(limit: 64)
    private static let serials = Atomic<Int>(0)
}

extension NameHyphenation {
    /// This hyphenation as site.yml's settings carry it (`SiteConfig.hyphenation`).
    var setting: BuildHyphenation { BuildHyphenation(identity: dictionary.identity, service: self) }
}

extension BuildHyphenation {
    /// The build's hyphenation of names.
    var names: NameHyphenation? { service as? NameHyphenation }
}
