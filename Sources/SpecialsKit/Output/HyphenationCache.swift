import Foundation

/// The words builds hyphenated, kept in the site's cache (`.specials-cache/hyphenation`) with the
/// identity of the dictionary that hyphenated them (`HyphenationDictionary.identity`): a rebuild, or a
/// new week of names the site showed before, loads no patterns. Words of another dictionary are never
/// used; a missing or damaged file only costs the next build the load.
struct HyphenationCache: Sendable, Equatable {
    /// The dictionary's identity.
    var identity: String
    /// Each word, as it is hyphenated.
    var words: [String: String]

    /// The most words kept: past it, the file keeps the last build's new words alone.
    static let limit = 100_000

    /// Beside the layouts, in the site's cache.
    static func path(forSite site: String) -> String {
        site + "/" + SitePaths.cache + "/hyphenation"
    }

    /// "specials-hyphenation 1", the identity, then a line per word: the word, a tab, the word hyphenated.
    var bytes: [UInt8] {
        var lines = ["specials-hyphenation 1", identity]
        for (word, hyphenated) in words.sorted(by: { $0.key < $1.key }) {
            lines.append(word + "\t" + hyphenated)
        }
        return Array((lines.joined(separator: "\n") + "\n").utf8)
    }

    init(identity: String, words: [String: String]) {
        self.identity = identity
        self.words = words
    }

    /// The cache `bytes` wrote; nil for anything else.
    init?(bytes: [UInt8]) {
        guard let text = String(validating: bytes, as: UTF8.self) else { return nil }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.count >= 3, lines.removeFirst() == "specials-hyphenation 1", lines.removeLast().isEmpty else {
            return nil
        }
        identity = String(lines.removeFirst())
        var words: [String: String] = [:]
        for line in lines {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard fields.count == 2 else { return nil }
            words[String(fields[0])] = String(fields[1])
        }
        self.words = words
    }

    /// The words kept for `dictionary` in the cache of `site`; none where the file is missing, damaged
    /// or of another dictionary.
    static func words(site: String, dictionary: HyphenationDictionary, fileSystem: FileSystem) -> [String: String] {
        guard let bytes = try? fileSystem.readFile(path(forSite: site)), let cache = HyphenationCache(bytes: bytes),
            cache.identity == dictionary.identity
        else { return [:] }
        return cache.words
    }

    /// Saves what `hyphenation` knew and learned into the cache of `site`; writes nothing when it learned
    /// nothing. Words with a tab or a line break are not kept (a name's words have neither).
    static func save(_ hyphenation: NameHyphenation, site: String) throws {
        let learned = hyphenation.learned.filter { !$0.key.contains(where: { $0 == "\t" || $0.isNewline }) }
        guard !learned.isEmpty else { return }
        let all = hyphenation.known.merging(learned) { _, new in new }
        let cache = HyphenationCache(
            identity: hyphenation.dictionary.identity, words: all.count > limit ? learned : all)
        try FileManager.default.createDirectory(atPath: site + "/" + SitePaths.cache, withIntermediateDirectories: true)
        try AtomicFile.write(cache.bytes, to: path(forSite: site))
    }
}
