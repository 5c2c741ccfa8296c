/// Every sentence the theme writes, in the site's language: the built-in table of its language (English
/// where the theme has none), the site's `i18n/<language>.yml` on top, and site.yml's `words:` on that. Templates reach a word by key (`{{words.nav_this_week}}`); sentences with
/// values are composed here (`words("week_heading", ["date": label])`), and plurals chosen by the
/// language's rule (`words.plural("feed_summary", count: 3, ...)`: the key `feed_summary_one` or
/// `feed_summary_other`).
package struct Words: Sendable {
    /// What the pages of a site with `config` say: the theme's table for its language, its
    /// translation and site.yml's `words:` on top.
    package init(for config: SiteConfig) {
        self = SiteText(config).words
    }

    /// A language, by its code ("en", "it"): the theme is written in four; a site may add any other.
    package struct Language: Sendable, Hashable, CustomStringConvertible {
        package var code: String

        package static let en = Language(code: "en"), de = Language(code: "de"), fr = Language(code: "fr"),
            es = Language(code: "es")
        /// The languages the theme is written in.
        package static let allCases: [Language] = [en, de, fr, es]

        package init(code: String) {
            self.code = code
        }

        /// The language of `locale`: "it" for it_IT.
        package init(_ locale: String) {
            code = String(locale.prefix { $0 != "_" && $0 != "-" }).lowercased()
        }

        /// The theme's own sentences in this language, when it is written in it.
        var builtIn: [String: String]? { BuiltInWords.tables[code] }
        /// The sentences a site starts from: the theme's own, else English's.
        var table: [String: String] { builtIn ?? BuiltInWords.english }

        /// Whether `count` takes the singular: 0 and 1 in French, 1 elsewhere.
        func isOne(_ count: Int) -> Bool {
            code == "fr" ? count == 0 || count == 1 : count == 1
        }

        package var description: String { code }
    }

    package let language: Language
    let table: [String: String]

    /// The words of `language`, with the site's `translation` (i18n/<language>.yml) and `overrides`
    /// (site.yml's words:) on top, both checked by `check`.
    package init(_ language: Language, translation: [String: String] = [:], overrides: [String: String] = [:]) {
        self.language = language
        table = language.table.merging(translation) { _, own in own }.merging(overrides) { _, override in override }
    }

    /// Every key a table has: English's, which every other table must match (a test checks).
    package static var keys: [String] { BuiltInWords.english.keys.sorted() }

    /// The table as YAML, sorted by key, for a translator to start from (`specials words`).
    package var yaml: String {
        let header = """
            # The theme's sentences for \(language.code), by key. Translate the text in quotes and keep each {placeholder}.
            # Save as i18n/\(language.code).yml in the site folder; a key ending in _one or _other is a singular or plural.

            """
        return header + entries
    }

    /// The table's lines of YAML, `key: "sentence"`, sorted by key.
    package var entries: String {
        Self.keys.compactMap { key in table[key].map { "\(key): \"\(Self.escaped($0))\"" } }.joined(separator: "\n")
            + "\n"
    }

    /// A YAML double-quoted string's contents: quotes, backslashes and invisible spaces escaped.
    private static func escaped(_ text: String) -> String {
        text.unicodeScalars.map { scalar in
            switch scalar {
            case "\"": "\\\""
            case "\\": "\\\\"
            case "\u{00A0}": "\\u00A0"
            case "\u{2009}": "\\u2009"
            case "\u{202F}": "\\u202F"
            default: String(scalar)
            }
        }.joined()
    }

    /// The word or sentence of `key` with each `{name}` replaced by its value.
    package func callAsFunction(_ key: String, _ values: KeyValuePairs<String, String> = [:]) -> String {
        sentence(key, values)
    }

    /// `key`'s singular (`key_one`) or plural (`key_other`) for `count`, with `{count}` and `values`.
    package func plural(_ key: String, count: Int, _ values: KeyValuePairs<String, String> = [:]) -> String {
        sentence(key + (language.isOne(count) ? "_one" : "_other"), values, count: count)
    }

    /// The sentence of `key` filled with `values` (and `{count}` when given).
    private func sentence(_ key: String, _ values: KeyValuePairs<String, String>, count: Int? = nil) -> String {
        guard let text = table[key] else { preconditionFailure("the words have a key \(key)") }
        return Self.fill(text) { name in
            if let count, name == "count" { return String(count) }
            return values.first { $0.key == name }?.value
        }
    }

    /// `sentence` with each `{name}` that `values` has replaced by its value, in one pass over the
    /// sentence: a value is text, so a name "Milk {price}" keeps its braces as written.
    static func fill(_ sentence: String, _ values: [String: String]) -> String {
        values.isEmpty ? sentence : fill(sentence) { values[$0] }
    }

    /// `sentence` with each `{name}` that `value` gives a value for replaced by it. The braces are
    /// ASCII, so the sentence is read as UTF-8 bytes, not character by character (every page's
    /// sentences went through here: 4% of a chain's weekly build).
    static func fill(_ sentence: String, value: (String) -> String?) -> String {
        let bytes = sentence.utf8
        let (open, close) = (UInt8(ascii: "{"), UInt8(ascii: "}"))
        guard var brace = bytes.firstIndex(of: open) else { return sentence }
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count + 32)
        var copied = bytes.startIndex
        while true {
            let name = bytes.index(after: brace)
            guard let end = bytes[name...].firstIndex(of: close) else { break }
            if let filled = value(String(decoding: bytes[name..<end], as: UTF8.self)) {
                result.append(contentsOf: bytes[copied..<brace])
                result.append(contentsOf: filled.utf8)
                copied = bytes.index(after: end)
            }
            // What is not a placeholder stays as written; the next one may start inside it.
            guard let next = bytes[max(copied, name)...].firstIndex(of: open) else { break }
            brace = next
        }
        result.append(contentsOf: bytes[copied...])
        return String(decoding: result, as: UTF8.self)
    }

    /// The `{name}` placeholders a sentence has.
    static func placeholders(_ text: String) -> Set<String> {
        Set(text.matches(of: /\{([a-z_]+)\}/).map { String($0.1) })
    }

    /// Problems with a site's own sentences: `words:` in site.yml and its i18n/<language>.yml. A key no
    /// table has is warned about with the closest one; a text that drops a placeholder its key's
    /// sentence needs, or adds one, is an error, since the page would lose a date or a price; in a
    /// language the theme is not written in, a key the translation leaves out is an error.
    static func check(_ config: SiteConfig) -> [Diagnostic] {
        let language = Language(config.locale.identifier)
        var problems = check(config.words, language: language, file: SitePaths.config)
        if language.builtIn == nil, config.translation == nil {
            let file = "i18n/\(language.code).yml"
            problems.append(
                .warning(
                    "locale \(config.locale.identifier): the theme has no sentences in \"\(language.code)\", so the pages are in English; "
                        + "add \(file) to translate them (mkdir -p i18n && specials words --locale \(config.locale.identifier) > \(file) writes the English to start from)",
                    in: SitePaths.config))
        }
        if let translation = config.translation {
            problems += check(translation.words, language: language, file: translation.file)
            if language.builtIn == nil {
                let given = Set(translation.words.map(\.key))
                let missing = BuiltInWords.english.filter { !given.contains($0.key) }.sorted { $0.key < $1.key }
                problems += missing.map { key, english in
                    .error(
                        "no sentence for \"\(key)\" (in English: \"\(english)\"); "
                            + "specials words --locale \(config.locale.identifier) lists every key",
                        in: translation.file)
                }
            }
        }
        return problems
    }

    static func check(_ overrides: [SiteConfig.WordOverride], language: Language, file: String) -> [Diagnostic] {
        overrides.compactMap { override in
            guard let original = language.table[override.key] else {
                return .warning(
                    KeySuggestion.unknownKey(override.key, among: keys, prefix: "words: "), in: file,
                    at: override.location)
            }
            let given = placeholders(override.text)
            let (required, allowed) = placeholderRules(override.key)
            guard required.isSubset(of: given), given.isSubset(of: allowed) else {
                let list = { (names: Set<String>) in names.sorted().map { "{\($0)}" }.joined(separator: ", ") }
                let rule = required.isEmpty ? "no placeholders" : list(required)
                return .error(
                    "words: \(override.key) must have \(rule)\(allowed == required ? "" : ", and may have " + list(allowed.subtracting(required))), "
                        + "as its sentence does: \"\(original)\"", in: file, at: override.location)
            }
            return nil
        }
    }

    /// The placeholders every language's sentence of `key` has, and those some have.
    static func placeholderRules(_ key: String) -> (required: Set<String>, allowed: Set<String>) {
        let sets = Language.allCases.compactMap { $0.builtIn?[key].map(placeholders) }
        return (sets.dropFirst().reduce(sets.first ?? []) { $0.intersection($1) }, sets.reduce([]) { $0.union($1) })
    }
}
